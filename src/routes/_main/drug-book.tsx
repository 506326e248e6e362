import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/drug-book')({
  staticData: { area: 'drugBook', title: de.screens.drugBook },
  component: ScreenPlaceholder,
});
