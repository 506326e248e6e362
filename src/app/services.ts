// The app's long-lived stores, created once and handed to React and to the router context.
import { DomainConfigStore } from './domainConfigStore';
import { SessionStore } from '../features/auth/sessionStore';
import { api } from './client';

export interface AppServices {
  readonly session: SessionStore;
  readonly domainConfig: DomainConfigStore;
}

export const services: AppServices = {
  session: new SessionStore(api),
  domainConfig: new DomainConfigStore(api),
};
