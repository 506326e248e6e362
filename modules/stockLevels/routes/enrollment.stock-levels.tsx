import { createFileRoute } from '@tanstack/react-router';
import { StockLevelsPage } from '../ui/StockLevelsPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/enrollment/stock-levels')({
  staticData: { area: 'stockLevels', title: de.screens.stockLevels },
  component: StockLevelsPage,
});
