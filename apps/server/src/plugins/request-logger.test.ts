import { Writable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildApp, type App } from "../app.ts";
import { loadConfig } from "../config.ts";
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
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      // Only the lines of requests: start-up may warn too (no web build before `npm run build`).
      for (const line of String(chunk).split("\n").filter(Boolean)) {
        const parsed = JSON.parse(line) as Record<string, unknown>;
        if ("reqId" in parsed) lines.push(parsed);
      }
      done();
    },
  });
  app = await buildApp({
    config: loadConfig({ NODE_ENV: "test" }),
    logger: { level, stream },
  });
  app.get("/api/test-logging/warns", async (request) => {
    request.log.warn({ detail: "odd input" }, "something to look at");
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
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
