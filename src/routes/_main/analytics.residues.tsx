import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/analytics/residues')({
  staticData: { area: 'residues', title: de.screens.residues },
  component: ScreenPlaceholder,
});
