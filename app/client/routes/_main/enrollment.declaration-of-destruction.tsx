import { createFileRoute } from '@tanstack/react-router';
import { DestructionPage } from '../../../../modules/destruction/ui/DestructionPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_main/enrollment/declaration-of-destruction')({
  staticData: { area: 'destruction', title: de.screens.destruction },
  component: DestructionPage,
});
