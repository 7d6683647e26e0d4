import { message } from "@kosh/core/contracts/message";

/**
 * Domain errors: thrown anywhere in the server, mapped to HTTP by the one error handler in app.ts.
 * Their messages are English messages of the catalogue (core's contracts/messages), which the
 * handler sends in the request's language.
 */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

const PLEASE_SIGN_IN = message("auth.signInToContinue");
const ADMIN_ONLY = message("auth.adminOnly");
const NOT_FOUND = message("request.notFound");

export class BadRequest extends DomainError {
  constructor(message: string) {
    super(400, "BAD_REQUEST", message);
  }
}

export class Unauthorized extends DomainError {
  constructor(message = PLEASE_SIGN_IN) {
    super(401, "UNAUTHORIZED", message);
  }
}

export class Forbidden extends DomainError {
  constructor(message = ADMIN_ONLY) {
    super(403, "FORBIDDEN", message);
  }
}

export class NotFound extends DomainError {
  constructor(message = NOT_FOUND) {
    super(404, "NOT_FOUND", message);
  }
}

export class Conflict extends DomainError {
  constructor(message: string) {
    super(409, "CONFLICT", message);
  }
}

export class TooManyRequests extends DomainError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, "TOO_MANY_REQUESTS", message, {
      "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}

export class Unavailable extends DomainError {
  constructor(message: string, retryAfterSeconds = 5) {
    super(503, "SERVICE_UNAVAILABLE", message, {
      "retry-after": String(retryAfterSeconds),
    });
  }
}
