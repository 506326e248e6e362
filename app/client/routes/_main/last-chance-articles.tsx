import { createFileRoute } from '@tanstack/react-router';
import { LastChancePage } from '../../../../modules/lastChance/ui/LastChancePage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_main/last-chance-articles')({
  staticData: { area: 'lastChance', title: de.screens.lastChance },
  component: LastChancePage,
});
