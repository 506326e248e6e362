import { createFileRoute } from '@tanstack/react-router';
import { DocsIndexPage } from '../../../../src/features/docs/DocsIndexPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_public/docs/')({
  staticData: { area: 'public', title: de.screens.docs },
  component: DocsIndexPage,
});
