import { createFileRoute } from '@tanstack/react-router';
import { CustomerSettingsPage } from '../ui/CustomerSettingsPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/customer-settings')({
  staticData: { area: 'customerSettings', title: de.screens.customerSettings },
  component: CustomerSettingsPage,
});
