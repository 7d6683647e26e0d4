import { STATUS_CODES } from "node:http";
import { message, translateMessage } from "@kosh/core/contracts/message";
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { databaseUnavailable } from "../db/database-errors.ts";
import { DomainError } from "../errors.ts";
import { requestCatalogue } from "./request-locale.ts";
import { securityHeadersFor } from "./security-headers.ts";
import { validationMessage } from "./validation-message.ts";

/**
 * The one error shape of the API (docs/architecture.md#errors); `message` is written for a person.
 */
export interface ErrorBody {
  statusCode: number;
  code: string;
  error: string;
  message: string;
}

/** The error answer, its `message` (an English message of the catalogue) in the request's language. */
function errorBody(
  request: FastifyRequest,
  statusCode: number,
  code: string,
  text: string,
): ErrorBody {
  return {
    statusCode,
    code,
    error: STATUS_CODES[statusCode] ?? "Error",
    message: translateMessage(text, requestCatalogue(request)),
  };
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split("?")[0] ?? "";
  return reply
    .code(404)
    .send(
      errorBody(
        request,
        404,
        "NOT_FOUND",
        message("request.routeNotFound", { method: request.method, path }),
      ),
    );
}

/** Fastify's own request errors, reworded for the person reading them in the app. */
function frameworkMessage(
  error: FastifyError,
  request: FastifyRequest,
  bodyLimit: number,
): { code: string; message: string } | undefined {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE": {
      const contentType = request.headers["content-type"];
      return {
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: contentType
          ? message("request.unsupportedContentType", {
              type: contentType.split(";")[0] ?? "",
            })
          : message("request.noContentType"),
      };
    }
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return {
        code: "PAYLOAD_TOO_LARGE",
        message: message("request.bodyTooLarge", {
          limit: Math.round(bodyLimit / 1024),
        }),
      };
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return {
        code: "INVALID_JSON",
        message: message("request.invalidJson"),
      };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return {
        code: "INVALID_JSON",
        message: message("request.emptyJson"),
      };
    case "FST_ERR_BAD_URL":
      return {
        code: "BAD_URL",
        message: message("request.badEscape"),
      };
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return {
        code: "BAD_REQUEST",
        message: message("request.contentLength"),
      };
    default:
      return undefined;
  }
}

function handleError(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const send = (statusCode: number, code: string, text: string) =>
    reply.code(statusCode).send(errorBody(request, statusCode, code, text));

  if (error instanceof DomainError) {
    // Domain 5xx (e.g. database unreachable) carry a message meant for users, but operators need the cause.
    if (error.statusCode >= 500)
      request.log.warn({ err: error }, error.message);
    reply.headers(error.headers);
    return send(error.statusCode, error.code, error.message);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // Its sentences are translated one by one before they are joined; the English joined (what
    // errorBody translates) would read as one sentence holding the rest in a placeholder.
    return reply.code(400).send({
      ...errorBody(request, 400, "VALIDATION_ERROR", ""),
      message: validationMessage(
        error.validation,
        error.validationContext,
        requestCatalogue(request),
      ),
    });
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    const reworded = frameworkMessage(
      error,
      request,
      request.routeOptions.bodyLimit ?? this.initialConfig.bodyLimit,
    );
    return send(
      status,
      reworded?.code ?? error.code ?? "BAD_REQUEST",
      reworded?.message ?? error.message,
    );
  }
  // Database unreachable: 503 with Retry-After; src/db/database-errors.ts decides what counts.
  const unavailable = databaseUnavailable(error);
  if (unavailable) {
    request.log.warn({ err: error }, unavailable.message);
    reply.headers(unavailable.headers);
    return send(unavailable.statusCode, unavailable.code, unavailable.message);
  }
  // Anything else may hold SQL or a stack: the log keeps it under the request id, the client gets the id only.
  request.log.error({ err: error }, "request failed");
  return send(
    500,
    "INTERNAL_ERROR",
    message("request.internalError", { reference: request.id }),
  );
}

/**
 * Fastify's `frameworkErrors`: the router refuses a URL it cannot decode before any hook runs,
 * so this answer sets the security headers itself, then speaks like every other error.
 */
export function routerErrorHandler({
  production,
  bodyLimit,
}: {
  production: boolean;
  bodyLimit: number;
}): NonNullable<FastifyServerOptions["frameworkErrors"]> {
  return (error, request, untypedReply) => {
    // Typed for route generics it does not have; it is a plain reply.
    const reply = untypedReply as unknown as FastifyReply;
    const reworded = frameworkMessage(error, request, bodyLimit);
    reply
      .headers(securityHeadersFor(request.raw.url ?? "/", production))
      .code(400)
      .send(
        errorBody(
          request,
          400,
          reworded?.code ?? error.code,
          reworded?.message ?? error.message,
        ),
      );
  };
}

/** The single place where errors become HTTP responses (STYLE.md: one handler maps typed errors). */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: "kosh-error-handler" },
);
