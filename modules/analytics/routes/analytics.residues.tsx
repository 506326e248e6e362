import { createFileRoute } from '@tanstack/react-router';
import { ResiduesPage } from '../ui/ResiduesPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/analytics/residues')({
  staticData: { area: 'residues', title: de.screens.residues },
  component: ResiduesPage,
});
