// Issue 10 point 4: tabs share the session cookie, so a login, logout or impersonation in another
// tab changes this tab's session too. The tab notices at once (the session store's broadcast and
// storage event; the sync worker's session_mismatch as the backstop), reloads the session and
// leaves a screen that showed the old user's data: to the login, or to the new user's delivery
// customer selection. The per-user database follows the session (app/client/shell/userData.ts), which
// stops the sync worker before it switches.
import { identityOf, type SessionStore } from '../../../src/platform/session/sessionStore';
import type { AppEvent } from '../../../src/state/appEvents';

export type LeaveTarget = '/login' | '/lieferkunden';

/** Backoff while the server gives no usable answer about the session. */
export const RETRY_MIN_MS = 2000;
export const RETRY_MAX_MS = 30_000;

export interface SessionWatchDeps {
  readonly session: SessionStore;
  readonly onAppEvent: (listener: (event: AppEvent) => void) => () => void;
  readonly leave: (to: LeaveTarget) => void;
  /** The sync worker may have halted on a session_mismatch; the session is `userId`'s. */
  readonly resumeSync: (userId: string) => void;
}

export function watchSession({
  session,
  onAppEvent,
  leave,
  resumeSync,
}: SessionWatchDeps): () => void {
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  const follow = async () => {
    clearTimeout(retry);
    // A tab without a session showed nobody's data: it only takes the new session over.
    const hadSession = session.current() !== null;
    const change = await session.refresh();
    const userId = session.current()?.user.id;
    // No usable answer (a 5xx): the sync worker may be halted on a mismatch, so ask again
    // later instead of leaving it halted until the next reload.
    if (change === 'unknown') {
      retry = setTimeout(
        () => void follow(),
        Math.min(RETRY_MIN_MS * 2 ** attempt++, RETRY_MAX_MS),
      );
      return;
    }
    attempt = 0;
    if (change === 'same' && userId) resumeSync(userId);
    else if (change === 'login' && hadSession) leave('/login');
    else if (change === 'otherUser' && hadSession) leave('/lieferkunden');
  };
  const offElsewhere = session.onChangedElsewhere(() => void follow());
  const offEvents = onAppEvent((event) => {
    if (event.type === 'session_mismatch') void follow();
    // A reload after a reconnect found someone else (services.ts takes over only the same one).
    const current = session.current();
    if (event.type === 'me' && current && identityOf(current) !== identityOf(event.me)) {
      void follow();
    }
  });
  return () => {
    clearTimeout(retry);
    offElsewhere();
    offEvents();
  };
}

const LOGOUT_PATH = '/logout';

/**
 * Issue 24 point 9: whether a 401 seen now means the session expired. Never during a deliberate
 * logout: not on /logout (it ends the session on entry, and the app's calls still running then
 * meet the ended session), and not once this tab's own logout went through (no session left).
 * Otherwise only when the server knows no session any more (see hasServerSession).
 */
export async function isSessionExpiry(
  session: Pick<SessionStore, 'current' | 'hasServerSession'>,
  path: () => string,
): Promise<boolean> {
  if (path() === LOGOUT_PATH || session.current() === null) return false;
  const alive = await session.hasServerSession();
  return alive === false && path() !== LOGOUT_PATH && session.current() !== null;
}
