import { createFileRoute } from '@tanstack/react-router';
import { NewsPage } from '../ui/NewsPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/news')({
  staticData: { area: 'news', title: de.screens.news },
  component: NewsPage,
});
