import { todayIso } from "@kosh/core/format/date";

/** Kosh's users are in India: "today" on the server is the date in Asia/Kolkata (docs/product.md#money-dates-and-wording). */
export const SERVER_TIME_ZONE = "Asia/Kolkata";

/** Today's date (YYYY-MM-DD) on the calendar of Kosh's users. */
export function serverToday(now: Date): string {
  return todayIso(now, SERVER_TIME_ZONE);
}
