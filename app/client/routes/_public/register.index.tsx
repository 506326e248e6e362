import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../../../src/features/register/RegisterPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_public/register/')({
  staticData: { area: 'public', title: de.screens.register },
  component: RegisterPage,
});
