import { formatDateTime } from "@kosh/core/format/date";

/** '22 November 2026, 9:35 am' in the viewer's own clock, or 'Never' for someone only invited. */
export function lastSignInText(iso: string | null): string {
  return iso ? formatDateTime(iso) : "Never";
}
