import { createFileRoute } from '@tanstack/react-router';
import { AreaMenuPage } from '../../shell/AreaMenuPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_main/menu')({
  staticData: { area: 'user', title: de.screens.menu },
  component: () => <AreaMenuPage group="main" />,
});
