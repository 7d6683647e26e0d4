import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import { loadConfig } from "../config.ts";
import { Conflict, TooManyRequests, Unavailable } from "../errors.ts";

const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) {
      logLines.push(JSON.parse(line));
    }
    done();
  },
});

let app: App;
beforeAll(async () => {
  app = await buildApp({
    config: loadConfig({ NODE_ENV: "test" }),
    logger: { level: "warn", stream: logStream },
  });
  // Routes that fail the way real modules will; added by this test only, before the app starts.
  app.get("/api/test-failures/crash", async () => {
    throw new Error('relation "users" does not exist at /srv/kosh/db.ts:42');
  });
  app.get("/api/test-failures/conflict", async () => {
    throw new Conflict("This investment has already been renewed.");
  });
  app.get("/api/test-failures/rate-limited", async () => {
    throw new TooManyRequests(
      "Too many codes requested. Try again later.",
      42.2,
    );
  });
  app.get("/api/test-failures/unavailable", async () => {
    throw new Unavailable(
      "Database connection error. Please try again in a few moments.",
    );
  });
});
afterAll(() => app.close());

describe("an unexpected error", () => {
  it("answers 500 without the details, quoting the request id", async () => {
    const response = await app.inject({ url: "/api/test-failures/crash" });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({
      statusCode: 500,
      code: "INTERNAL_ERROR",
      error: "Internal Server Error",
    });
    expect(body.message).not.toMatch(/relation|users|db\.ts/);
    const reference = /reference ([0-9a-f-]{36})/.exec(body.message)?.[1];
    expect(reference).toBeDefined();

    const logged = logLines.find((line) => line.reqId === reference);
    expect(logged).toMatchObject({ level: 50, msg: "request failed" });
    expect(JSON.stringify(logged)).toContain(
      'relation \\"users\\" does not exist',
    );
  });

  it("gives each request its own reference", async () => {
    const first = await app.inject({ url: "/api/test-failures/crash" });
    const second = await app.inject({ url: "/api/test-failures/crash" });
    expect(first.json().message).not.toBe(second.json().message);
  });
});

describe("typed domain errors", () => {
  it("map to their status with their own message", async () => {
    const response = await app.inject({ url: "/api/test-failures/conflict" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: "CONFLICT",
      error: "Conflict",
      message: "This investment has already been renewed.",
    });
  });

  it("carry Retry-After when the client should wait", async () => {
    const limited = await app.inject({
      url: "/api/test-failures/rate-limited",
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBe("43");
    const unavailable = await app.inject({
      url: "/api/test-failures/unavailable",
    });
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.headers["retry-after"]).toBe("5");
    expect(unavailable.json().message).toBe(
      "Database connection error. Please try again in a few moments.",
    );
  });
});
