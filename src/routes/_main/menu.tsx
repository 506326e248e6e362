import { createFileRoute } from '@tanstack/react-router';
import { AreaMenuPage } from '../../app/AreaMenuPage';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/menu')({
  staticData: { area: 'user', title: de.screens.menu },
  component: () => <AreaMenuPage group="main" />,
});
