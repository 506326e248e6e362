import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/enrollment/stock-levels')({
  staticData: { area: 'stockLevels', title: de.screens.stockLevels },
  component: ScreenPlaceholder,
});
