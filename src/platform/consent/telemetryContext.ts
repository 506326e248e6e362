// What a telemetry part's module receives and exports: a file of its own, so the parts (loaded
// with import() by telemetry.ts) need not import the file that loads them.
import type { TelemetrySend } from './send';

/** What a telemetry module gets from the app. */
export interface TelemetryContext {
  /** Posts a report; does nothing once the part's flag is off. */
  readonly send: TelemetrySend;
  /** The logged-in user's id with the part's personalising flag, else null. */
  readonly userId: () => string | null;
  readonly pathname: () => string;
  /** Calls the listener with the new pathname after each navigation; returns the unsubscribe. */
  readonly onNavigate: (listener: (pathname: string) => void) => () => void;
  readonly release: string;
  readonly now: () => Date;
  readonly random: () => number;
  readonly target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  readonly document: Pick<Document, 'visibilityState'>;
}

export interface TelemetryModule {
  start(ctx: TelemetryContext): () => void;
}
