// The domain config (welcome text, logo, which customer number to show ...): the customer
// warm-up of readiness level 1. Loaded once per page; the last one loaded is kept in
// localStorage, so an app started offline still reaches the dashboard on its local data.
import type { Api, DomainConfig } from '../worker/api';
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

export class DomainConfigStore {
  readonly state = new Store<DomainConfig | null>(null);
  private loading: Promise<DomainConfig | null> | undefined;
  private fresh = false;

  constructor(
    private readonly api: Pick<Api, 'domainConfig'>,
    private readonly storage: Storage | undefined = globalThis.localStorage,
  ) {}

  ensureLoaded(): Promise<DomainConfig | null> {
    const config = this.state.get();
    if (config && this.fresh) return Promise.resolve(config);
    this.loading ??= this.api
      .domainConfig()
      .then((loaded) => {
        this.fresh = true;
        this.state.set(loaded);
        try {
          this.storage?.setItem(DOMAIN_CONFIG_CACHE_KEY, JSON.stringify(loaded));
        } catch {
          // A full or blocked storage only costs the offline start its config.
        }
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
}
