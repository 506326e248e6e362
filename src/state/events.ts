// A tiny typed event bus between the data layer / sync worker and the shell (ShellEvents).
import type { AppEvent } from './appEvents';

export type { AppEvent };

type Listener = (event: AppEvent) => void;

const listeners = new Set<Listener>();

export function emitAppEvent(event: AppEvent): void {
  for (const listener of listeners) listener(event);
}

export function onAppEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The names of the walking skeleton; same bus. */
export const emitHttpEvent = emitAppEvent;
export const onHttpEvent = onAppEvent;
