import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../../../../src/features/errors/ErrorPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_main/error/not-found')({
  staticData: { area: 'session', title: de.screens.notFound },
  component: () => <ErrorPage kind="notFound" />,
});
