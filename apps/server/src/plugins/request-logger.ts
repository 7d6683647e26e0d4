import { randomUUID } from "node:crypto";
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";

type ChildLoggerFactory = NonNullable<
  FastifyServerOptions["childLoggerFactory"]
>;
type Bindings = Parameters<FastifyBaseLogger["child"]>[0];
type ChildOptions = Parameters<FastifyBaseLogger["child"]>[1];
type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace";
/** pino's logger, which Fastify builds from the `logger` option, can say which levels it writes. */
type ParentLogger = FastifyBaseLogger & {
  isLevelEnabled?: (level: string) => boolean;
};

/**
 * A request's logger that makes pino's child (which carries the request id) only when a line is
 * actually written. Fastify makes one per request; with LOG_LEVEL above `info` most requests write
 * nothing, and the child alone cost about a tenth of a calculator answer (decision 0012).
 */
class RequestLogger {
  #parent: ParentLogger;
  #bindings: Bindings;
  #options: ChildOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: ParentLogger, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  #write(level: Level, args: unknown[]): void {
    if (!this.isLevelEnabled(level)) return;
    (this.#real()[level] as (...line: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.#parent.level;
  }

  isLevelEnabled(level: string): boolean {
    return this.#parent.isLevelEnabled?.(level) ?? true;
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }

  fatal(...args: unknown[]): void {
    this.#write("fatal", args);
  }
  error(...args: unknown[]): void {
    this.#write("error", args);
  }
  warn(...args: unknown[]): void {
    this.#write("warn", args);
  }
  info(...args: unknown[]): void {
    this.#write("info", args);
  }
  debug(...args: unknown[]): void {
    this.#write("debug", args);
  }
  trace(...args: unknown[]): void {
    this.#write("trace", args);
  }
  silent(): void {}
}

/**
 * Fastify's `childLoggerFactory`: lazy for routes that keep the server's level; a route with a
 * level or serializers of its own gets pino's child at once, as Fastify would give it.
 */
export const lazyRequestLogger: ChildLoggerFactory = (
  logger,
  bindings,
  options,
) => {
  if (options.level !== undefined || options.serializers !== undefined) {
    return logger.child(bindings, options);
  }
  return new RequestLogger(
    logger,
    bindings,
    options,
  ) as unknown as FastifyBaseLogger;
};

/**
 * Fastify's own request lines ("incoming request", "request completed") are written at info. When
 * the server's level is above info they are skipped before Fastify builds them; errors still go on.
 */
export class LevelAwareLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (writesInfo(request.log)) {
      super.incomingRequest(request, reply);
    }
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error || writesInfo(reply.log)) {
      super.requestCompleted(error, request, reply);
    }
  }
}

function writesInfo(logger: ParentLogger): boolean {
  return logger.isLevelEnabled?.("info") ?? true;
}

/**
 * Request ids a user can quote from a 5xx message, shaped as UUIDs: a random prefix per app (so
 * ids differ across processes and restarts) and a counter (so they differ within one), without
 * drawing fresh randomness for every request.
 */
export function requestIds(): () => string {
  const prefix = randomUUID().slice(0, 24);
  let count = 0;
  return () => prefix + (count++).toString(16).padStart(12, "0");
}
