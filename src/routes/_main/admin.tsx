import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../features/admin/AdminPage';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/admin')({
  staticData: { area: 'admin', title: de.screens.admin },
  component: AdminPage,
});
