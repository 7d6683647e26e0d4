import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import { queryRows } from "../../../test/query-rows.ts";
import {
  atTenInIndia,
  mailsSaying,
  recurringDeposit,
} from "../../../test/reminder-mails.ts";
import { requestStillArriving } from "../../../test/request-still-arriving.ts";
import { createReminderSweep } from "./reminder-sweep.ts";

describe("the reminder sweep while a request is being answered", () => {
  it("queues nothing until the request is answered, then each reminder due once", async ({
    tracker,
    lists,
  }) => {
    atTenInIndia(tracker, "2026-03-10");
    const saver = await tracker.signedInUser("patient-saver");
    // Its instalments on the 11th: one due tomorrow.
    await recurringDeposit(lists, saver);
    const upload = await requestStillArriving(tracker.server.app);

    let swept = false;
    const sweep = createReminderSweep(tracker.server.app)
      .sweep(tracker.server.app.log)
      .then(() => {
        swept = true;
      });
    // Well within the second a slice waits at most (decision 0061).
    await sleep(500);
    expect(swept).toBe(false);
    expect(
      await queryRows(
        tracker.server.db,
        sql`select investment_id from scheme_reminders_sent`,
      ),
    ).toEqual([]);

    expect(await upload.finish()).toBe(400);
    await sweep;
    await tracker.server.app.mailQueue.drain();
    expect(mailsSaying(tracker, saver, "instalment")).toHaveLength(1);
  });
});
