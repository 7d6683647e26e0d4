import { formatInr } from "@kosh/core/format/money";
import ical from "ical-generator";
import { NotFound } from "../../errors.ts";
import type { Infrastructure } from "../../plugins/infrastructure.ts";
import { newSessionToken, sessionTokenHash } from "../auth/session-token.ts";
import {
  activeMaturities,
  calendarFeedOwner,
  calendarTokenHashOf,
  setCalendarTokenHash,
} from "./calendar-feed.repo.ts";

const NO_SUCH_FEED =
  "This calendar address is not known: it was replaced or revoked. Create a new one in Kosh.";

/** A feed address's secret: 32 random bytes in base64url, like a session token. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;

/**
 * The calendar feed (docs/product.md#calendar-feed): a secret address a calendar app subscribes
 * to, one all-day event per active investment's end date. Only the secret's SHA-256 is stored, so
 * the address is shown once, when it is made; a new one replaces it, revoking ends it.
 */
export function createCalendarFeedService({
  db,
  now,
  publicUrl,
}: Pick<Infrastructure, "db" | "now" | "publicUrl">) {
  const feedUrl = (token: string) =>
    `${publicUrl}/api/calendar-feed/${token}.ics`;

  const setHash = (userId: string, hash: string | null) =>
    setCalendarTokenHash(db, userId, hash, now());

  /** A new secret address; the one before it, if any, stops working. */
  async function create(userId: string): Promise<{ url: string }> {
    const token = newSessionToken();
    await setHash(userId, sessionTokenHash(token));
    return { url: feedUrl(token) };
  }

  async function status(userId: string): Promise<{ active: boolean }> {
    return { active: Boolean(await calendarTokenHashOf(db, userId)) };
  }

  const revoke = (userId: string) => setHash(userId, null);

  /** The iCalendar text for the holder of `token`; 404 for an unknown, replaced or revoked one. */
  async function calendar(token: string): Promise<string> {
    if (!FEED_TOKEN.test(token)) throw new NotFound(NO_SUCH_FEED);
    const ownerId = await calendarFeedOwner(db, sessionTokenHash(token));
    if (!ownerId) throw new NotFound(NO_SUCH_FEED);
    const rows = await activeMaturities(db, ownerId);

    const feed = ical({
      name: "Kosh maturities",
      prodId: { company: "Kosh", product: "Maturities", language: "EN" },
      // Calendar apps refresh a subscription about this often (Google decides on its own).
      ttl: 3600,
    });
    const stamp = now();
    for (const row of rows) {
      const [year, month, day] = row.endDate.split("-").map(Number);
      feed.createEvent({
        id: `${row.id}@kosh`,
        start: new Date(Date.UTC(year!, month! - 1, day!)),
        allDay: true,
        stamp,
        summary: `${row.companyName} ${row.investType} matures: ${formatInr(row.maturityAmount)}`,
        description: `${row.investType} with ${row.companyName}: ${formatInr(row.principalAmount)} invested, ${formatInr(row.maturityAmount)} at maturity. Renew or withdraw it, then record it in Kosh: ${publicUrl}/dashboard`,
        url: `${publicUrl}/dashboard`,
      });
    }
    return feed.toString();
  }

  return { create, status, revoke, calendar };
}
