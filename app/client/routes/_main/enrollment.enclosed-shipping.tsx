import { createFileRoute } from '@tanstack/react-router';
import { EnclosedShippingPage } from '../../../../modules/enclosedShipping/ui/EnclosedShippingPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_main/enrollment/enclosed-shipping')({
  staticData: { area: 'enclosedShipping', title: de.screens.enclosedShipping },
  component: EnclosedShippingPage,
});
