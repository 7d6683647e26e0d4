import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import {
  atTenInIndia,
  mailsSaying,
  recurringDeposit,
  sweepReminders,
} from "../../../test/reminder-mails.ts";
import { investments } from "../../db/schema.ts";

/** More than one page of the sweep's scheme candidates (CANDIDATE_PAGE in reminder-sweep.ts is 250). */
const NOT_DUE = 1_100;

describe("the reminder sweep over more scheme candidates than one page", () => {
  // Two sweeps reading 1,103 candidates each in PGlite: more than the default 20 s on a busy machine.
  it(
    "reminds of what is due on every page, the first and the last, once each",
    { timeout: 60_000 },
    async ({ tracker, lists }) => {
      atTenInIndia(tracker, "2026-03-10");
      const saver = await tracker.signedInUser("many-rds");
      // Its instalments on the 11th: one due tomorrow.
      const added = await recurringDeposit(lists, saver);
      const [row] = await tracker.server.db
        .select()
        .from(investments)
        .where(eq(investments.id, added.id));
      const like = (id: string, startDate: string, endDate: string) => ({
        ...row!,
        id,
        startDate,
        endDate,
      });
      // Opened tomorrow, the 11th: the sweep reads them (an instalment day of tomorrow's), but
      // the first instalment is paid on opening, so none is due.
      const quiet = Array.from({ length: NOT_DUE }, () =>
        like(randomUUID(), "2026-03-11", "2027-03-11"),
      );
      // The same person's first and last candidates in the sweep's order (owner, then id).
      await tracker.server.db
        .insert(investments)
        .values([
          ...quiet,
          like(
            "00000000-0000-4000-8000-000000000001",
            "2026-01-11",
            "2027-01-11",
          ),
          like(
            "ffffffff-ffff-4fff-bfff-ffffffffffff",
            "2026-01-11",
            "2027-01-11",
          ),
        ]);

      await sweepReminders(tracker);
      await sweepReminders(tracker);

      expect(mailsSaying(tracker, saver, "instalment")).toHaveLength(3);
    },
  );
});
