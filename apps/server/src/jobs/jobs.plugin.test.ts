import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { queryRows } from "../../test/query-rows.ts";
import {
  type SignInHarness,
  startSignInHarness,
  uniqueEmail,
} from "../../test/sign-in-harness.ts";
import { HOUR } from "../../test/test-clock.ts";
import { FIRST_PASS_AFTER_MS } from "./jobs.plugin.ts";

const codesOf = (kosh: SignInHarness, email: string) =>
  queryRows<{ email: string }>(
    kosh.db,
    sql`select email from otp_codes where email = ${email}`,
  );

describe("the jobs", () => {
  let kosh: SignInHarness | undefined;
  afterEach(async () => {
    await kosh?.close();
    kosh = undefined;
  });

  it("delete old sign-in codes soon after the server listens, after its first answers, not while it is only injected into", async () => {
    kosh = await startSignInHarness();
    const email = uniqueEmail("pruned");
    await kosh.invite(email);
    await kosh.sendCode(email);
    kosh.clock.advance(3 * HOUR);
    await kosh.app.ready();
    expect(await codesOf(kosh, email)).toHaveLength(1);

    await kosh.app.listen({ port: 0, host: "127.0.0.1" });
    // A query right after listening is not queued behind the first passes (the cold start).
    expect(await codesOf(kosh, email)).toHaveLength(1);

    await expect
      .poll(() => codesOf(kosh!, email), {
        timeout: FIRST_PASS_AFTER_MS + 5_000,
      })
      .toEqual([]);
  });
});
