import { formatLongDate } from "@kosh/core/format/date";

const timeFormat = new Intl.DateTimeFormat("en-IN", {
  hour: "numeric",
  minute: "2-digit",
});

/** '22 November 2026, 9:35 am' in the viewer's own clock, or 'Never' for someone only invited. */
export function lastSignInText(iso: string | null): string {
  if (!iso) return "Never";
  const at = new Date(iso);
  return `${formatLongDate(at)}, ${timeFormat.format(at)}`;
}
