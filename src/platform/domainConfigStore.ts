// The domain config (welcome text, logo, which customer number to show ...): the customer
// warm-up of readiness level 1. Loaded once per page; the last one loaded is kept in
// localStorage, so an app started offline still reaches the dashboard on its local data.
import { DOMAIN_CONFIG_META, parseDomainConfig } from '../api/domainConfigCheck';
import type { DomainConfig } from '../worker/api';
import type { MainThreadCalls } from './client';
import { Store } from '../state/store';

export const DOMAIN_CONFIG_CACHE_KEY = 'portal-domain-config';

function readCached(storage: Storage | undefined): DomainConfig | null {
  try {
    const raw = storage?.getItem(DOMAIN_CONFIG_CACHE_KEY);
    return raw ? (JSON.parse(raw) as DomainConfig) : null;
  } catch {
    return null;
  }
}

/**
 * The config the server wrote into the page (server/shell.ts), checked like the API's answer;
 * null when absent (the page came from the service worker's cache) or not valid.
 */
export function domainConfigInPage(doc: Pick<Document, 'querySelector'>): DomainConfig | null {
  const content = doc.querySelector(`meta[name="${DOMAIN_CONFIG_META}"]`)?.getAttribute('content');
  if (!content) return null;
  try {
    return parseDomainConfig(JSON.parse(content));
  } catch {
    return null;
  }
}

export class DomainConfigStore {
  readonly state = new Store<DomainConfig | null>(null);
  private loading: Promise<DomainConfig | null> | undefined;
  private fresh = false;

  constructor(
    private readonly api: Pick<MainThreadCalls, 'domainConfig'>,
    private readonly storage: Storage | undefined = globalThis.localStorage,
  ) {}

  /** A config as fresh as the API's (the one in the page): no request for it this page. */
  seed(config: DomainConfig): void {
    this.fresh = true;
    this.remember(config);
  }

  ensureLoaded(): Promise<DomainConfig | null> {
    const config = this.state.get();
    if (config && this.fresh) return Promise.resolve(config);
    this.loading ??= this.api
      .domainConfig()
      .then((loaded) => {
        this.fresh = true;
        this.remember(loaded);
        return loaded;
      })
      .catch(() => {
        // Unreachable: go on with the config of the last visit; retried on the next call.
        this.loading = undefined;
        const cached = this.state.get() ?? readCached(this.storage);
        if (cached) this.state.set(cached);
        return cached;
      });
    return this.loading;
  }

  private remember(config: DomainConfig): void {
    this.state.set(config);
    try {
      this.storage?.setItem(DOMAIN_CONFIG_CACHE_KEY, JSON.stringify(config));
    } catch {
      // A full or blocked storage only costs the offline start its config.
    }
  }
}
