import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeRoute, type SurfaceRoute } from "./api-surface.ts";
import { BODY_LIMIT, FOREIGN_CONTENT_TYPES } from "./body-plans.ts";
import type { CallerKind } from "./fuzz-fixture.ts";
import { writeFuzzReport } from "./fuzz-report.ts";
import {
  expectTheOneErrorShape,
  type FuzzRun,
  startFuzzRun,
} from "./fuzz-run.ts";
import type { RequestPlan } from "./request-plans.ts";

/**
 * Bad input: thousands of generated requests to every route of the app, as a guest,
 * a signed-in user and an admin. Whatever arrives: never a 5xx, every error in the API's one
 * shape, and a refused request (any 4xx, and every request built to be invalid) changes no row.
 * Valid requests may write; reads (GET, HEAD, OPTIONS) never do.
 */

/** Generated requests per route and caller: 3 callers x 64 routes x 24 = 4,608 requests. */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS_PER_ROUTE ?? 24);
const CALLERS: CallerKind[] = ["guest", "user", "admin"];
/** Methods tried where a route lacks them: each must be refused like an unknown path. */
const METHODS = [
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "SEARCH",
  "PROPFIND",
  "TRACE",
] as const;

let fuzz: FuzzRun;
/** Log lines of a secret address, each checked to read [REDACTED] in the secret's place. */
let secretPathLines = 0;
const bodyChecks = {
  tooLarge: { checked: 0, answered: 0 },
  foreignType: { checked: 0, answered: 0 },
};

beforeAll(async () => {
  fuzz = await startFuzzRun();
});
afterAll(() => fuzz.close());

describe.each(CALLERS)("generated requests to every route, as %s", (caller) => {
  it("never get a 5xx, always get the one error shape, and change no row when refused", async () => {
    const before = new Map(fuzz.stats.statuses);
    for (const route of fuzz.surface) {
      await fuzz.fuzzRoute(caller, route, RUNS_PER_ROUTE);
    }
    // The fuzz must reach both sides: requests that succeed (so writes were tried) and refusals.
    const answered = (low: number, high: number) =>
      [...fuzz.stats.statuses]
        .filter(([status]) => status >= low && status < high)
        .reduce(
          (sum, [status, count]) => sum + count - (before.get(status) ?? 0),
          0,
        );
    expect(answered(200, 300)).toBeGreaterThan(0);
    expect(answered(400, 500)).toBeGreaterThan(0);
  }, 120_000);
});

describe("generated requests with a method the route lacks", () => {
  it.each(CALLERS)(
    "are refused in the one error shape, as %s, and change no row",
    async (caller) => {
      const methodsAt = new Map<string, Set<string>>();
      for (const { url, method } of fuzz.surface) {
        methodsAt.set(url, (methodsAt.get(url) ?? new Set()).add(method));
      }
      let tried = 0;
      for (const route of fuzz.surface.filter((entry) => entry.url !== "*")) {
        for (const method of METHODS) {
          if (methodsAt.get(route.url)?.has(method)) continue;
          await fuzz.fuzzRoute(caller, route, 1, method);
          tried += 1;
        }
      }
      expect(tried).toBeGreaterThan(100);
    },
    60_000,
  );
});

/** Routes Fastify reads a body for: every method but GET, HEAD and OPTIONS. */
const readsBody = (route: SurfaceRoute) =>
  ["POST", "PUT", "PATCH", "DELETE"].includes(route.method);

/**
 * The one route that reads a form: mail apps post RFC 8058's one-click unsubscribe as one. With
 * the fuzz's made-up token it is refused as unknown (404) instead of 415.
 */
const READS_A_FORM = "POST /api/reminders/unsubscribe/:token";

/**
 * The one route that reads a file (docs/product.md#import): up to 5 MB, as CSV text, bytes
 * (application/octet-stream) or JSON. A body the other routes refuse as too large or of a foreign
 * type reaches it, and it refuses it as not a file of investments (400).
 */
const READS_A_FILE = "POST /api/investments/import";
const readsAsFile = (contentType: string | undefined) =>
  /^(text\/csv|application\/octet-stream|application\/json)(;|$)/.test(
    contentType ?? "",
  );
const isForm = (contentType: string | undefined) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(
    contentType ?? "",
  );

/** Sends one body to every route that reads one, as the admin (who passes every check first). */
async function sendToEveryBodyRoute(
  payload: string,
  contentType: string | undefined,
  expected: number,
  tally: { checked: number; answered: number },
) {
  const routes = fuzz.surface.filter(readsBody);
  expect(routes.length).toBeGreaterThan(15);
  for (const route of routes) {
    const plan: RequestPlan = {
      method: route.method,
      url: route.url.replace(/:[A-Za-z_]+/g, () => fuzz.fixture.ids[0]!),
      headers: contentType === undefined ? {} : { "content-type": contentType },
      payload,
    };
    const { response, changed } = await fuzz.send("admin", route, plan);
    const context = `${describeRoute(route)} with ${contentType ?? "no Content-Type"}, ${payload.length} bytes`;
    const wanted =
      expected === 415 &&
      isForm(contentType) &&
      describeRoute(route) === READS_A_FORM
        ? 404
        : describeRoute(route) === READS_A_FILE &&
            (expected === 413 || readsAsFile(contentType))
          ? 400
          : expected;
    tally.checked += 1;
    if (response.statusCode === wanted) tally.answered += 1;
    expect(response.statusCode, context).toBe(wanted);
    expectTheOneErrorShape(response, context);
    expect(changed, context).toEqual([]);
  }
}

