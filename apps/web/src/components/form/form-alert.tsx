/**
 * What the server answered when it refused the form, e.g. a duplicate name or a wrong code.
 * Nothing is rendered without a message; a `role="alert"` element that appears is announced.
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200"
    >
      {message}
    </p>
  );
}
