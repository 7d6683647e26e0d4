import { connect, type Socket } from "node:net";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import { loadConfig } from "../config.ts";
import { DEFAULT_TIME_LIMITS, type TimeLimits } from "./time-limits.ts";

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The app listening on a real port, with limits short enough for a test. */
async function listening(limits: Partial<TimeLimits>) {
  app = await buildApp({
    config: loadConfig({ NODE_ENV: "test" }),
    timeLimits: { checkEveryMs: 20, ...limits },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (typeof address !== "object" || !address) throw new Error("no port");
  return address.port;
}

interface Outcome {
  /** Milliseconds from the first byte sent to the server closing the connection. */
  closedAfterMs: number;
  /** What the server wrote before closing. */
  answer: string;
  /** Pieces the client managed to send before the server closed. */
  sent: number;
}

/*
 * Node's own limits (headersTimeout, requestTimeout) run on its internal timers, which no test
 * clock reaches, so these tests use real time. They check events, not a window: the connection
 * closes while the client is still sending, with the answer of the limit that cut it, never
 * before that limit. How late it comes depends on the machine's load; the test's timeout bounds it.
 */

/**
 * Opens a connection, writes one piece every `everyMs`, and reports when the server closes the
 * connection (or `giveUpMs` after the last piece, which fails the test).
 */
async function trickle(
  port: number,
  pieces: string[],
  everyMs: number,
  giveUpMs = 5_000,
): Promise<Outcome> {
  const socket = await new Promise<Socket>((resolve, reject) => {
    const opened = connect(port, "127.0.0.1", () => resolve(opened));
    opened.once("error", reject);
  });
  const startedAt = performance.now();
  let answer = "";
  let closed = false;
  socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
  socket.on("error", () => undefined);
  const closedAt = new Promise<number>((resolve) =>
    socket.once("close", () => {
      closed = true;
      resolve(performance.now());
    }),
  );
  let sent = 0;
  for (const piece of pieces) {
    if (closed) break;
    socket.write(piece);
    sent += 1;
    await sleep(everyMs);
  }
  const giveUp = sleep(giveUpMs).then(() => {
    socket.destroy();
    throw new Error(`still open ${giveUpMs} ms after the last piece`);
  });
  const end = await Promise.race([closedAt, giveUp]);
  return { closedAfterMs: end - startedAt, answer, sent };
}

const BODY = JSON.stringify({
  principal: 2_500_000,
  rate: 8.5,
  tenure: 20,
});

function head(contentLength: number): string {
  return (
    "POST /api/calculate/home-loan HTTP/1.1\r\nHost: localhost\r\n" +
    `Content-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n`
  );
}

/** The request split into its head and then one piece per byte of body. */
function bytewise(body: string, contentLength = body.length): string[] {
  return [head(contentLength), ...body.split("")];
}

function status(answer: string): number | undefined {
  const match = /^HTTP\/1\.1 (\d{3})/.exec(answer);
  return match ? Number(match[1]) : undefined;
}

describe("a body trickled byte by byte", () => {
  it("is answered 408 and the connection closed once the body limit passes", async () => {
    const port = await listening({ bodyMs: 400 });
    // Content-Length 9000, one byte every 50 ms: 450 s to send; the limit is 0.4 s.
    const pieces = bytewise("x".repeat(9000));
    const outcome = await trickle(port, pieces, 50);

    expect(outcome.sent).toBeLessThan(pieces.length);
    expect(status(outcome.answer)).toBe(408);
    expect(outcome.answer).toMatch(/connection: close/i);
    const body = JSON.parse(outcome.answer.slice(outcome.answer.indexOf("{")));
    expect(body).toMatchObject({
      statusCode: 408,
      code: "REQUEST_TIMEOUT",
      message: expect.stringContaining("0.4 seconds"),
    });
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(400);
  });

  it("is cut as well when its first part came with the headers", async () => {
    const port = await listening({ bodyMs: 400 });
    // Headers and the first 100 bytes in one piece, then one byte every 50 ms.
    const [headPiece, ...bytes] = bytewise("x".repeat(9000));
    const pieces = [
      headPiece + bytes.slice(0, 100).join(""),
      ...bytes.slice(100),
    ];
    const outcome = await trickle(port, pieces, 50);

    expect(outcome.sent).toBeLessThan(pieces.length);
    expect(status(outcome.answer)).toBe(408);
    expect(outcome.answer).toContain("within 0.4 seconds");
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(400);
  });

  it("is answered as usual when its last byte comes before the limit", async () => {
    const port = await listening({ bodyMs: 3_000 });
    // The body in a few pieces over about 0.3 s: slow, well inside the limit.
    const pieces = BODY.match(/.{1,20}/g) ?? [];
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", async () => {
        socket.write(head(BODY.length));
        for (const piece of pieces) {
          await sleep(50);
          socket.write(piece);
        }
      });
      let received = "";
      socket.on("data", (chunk: Buffer) => {
        received += chunk.toString();
        if (received.includes("}")) {
          socket.destroy();
          resolve(received);
        }
      });
      socket.on("error", reject);
    });
    expect(status(answer)).toBe(200);
    expect(answer).toContain(`"emi":21696`);
  });
});

describe("headers trickled byte by byte", () => {
  it("are cut once the headers limit passes", async () => {
    const port = await listening({ headersMs: 300, requestMs: 10_000 });
    const pieces = head(BODY.length).split("");
    // About 5.5 s to send the headers whole; the limit is 0.3 s.
    const outcome = await trickle(port, pieces, 50);
    expect(outcome.sent).toBeLessThan(pieces.length);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(300);
    expect(status(outcome.answer)).toBe(408);
  });
});

describe("the whole request", () => {
  it("is cut once the request limit passes, even while each part keeps inside its own", async () => {
    // Headers quickly, then a body whose own limit is far off: the whole-request limit cuts it.
    const port = await listening({
      headersMs: 200,
      bodyMs: 10_000,
      requestMs: 500,
    });
    const outcome = await trickle(port, bytewise("x".repeat(9000)), 50);
    expect(status(outcome.answer)).toBe(408);
    // Node's plain 408, not the body limit's answer in the API's error shape.
    expect(outcome.answer).not.toContain("REQUEST_TIMEOUT");
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(500);
    // Long before the body's own limit could have cut it.
    expect(outcome.closedAfterMs).toBeLessThan(10_000);
  });
});

describe("the limits the server runs with", () => {
  it("cut a trickled body within 30 s, and so the headers and the whole request", async () => {
    const limits = DEFAULT_TIME_LIMITS;
    expect(limits.bodyMs).toBeLessThanOrEqual(30_000);
    // Node looks for late headers and requests every checkEveryMs, so they are cut within that much more.
    expect(limits.headersMs + limits.checkEveryMs).toBeLessThanOrEqual(30_000);
    expect(limits.requestMs + limits.checkEveryMs).toBeLessThanOrEqual(30_000);
    expect(limits.idleMs).toBeLessThanOrEqual(30_000);
    expect(limits.headersMs).toBeLessThanOrEqual(limits.requestMs);

    app = await buildApp({ config: loadConfig({ NODE_ENV: "test" }) });
    await app.ready();
    expect(app.server.headersTimeout).toBe(limits.headersMs);
    expect(app.server.requestTimeout).toBe(limits.requestMs);
    expect(app.server.timeout).toBe(limits.idleMs);
  });
});
