// A typed quantity (default 1) that an 'add' takes: a wrong one is explained at its field, which
// takes the focus, and nothing is added; after an add the field goes back to 1. The shop's
// article bar and a supplier's assortment share it, each with its own rule and words.
import { useState } from 'react';

export type QuantityCheck = { ok: true; value: number } | { ok: false; error: string };

export function useQuantityEntry(
  /** The quantity field's id: it takes the focus when the quantity is wrong. */
  fieldId: string,
  parse: (text: string) => QuantityCheck,
  /** The German message of a rejected add. */
  describe: (error: unknown) => string,
) {
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<string | null>(null);

  /** Typing clears the field's message. */
  const type = (text: string) => {
    setQuantity(text);
    setError(null);
  };

  /** Adds with the typed quantity; false when it is not one (then nothing was tried). */
  const submit = async (add: (quantity: number) => Promise<void>): Promise<boolean> => {
    const parsed = parse(quantity);
    if (!parsed.ok) {
      setError(parsed.error);
      document.getElementById(fieldId)?.focus();
      return false;
    }
    try {
      await add(parsed.value);
      setQuantity('1');
      setError(null);
    } catch (e) {
      setError(describe(e));
    }
    return true;
  };

  return { quantity, error, setError, type, submit };
}
