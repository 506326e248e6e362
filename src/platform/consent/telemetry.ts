// The optional, consent-controlled parts (SPEC 1): crash reports, performance data and usage
// analytics. Each one's code is loaded with import() only once its flag is on; nothing is
// loaded and nothing is sent before. Turning a flag off stops the part at once (no reload): its
// listeners and timers go, and its sender refuses from that moment, even a report under way.
import { createSender, type TelemetrySend } from './send';
import type { PrivacyFlag, PrivacyFlags } from './settings';
import type { ConsentStore } from './store';
import type { TelemetryContext, TelemetryModule } from './telemetryContext';

export type TelemetryPart = 'crash' | 'performance' | 'usage';

interface PartDeclaration {
  /** The flag that turns the part on. */
  readonly flag: PrivacyFlag;
  /** The flag that lets the part name the user. */
  readonly personal: PrivacyFlag | null;
}

export const TELEMETRY_PARTS: Readonly<Record<TelemetryPart, PartDeclaration>> = {
  crash: { flag: 'sentry', personal: 'sentry_userid' },
  performance: { flag: 'sentry_performance', personal: null },
  usage: { flag: 'matomo_pageview', personal: 'matomo_userid' },
};

export type TelemetryLoaders = Readonly<Record<TelemetryPart, () => Promise<TelemetryModule>>>;

/** Separate chunks, fetched only when their flag is on. */
export const TELEMETRY_LOADERS: TelemetryLoaders = {
  crash: () => import('./crashReporter'),
  performance: () => import('./performanceReporter'),
  usage: () => import('./usageAnalytics'),
};

/** What the shell tells the telemetry about the app. */
export interface TelemetryHost {
  readonly userId: () => string | null;
  readonly pathname: () => string;
  readonly onNavigate: (listener: (pathname: string) => void) => () => void;
  readonly release: string;
  readonly send?: TelemetrySend;
  readonly loaders?: TelemetryLoaders;
  readonly target?: TelemetryContext['target'];
  readonly document?: TelemetryContext['document'];
  readonly random?: () => number;
  readonly now?: () => Date;
}

/** Follows the consent store; returns a function that stops every part. */
export function startTelemetry(store: ConsentStore, host: TelemetryHost): () => void {
  const send = host.send ?? createSender();
  const loaders = host.loaders ?? TELEMETRY_LOADERS;
  const flags = (): PrivacyFlags => store.flags;
  /** Per part: the stop function of the running module, or a start under way. */
  const running = new Map<TelemetryPart, (() => void) | 'starting'>();
  let disposed = false;

  const contextOf = (part: TelemetryPart): TelemetryContext => {
    const { flag, personal } = TELEMETRY_PARTS[part];
    return {
      send: (path, body) => {
        if (!disposed && flags()[flag]) send(path, body);
      },
      userId: () => (personal && flags()[personal] ? host.userId() : null),
      pathname: host.pathname,
      onNavigate: host.onNavigate,
      release: host.release,
      now: host.now ?? (() => new Date()),
      random: host.random ?? Math.random,
      target: host.target ?? window,
      document: host.document ?? document,
    };
  };

  const sync = () => {
    for (const part of Object.keys(TELEMETRY_PARTS) as TelemetryPart[]) {
      const wanted = !disposed && flags()[TELEMETRY_PARTS[part].flag];
      const current = running.get(part);
      if (wanted && current === undefined) {
        running.set(part, 'starting');
        loaders[part]().then(
          (module) => {
            // Switched off (or stopped) while the code was loading: do not start it.
            if (running.get(part) !== 'starting') return;
            if (disposed || !flags()[TELEMETRY_PARTS[part].flag]) {
              running.delete(part);
              return;
            }
            running.set(part, module.start(contextOf(part)));
          },
          () => {
            // The chunk did not load (offline): try again on the next change.
            running.delete(part);
          },
        );
      } else if (!wanted && current !== undefined) {
        running.delete(part);
        if (current !== 'starting') current();
      }
    }
  };

  const unsubscribe = store.state.subscribe(sync);
  sync();
  return () => {
    disposed = true;
    unsubscribe();
    sync();
  };
}
