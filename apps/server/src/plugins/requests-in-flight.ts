import { setImmediate as eventLoopTurn } from "node:timers/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";

/**
 * Lets background work give way to requests (decision 0061): `giveWay()` resolves once the event
 * loop has turned (a request that has arrived meanwhile is read first) and no request is being
 * answered, or after `longestWaitMs`, so that one slow request (an upload on a slow line) or
 * unbroken traffic slows the work down without stopping it. A request counts from the HTTP
 * server's `request` event until its response closes, sent or cut off: counted on the server, not
 * in a Fastify `onRequest` hook, which made every route run Fastify's hook runner (issue 33's cost
 * per request). Requests injected without a socket (`app.inject`) are not counted.
 */
export function requestsInFlight(
  app: FastifyInstance,
  { longestWaitMs }: { longestWaitMs: number },
): { giveWay: () => Promise<void> } {
  let answering = 0;
  let waiting: (() => void)[] = [];
  const leave = () => {
    answering -= 1;
    if (answering > 0) return;
    const done = waiting;
    waiting = [];
    for (const resume of done) resume();
  };
  app.server.on(
    "request",
    (_request: IncomingMessage, response: ServerResponse) => {
      answering += 1;
      response.once("close", leave);
    },
  );
  return {
    async giveWay() {
      await eventLoopTurn();
      if (answering === 0) return;
      await new Promise<void>((resolve) => {
        const resume = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiting = waiting.filter((other) => other !== resume);
          resolve();
        }, longestWaitMs);
        waiting.push(resume);
      });
    },
  };
}
