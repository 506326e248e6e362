import type { userSettingsModule } from '../../../modules/userSettings/contract.ts';
import type { Scenarios } from './scenario.ts';

export const userSettingsScenarios: Scenarios<typeof userSettingsModule> = {
  'userSettings.set': [
    {
      title: 'a first change creates the row with the defaults for the rest',
      steps: () => [{ name: 'userSettings.set', args: { viewClockStyle: 'kw' } }],
    },
    {
      title: 'changes keep the fields they do not name',
      steps: () => [
        { name: 'userSettings.set', args: { viewClockPosition: 'footer' } },
        { name: 'userSettings.set', args: { viewClockStyle: 'dzkw', tutorialEnabled: false } },
        { name: 'userSettings.set', args: { viewClockPosition: 'none' } },
      ],
    },
    {
      title: 'a tutorial reset keeps the later time, also given with an offset',
      steps: () => [
        { name: 'userSettings.set', args: { tutorialReset: '2026-11-24T10:00:00+01:00' } },
        { name: 'userSettings.set', args: { tutorialReset: '2026-11-20T08:00:00.000Z' } },
        { name: 'userSettings.set', args: { tutorialEnabled: true } },
      ],
    },
  ],
};
