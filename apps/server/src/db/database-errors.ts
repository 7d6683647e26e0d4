import { Unavailable } from "../errors.ts";

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The database is not reachable right now. Please try again in a few moments.";

/** Seconds a client should wait before retrying while the database is away. */
const RETRY_AFTER_SECONDS = 5;

/** Socket errors from `pg`, and PostgreSQL's SQLSTATEs for "cannot talk to me right now". */
const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
  "08000", // connection_exception
  "08001", // sqlclient_unable_to_establish_sqlconnection
  "08003", // connection_does_not_exist
  "08004", // sqlserver_rejected_establishment_of_sqlconnection
  "08006", // connection_failure
  "08P01", // protocol_violation
]);

/** `pg` reports a few connection failures with a message only. */
const CONNECTION_ERROR_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  // The pool's query_timeout: the server took the query but never answered (frozen, or cut off).
  /Query read timeout/i,
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  // A query on a pooled client that was closed because its connection had failed.
  /Client was closed and is not queryable/i,
  /PGlite is closed/i,
  // A request still running while the server shuts down its pool.
  /Cannot use a pool after calling end/i,
];

/**
 * True when the error (or one it wraps: Drizzle wraps driver errors in DrizzleQueryError) says the
 * database could not be reached, as opposed to a query that was wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== "object") return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && CONNECTION_ERROR_CODES.has(code))
      return true;
    if (
      typeof message === "string" &&
      CONNECTION_ERROR_MESSAGES.some((pattern) => pattern.test(message))
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The one mapping from "database down" to HTTP: 503 with Retry-After and a message for a person.
 * The error handler calls it for every error it does not otherwise recognise.
 */
export function databaseUnavailable(
  error: unknown,
  message = DATABASE_UNAVAILABLE_MESSAGE,
): Unavailable | undefined {
  return isDatabaseUnavailable(error)
    ? new Unavailable(message, RETRY_AFTER_SECONDS)
    : undefined;
}
