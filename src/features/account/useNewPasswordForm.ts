// The state both new-password screens share (reset and change): the two fields, which messages
// show (after a field was left or a submit tried), and the submit skeleton that sends once at a
// time and only while the form is valid.
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { validateNewPassword, type NewPasswordValues } from './accountForms';

const EMPTY: NewPasswordValues = { password: '', repeat: '' };
type Field = keyof NewPasswordValues;

/** `othersValid`: the screen's further fields (the current password) are valid too. */
export function useNewPasswordForm(othersValid = true) {
  const [values, setValues] = useState<NewPasswordValues>(EMPTY);
  const [touched, setTouched] = useState({ password: false, repeat: false });
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [loading, setLoading] = useState(false);
  const inFlight = useRef(false);

  const errors = validateNewPassword(values);
  const valid = Object.keys(errors).length === 0 && othersValid;

  return {
    values,
    errors,
    valid,
    loading,
    submitAttempted,
    shown: {
      password: touched.password || submitAttempted,
      repeat: touched.repeat || submitAttempted,
    },
    setValue: (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value })),
    touch: (field: Field) => setTouched((v) => ({ ...v, [field]: true })),
    /** Enter in an invalid form shows every message, as a click on the disabled button cannot. */
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter' && !valid) setSubmitAttempted(true);
    },
    /** Empties the fields after a success (the new password stays out of the DOM). */
    reset: () => {
      setValues(EMPTY);
      setTouched({ password: false, repeat: false });
      setSubmitAttempted(false);
    },
    /** Marks the attempt; sends while valid and not already sending. */
    submit: async (event: FormEvent, send: () => Promise<void>) => {
      event.preventDefault();
      setSubmitAttempted(true);
      if (!valid || inFlight.current) return;
      inFlight.current = true;
      setLoading(true);
      try {
        await send();
      } finally {
        setLoading(false);
        inFlight.current = false;
      }
    },
  };
}
