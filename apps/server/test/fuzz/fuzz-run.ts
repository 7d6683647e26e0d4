import { brotliDecompressSync, gunzipSync } from "node:zlib";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { isApiPath } from "../../src/plugins/api-path.ts";
import { captureLog, type LogCapture } from "../log-capture.ts";
import { startTrackerHarness } from "../tracker-harness.ts";
import { apiSurface, describeRoute, type SurfaceRoute } from "./api-surface.ts";
import {
  type CallerKind,
  type FuzzFixture,
  fuzzFixture,
} from "./fuzz-fixture.ts";
import { headerText } from "./hostile-values.ts";
import { type RequestPlan, requestPlans } from "./request-plans.ts";
import { changedTables, tableSnapshots } from "./table-snapshot.ts";

/**
 * Refusals that are allowed to write, because recording them is the rule
 * (docs/product.md#sign-in-limits).
 */
const RECORDED_REFUSALS: { route: string; code: string; tables: string[] }[] = [
  // A wrong code counts against the code (its tries) and the address (a sign-in failure, with the
  // client's address), or guessing would be free.
  {
    route: "POST /api/auth/verify-otp",
    code: "INVALID_OTP",
    tables: ["otp_codes", "sign_in_failures"],
  },
];

const guestAuthorization = fc.option(
  fc.oneof(
    fc.constantFrom(
      "Bearer",
      "Bearer ",
      "Bearer null",
      "Basic YWRtaW46YWRtaW4=",
      `Bearer ${"A".repeat(4000)}`,
    ),
    headerText.map((text) => `Bearer ${text}`),
    headerText,
  ),
  { nil: undefined },
);

export interface FuzzStats {
  requests: number;
  builtToBeRefused: number;
  serverErrors: number;
  /** Refusals and reads that changed a row. */
  forbiddenWrites: number;
  statuses: Map<number, number>;
  routesSent: Set<string>;
  startedAt: number;
}

export interface Answer {
  response: LightMyRequestResponse;
  /** The tables whose rows the request changed. */
  changed: string[];
}

/**
 * The app on its own PGlite database, every route it lists, the accounts and rows to aim at,
 * and a digest of every table after each request: what a fuzzing test file needs.
 */
export interface FuzzRun {
  surface: SurfaceRoute[];
  fixture: FuzzFixture;
  stats: FuzzStats;
  /** The run's seed; each property's comes from it, so FUZZ_SEED=<seed> replays a whole run. */
  seed: number;
  /** The app's log at debug: each request's arrival and completion lines. */
  log: LogCapture;
  send(
    caller: CallerKind,
    route: SurfaceRoute,
    plan: RequestPlan,
  ): Promise<Answer>;
  /** Sends `numRuns` generated requests to the route (with `method` instead of its own, if given). */
  fuzzRoute(
    caller: CallerKind,
    route: SurfaceRoute,
    numRuns: number,
    method?: RequestPlan["method"],
  ): Promise<void>;
  close(): Promise<void>;
}

export async function startFuzzRun(): Promise<FuzzRun> {
  const log = captureLog((line) => typeof line.url === "string");
  const tracker = await startTrackerHarness({
    logger: { level: "debug", stream: log.stream },
  });
  const fixture = await fuzzFixture(tracker);
  const surface = await apiSurface(tracker.server.app);
  const snapshot = await tableSnapshots(tracker.server.db);
  let lastSnapshot = await snapshot();
  const seed = Number(
    process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31),
  );
  let properties = 0;
  const stats: FuzzStats = {
    requests: 0,
    builtToBeRefused: 0,
    serverErrors: 0,
    forbiddenWrites: 0,
    statuses: new Map(),
    routesSent: new Set(),
    startedAt: performance.now(),
  };

  function record(
    route: SurfaceRoute,
    plan: RequestPlan,
    { response, changed }: Answer,
  ) {
    stats.requests += 1;
    if (plan.refusalReason) stats.builtToBeRefused += 1;
    stats.routesSent.add(describeRoute(route));
    stats.statuses.set(
      response.statusCode,
      (stats.statuses.get(response.statusCode) ?? 0) + 1,
    );
    if (response.statusCode >= 500) stats.serverErrors += 1;
    if (changed.some((table) => !allowedWrite(route, response, table)))
      stats.forbiddenWrites += 1;
  }

  const run: FuzzRun = {
    surface,
    fixture,
    stats,
    seed,
    log,
    async send(caller, route, plan) {
      const token = fixture.tokenOf(caller);
      const response = asDecoded(
        await tracker.server.app.inject({
          method: plan.method,
          url: plan.url,
          headers: {
            ...plan.headers,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          ...(plan.payload === undefined ? {} : { payload: plan.payload }),
        }),
      );
      // Mails leave the queue in the background: what this request queued is sent (and gone)
      // before the tables are compared, so a refused request is never blamed for an earlier mail.
      await tracker.server.app.mailQueue.drain();
      const after = await snapshot();
      const answer = { response, changed: changedTables(lastSnapshot, after) };
      lastSnapshot = after;
      record(route, plan, answer);
      return answer;
    },
    async fuzzRoute(caller, route, numRuns, method) {
      const plans = requestPlans(route, {
        ids: fixture.ids,
        validBody: (bodyRoute) => fixture.validBody(bodyRoute),
        authorization:
          caller === "guest" ? guestAuthorization : fc.constant(undefined),
      }).map((plan) =>
        method
          ? {
              ...plan,
              method,
              refusalReason: `${method}, a method the route lacks`,
            }
          : plan,
      );
      await fc.assert(
        fc.asyncProperty(plans, async (plan) => {
          const { response, changed } = await run.send(caller, route, plan);
          // The address the server receives: an HTTP client resolves dot segments (`..`, `%2e%2e`)
          // before sending, so a generated `/api/docs/../%2e%2e/` asks for `/`, a page.
          const received = receivedUrl(plan.url);
          const context = `${caller}: ${plan.method} ${plan.url.slice(0, 300)} ${plan.refusalReason ?? ""} → ${response.statusCode} ${response.body.slice(0, 300)}\n(FUZZ_SEED=${seed} replays this run)`;
          // A navigation to a server with no web build says so with 503 (plugins/web-app.ts), as
          // on a fresh clone before `npm run build`; the API never answers 5xx.
          if (!isMissingBuild(received, response))
            expect(response.statusCode, context).toBeLessThan(500);
          if (
            response.statusCode >= 400 &&
            response.statusCode < 500 &&
            plan.method !== "HEAD"
          ) {
            // Outside /api an address that is no page is a navigation: the app's Not Found page.
            if (!isApiPath(received) && isHtml(response))
              expectTheNotFoundPage(response, context);
            else expectTheOneErrorShape(response, context);
          }
          if (plan.refusalReason)
            expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
          expect(
            changed.filter((table) => !allowedWrite(route, response, table)),
            `${context}\nchanged tables`,
          ).toEqual([]);
          if (
            route.url.startsWith("/api/auth/sign-out") &&
            plan.method === "POST" &&
            response.statusCode === 204
          ) {
            // The generated request signed the caller out; the next ones need a session again.
            await fixture.renewSession(caller);
            lastSnapshot = await snapshot();
          }
        }),
        { numRuns, seed: seed + (properties += 1) },
      );
    },
    close: () => tracker.close(),
  };
  return run;
}

