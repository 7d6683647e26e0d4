import { randomUUID } from "node:crypto";
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
  type RouteOptions,
} from "fastify";
import {
  accessLineWriter,
  COMPLETED_MSG,
  type CompletedLine,
} from "./access-line-writer.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Path parameters whose values are secrets (a calendar address, an unsubscribe link): the log
     * writes `[REDACTED]` in their place, so a leaked log grants nothing (docs/architecture.md#logs).
     */
    secretParams?: readonly string[];
  }
}

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
 * actually written. Fastify makes one per request; the access line is written without it
 * (`writeCompleted`), so most requests never make one, and the child alone cost about a tenth of a
 * calculator answer (decisions 0012 and 0059).
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

  /**
   * Writes a finished request's access line as pino's child would write it, byte for byte, without
   * making the child or building an object for it (decision 0059). False when the server's pino is
   * set up in a way this does not reproduce (then the caller writes the line through pino).
   */
  writeCompleted(line: CompletedLine): boolean {
    const write = accessLineWriter(this.#parent);
    return write !== undefined && write(this.#bindings, line);
  }
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

/** Longest URL a log line carries; past it the URL is cut and ends in "…". */
export const LOGGED_URL_LIMIT = 2048;

/**
 * Query parameters whose values are secrets (a session token, a sign-in code, a signature): the log
 * keeps their names and replaces their values, so a leaked log grants nothing.
 */
const SECRET_PARAMETERS = new Set([
  "access_token",
  "refresh_token",
  "id_token",
  "token",
  "code",
  "otp",
  "password",
  "secret",
  "key",
  "api_key",
  "apikey",
  "signature",
  "sig",
  "session",
]);

export const REDACTED = "[REDACTED]";

function parameterName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll("+", " ")).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The URL as the log shows it: secret query values replaced, and at most LOGGED_URL_LIMIT characters. */
export function loggedUrl(url: string): string {
  const queryAt = url.indexOf("?");
  let shown = url;
  if (queryAt !== -1) {
    const query = url
      .slice(queryAt + 1)
      .split("&")
      .map((pair) => {
        const equals = pair.indexOf("=");
        const name = equals === -1 ? pair : pair.slice(0, equals);
        return SECRET_PARAMETERS.has(parameterName(name))
          ? `${name}=${REDACTED}`
          : pair;
      })
      .join("&");
    shown = `${url.slice(0, queryAt)}?${query}`;
  }
  return shown.length > LOGGED_URL_LIMIT
    ? `${shown.slice(0, LOGGED_URL_LIMIT - 1)}…`
    : shown;
}

/** A path segment as the log compares it: decoded where it can be, in lower case. */
function comparable(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** A route's own path with its secret parameters redacted and the others as the request gave them. */
function routedUrl(
  route: string,
  secret: readonly string[],
  params: Record<string, string | undefined>,
): string {
  return route.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    secret.includes(name) ? REDACTED : encodeURIComponent(params[name] ?? ""),
  );
}

/**
 * One line per request at info, written when it completes: method, URL (secrets redacted),
 * status and time (docs/architecture.md#logs). The line of its arrival is kept at debug, for an
 * operator looking at requests still under way. When the server's level is above a line's level,
 * the line is skipped before it is built; errors still go on.
 */
export class LevelAwareLogController extends LogController {
  /** The fixed segment before each declared secret parameter: "calendar-feed", "unsubscribe". */
  #beforeSecrets = new Set<string>();

  /** Fastify's `onRoute` hook: keeps where the routes that declare secret path parameters put them. */
  readonly noteRoute = (route: RouteOptions): void => {
    const secret = route.config?.secretParams;
    if (!secret?.length) return;
    const segments = route.url.split("/");
    segments.forEach((segment, index) => {
      const before = segments[index - 1];
      if (!segment.startsWith(":") || !secret.includes(segment.slice(1)))
        return;
      if (!before || before.startsWith(":"))
        throw new Error(
          `${route.url}: a secret path parameter must follow a fixed segment, for the log to find it`,
        );
      this.#beforeSecrets.add(comparable(before));
    });
  };

  /**
   * The request's URL with the values of secret path parameters replaced. A routed request's is
   * spelled from its route's own path, so no spelling of the secret slips past. One no declared
   * route took (a method it lacks, a parameter past the router's 100 characters, another case, a
   * segment more) has the segment after each declared fixed one replaced, wherever it stands.
   */
  #urlWithoutSecrets(request: FastifyRequest): string {
    const { url: route, config } = request.routeOptions;
    const queryAt = request.url.indexOf("?");
    const query = queryAt === -1 ? "" : request.url.slice(queryAt);
    const secret = config.secretParams;
    if (route !== undefined && secret?.length) {
      const params = request.params as Record<string, string | undefined>;
      return routedUrl(route, secret, params) + query;
    }
    // Only the 404 and the web app's catch-all take a path a declared route did not.
    if (route !== undefined && !route.includes("*")) return request.url;
    if (this.#beforeSecrets.size === 0) return request.url;
    const segments = (
      queryAt === -1 ? request.url : request.url.slice(0, queryAt)
    ).split("/");
    let redacted = false;
    const shown = segments.map((segment, index) => {
      const before = segments[index - 1];
      if (!segment || !before || !this.#beforeSecrets.has(comparable(before)))
        return segment;
      redacted = true;
      return REDACTED;
    });
    return redacted ? shown.join("/") + query : request.url;
  }

  /** What the log says of a request: never its headers (they hold the bearer token) nor its body. */
  #requestFields(request: FastifyRequest) {
    return {
      method: request.method,
      url: loggedUrl(this.#urlWithoutSecrets(request)),
      remoteAddress: request.ip,
    };
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request) || !writes(request.log, "debug")) return;
    request.log.debug(this.#requestFields(request), "incoming request");
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (!error && !writes(reply.log, "info")) return;
    const line: CompletedLine = {
      method: request.method,
      url: loggedUrl(this.#urlWithoutSecrets(request)),
      remoteAddress: request.ip,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) {
      reply.log.error({ ...line, err: error }, "request errored");
      return;
    }
    // The line of nearly every request, spelled straight from its fields (decision 0059).
    const log: unknown = reply.log;
    if (log instanceof RequestLogger && log.writeCompleted(line)) return;
    reply.log.info(line, COMPLETED_MSG);
  }

  // Fastify's own line would write the request as its `req` serializer sees it: the raw URL.
  override writeHeadError(
    error: Error,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    reply.log.warn(
      {
        ...this.#requestFields(request),
        statusCode: reply.statusCode,
        err: error,
      },
      error.message,
    );
  }
}

function writes(logger: ParentLogger, level: Level): boolean {
  return logger.isLevelEnabled?.(level) ?? true;
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
