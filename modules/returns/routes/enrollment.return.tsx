import { createFileRoute } from '@tanstack/react-router';
import { ReturnsPage } from '../ui/ReturnsPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/enrollment/return')({
  staticData: { area: 'returnRegistration', title: de.screens.returnRegistration },
  component: ReturnsPage,
});
