import { createFileRoute } from '@tanstack/react-router';
import { resumeTutorial } from '../../../../modules/tutorials/ui';
import { SettingsPage } from '../../../../modules/userSettings/ui/SettingsPage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_main/settings')({
  staticData: { area: 'settings', title: de.screens.settings },
  component: () => <SettingsPage onTutorialsReset={resumeTutorial} />,
});
