import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/client-app/link/$token')({
  staticData: { title: de.screens.clientAppLink },
  component: ScreenPlaceholder,
});
