import { createFileRoute } from '@tanstack/react-router';
import { SelectorPage } from '../../../../src/features/selector/SelectorPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_main/lieferkunden')({
  staticData: { area: 'user', title: de.screens.lieferkunden },
  component: () => <SelectorPage differential={false} />,
});
