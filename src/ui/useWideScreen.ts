// Whether the screen is wide enough for tables (Tailwind's md, 768 px) or being printed: below
// it DataTable shows cards. Without matchMedia (jsdom, old browsers) it counts as wide.
import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 768px), print';

const media = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : null;

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const wide = () => media()?.matches ?? true;

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, wide, () => true);
}
