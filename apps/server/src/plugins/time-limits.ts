import { message } from "@kosh/core/contracts/message";
import type { ServerOptions } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
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
    super(408, "REQUEST_TIMEOUT", message("request.bodyTimeout", { seconds }), {
      connection: "close",
    });
  }
}

/**
 * The body's own limit. Node bounds headers and the whole request but not the body alone; a body
 * still arriving when the route starts reading it gets `bodyMs`, then the route answers 408 (the
 * one error shape) and the connection closes.
 *
 * Nearly every body arrives with its headers, but the hook runs before Node has read it, so
 * arming a timer here cost every POST a timer and three listeners: a fifth of a calculator
 * answer (docs/architecture.md#performance-budgets). Instead the requests with a body go on one
 * list, looked at once when the event loop turns (`setImmediate`); by then a body that came with
 * its headers is complete, and only a body still arriving gets its timer, counted from then.
 */
export const timeLimitsPlugin = fp(
  async (app: FastifyInstance, { limits }: { limits: TimeLimits }) => {
    const waiting = new BodiesWaiting(limits.bodyMs);
    app.addHook("preParsing", (request, reply, payload, done) => {
      const headers = request.raw.headers;
      // A body is declared (a GET has none) and not in already.
      if (
        !request.raw.complete &&
        (headers["transfer-encoding"] !== undefined ||
          Number(headers["content-length"] ?? 0) > 0)
      ) {
        waiting.add(request, reply);
      }
      done(null, payload);
    });
  },
  { name: "kosh-time-limits" },
);

/** The requests whose body had not arrived when their route started reading it. */
class BodiesWaiting {
  #bodyMs: number;
  #requests: FastifyRequest[] = [];
  #replies: FastifyReply[] = [];
  #scheduled = false;

  constructor(bodyMs: number) {
    this.#bodyMs = bodyMs;
  }

  add(request: FastifyRequest, reply: FastifyReply): void {
    this.#requests.push(request);
    this.#replies.push(reply);
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(this.#look);
    }
  }

  /** Arms the timer of each body still arriving; the others are done with. */
  #look = () => {
    const requests = this.#requests;
    const replies = this.#replies;
    this.#requests = [];
    this.#replies = [];
    this.#scheduled = false;
    for (let index = 0; index < requests.length; index += 1) {
      const raw = requests[index]!.raw;
      const reply = replies[index]!;
      if (raw.complete || raw.readableEnded || raw.destroyed || reply.sent) {
        continue;
      }
      this.#arm(raw, reply);
    }
  };

  #arm(raw: FastifyRequest["raw"], reply: FastifyReply): void {
    const timer = setTimeout(() => {
      if (!reply.sent && raw.listenerCount("error") > 0) {
        // Fastify's body reader takes a stream error as the request's error and answers with it.
        raw.emit("error", new BodyTimeout(this.#bodyMs / 1000));
      } else {
        // Nobody reads this body (or the answer is gone already): only the connection is left.
        raw.destroy();
      }
    }, this.#bodyMs);
    const stop = () => clearTimeout(timer);
    raw.once("end", stop);
    raw.once("close", stop);
    reply.raw.once("close", stop);
  }
}
