import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/news')({
  staticData: { area: 'user', title: de.screens.news },
  component: ScreenPlaceholder,
});
