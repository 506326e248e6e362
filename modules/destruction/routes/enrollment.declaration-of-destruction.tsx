import { createFileRoute } from '@tanstack/react-router';
import { DestructionPage } from '../ui/DestructionPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/enrollment/declaration-of-destruction')({
  staticData: { area: 'destruction', title: de.screens.destruction },
  component: DestructionPage,
});
