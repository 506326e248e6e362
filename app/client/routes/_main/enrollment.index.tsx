import { createFileRoute } from '@tanstack/react-router';
import { AreaMenuPage } from '../../shell/AreaMenuPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_main/enrollment/')({
  staticData: { area: 'enrollmentMenu', title: de.screens.enrollment },
  component: () => <AreaMenuPage group="enrollment" />,
});
