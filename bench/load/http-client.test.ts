import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type HttpClient, httpClient } from "./http-client.ts";

let server: Server | undefined;
let client: HttpClient | undefined;
afterEach(async () => {
  client?.close();
  await new Promise<void>((resolve) => {
    server?.closeAllConnections();
    server?.close(() => resolve());
  });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A client with `maxSockets` connections, each closed after `idleMs` idle, talking to a server
 * that keeps idle connections for a minute; `closed` gets each connection's life, in ms, as the
 * server sees it close.
 */
async function clientAndServer(maxSockets: number, idleMs: number) {
  const closed: number[] = [];
  server = createServer((_request, answer) => {
    answer.setHeader("content-type", "application/json");
    answer.end("{}");
  });
  server.keepAliveTimeout = 60_000;
  server.on("connection", (socket) => {
    const opened = performance.now();
    socket.on("close", () => closed.push(performance.now() - opened));
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = httpClient(url, "127.0.0.1", maxSockets, idleMs);
  return { client, closed };
}

describe("the load generator's connections (docs/bench-log.md, 2026-12-02)", () => {
  it("closes a connection left idle, long before the server would, so it never reuses one the server is closing", async () => {
    const { client, closed } = await clientAndServer(4, 500);
    const answer = await client.sendJson("GET", "/");
    expect(answer.status).toBe(200);
    await pause(100);
    expect(closed).toEqual([]);
    // Closed by the client after its 500 ms idle, not by the server's 60 s.
    await expect.poll(() => closed.length, { timeout: 5_000 }).toBe(1);
    expect(closed[0]).toBeGreaterThanOrEqual(500);
    expect(closed[0]).toBeLessThan(5_000);
  });

  it("keeps a connection open while its requests come closer together than that", async () => {
    const { client, closed } = await clientAndServer(1, 1_000);
    for (let request = 0; request < 5; request += 1) {
      expect((await client.sendJson("GET", "/")).status).toBe(200);
      await pause(100);
    }
    expect(closed).toEqual([]);
  });
});
