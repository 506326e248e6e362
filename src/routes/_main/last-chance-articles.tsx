import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/last-chance-articles')({
  staticData: { area: 'lastChance', title: de.screens.lastChance },
  component: ScreenPlaceholder,
});
