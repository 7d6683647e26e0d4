import { test as base } from "vitest";
import { startSignInHarness } from "./sign-in-harness.ts";
import { startTrackerHarness } from "./tracker-harness.ts";

/**
 * The server tests' fixtures, each built once per file on its first use and closed after the
 * file's last test (as the `beforeAll`/`afterAll` pairs they replace): `kosh`, the whole server
 * with its own database, a real SMTP capture and a clock the test moves
 * (test/sign-in-harness.ts); `tracker`, the same seeded with the reference lists, with callers
 * signed in through the real sign-in (test/tracker-harness.ts); `admin`, an admin signed in to
 * the tracker's server. A test names what it uses:
 * `it("…", async ({ kosh }) => …)`.
 */
export const it = base
  .extend("kosh", { scope: "file" }, async ({}, { onCleanup }) => {
    const kosh = await startSignInHarness();
    onCleanup(() => kosh.close());
    return kosh;
  })
  .extend("tracker", { scope: "file" }, async ({}, { onCleanup }) => {
    const tracker = await startTrackerHarness();
    onCleanup(() => tracker.close());
    return tracker;
  })
  .extend("admin", { scope: "file" }, async ({ tracker }) =>
    tracker.signedInUser("file-admin", "admin"),
  );