/**
 * The answer as an HTTP client reads it: a plan accepting br or gzip gets a large answer
 * compressed (docs/architecture.md#compression), and the checks read its decoded body.
 */
function asDecoded(response: LightMyRequestResponse): LightMyRequestResponse {
  const coding = response.headers["content-encoding"];
  // A HEAD answer names the coding of the GET's body but has none.
  const compressed = coding === "br" || coding === "gzip";
  if (!compressed || response.rawPayload.length === 0) return response;
  const decode = coding === "br" ? brotliDecompressSync : gunzipSync;
  const text = decode(response.rawPayload).toString();
  return {
    ...response,
    payload: text,
    body: text,
    json: () => JSON.parse(text),
  };
}

/** Writes are the business of accepted writes; a refusal or a read changes nothing but what the rules record. */
function allowedWrite(
  route: SurfaceRoute,
  response: LightMyRequestResponse,
  table: string,
) {
  if (response.statusCode < 400)
    return !["GET", "HEAD", "OPTIONS"].includes(route.method);
  const code =
    response.statusCode === 400 && route.method !== "HEAD"
      ? errorCode(response)
      : undefined;
  return RECORDED_REFUSALS.some(
    (allowed) =>
      allowed.route === describeRoute(route).replace(/\/$/, "") &&
      allowed.code === code &&
      allowed.tables.includes(table),
  );
}

function errorCode(response: LightMyRequestResponse): string | undefined {
  try {
    return (response.json() as { code?: string }).code;
  } catch {
    return undefined;
  }
}

/** `url` as a client sends it (WHATWG URL rules, as light-my-request and browsers apply). */
function receivedUrl(url: string): string {
  // Joined, not resolved against a base: `//` alone would read as an address of another host.
  const resolved = new URL(`http://kosh.invalid${url}`);
  return resolved.pathname + resolved.search;
}

function isMissingBuild(url: string, response: LightMyRequestResponse) {
  return (
    !isApiPath(url) &&
    response.statusCode === 503 &&
    // Its text, or for HEAD only its type: the API's answers are JSON.
    /^text\/plain/.test(String(response.headers["content-type"] ?? ""))
  );
}

function isHtml(response: LightMyRequestResponse): boolean {
  return /^text\/html/.test(String(response.headers["content-type"] ?? ""));
}

/** A navigation to an address that is no page: 404 with the web app's page (docs/architecture.md#first-paint). */
function expectTheNotFoundPage(
  response: LightMyRequestResponse,
  context: string,
) {
  expect(response.statusCode, context).toBe(404);
}

/** The API's one error shape (docs/architecture.md#errors), with a message written for a person. */
export function expectTheOneErrorShape(
  response: LightMyRequestResponse,
  context: string,
) {
  expect(response.headers["content-type"], context).toMatch(
    /^application\/json/,
  );
  const body = response.json() as Record<string, unknown>;
  expect(body, context).toMatchObject({
    statusCode: response.statusCode,
    code: expect.stringMatching(/^[A-Z_]+$/),
    error: expect.any(String),
    message: expect.stringMatching(/\S/),
  });
  // A person reads the message: it must not be a stack or a query.
  expect(body.message, context).not.toMatch(
    /\n\s+at |Failed query|syntax error at/,
  );
}
