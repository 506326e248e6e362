// Issue 26: a delivery customer chosen on the device reaches the server's session in the
// background (src/platform/session/sessionStore.ts). The online calls that read the session's
// customer (help contact, documents, customer settings) wait until that send is over, so they
// never answer for the customer chosen before. An unreachable server ends the wait too: the call
// then fails on its own.
let sending: Promise<unknown> = Promise.resolve();

/** The session store hands over each send of the device's choice. */
export function holdCallsUntil(sent: Promise<unknown>): void {
  sending = sent;
}

/** Resolves once the device's last choice has been sent (or could not be). */
export function choiceSent(): Promise<unknown> {
  return sending.catch(() => undefined);
}
