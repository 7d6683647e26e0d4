import { Writable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildApp, type App } from "../app.ts";
import { loadConfig } from "../config.ts";

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
});
