import type { ServerOptions } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { DomainError } from "../errors.ts";

/**
 * How long a client may take to send a request (docs/architecture.md#time-limits). A client
 * trickling bytes is cut off; it never holds the server, which waits on no client in between.
 */
export interface TimeLimits {
  /** From the request's first byte to the end of its headers (Node's `headersTimeout`). */
  headersMs: number;
  /** From the end of the headers to the end of the body: past it, 408 and the connection closes. */
  bodyMs: number;
  /** The whole request, headers and body (Node's `requestTimeout`): past it, Node answers 408 and closes. */
  requestMs: number;
  /** A connection with no byte either way for this long is closed (a client that stops reading, too). */
  idleMs: number;
  /** How often Node looks for requests past `headersMs` or `requestMs` (so they are cut within this much more). */
  checkEveryMs: number;
}

export const DEFAULT_TIME_LIMITS: TimeLimits = {
  headersMs: 10_000,
  bodyMs: 10_000,
  requestMs: 20_000,
  idleMs: 30_000,
  checkEveryMs: 1_000,
};

/** Fastify's server options that give Node's HTTP server the limits it enforces itself. */
export function serverTimeLimits(limits: TimeLimits): {
  http: ServerOptions;
  requestTimeout: number;
  connectionTimeout: number;
} {
  return {
    http: {
      headersTimeout: limits.headersMs,
      requestTimeout: limits.requestMs,
      connectionsCheckingInterval: limits.checkEveryMs,
    },
    // Fastify sets these on the server after creating it, so they are given here too.
    requestTimeout: limits.requestMs,
    connectionTimeout: limits.idleMs,
  };
}

class BodyTimeout extends DomainError {
  constructor(seconds: number) {
    super(
      408,
      "REQUEST_TIMEOUT",
      `The request body did not arrive within ${seconds} seconds. Check the connection and try again.`,
      { connection: "close" },
    );
  }
}

/**
 * The body's own limit. Node bounds headers and the whole request but not the body alone; a body
 * still arriving when the route starts reading it gets `bodyMs`, then the route answers 408 (the
 * one error shape) and the connection closes. A body already complete (nearly all) costs one check.
 */
export const timeLimitsPlugin = fp(
  async (app: FastifyInstance, { limits }: { limits: TimeLimits }) => {
    app.addHook("preParsing", async (request, reply, payload) => {
      const raw = request.raw;
      // No body to wait for: complete already, or none declared (a GET).
      const declared =
        Number(raw.headers["content-length"] ?? 0) > 0 ||
        raw.headers["transfer-encoding"] !== undefined;
      if (raw.complete || !declared) return payload;
      const timer = setTimeout(() => {
        if (!reply.sent && raw.listenerCount("error") > 0) {
          // Fastify's body reader takes a stream error as the request's error and answers with it.
          raw.emit("error", new BodyTimeout(limits.bodyMs / 1000));
        } else {
          // Nobody reads this body (or the answer is gone already): only the connection is left.
          raw.destroy();
        }
      }, limits.bodyMs);
      const stop = () => clearTimeout(timer);
      raw.once("end", stop);
      raw.once("close", stop);
      reply.raw.once("close", stop);
      return payload;
    });
  },
  { name: "kosh-time-limits" },
);
