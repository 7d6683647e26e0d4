import { message } from "@kosh/core/contracts/message";
import { formatInr } from "@kosh/core/format/money";
import { pathInLocale } from "@kosh/core/i18n/locale";
import { type Dictionaries, translate } from "@kosh/core/i18n/messages";
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
import en from "./messages/en.ts";
import hi from "./messages/hi.ts";

const FEED_MESSAGES: Dictionaries<typeof en> = { en, hi };

const NO_SUCH_FEED = message("calendarFeed.unknown");

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

  /**
   * The iCalendar text for the holder of `token`, in their language; 404 for an unknown, replaced
   * or revoked one.
   */
  async function calendar(token: string): Promise<string> {
    if (!FEED_TOKEN.test(token)) throw new NotFound(NO_SUCH_FEED);
    const owner = await calendarFeedOwner(db, sessionTokenHash(token));
    if (!owner) throw new NotFound(NO_SUCH_FEED);
    const rows = await activeMaturities(db, owner.id);
    const t = translate(FEED_MESSAGES[owner.locale]);
    const dashboard = `${publicUrl}${pathInLocale("/dashboard", owner.locale)}`;

    const feed = ical({
      name: t("name"),
      prodId: {
        company: "Kosh",
        product: "Maturities",
        language: owner.locale.toUpperCase(),
      },
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
        summary: t("summary", {
          companyName: row.companyName,
          investType: row.investType,
          maturity: formatInr(row.maturityAmount),
        }),
        description: t("description", {
          companyName: row.companyName,
          investType: row.investType,
          principal: formatInr(row.principalAmount),
          maturity: formatInr(row.maturityAmount),
          link: dashboard,
        }),
        url: dashboard,
      });
    }
    return feed.toString();
  }

  return { create, status, revoke, calendar };
}
