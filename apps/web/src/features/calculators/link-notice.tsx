/** Said when a shared link carried values the page cannot take, so nobody wonders why the figures differ. */
export function LinkNotice({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return null;
  return (
    <p
      role="status"
      className="mb-4 rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200"
    >
      The link you followed had a value this calculator cannot use for{" "}
      {labels.join(", ")}, so the default is used instead.
    </p>
  );
}
