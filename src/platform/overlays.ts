// Fullscreen states and toasts the shell shows above every screen.
import { Store } from '../state/store';

export interface LoaderContent {
  readonly title: string;
  readonly text: string;
}

/** The fullscreen loader (login greeting, restart, logout); null when hidden. */
export const fullscreenLoader = new Store<LoaderContent | null>(null);

/** SPEC 8: the session-expired screen, shown until the login page takes over. */
export const sessionExpired = new Store<boolean>(false);

export interface Toast {
  readonly id: number;
  readonly message: string;
}

export const toasts = new Store<readonly Toast[]>([]);
let nextToastId = 1;
const TOAST_MS = 6000;

export function showToast(message: string): void {
  const toast = { id: nextToastId++, message };
  toasts.set([...toasts.get(), toast]);
  setTimeout(() => dismissToast(toast.id), TOAST_MS);
}

export function dismissToast(id: number): void {
  toasts.set(toasts.get().filter((toast) => toast.id !== id));
}
