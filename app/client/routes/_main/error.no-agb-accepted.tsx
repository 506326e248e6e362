import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../../../../src/features/errors/ErrorPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_main/error/no-agb-accepted')({
  staticData: { area: 'session', title: de.screens.noAgb },
  component: () => <ErrorPage kind="noAgb" />,
});
