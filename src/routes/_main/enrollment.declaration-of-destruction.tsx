import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/enrollment/declaration-of-destruction')({
  staticData: { area: 'destruction', title: de.screens.destruction },
  component: ScreenPlaceholder,
});
