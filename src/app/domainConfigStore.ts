// The domain config (welcome text, logo, which customer number to show ...): the customer
// warm-up of readiness level 1. Loaded once per page.
import type { Api, DomainConfig } from '../worker/api';
import { Store } from './store';

export class DomainConfigStore {
  readonly state = new Store<DomainConfig | null>(null);
  private loading: Promise<DomainConfig | null> | undefined;

  constructor(private readonly api: Pick<Api, 'domainConfig'>) {}

  ensureLoaded(): Promise<DomainConfig | null> {
    const config = this.state.get();
    if (config) return Promise.resolve(config);
    this.loading ??= this.api
      .domainConfig()
      .then((loaded) => {
        this.state.set(loaded);
        return loaded;
      })
      .catch(() => {
        // Retried on the next call; the screens show the loader meanwhile.
        this.loading = undefined;
        return null;
      });
    return this.loading;
  }
}
