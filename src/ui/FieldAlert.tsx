// A control's German error, announced at once (role alert) and named by the control's
// aria-describedby through its id; nothing while there is none. Five controls wrote it alike.
export function FieldAlert({ id, error }: { id?: string; error: string | null | undefined }) {
  return error ? (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}
