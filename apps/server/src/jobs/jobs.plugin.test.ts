import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { queryRows } from "../../test/query-rows.ts";
import {
  type SignInHarness,
  startSignInHarness,
  uniqueEmail,
} from "../../test/sign-in-harness.ts";
import { HOUR } from "../../test/test-clock.ts";

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

  it("delete old sign-in codes once the server listens, not while it is only injected into", async () => {
    kosh = await startSignInHarness();
    const email = uniqueEmail("pruned");
    await kosh.invite(email);
    await kosh.sendCode(email);
    kosh.clock.advance(3 * HOUR);
    await kosh.app.ready();
    expect(await codesOf(kosh, email)).toHaveLength(1);

    await kosh.app.listen({ port: 0, host: "127.0.0.1" });
    // Closing waits for the pass the listening started.
    await kosh.app.close();

    expect(await codesOf(kosh, email)).toEqual([]);
  });
});
