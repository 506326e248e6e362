import { createFileRoute } from '@tanstack/react-router';
import { VideoPage } from '../ui/VideoPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/video')({
  staticData: { area: 'video', title: de.screens.video },
  component: VideoPage,
});
