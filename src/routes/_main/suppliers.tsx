import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/suppliers')({
  staticData: { area: 'suppliers', title: de.screens.suppliers },
  component: ScreenPlaceholder,
});
