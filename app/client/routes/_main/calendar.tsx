import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '../../../../modules/tours/ui/CalendarPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_main/calendar')({
  staticData: { area: 'calendar', title: de.screens.calendar },
  component: CalendarPage,
});
