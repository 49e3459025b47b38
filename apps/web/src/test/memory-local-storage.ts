import { afterEach, beforeEach, vi } from 'vitest';
import { MemoryStorage } from '../lib/memory-storage.ts';

/**
 * Gives each test of the file a fresh, empty `localStorage` (Node has none) and removes it after.
 * Returns a getter for the current test's storage, to read or seed it directly.
 */
export function withMemoryLocalStorage(): () => MemoryStorage {
  let storage = new MemoryStorage();
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => vi.unstubAllGlobals());
  return () => storage;
}