describe("every route that reads a body", () => {
  it.each([BODY_LIMIT + 1, 1024 * 1024])(
    "answers 413 to a JSON body of %i bytes, over the 16 KiB limit",
    async (size) => {
      const payload = `{"notes":"${"x".repeat(size - 12)}"}`;
      expect(Buffer.byteLength(payload)).toBe(size);
      await sendToEveryBodyRoute(
        payload,
        "application/json",
        413,
        bodyChecks.tooLarge,
      );
    },
  );

  it.each([
    ...FOREIGN_CONTENT_TYPES.map((type) => [type, type] as const),
    ["no Content-Type at all", undefined] as const,
  ])("answers 415 to a body sent with %s", async (_, contentType) => {
    await sendToEveryBodyRoute(
      '{"type_name":"Sent as something else"}',
      contentType,
      415,
      bodyChecks.foreignType,
    );
  });
});

/**
 * The addresses whose path parameter is a secret (their routes declare it: `secretParams`), as
 * the surface lists them. Whoever reads the log must not be able to use them.
 */
const SECRET_PATHS = [
  "/api/calendar-feed/:file",
  "/api/reminders/unsubscribe/:token",
];

describe("the log of every request sent", () => {
  it("never carries a secret path segment: it reads [REDACTED] in its place", async () => {
    const routeNamed = (name: string) =>
      fuzz.surface.find((route) => describeRoute(route) === name)!;
    for (const path of SECRET_PATHS)
      expect(fuzz.surface.map((route) => route.url)).toContain(path);
    // A real calendar address, read as a calendar app does and tried with a method it lacks.
    const made = await fuzz.send(
      "user",
      routeNamed("POST /api/calendar-feed"),
      {
        method: "POST",
        url: "/api/calendar-feed",
        headers: {},
      },
    );
    expect(made.response.statusCode).toBe(201);
    const feedPath = new URL((made.response.json() as { url: string }).url)
      .pathname;
    const feed = routeNamed("GET /api/calendar-feed/:file");
    for (const method of ["GET", "HEAD", "PUT"] as const) {
      await fuzz.send("guest", feed, { method, url: feedPath, headers: {} });
    }
    const secret = feedPath
      .split("/")
      .at(-1)!
      .replace(/\.ics$/, "");
    expect(fuzz.log.text()).not.toContain(secret);

    // And whatever the fuzzing put in those places: every line of such a path hides it.
    const fixedBefore = SECRET_PATHS.map((path) => path.split("/").at(-2));
    let lines = 0;
    for (const line of fuzz.log.lines) {
      const path = String(line.url).split("?")[0] ?? "";
      const segments = path.split("/");
      segments.forEach((segment, index) => {
        const before = segments[index - 1]?.toLowerCase();
        if (!segment || !fixedBefore.includes(before)) return;
        lines += 1;
        expect(segment, `${String(line.msg)}: ${path}`).toBe("[REDACTED]");
      });
    }
    expect(lines).toBeGreaterThan(100);
    secretPathLines = lines;
  });
});

describe("the fuzzing itself", () => {
  it("covered every route the app lists, and reports its figures", () => {
    const { stats, surface } = fuzz;
    const seconds = (performance.now() - stats.startedAt) / 1000;
    expect(surface.length).toBeGreaterThan(40);
    expect([...stats.routesSent].sort()).toEqual(
      surface.map(describeRoute).sort(),
    );
    const accepted = [...stats.statuses]
      .filter(([status]) => status < 300)
      .reduce((sum, [, count]) => sum + count, 0);
    const allAnswered = ({
      checked,
      answered,
    }: {
      checked: number;
      answered: number;
    }) => checked > 0 && answered === checked;
    writeFuzzReport([
      {
        check: "Every route the app lists is fuzzed as guest, user and admin",
        result: `${stats.routesSent.size} of ${surface.length}`,
        passed: stats.routesSent.size === surface.length,
      },
      {
        check: "Generated requests (bodies, query strings, headers, methods)",
        result: `${stats.requests} in ${seconds.toFixed(1)} s: ${stats.builtToBeRefused} built to be refused, ${accepted} accepted (seed ${fuzz.seed})`,
        passed: stats.requests > 0,
      },
      {
        check: "No generated request gets a 5xx",
        result: `${stats.serverErrors} of ${stats.requests} answered 5xx`,
        passed: stats.serverErrors === 0,
      },
      {
        check:
          "No refused request and no read changes a row (every table digested after each request)",
        result: `${stats.forbiddenWrites} changed a row`,
        passed: stats.forbiddenWrites === 0,
      },
      {
        check:
          "No secret path segment reaches the log (every line of a secret address reads [REDACTED])",
        result: `${secretPathLines} lines checked`,
        passed: secretPathLines > 0,
      },
      {
        check: "A body over 16 KiB gets 413 on every route that reads one",
        result: `${bodyChecks.tooLarge.answered} of ${bodyChecks.tooLarge.checked}`,
        passed: allAnswered(bodyChecks.tooLarge),
      },
      {
        check: "A body not sent as JSON gets 415 on every route that reads one",
        result: `${bodyChecks.foreignType.answered} of ${bodyChecks.foreignType.checked}`,
        passed: allAnswered(bodyChecks.foreignType),
      },
    ]);
  });
});
