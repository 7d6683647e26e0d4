import { message } from "@kosh/core/contracts/message";
import { DrizzleQueryError } from "drizzle-orm";
import { Unavailable } from "../errors.ts";

export const DATABASE_UNAVAILABLE_MESSAGE = message("data.unavailable");

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

/** True when the error, or one it wraps (Drizzle wraps the driver's), says so; five deep at most. */
function anyCause(
  error: unknown,
  says: (code: unknown, message: unknown) => boolean,
): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== "object") return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (says(code, message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** True when the database could not be reached, as opposed to a query that was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return anyCause(
    error,
    (code, message) =>
      (typeof code === "string" && CONNECTION_ERROR_CODES.has(code)) ||
      (typeof message === "string" &&
        CONNECTION_ERROR_MESSAGES.some((pattern) => pattern.test(message))),
  );
}

export const DATABASE_FULL_MESSAGE = message("data.diskFull");

/** A full disk waits for its operator: clients come back in a minute, not in seconds. */
const DISK_FULL_RETRY_AFTER_SECONDS = 60;

/**
 * True when the database could not write for want of disk: PostgreSQL's `disk_full` (SQLSTATE
 * 53100, "could not extend file …: No space left on device", which PGlite reports alike), or the
 * file system's ENOSPC reaching us directly.
 */
export function isDiskFull(error: unknown): boolean {
  return anyCause(
    error,
    (code, message) =>
      code === "53100" ||
      code === "ENOSPC" ||
      (typeof message === "string" && /No space left on device/i.test(message)),
  );
}

/**
 * The one mapping from "the database cannot serve this" to HTTP: 503 with Retry-After and a
 * message for a person, when it is unreachable or its disk is full. The error handler calls it for
 * every error it does not otherwise recognise; a route may word the message for its screen.
 */
export function databaseUnavailable(
  error: unknown,
  message?: string,
): Unavailable | undefined {
  if (isDatabaseUnavailable(error))
    return new Unavailable(
      message ?? DATABASE_UNAVAILABLE_MESSAGE,
      RETRY_AFTER_SECONDS,
    );
  if (isDiskFull(error))
    return new Unavailable(
      message ?? DATABASE_FULL_MESSAGE,
      DISK_FULL_RETRY_AFTER_SECONDS,
    );
  return undefined;
}

/**
 * What a failed statement's error may quote of the data: Drizzle's `params` (also written into its
 * message as "params: …"), and PostgreSQL's `detail` ("Failing row contains (…)", "Key (email)=(…)
 * already exists") and `where` (a COPY's line). `queryOptions` is PGlite's copy of the call.
 */
const ROW_DATA_FIELDS = new Set(["params", "detail", "where", "queryOptions"]);

/** An error as a log line carries it (the shape of pino's own `err` serializer). */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** How deep a chain of causes the log follows (Drizzle's error wraps the driver's). */
const MAX_CAUSES = 5;

/**
 * An error as the log keeps it (pino's `err` serializer, for every line the server writes):
 * type, message, stack, code and the rest of its fields, and its cause the same way — but never
 * the rows of a failed statement, so a log holds no account number or note (docs/architecture.md#logs).
 */
export function loggableError(error: unknown, depth = 0): LoggedError {
  // pino hands over whatever a line put under `err`; anything but an error is written as text.
  if (!(error instanceof Error))
    return { type: typeof error, message: String(error), stack: "" };
  // Drizzle's message is `Failed query: <sql>\nparams: <values>`; the log keeps the SQL.
  const withoutParams = (text: string) =>
    error instanceof DrizzleQueryError
      ? text.replace(error.message, `Failed query: ${error.query}`)
      : text;
  const logged: LoggedError = {
    type: error.constructor.name,
    message: withoutParams(error.message),
    stack: withoutParams(error.stack ?? ""),
  };
  for (const [key, value] of Object.entries(error)) {
    if (ROW_DATA_FIELDS.has(key) || key in logged || key === "cause") continue;
    logged[key] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES)
    logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}

/**
 * The error in one line for a person at a terminal, with the causes it wraps ("Failed query:
 * insert into "users" …: could not extend file …: No space left on device"), and as little of the
 * data as the log keeps (`loggableError`).
 */
export function loggableMessage(error: unknown): string {
  const messages: string[] = [];
  for (
    let current: LoggedError | undefined = loggableError(error);
    current;
    current = current.cause as LoggedError | undefined
  ) {
    messages.push(current.message.replaceAll(/\s*\n\s*/g, " "));
  }
  return messages.join(": ");
}
