import { Writable } from "node:stream";
import { LogController } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildApp, type App } from "../app.ts";
import { loadConfig } from "../config.ts";
import { requestIds } from "./request-logger.ts";

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
  it("carry the request id, from the incoming request to its completion, at level info", async () => {
    const { app, lines } = await appLoggingAt("info");
    const response = await app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);

    const incoming = lines.find((line) => line.msg === "incoming request");
    const completed = lines.find((line) => line.msg === "request completed");
    expect(incoming).toMatchObject({
      level: 30,
      req: { method: "GET", url: "/api/health" },
    });
    expect(completed).toMatchObject({ level: 30, res: { statusCode: 200 } });
    expect(incoming?.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(completed?.reqId).toBe(incoming?.reqId);
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

  it("leave Fastify's request lines unbuilt when the level is above info", async () => {
    const completed = vi.spyOn(LogController.prototype, "requestCompleted");
    const incoming = vi.spyOn(LogController.prototype, "incomingRequest");
    try {
      const quiet = await appLoggingAt("warn");
      await quiet.app.inject({ url: "/api/health" });
      expect(incoming).not.toHaveBeenCalled();
      expect(completed).not.toHaveBeenCalled();
      await quiet.app.close();

      const chatty = await appLoggingAt("info");
      await chatty.app.inject({ url: "/api/health" });
      expect(incoming).toHaveBeenCalledTimes(1);
      expect(completed).toHaveBeenCalledTimes(1);
    } finally {
      completed.mockRestore();
      incoming.mockRestore();
    }
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
