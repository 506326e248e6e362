import { createFileRoute } from '@tanstack/react-router';
import { LastChancePage } from '../ui/LastChancePage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/last-chance-articles')({
  staticData: { area: 'lastChance', title: de.screens.lastChance },
  component: LastChancePage,
});
