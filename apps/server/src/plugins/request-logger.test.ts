import { afterEach, describe, expect, it, vi } from "vitest";
import { buildApp, type App } from "../app.ts";
import { loadConfig } from "../config.ts";
import { addDays } from "@kosh/core/format/date";
import { mailSubject, mimeHeaders } from "@kosh/testing/mime";
import { captureLog } from "../../test/log-capture.ts";
import { startTrackerHarness } from "../../test/tracker-harness.ts";
import { createReminderSweep } from "../modules/reminders/reminder-sweep.ts";
import { serverToday } from "../server-today.ts";
import {
  LOGGED_URL_LIMIT,
  loggedUrl,
  REDACTED,
  requestIds,
} from "./request-logger.ts";

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The app with its log going to an array of parsed lines, and one route that logs a warning. */
async function appLoggingAt(level: string) {
  // Only the lines of requests: start-up may warn too (no web build before `npm run build`).
  const log = captureLog((line) => "reqId" in line);
  app = await buildApp({
    config: loadConfig({ NODE_ENV: "test" }),
    logger: { level, stream: log.stream },
  });
  app.get("/api/test-logging/warns", async (request) => {
    request.log.warn({ detail: "odd input" }, "something to look at");
    return { ok: true };
  });
  await app.ready();
  return { app, lines: log.lines };
}

describe("a request's log lines", () => {
  it("are one per request at info: method, URL, status and time, with the request id", async () => {
    const { app, lines } = await appLoggingAt("info");
    const response = await app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);
    await app.inject({ url: "/api/no-such-route" });

    expect(lines).toHaveLength(2);
    const [health, missing] = lines;
    expect(health).toMatchObject({
      level: 30,
      msg: "request completed",
      method: "GET",
      url: "/api/health",
      statusCode: 200,
      responseTime: expect.any(Number),
    });
    expect(health?.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing).toMatchObject({
      url: "/api/no-such-route",
      statusCode: 404,
    });
    expect(missing?.reqId).not.toBe(health?.reqId);
  });

  it("never carry the bearer token or a secret of the query string", async () => {
    const { app, lines } = await appLoggingAt("debug");
    await app.inject({
      url: "/api/health?access_token=tok-SECRET-1&page=2&Token=tok-SECRET-2&code=123456&api%5Fkey=tok-SECRET-3",
      headers: { authorization: "Bearer tok-SECRET-4" },
    });
    const written = JSON.stringify(lines);
    expect(written).not.toContain("SECRET");
    expect(written).not.toContain("123456");
    const completed = lines.find((line) => line.msg === "request completed");
    expect(completed?.url).toBe(
      `/api/health?access_token=${REDACTED}&page=2&Token=${REDACTED}&code=${REDACTED}&api%5Fkey=${REDACTED}`,
    );
    // At debug, the arrival line is there too, redacted alike.
    expect(lines.find((line) => line.msg === "incoming request")).toMatchObject(
      { url: completed?.url, reqId: completed?.reqId },
    );
  });

  it("carry a URL of up to LOGGED_URL_LIMIT characters whole, and cut a longer one", async () => {
    const { app, lines } = await appLoggingAt("info");
    const atLimit = `/api/health?q=${"a".repeat(LOGGED_URL_LIMIT - 14)}`;
    expect(atLimit).toHaveLength(LOGGED_URL_LIMIT);
    await app.inject({ url: atLimit });
    await app.inject({ url: `${atLimit}b` });
    expect(lines.map((line) => line.url)).toEqual([
      atLimit,
      `${atLimit.slice(0, LOGGED_URL_LIMIT - 1)}…`,
    ]);
  });

  it("redact a secret that a URL past the limit would otherwise show in its kept part", () => {
    const url = `/api/x?access_token=${"s".repeat(LOGGED_URL_LIMIT * 2)}`;
    expect(loggedUrl(url)).toBe(`/api/x?access_token=${REDACTED}`);
    expect(loggedUrl("/api/x?token")).toBe(`/api/x?token=${REDACTED}`);
    expect(loggedUrl("/api/x?a=1&b=%ZZ")).toBe("/api/x?a=1&b=%ZZ");
  });

  it("are written by a route at a level the server keeps, with the request id", async () => {
    const { app, lines } = await appLoggingAt("warn");
    await app.inject({ url: "/api/test-logging/warns" });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: "something to look at",
        detail: "odd input",
        reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      }),
    ]);
  });

  it("are written straight, byte for byte as pino's child writes them, with no child made", async () => {
    const log = captureLog();
    app = await buildApp({
      config: loadConfig({ NODE_ENV: "test" }),
      logger: { level: "info", stream: log.stream },
    });
    await app.ready();
    // What the server wrote as it started (without a web build, that it has none) is not the request's.
    const started = log.text().length;
    const child = vi.spyOn(app.log, "child");
    // Characters JSON escapes (a lone surrogate too), and some it does not (DEL, U+2028, past
    // ASCII), in what the line carries (an odd socket address).
    const oddAddress = '10.0.0."7\\\u0001\u2028é\ud800\u007f';
    await app.inject({
      url: "/api/health?note=a\\b",
      remoteAddress: oddAddress,
    });
    expect(child).not.toHaveBeenCalled();
    child.mockRestore();

    const written = log.text().slice(started);
    const line = JSON.parse(written) as Record<string, unknown>;
    expect(line).toMatchObject({
      url: "/api/health?note=a\\b",
      remoteAddress: oddAddress,
    });
    const { level, time, pid, hostname, reqId, msg, ...fields } = line;
    expect([level, msg, typeof time, pid]).toEqual([
      30,
      "request completed",
      "number",
      process.pid,
    ]);
    expect(hostname).toEqual(expect.any(String));
    app.log.child({ reqId }).info(fields, "request completed");
    const byPino = log.text().slice(started + written.length);
    const withoutTime = (text: string) => text.replace(/"time":\d+/, "");
    expect(withoutTime(written)).toBe(withoutTime(byPino));
  });

  it("are written by pino where its set-up changes a line (a mixin here)", async () => {
    const log = captureLog();
    app = await buildApp({
      config: loadConfig({ NODE_ENV: "test" }),
      logger: {
        level: "info",
        stream: log.stream,
        mixin: () => ({ region: "ap-south-1" }),
      },
    });
    await app.ready();
    const started = log.lines.length;
    await app.inject({ url: "/api/health" });
    expect(log.lines.slice(started)).toEqual([
      expect.objectContaining({
        msg: "request completed",
        url: "/api/health",
        region: "ap-south-1",
      }),
    ]);
  });

  it("cost no pino child when nothing is written (LOG_LEVEL above info)", async () => {
    const { app, lines } = await appLoggingAt("warn");
    const child = vi.spyOn(app.log, "child");

    await app.inject({ url: "/api/health" });
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);

    await app.inject({ url: "/api/test-logging/warns" });
    expect(child).toHaveBeenCalledTimes(1);
  });
});

