import { test as base } from "vitest";
import { companies, investTypes } from "../src/db/schema.ts";
import { startSignInHarness } from "./sign-in-harness.ts";
import { type Caller, startTrackerHarness } from "./tracker-harness.ts";

/** The ids of the seeded reference lists by name, read once; a name not seeded throws. */
export interface SeededLists {
  companyId(name: string): string;
  investTypeId(name: string): string;
}

function byName(rows: { id: string; name: string }[], list: string) {
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  return (name: string) => {
    const id = ids.get(name);
    if (!id) throw new Error(`No ${list} named ${name}`);
    return id;
  };
}

/**
 * The server tests' fixtures, each built once per file on its first use and closed after the
 * file's last test (as the `beforeAll`/`afterAll` pairs they replace): `kosh`, the whole server
 * with its own database, a real SMTP capture and a clock the test moves
 * (test/sign-in-harness.ts); `tracker`, the same seeded with the reference lists, with callers
 * signed in through the real sign-in (test/tracker-harness.ts); `admin`, an admin signed in to
 * the tracker's server; `saver` and `neighbour`, two users signed in to it; `stranger`, a
 * caller with a bearer token that is no session; `lists`, the ids of the seeded companies and
 * investment types. A test names what it uses: `it("…", async ({ kosh }) => …)`.
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
  )
  .extend("saver", { scope: "file" }, async ({ tracker }) =>
    tracker.signedInUser("saver"),
  )
  .extend("neighbour", { scope: "file" }, async ({ tracker }) =>
    tracker.signedInUser("neighbour"),
  )
  .extend("stranger", { scope: "file" }, ({ tracker }): Caller => ({
    email: "",
    request: (method, url, payload) =>
      tracker.anonymous.request(method, url, payload, {
        authorization: "Bearer not-a-real-session-token",
      }),
  }))
  .extend("lists", { scope: "file" }, async ({ tracker }) => {
    const db = tracker.server.db;
    const [companyRows, typeRows] = await Promise.all([
      db.select({ id: companies.id, name: companies.name }).from(companies),
      db
        .select({ id: investTypes.id, name: investTypes.typeName })
        .from(investTypes),
    ]);
    return {
      companyId: byName(companyRows, "company"),
      investTypeId: byName(typeRows, "investment type"),
    } satisfies SeededLists;
  });
