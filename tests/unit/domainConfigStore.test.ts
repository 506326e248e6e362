import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DOMAIN_CONFIG_CACHE_KEY,
  DomainConfigStore,
  domainConfigInPage,
} from '../../src/platform/domainConfigStore';
import { DOMAIN_CONFIG_META } from '../../src/api/domainConfigCheck';
import type { DomainConfig } from '../../src/api/schemas';
import { HttpError } from '../../src/worker/http';
import { makeConfig } from './fixtures';

const domainConfig = makeConfig();

const offline = (): Promise<DomainConfig> =>
  Promise.reject(new HttpError(0, 10018, 'offline', false));

describe('DomainConfigStore', () => {
  beforeEach(() => localStorage.clear());

  it('loads the config once and keeps it for an offline start', async () => {
    const api = { domainConfig: vi.fn(() => Promise.resolve(domainConfig)) };
    const store = new DomainConfigStore(api);
    expect(await store.ensureLoaded()).toEqual(domainConfig);
    expect(await store.ensureLoaded()).toEqual(domainConfig);
    expect(api.domainConfig).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(DOMAIN_CONFIG_CACHE_KEY) ?? 'null')).toEqual(
      domainConfig,
    );
  });

  it('starts from the last config when the API is unreachable, and loads it later', async () => {
    localStorage.setItem(DOMAIN_CONFIG_CACHE_KEY, JSON.stringify(domainConfig));
    const fresh = { ...domainConfig, pagetitle: 'Neuer Titel' };
    const api = { domainConfig: vi.fn(offline) };
    const store = new DomainConfigStore(api);
    expect(await store.ensureLoaded()).toEqual(domainConfig);
    api.domainConfig.mockImplementation(() => Promise.resolve(fresh));
    expect(await store.ensureLoaded()).toEqual(fresh);
    expect(store.state.get()).toEqual(fresh);
  });

  it('has nothing to show on a first start offline', async () => {
    const store = new DomainConfigStore({ domainConfig: vi.fn(offline) });
    expect(await store.ensureLoaded()).toBeNull();
  });

  it('takes the config the server wrote into the page and asks the API no more', async () => {
    const api = { domainConfig: vi.fn(() => Promise.resolve(domainConfig)) };
    const store = new DomainConfigStore(api);
    const meta = document.createElement('meta');
    meta.name = DOMAIN_CONFIG_META;
    meta.content = JSON.stringify({ ...domainConfig, pagetitle: 'Aus der Seite' });
    document.head.append(meta);
    try {
      const inPage = domainConfigInPage(document);
      expect(inPage?.pagetitle).toBe('Aus der Seite');
      if (inPage) store.seed(inPage);
      expect(await store.ensureLoaded()).toEqual(inPage);
      expect(api.domainConfig).not.toHaveBeenCalled();
      // Kept for an offline start like a loaded one.
      expect(JSON.parse(localStorage.getItem(DOMAIN_CONFIG_CACHE_KEY) ?? 'null')).toEqual(inPage);
      // A broken or foreign content is ignored: the API is asked as before.
      meta.content = '{"pagetitle": 1}';
      expect(domainConfigInPage(document)).toBeNull();
      meta.content = 'kein JSON';
      expect(domainConfigInPage(document)).toBeNull();
    } finally {
      meta.remove();
    }
    expect(domainConfigInPage(document)).toBeNull();
  });
});
