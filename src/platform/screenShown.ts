// When the app has put a screen in front of the user (issue 27 item 5: 'Anmelden' to the address
// list in one round trip). The sync worker's first pulls of a session wait until the next screen
// is shown and its own calls (the selector's search, the stored automatic customer) are answered:
// on the embedded database the pulls would otherwise take the server's time just when the
// screen's requests are due. Work that can follow, follows.

/** The longest the sync waits for a screen (a screen that never settles must not stop it). */
export const SCREEN_WAIT_MS = 3_000;
/** Calls of a screen come in chains (an answer, then the next call): quiet this long = done. */
export const QUIET_MS = 150;
const POLL_MS = 25;

const waiting = new Set<() => void>();
let inFlight = 0;
let lastSettled = 0;

/** The router resolved a navigation and the browser had an idle moment: a screen is shown. */
export function markScreenShown(): void {
  for (const shown of [...waiting]) shown();
}

/** Counts a screen's API call while it runs (the sync's own requests are not counted). */
export function trackScreenCall<T>(call: Promise<T>): Promise<T> {
  inFlight += 1;
  const settle = () => {
    inFlight -= 1;
    lastSettled = Date.now();
  };
  call.then(settle, settle);
  return call;
}

/**
 * Resolves once a screen was shown after this call and no screen call has run for QUIET_MS, or
 * after `capMs` whatever happens.
 */
export function nextScreenShown(capMs: number = SCREEN_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    let poll: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(cap);
      clearTimeout(poll);
      waiting.delete(shown);
      resolve();
    };
    const cap = setTimeout(done, capMs);
    const check = () => {
      if (inFlight === 0 && Date.now() - lastSettled >= QUIET_MS) done();
      else poll = setTimeout(check, POLL_MS);
    };
    const shown = () => {
      waiting.delete(shown);
      check();
    };
    waiting.add(shown);
  });
}
