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

/**
 * An app whose `GET /held` is answered when the test says so, with the requests counted; `arrived`
 * resolves once a request to it is being answered.
 */
async function appWithHeldRequest(longestWaitMs: number) {
  const app = Fastify();
  const gate = requestsInFlight(app, { longestWaitMs });
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
  await app.ready();
  return { app, giveWay: gate.giveWay, arrival, answer };
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
    await app.inject({ method: "GET", url: "/quick" });
    const order: string[] = [];
    setImmediate(() => order.push("queued before"));

    await held.giveWay().then(() => order.push("work"));

    expect(order).toEqual(["queued before", "work"]);
  });

  it("waits while a request is being answered, and goes on once its answer is sent", async () => {
    const held = await appWithHeldRequest(10_000);
    app = held.app;
    const response = app.inject({ method: "GET", url: "/held" });
    await held.arrival;

    const turn = held.giveWay();
    expect(await settlesWithin(turn, 200)).toBe(false);

    held.answer();
    expect((await response).json()).toEqual({ answered: true });
    expect(await settlesWithin(turn, 200)).toBe(true);
  });

  it("goes on after longestWaitMs while one request takes longer", async () => {
    const held = await appWithHeldRequest(100);
    app = held.app;
    const response = app.inject({ method: "GET", url: "/held" });
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
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const client = httpRequest({ port, host: "127.0.0.1", path: "/held" });
    client.on("error", () => {});
    client.end();
    await held.arrival;
    const turn = held.giveWay();
    expect(await settlesWithin(turn, 200)).toBe(false);

    client.destroy();
    expect(await settlesWithin(turn, 1_000)).toBe(true);
    held.answer();
  });
});
