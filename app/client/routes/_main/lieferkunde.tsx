import { createFileRoute } from '@tanstack/react-router';
import { SelectorPage } from '../../../../src/features/selector/SelectorPage';
import { de } from '../../../../src/i18n/de';

// The selector in differential mode (SPEC 2: route data differential_mode).
export const Route = createFileRoute('/_main/lieferkunde')({
  staticData: { area: 'user', title: de.selector.titleDifferential },
  component: () => <SelectorPage differential />,
});
