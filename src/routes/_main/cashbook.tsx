import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/cashbook')({
  staticData: { area: 'cashbook', title: de.screens.cashbook },
  component: ScreenPlaceholder,
});
