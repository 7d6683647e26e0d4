import {
  setImmediate as eventLoopTurn,
  setTimeout as sleep,
} from "node:timers/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";

/**
 * Lets background work give way to requests (decision 0061). Each piece of background work (the
 * reminder sweep, the mail worker) gets a `giveWay` of its own (`giveWayFor()`), called before each
 * of its slices. It resolves once the event loop has turned (a request that has arrived meanwhile
 * is read first), no request is being answered and none was for `burstGapMs` (the requests of a
 * burst, as a page sends them, come one after another: work let go the moment one is answered
 * would meet the next), or after `longestWaitMs`, so that one slow
 * request (an upload on a slow line) or unbroken traffic slows the work down without stopping it.
 * While Kosh is in use (a request answered within IN_USE_MS), it first rests after each slice so
 * that the slice's time is at most `busyShare` of the time the work takes (a "slice" longer than
 * `longestWaitMs` was idle time between passes, and gets no rest): a request arriving at
 * any moment then meets a slice under way that seldom, instead of nearly always. It rests so only
 * in the first `pacedForMs` of a run of work (a run begins after an idle pause, as a pass of the
 * sweep does): a run with more work than a fifth of that goes on at full speed afterwards, so the
 * sweep ends within its minute on a slow machine too. With nobody using it, the work goes at full
 * speed. A request counts from the HTTP server's `request` event until
 * its response closes, sent or cut off: counted on the server, not in a Fastify `onRequest` hook,
 * which made every route run Fastify's hook runner (issue 33's cost per request). Requests
 * injected without a socket (`app.inject`) are not counted.
 */
export function requestsInFlight(
  app: FastifyInstance,
  {
    longestWaitMs,
    busyShare,
    inUseMs,
    burstGapMs,
    pacedForMs,
  }: {
    longestWaitMs: number;
    busyShare: number;
    inUseMs: number;
    burstGapMs: number;
    pacedForMs: number;
  },
): { giveWayFor: () => () => Promise<void> } {
  let answering = 0;
  let lastAnsweredAt = -Infinity;
  let waiting: (() => void)[] = [];
  const leave = () => {
    answering -= 1;
    lastAnsweredAt = performance.now();
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
  const inUse = () =>
    answering > 0 || performance.now() - lastAnsweredAt < inUseMs;

  /** Resolves once no request is being answered, or after `ms`. */
  const answered = (ms: number) =>
    new Promise<void>((resolve) => {
      const resume = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting = waiting.filter((other) => other !== resume);
        resolve();
      }, ms);
      waiting.push(resume);
    });

  /**
   * Resolves at the event loop's next turn once no request is being answered and none was for
   * burstGapMs (a page asks for several things at once: the next of them is read first), or after
   * longestWaitMs.
   */
  async function untilQuiet(): Promise<void> {
    await eventLoopTurn();
    const giveUpAt = performance.now() + longestWaitMs;
    for (;;) {
      const now = performance.now();
      if (now >= giveUpAt) return;
      if (answering > 0) await answered(giveUpAt - now);
      else {
        const quietFor = now - lastAnsweredAt;
        if (quietFor >= burstGapMs) return;
        await sleep(Math.min(burstGapMs - quietFor, giveUpAt - now));
      }
    }
  }

  return {
    giveWayFor() {
      let resumedAt: number | undefined;
      // Set by the first call: its slice (Infinity) begins a run.
      let runStartedAt = 0;
      return async () => {
        // The slice since the last resume, and the rest that keeps it to busyShare of the time:
        // at most longestWaitMs. Longer than longestWaitMs since the last resume, the work was
        // idle (between a job's passes) or waiting on something slow, not at work: no rest, and a
        // new run of work begins, paced for its first pacedForMs.
        const now = performance.now();
        const slice = resumedAt === undefined ? Infinity : now - resumedAt;
        if (slice > longestWaitMs) runStartedAt = now;
        else if (inUse() && now - runStartedAt < pacedForMs)
          await sleep(
            Math.min((slice * (1 - busyShare)) / busyShare, longestWaitMs),
          );
        await untilQuiet();
        resumedAt = performance.now();
      };
    },
  };
}
