import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/temperature-logger')({
  staticData: { area: 'temperatureLogger', title: de.screens.temperatureLogger },
  component: ScreenPlaceholder,
});
