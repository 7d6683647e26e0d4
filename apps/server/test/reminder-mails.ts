import type { Investment } from "@kosh/core/contracts/investments";
import { addDays } from "@kosh/core/format/date";
import { mailSubject, mimeHeaders, mimeTextParts } from "@kosh/testing/mime";
import { expect } from "vitest";
import { createReminderSweep } from "../src/modules/reminders/reminder-sweep.ts";
import { serverToday } from "../src/server-today.ts";
import type { SeededLists } from "./fixtures.ts";
import type { Caller, TrackerHarness } from "./tracker-harness.ts";

/** One sweep, as the server runs it every REMINDER_SWEEP_SECONDS, then the mail worker's pass. */
export async function sweepReminders(tracker: TrackerHarness): Promise<void> {
  await createReminderSweep(tracker.server.app).sweep(tracker.server.app.log);
  await tracker.server.app.mailQueue.drain();
}

/** The date `days` from the test clock's today, on the calendar of Kosh's users. */
export const daysFromToday = (tracker: TrackerHarness, days: number) =>
  addDays(serverToday(tracker.server.clock.now()), days);

/** The mails sent to `caller` whose subject contains `words` (in any case), oldest first. */
export const mailsSaying = (
  tracker: TrackerHarness,
  caller: Caller,
  words: string,
) =>
  tracker.server.smtp
    .mailsTo(caller.email)
    .filter((mail) =>
      mailSubject(mail.raw).toLowerCase().includes(words.toLowerCase()),
    );

/** A mail's plain-text or HTML part. */
export function mailPart(
  raw: string,
  type: "text/plain" | "text/html",
): string {
  return mimeTextParts(raw).find((one) => one.contentType === type)?.text ?? "";
}

/** The path of a reminder's one-click unsubscribe link (its List-Unsubscribe header). */
export function unsubscribePath(raw: string): string {
  const link = /^<(.+)>$/.exec(
    mimeHeaders(raw).get("list-unsubscribe") ?? "",
  )?.[1];
  if (!link) throw new Error("The mail has no List-Unsubscribe link");
  return new URL(link).pathname;
}

/**
 * A mail app's one-click unsubscribe (RFC 8058) from the link of the reminder `raw`, sent to
 * `caller`: it answers 200 and their reminders are off.
 */
export async function unsubscribeFrom(
  tracker: TrackerHarness,
  caller: Caller,
  raw: string,
): Promise<void> {
  const response = await tracker.server.app.inject({
    method: "POST",
    url: unsubscribePath(raw),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "List-Unsubscribe=One-Click",
  });
  expect(response.statusCode, response.body).toBe(200);
  const settings = await caller.request("GET", "/api/reminders/settings");
  expect(settings.json()).toMatchObject({ enabled: false });
}

/** 10 a.m. in India on `date`: the sweep's today is `date`. */
export const atTenInIndia = (tracker: TrackerHarness, date: string) =>
  tracker.server.clock.set(new Date(`${date}T04:30:00.000Z`));

/**
 * Four people, each with an investment `open` makes: `reminded`, and three who must get no
 * reminder of it: one who closed it, one who turned reminders off, one an admin disabled.
 */
export async function remindedAndNot(
  tracker: TrackerHarness,
  label: string,
  open: (owner: Caller) => Promise<Investment>,
): Promise<{ reminded: Caller; notReminded: Caller[] }> {
  const [reminded, closer, quiet, disabled] = await Promise.all(
    ["reminded", "closer", "quiet", "disabled"].map((who) =>
      tracker.signedInUser(`${label}-${who}`),
    ),
  );
  const opened = [];
  for (const owner of [reminded!, closer!, quiet!, disabled!])
    opened.push(await open(owner));
  const closing = await closer!.request(
    "PUT",
    `/api/investments/${opened[1]!.id}/close`,
    { transaction_reason: "Closed early" },
  );
  expect(closing.statusCode, closing.body).toBe(200);
  await quiet!.request("PUT", "/api/reminders/settings", {
    enabled: false,
    lead_days: [7, 0],
  });
  await tracker.server.disable(disabled!.email);
  return { reminded: reminded!, notReminded: [closer!, quiet!, disabled!] };
}

/**
 * ₹5,000 a month from 11 January 2026 to 11 January 2027: twelve instalments on the 11th, the
 * first paid on opening.
 */
export async function recurringDeposit(
  lists: SeededLists,
  owner: Caller,
): Promise<Investment> {
  const response = await owner.request("POST", "/api/investments", {
    company_id: lists.companyId("State Bank of India"),
    invest_type_id: lists.investTypeId("Recurring Deposit"),
    monthly_instalment: 5_000,
    rate_of_interest: 6.7,
    start_date: "2026-01-11",
    end_date: "2027-01-11",
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Investment;
}
