import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '../ui/CalendarPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/calendar')({
  staticData: { area: 'calendar', title: de.screens.calendar },
  component: CalendarPage,
});
