import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../ui/AccountPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/account')({
  staticData: { area: 'account', title: de.screens.account },
  component: AccountPage,
});
