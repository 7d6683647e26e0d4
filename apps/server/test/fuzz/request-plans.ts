import fc from "fast-check";
import { parse as parseQuery } from "fast-querystring";
import { z } from "zod";
import type { SurfaceRoute } from "./api-surface.ts";
import { bodyPlans } from "./body-plans.ts";
import { headerText, hostileString, PROTOTYPE_KEYS } from "./hostile-values.ts";

/** One generated request, and why it can only be refused when it is built to be refused. */
export interface RequestPlan {
  method: SurfaceRoute["method"];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Set when the request is invalid by construction: no answer but a 4xx, and no row may change. */
  refusalReason?: string;
}

export interface PlanTargets {
  /** Ids for `:id` parameters: of real rows (so valid writes happen) and of none. */
  ids: readonly string[];
  /** A body the route accepts, as entries, for routes that declare one. */
  validBody(route: SurfaceRoute): [string, unknown][];
  /** What a caller without a session sends as Authorization, if anything; callers with one add theirs. */
  authorization: fc.Arbitrary<string | undefined>;
}

const ODD_IDS = [
  "",
  "0",
  "-1",
  "null",
  "undefined",
  "1e400",
  "00000000-0000-0000-0000-000000000000",
  "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
  "..",
  "%2e%2e",
  "%00",
  "%25",
  "%E2%82%B9",
  "%",
  "%zz",
  "%E0%A4%A",
  "%F0%9F%98%80",
  "1;DROP TABLE investments",
  "x".repeat(99),
  "x".repeat(101),
];

const pathSegment = fc.oneof(
  fc.constantFrom(...ODD_IDS),
  fc.uuid(),
  hostileString.map((text) => percentEncoded(text).slice(0, 300)),
);

/** The parameters a route's contract takes, and of each the values it accepts when it names them. */
function declaredParameters(contract: z.ZodObject | undefined) {
  return Object.entries(contract?.shape ?? {}).map(([name, field]) => {
    const inner = field instanceof z.ZodOptional ? field.unwrap() : field;
    const accepted = inner instanceof z.ZodEnum ? inner.options : [];
    return { name, accepted: accepted.map(String) };
  });
}

/**
 * Query strings a browser could send: hostile keys, or those the route's contract takes with
 * hostile values or the values it accepts, so some are valid.
 */
function encodedQuery(route: SurfaceRoute) {
  const declared = declaredParameters(route.query);
  const pair = fc.oneof(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          ...PROTOTYPE_KEYS,
          "__proto__[role]",
          "constructor[prototype][role]",
          "a[]",
          "a[0][1]",
          "id",
          "user_id",
          "role",
          "status",
          "limit",
        ),
        fc.string({ maxLength: 10 }),
      ),
      hostileString,
    ),
    ...declared.map(({ name, accepted }) =>
      fc.tuple(
        fc.constant(name),
        accepted.length > 0
          ? fc.oneof(fc.constantFrom(...accepted), hostileString)
          : hostileString,
      ),
    ),
  );
  return fc
    .array(pair, { maxLength: 4 })
    .map((pairs) =>
      pairs.length === 0
        ? ""
        : `?${pairs.map(([key, value]) => `${percentEncoded(key)}=${percentEncoded(value)}`).join("&")}`,
    );
}

/** Query strings as no browser would encode them. */
const rawQuery = fc.constantFrom(
  "?",
  "?%",
  "?a=%zz&b=%E0%A4%A",
  "?&&&==&",
  "?__proto__[role]=admin&constructor[prototype][role]=admin",
  `?${"a=1&".repeat(2_000)}`,
  `?${"x".repeat(8_000)}`,
);

