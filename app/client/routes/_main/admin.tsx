import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../../src/features/admin/AdminPage';
import { de } from '../../../../src/i18n/de';
import { ConditionsAdmin } from '../../../../modules/conditions/ui/admin';
import { SurveysAdmin } from '../../../../modules/surveys/ui/admin';
import { ServiceAccountsAdmin } from '../../../../modules/integration/ui/admin';

/** The /admin screen with the panels of the modules that have one. */
function AdminScreen() {
  return (
    <AdminPage
      modulePanels={
        <>
          <ConditionsAdmin />
          <SurveysAdmin />
          <ServiceAccountsAdmin />
        </>
      }
    />
  );
}

export const Route = createFileRoute('/_main/admin')({
  staticData: { area: 'admin', title: de.screens.admin },
  component: AdminScreen,
});
