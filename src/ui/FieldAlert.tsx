// A control's German error, announced at once (role alert) and named by the control's
// aria-describedby through its id; nothing while there is none. The controls wrote it alike.
export function FieldAlert({
  id,
  error,
  space = 'mt-1',
}: {
  id?: string;
  error: string | null | undefined;
  /** The gap above it (the screens differ). */
  space?: 'mt-1' | 'mt-2';
}) {
  return error ? (
    <p id={id} role="alert" className={`${space} text-sm text-red-700`}>
      {error}
    </p>
  ) : null;
}
