import { createFileRoute } from '@tanstack/react-router';
import { DownloadsPage } from '../ui/DownloadsPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/downloads')({
  staticData: { area: 'downloads', title: de.screens.downloads },
  component: DownloadsPage,
});
