import type { Endpoint } from "@kosh/core/api/endpoint";
import {
  answerOf,
  type EndpointAnswer,
  type EndpointArgs,
  endpointRequest,
  type EndpointStatus,
  parseAnswer,
} from "@kosh/core/api/endpoint-call";
import { type SendJson, sendJsonTo } from "./send-json.ts";

/**
 * The typed Node client of e2e, bench and the reliability tests (docs/architecture.md#endpoints):
 * every call names its endpoint's entry in `@kosh/core/api`, never a path. A success status the
 * entry declares comes back parsed with its schema (a contract the server breaks throws
 * `UnexpectedAnswer`); any other status comes back as sent, so tests can assert on error answers.
 */

/** A success the entry declares, its body parsed with the schema of that status. */
export interface ApiSuccess<Entry extends Endpoint> {
  ok: true;
  status: EndpointStatus<Entry>;
  body: EndpointAnswer<Entry>;
}

/** Any other answer (an error, or a status the entry does not declare): the body as sent. */
export interface ApiFailure {
  ok: false;
  status: number;
  /** The parsed JSON (the error shape of contracts/api-error.ts), or the text when not JSON. */
  body: unknown;
}

export type ApiAnswer<Entry extends Endpoint> = ApiSuccess<Entry> | ApiFailure;

export interface CallOptions {
  /** The session's bearer token. */
  token?: string;
}

/** `call(investmentEndpoints.renew, { params: { id }, body }, { token })`. */
export type ApiCall = <Entry extends Endpoint>(
  entry: Entry,
  args: EndpointArgs<Entry>,
  options?: CallOptions,
) => Promise<ApiAnswer<Entry>>;

/** Calls as one person: every call carries their session's token. */
export type SignedInCall = <Entry extends Endpoint>(
  entry: Entry,
  args: EndpointArgs<Entry>,
) => Promise<ApiAnswer<Entry>>;

export function signedInCall(call: ApiCall, token: string): SignedInCall {
  return (entry, args) => call(entry, args, { token });
}

/**
 * A client over `send`: a base URL, or a way of sending of the caller's (`sendJsonTo` with a local
 * address or a keep-alive agent, as the bench's load does).
 */
export function apiClient(send: string | SendJson): ApiCall {
  const sendJson = typeof send === "string" ? sendJsonTo(send) : send;
  const call = async (
    entry: Endpoint,
    args: object,
    { token }: CallOptions = {},
  ): Promise<{ ok: boolean; status: number; body: unknown }> => {
    const request = endpointRequest(entry, args);
    const { status, body } = await sendJson(
      request.method,
      request.url,
      request.body,
      token,
      request.headers,
    );
    if (answerOf(entry, status) === undefined) {
      return { ok: false, status, body };
    }
    // 204 has no body: its answer is null (`z.null()`).
    const sent = status === 204 ? null : body;
    return {
      ok: true,
      status,
      body: parseAnswer(entry, status as EndpointStatus<Endpoint>, sent),
    };
  };
  // The answer's type follows the entry's; the checks above are what make it so.
  return call as ApiCall;
}

/**
 * The parsed body of an answer that must have `status`, or an error saying what came instead
 * (`what` names the step: "inviting a@example.com").
 */
export async function expectSuccess<
  Entry extends Endpoint,
  Status extends EndpointStatus<Entry>,
>(
  answer: Promise<ApiAnswer<Entry>>,
  status: Status,
  what: string,
): Promise<EndpointAnswer<Entry, Status>> {
  const got = await answer;
  if (got.status !== status) {
    throw new Error(
      `${what} answered ${got.status} instead of ${status}: ${JSON.stringify(got.body)}`,
    );
  }
  return got.body as EndpointAnswer<Entry, Status>;
}
