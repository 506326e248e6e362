import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../app/ScreenPlaceholder';
import { de } from '../i18n/de';

// Outside both layouts (SPEC 2): no login and no shell.
export const Route = createFileRoute('/mobile-file-uploader')({
  staticData: { title: de.screens.mobileFileUploader },
  component: ScreenPlaceholder,
});
