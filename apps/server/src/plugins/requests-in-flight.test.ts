import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { requestsInFlight } from "./requests-in-flight.ts";

/** Whether `promise` settles within `ms`. */
async function settlesWithin(
  promise: Promise<unknown>,
  ms: number,
): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await sleep(ms);
  return settled;
}

/** A GET of `path` over HTTP, as a browser sends it: the gate counts requests with a socket. */
function get(app: FastifyInstance, path: string) {
  const { port } = app.server.address() as AddressInfo;
  const client = httpRequest({ port, host: "127.0.0.1", path });
  client.on("error", () => {});
  const answered = new Promise<unknown>((resolve, reject) => {
    client.on("response", (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve(JSON.parse(body)));
      response.on("error", reject);
    });
  });
  client.end();
  return { client, answered };
}

/** Keeps the thread busy for `ms`, as a slice of background work does. */
function workFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/**
 * An app, listening, whose `GET /held` is answered when the test says so, with the requests
 * counted; `arrived` resolves once a request to it is being answered. Its background work rests
 * for none of its time unless `pace` says otherwise.
 */
async function appWithHeldRequest(
  longestWaitMs: number,
  pace: {
    busyShare: number;
    inUseMs: number;
    burstGapMs?: number;
    pacedForMs?: number;
  } = {
    busyShare: 1,
    inUseMs: 0,
  },
) {
  const app = Fastify();
  const gate = requestsInFlight(app, {
    longestWaitMs,
    burstGapMs: 0,
    pacedForMs: Infinity,
    ...pace,
  });
  let answer = () => {};
  let arrived = () => {};
  const arrival = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const released = new Promise<void>((resolve) => {
    answer = resolve;
  });
  app.get("/held", async () => {
    arrived();
    await released;
    return { answered: true };
  });
  app.get("/quick", async () => ({ answered: true }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, giveWay: gate.giveWayFor(), gate, arrival, answer };
}

/**
 * An app paced by `pace` that answered a request (`idleMs` ago), and whose background work has
 * just done a 50 ms slice since it last went on; `app` is set for the suite to close.
 */
async function afterASlice(
  longestWaitMs: number,
  pace: { busyShare: number; inUseMs: number; pacedForMs?: number },
  idleMs = 0,
) {
  const held = await appWithHeldRequest(longestWaitMs, pace);
  await get(held.app, "/quick").answered;
  await sleep(idleMs);
  await held.giveWay();
  workFor(50);
  return held;
}

/** How long `turn` takes, in ms. */
async function timeOf(turn: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await turn();
  return performance.now() - started;
}

describe("background work giving way to requests", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it("goes on at the next turn of the event loop when no request is being answered, after what was queued before it", async () => {
    const held = await appWithHeldRequest(10_000);
    app = held.app;
    await get(app, "/quick").answered;
    const order: string[] = [];
    setImmediate(() => order.push("queued before"));

    await held.giveWay().then(() => order.push("work"));

    expect(order).toEqual(["queued before", "work"]);
  });

  it("waits while a request is being answered, and goes on once its answer is sent", async () => {
    const held = await appWithHeldRequest(10_000);
    app = held.app;
    const response = get(app, "/held").answered;
    await held.arrival;

    const turn = held.giveWay();
    expect(await settlesWithin(turn, 200)).toBe(false);

    held.answer();
    expect(await response).toEqual({ answered: true });
    expect(await settlesWithin(turn, 200)).toBe(true);
  });

  it("goes on after longestWaitMs while one request takes longer", async () => {
    const held = await appWithHeldRequest(100);
    app = held.app;
    const response = get(app, "/held").answered;
    await held.arrival;

    const started = performance.now();
    await held.giveWay();
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);

    held.answer();
    await response;
  });

  it("counts a request whose client went away as answered", async () => {
    const held = await appWithHeldRequest(10_000);
    app = held.app;
    const { client } = get(app, "/held");
    await held.arrival;
    const turn = held.giveWay();
    expect(await settlesWithin(turn, 200)).toBe(false);

    client.destroy();
    expect(await settlesWithin(turn, 1_000)).toBe(true);
    held.answer();
  });

  it("while Kosh is in use, rests after each slice so that its slices take at most busyShare of the time", async () => {
    const held = await afterASlice(10_000, { busyShare: 0.2, inUseMs: 10_000 });
    app = held.app;
    // A slice of 50 ms is a fifth of 250: it rests 200 ms (timers may fire a little early).
    expect(await timeOf(held.giveWay)).toBeGreaterThanOrEqual(190);
  });

  it("paces a run of work only for its first pacedForMs: then it goes on without resting, though Kosh is in use", async () => {
    const held = await afterASlice(10_000, {
      busyShare: 0.2,
      inUseMs: 10_000,
      pacedForMs: 30,
    });
    app = held.app;
    expect(await timeOf(held.giveWay)).toBeLessThan(50);
  });

  it("rests at most longestWaitMs after a long slice", async () => {
    const held = await afterASlice(100, { busyShare: 0.2, inUseMs: 10_000 });
    app = held.app;
    const rested = await timeOf(held.giveWay);
    expect(rested).toBeGreaterThanOrEqual(95);
    expect(rested).toBeLessThan(180);
  });

  it("with nobody using Kosh, goes on without resting", async () => {
    const held = await afterASlice(
      10_000,
      { busyShare: 0.2, inUseMs: 100 },
      150,
    );
    app = held.app;
    expect(await timeOf(held.giveWay)).toBeLessThan(50);
  });

  it("keeps each piece of work's slices apart: one's slice is not another's", async () => {
    const held = await afterASlice(10_000, { busyShare: 0.2, inUseMs: 10_000 });
    app = held.app;
    expect(await timeOf(held.gate.giveWayFor())).toBeLessThan(50);
  });

  it("counts a pause longer than longestWaitMs since it last went on as idle, not as a slice: no rest", async () => {
    const held = await afterASlice(40, { busyShare: 0.2, inUseMs: 10_000 });
    app = held.app;
    expect(await timeOf(held.giveWay)).toBeLessThan(30);
  });

  it("goes on only once no request was answered for burstGapMs: the next request of a burst is read first", async () => {
    const held = await appWithHeldRequest(10_000, {
      busyShare: 1,
      inUseMs: 0,
      burstGapMs: 100,
    });
    app = held.app;
    const response = get(app, "/held").answered;
    await held.arrival;
    const turn = held.giveWay();
    held.answer();
    await response;

    expect(await settlesWithin(turn, 50)).toBe(false);
    expect(await settlesWithin(turn, 100)).toBe(true);
  });
});
