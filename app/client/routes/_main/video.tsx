import { createFileRoute } from '@tanstack/react-router';
import { VideoPage } from '../../../../modules/content/ui/VideoPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_main/video')({
  staticData: { area: 'video', title: de.screens.video },
  component: VideoPage,
});