const extraHeaders = fc.record(
  {
    cookie: fc.oneof(
      headerText,
      fc.constantFrom("__proto__=1; constructor=2", "session=; token=Bearer x"),
    ),
    accept: fc.constantFrom(
      "*/*",
      "text/csv",
      "application/xml",
      "",
      "*/*;q=abc",
    ),
    "accept-encoding": fc.constantFrom(
      "gzip, br",
      "identity;q=0",
      "x".repeat(300),
    ),
    "accept-language": headerText,
    origin: fc.constantFrom("https://evil.example", "null", "http://kosh.test"),
    "x-forwarded-for": fc.constantFrom("1.2.3.4", "::1, 10.0.0.1", "not-an-ip"),
    "x-http-method-override": fc.constantFrom("DELETE", "PUT"),
    "x-request-id": headerText,
    "user-agent": headerText,
  },
  { requiredKeys: [] },
);

/** Like encodeURIComponent, but lone surrogates go out as the bytes a browser would send (U+FFFD). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, "utf8")]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
}

/** Every kind of request this route could be sent, hostile in its path, query, headers and body. */
export function requestPlans(
  route: SurfaceRoute,
  targets: PlanTargets,
): fc.Arbitrary<RequestPlan> {
  const path = concretePath(route.url, targets.ids);
  return fc
    .record({
      path,
      query: fc.oneof({ weight: 4, arbitrary: encodedQuery(route) }, rawQuery),
      headers: extraHeaders,
      authorization: targets.authorization,
      body: bodyPlans(route, targets.validBody),
    })
    .map(({ path, query, headers, authorization, body }) => ({
      // fast-check prints failing plans with this: a megabyte body would bury the report.
      [fc.toStringMethod]() {
        return `${this.method} ${this.url.slice(0, 300)} ${JSON.stringify(this.headers).slice(0, 300)} ${this.payload?.slice(0, 500) ?? ""}${(this.payload?.length ?? 0) > 500 ? `… (${this.payload?.length} chars)` : ""}`;
      },
      method: route.method,
      url: path + query,
      headers: {
        ...headers,
        ...(authorization === undefined ? {} : { authorization }),
        ...(body.contentType === undefined
          ? {}
          : { "content-type": body.contentType }),
      },
      ...(body.payload === undefined ? {} : { payload: body.payload }),
      ...refusal(body.refusalReason, query, route),
    }));
}

/**
 * A query the route's contract refuses is refused (docs/product.md#api): the contract is read as
 * the server reads it (api-surface.ts), the query parsed by the server's own parser. One it
 * accepts may still be refused (a `household` the caller may not see is 404), but is not counted.
 */
function refusal(
  bodyReason: string | undefined,
  query: string,
  route: SurfaceRoute,
): Pick<RequestPlan, "refusalReason"> {
  if (bodyReason) return { refusalReason: bodyReason };
  if (route.query && !route.query.safeParse(parseQuery(query.slice(1))).success)
    return { refusalReason: "a query its contract refuses" };
  return {};
}

function concretePath(url: string, ids: readonly string[]) {
  const parts = url.split(/(:[A-Za-z_]+|\*)/);
  return fc
    .tuple(
      ...parts.map((part) =>
        part.startsWith(":")
          ? fc.oneof(
              { weight: 3, arbitrary: fc.constantFrom(...ids) },
              // Never empty: `/api/admin/users/` is the list, another route, not this one.
              {
                weight: 2,
                arbitrary: pathSegment.filter((segment) => segment !== ""),
              },
            )
          : part === "*"
            ? wildcardPath(part === url)
            : fc.constant(part),
      ),
    )
    .map((concrete) => concrete.join(""));
}

/** What a wildcard stands for; a bare `*` (printed without its parent) is any path at all. */
function wildcardPath(bare: boolean) {
  return fc
    .tuple(
      bare
        ? fc.constantFrom("/", "/api/", "/api/investments/", "/assets/")
        : fc.constant(""),
      fc.array(pathSegment, { minLength: 1, maxLength: 3 }),
    )
    .map(([prefix, segments]) => prefix + segments.join("/"));
}
