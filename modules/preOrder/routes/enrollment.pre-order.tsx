import { createFileRoute } from '@tanstack/react-router';
import { PreOrderPage } from '../ui/PreOrderPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/enrollment/pre-order')({
  staticData: { area: 'preOrder', title: de.screens.preOrder },
  component: PreOrderPage,
});
