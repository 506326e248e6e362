import { createFileRoute } from '@tanstack/react-router';
import { CheckConditionsPage } from '../ui/CheckConditionsPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/check-conditions/$conditionMatchcode')({
  staticData: { area: 'user', title: de.screens.checkConditions },
  component: CheckConditions,
});

function CheckConditions() {
  const { conditionMatchcode } = Route.useParams();
  // A new matchcode is a new screen: no state of the previous condition carries over.
  return <CheckConditionsPage key={conditionMatchcode} matchcode={conditionMatchcode} />;
}
