import { createFileRoute } from '@tanstack/react-router';
import { RecipeUploadPage } from '../ui/RecipeUploadPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/enrollment/recipe-upload')({
  staticData: { area: 'recipeUpload', title: de.screens.recipeUpload },
  component: RecipeUploadPage,
});
