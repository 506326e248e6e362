import { createFileRoute } from '@tanstack/react-router';
import { TourBrowserPage } from '../ui/TourBrowserPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/tour-browser')({
  staticData: { area: 'tourBrowser', title: de.screens.tourBrowser },
  component: TourBrowserPage,
});
