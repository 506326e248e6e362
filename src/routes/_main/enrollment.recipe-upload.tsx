import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/enrollment/recipe-upload')({
  staticData: { area: 'recipeUpload', title: de.screens.recipeUpload },
  component: ScreenPlaceholder,
});
