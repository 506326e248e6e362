// A tiny typed event bus between the HTTP pipeline and the shell.
import type { HttpEvent } from '../worker/http';

type Listener = (event: HttpEvent) => void;

const listeners = new Set<Listener>();

export function emitHttpEvent(event: HttpEvent): void {
  for (const listener of listeners) listener(event);
}

export function onHttpEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
