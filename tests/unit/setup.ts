// Runs before every unit test file: a real IndexedDB (in memory) for Dexie, and a clean DOM.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
