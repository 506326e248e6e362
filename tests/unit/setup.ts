// Runs before every unit test file: a real IndexedDB (in memory) for Dexie, and a clean DOM.
import 'fake-indexeddb/auto';
// The synced modules, registered as the app's roots do (app/modules.ts).
import '../../app/modules';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
