// SPEC 5 "Registration e-mail": after the field's own rules, an asynchronous check whether the
// address is taken ('Prüfe..', 'Benutzer existiert bereits!', 'Prüfung fehlgeschlagen!').
// Debounced; each answer is kept with the address it answers, so an older answer arriving late
// never decides about a newer value.
import { useEffect, useState } from 'react';

export const EMAIL_CHECK_DEBOUNCE_MS = 400;

export type EmailCheckStatus = 'idle' | 'checking' | 'free' | 'exists' | 'failed';

interface Answer {
  readonly email: string;
  readonly status: 'free' | 'exists' | 'failed';
}

/**
 * `email` is the address to check (null while the field is invalid). The status is always the
 * one of this address: 'checking' until its own answer arrives.
 */
export function useEmailCheck(
  email: string | null,
  check: (email: string) => Promise<boolean>,
): { status: EmailCheckStatus; recheck: () => void } {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (email === null) return;
    // Cleared when the address changes: a late answer for an older value is dropped.
    let current = true;
    const timer = setTimeout(() => {
      check(email).then(
        (exists) => {
          if (current) setAnswer({ email, status: exists ? 'exists' : 'free' });
        },
        () => {
          if (current) setAnswer({ email, status: 'failed' });
        },
      );
    }, EMAIL_CHECK_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [email, check, round]);

  const status: EmailCheckStatus =
    email === null ? 'idle' : answer?.email === email ? answer.status : 'checking';
  return {
    status,
    recheck: () => {
      setAnswer(null);
      setRound((r) => r + 1);
    },
  };
}
