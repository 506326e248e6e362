import { createFileRoute } from '@tanstack/react-router';
import { SelectorPage } from '../../features/selector/SelectorPage';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/lieferkunden')({
  staticData: { area: 'user', title: de.screens.lieferkunden },
  component: () => <SelectorPage differential={false} />,
});
