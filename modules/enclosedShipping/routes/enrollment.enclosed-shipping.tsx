import { createFileRoute } from '@tanstack/react-router';
import { EnclosedShippingPage } from '../ui/EnclosedShippingPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/enrollment/enclosed-shipping')({
  staticData: { area: 'enclosedShipping', title: de.screens.enclosedShipping },
  component: EnclosedShippingPage,
});
