import { createFileRoute } from '@tanstack/react-router';
import { MobileUploaderPage } from '../../../modules/recipeUpload/ui/MobileUploaderPage';
import { de } from '../../../src/i18n/de';

// Outside both layouts (SPEC 2): no login and no shell. The phone's recipe upload (issue 15),
// authorised by a QR link's token instead of a session.
export const Route = createFileRoute('/mobile-file-uploader')({
  staticData: { title: de.screens.mobileFileUploader },
  component: MobileUploaderPage,
});