describe("request ids", () => {
  const uuidShape =
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("are shaped as UUIDs and never repeat within a process", () => {
    const next = requestIds();
    const ids = Array.from({ length: 10_000 }, () => next());
    for (const id of [ids[0], ids[9_999]]) expect(id).toMatch(uuidShape);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("differ between two processes (or one restarted) from their first request", () => {
    expect(requestIds()()).not.toBe(requestIds()());
  });
});

describe("a secret in the path (a calendar address, an unsubscribe link)", () => {
  const LONG_SECRET = "s".repeat(120);

  it("is written redacted on every line of the request, after using both routes", async () => {
    const log = captureLog();
    const tracker = await startTrackerHarness({
      logger: { level: "debug", stream: log.stream },
    });
    try {
      const saver = await tracker.signedInUser("secret-paths");
      const created = await saver.request("POST", "/api/investments", {
        company_id: await tracker.companyId("Bajaj Finance"),
        invest_type_id: await tracker.investTypeId("Corporate FD"),
        principal_amount: 200000,
        rate_of_interest: 8.1,
        start_date: addDays(serverToday(tracker.server.clock.now()), -358),
        end_date: addDays(serverToday(tracker.server.clock.now()), 7),
      });
      expect(created.statusCode, created.body).toBe(201);
      const feed = await saver.request("POST", "/api/calendar-feed");
      const feedPath = new URL((feed.json() as { url: string }).url).pathname;
      await createReminderSweep(tracker.server.app).sweep(
        tracker.server.app.log,
      );
      await tracker.server.app.mailQueue.drain();
      const reminder = tracker.server.smtp
        .mailsTo(saver.email)
        .find((mail) => mailSubject(mail.raw).includes("matures"));
      const unsubscribePath = new URL(
        /^<(.+)>$/.exec(
          mimeHeaders(reminder!.raw).get("list-unsubscribe") ?? "",
        )?.[1] ?? "",
      ).pathname;
      const secrets = [feedPath, unsubscribePath].map((path) =>
        path
          .split("/")
          .at(-1)!
          .replace(/\.ics$/, ""),
      );
      expect(secrets.every((secret) => secret.length >= 32)).toBe(true);

      for (const [method, url, status] of [
        ["GET", feedPath, 200],
        ["HEAD", feedPath, 200],
        ["GET", unsubscribePath, 200],
        ["POST", unsubscribePath, 200],
        // Doubled slashes reach the route all the same; a method it lacks reaches none.
        ["GET", `/${unsubscribePath.replaceAll("/", "//")}`, 200],
        ["PUT", feedPath, 404],
        // Past the router's 100 characters a parameter matches no route but the web app's catch-all.
        ["GET", `/api/reminders/unsubscribe/${LONG_SECRET}`, 404],
        // A broken %-escape is refused before routing.
        ["GET", `${feedPath}%ZZ`, 400],
        // Spellings no route takes: a segment more, another case.
        ["GET", `${feedPath}/more`, 404],
        ["GET", feedPath.replace("calendar-feed", "Calendar-Feed"), 404],
      ] as const) {
        const response = await tracker.server.app.inject({
          method,
          url,
          ...(method === "POST"
            ? {
                headers: {
                  "content-type": "application/x-www-form-urlencoded",
                },
                payload: "List-Unsubscribe=One-Click",
              }
            : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(status);
      }

      for (const secret of [...secrets, LONG_SECRET])
        expect(log.text()).not.toContain(secret);
      const urls = (msg: string) =>
        log.lines
          .filter((line) => line.msg === msg)
          .map((line) => `${String(line.method)} ${String(line.url)}`);
      // The router refuses a broken %-escape before any route: only its arrival is logged.
      expect(
        urls("incoming request").filter(
          (url) => url === `GET /api/calendar-feed/${REDACTED}`,
        ),
      ).toHaveLength(2);
      for (const msg of ["incoming request", "request completed"]) {
        expect(urls(msg)).toEqual(
          expect.arrayContaining([
            `GET /api/calendar-feed/${REDACTED}`,
            `HEAD /api/calendar-feed/${REDACTED}`,
            `GET /api/reminders/unsubscribe/${REDACTED}`,
            `POST /api/reminders/unsubscribe/${REDACTED}`,
            `PUT /api/calendar-feed/${REDACTED}`,
            `GET /api/calendar-feed/${REDACTED}/more`,
            `GET /api/Calendar-Feed/${REDACTED}`,
          ]),
        );
      }
    } finally {
      await tracker.close();
    }
  });
});
