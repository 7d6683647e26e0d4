/** Domain errors: thrown anywhere in the server, mapped to HTTP by the one error handler in app.ts. */
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

export class BadRequest extends DomainError {
  constructor(message: string) {
    super(400, "BAD_REQUEST", message);
  }
}

export class Unauthorized extends DomainError {
  constructor(message = "Please sign in to continue.") {
    super(401, "UNAUTHORIZED", message);
  }
}

export class Forbidden extends DomainError {
  constructor(message = "You need administrator privileges to do this.") {
    super(403, "FORBIDDEN", message);
  }
}

export class NotFound extends DomainError {
  constructor(message = "Not found.") {
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
