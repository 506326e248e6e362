import { createFileRoute } from '@tanstack/react-router';
import { TemperatureLoggerPage } from '../ui/TemperatureLoggerPage';
import { parseTemperatureSearch } from '../ui/searchParams';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/temperature-logger')({
  staticData: { area: 'temperatureLogger', title: de.screens.temperatureLogger },
  validateSearch: parseTemperatureSearch,
  component: function TemperatureLogger() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <TemperatureLoggerPage
        device={search.device}
        month={search.month}
        onChange={(next) => void navigate({ search: { ...search, ...next }, replace: true })}
      />
    );
  },
});
