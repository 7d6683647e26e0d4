import fc from "fast-check";
import type { BodyField, JsonType, SurfaceRoute } from "./api-surface.ts";
import {
  deepArray,
  hostileObject,
  hostileString,
  hostileValueOf,
  jsonText,
  malformedJson,
  objectText,
  PROTOTYPE_KEYS,
  rawNumber,
} from "./hostile-values.ts";

/** The app's body limit (src/app.ts); anything longer must be answered 413. */
export const BODY_LIMIT = 16 * 1024;

const JSON_CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "Application/JSON",
  "application/json;charset=UTF-8",
];

/** Content types no route of the API parses. */
export const FOREIGN_CONTENT_TYPES = [
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----kosh",
  "application/xml",
  "application/octet-stream",
  "application/vnd.api+json",
  "application/jsonx",
  "json",
  "*/*",
];

const TYPES: JsonType[] = [
  "string",
  "number",
  "boolean",
  "null",
  "object",
  "array",
];

/** The body part of a generated request. */
export interface BodyPlan {
  payload?: string;
  contentType?: string;
  refusalReason?: string;
}

const sentAsJson = (payload: string, refusalReason?: string) =>
  fc.constantFrom(...JSON_CONTENT_TYPES).map((contentType): BodyPlan => ({
    payload,
    contentType,
    ...(refusalReason ? { refusalReason } : {}),
  }));

/** Bodies every route that reads one must refuse, whatever its schema. */
function unreadableBodies(): fc.Arbitrary<BodyPlan> {
  return fc.oneof(
    malformedJson.chain((text) => sentAsJson(text, "malformed JSON")),
    fc
      .tuple(
        fc.constantFrom(...FOREIGN_CONTENT_TYPES),
        fc.oneof(
          fc.jsonValue().map((value) => JSON.stringify(value)),
          hostileString,
        ),
      )
      .filter(([, payload]) => payload.length > 0)
      .map(([contentType, payload]) => ({
        payload,
        contentType,
        refusalReason: `Content-Type ${contentType}`,
      })),
    fc
      .tuple(
        fc.oneof(
          hostileString,
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        fc.constantFrom(1, 2, 7, 70),
      )
      .filter(([text]) => text.length > 0)
      .chain(([text, copies]) => {
        const payload = oversized(text, copies);
        return sentAsJson(
          payload,
          `a body of ${Buffer.byteLength(payload)} bytes`,
        );
      }),
    fc
      .oneof(
        hostileString,
        fc.jsonValue().map((value) => JSON.stringify(value)),
      )
      .filter((payload) => payload.length > 0)
      .map((payload) => ({
        payload,
        refusalReason: "a body without Content-Type",
      })),
  );
}

/** A JSON object just over the limit, or far over it. */
function oversized(text: string, copies: number): string {
  const filler = JSON.stringify(
    text.repeat(Math.ceil(BODY_LIMIT / Math.max(1, text.length)) * copies),
  );
  return `{"a":${filler}}`.padEnd(BODY_LIMIT + 1, " ");
}

/**
 * Every kind of body for this route: valid ones (so writes happen), typed but awkward values,
 * and bodies invalid by construction (unknown or missing fields, wrong types, not an object,
 * unreadable), which carry the reason they must be refused.
 */
export function bodyPlans(
  route: SurfaceRoute,
  validBody: (route: SurfaceRoute) => [string, unknown][],
): fc.Arbitrary<BodyPlan> {
  const anyJson = fc
    .oneof(
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      hostileObject.map((raw) => raw.text),
    )
    .chain((payload) => sentAsJson(payload));
  const nothing = fc.constant<BodyPlan>({});
  if (
    route.method === "GET" ||
    route.method === "HEAD" ||
    route.method === "OPTIONS"
  ) {
    // Bodies are not read here; sending one anyway must not change that.
    return fc.oneof({ weight: 4, arbitrary: nothing }, anyJson);
  }
  if (!route.body) {
    return fc.oneof(nothing, anyJson, unreadableBodies());
  }
  const fields = route.body;
  const valid = validBody(route);
  const names = new Set(fields.map((field) => field.name));
  const send = (entries: [string, unknown][], refusalReason?: string) =>
    sentAsJson(objectText(entries), refusalReason);

  const awkwardButTyped = fc
    .array(fc.constantFrom(...fields), { minLength: 1, maxLength: 3 })
    .chain((chosen) =>
      fc.tuple(
        ...chosen.map((field) =>
          fc.tuple(fc.constant(field.name), awkwardValueFor(field)),
        ),
      ),
    )
    .chain((changes) => {
      const changed = new Map(changes);
      return send(
        valid.map(([name, value]) => [
          name,
          changed.has(name) ? changed.get(name) : value,
        ]),
      );
    });
  const unknownField = fc
    .tuple(
      fc.oneof(
        fc.constantFrom(
          ...PROTOTYPE_KEYS,
          "id",
          "user_id",
          "status",
          "created_at",
        ),
        fc.string({ minLength: 1, maxLength: 20 }),
      ),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .filter(([key]) => !names.has(key))
    .chain(([key, value]) =>
      send([...valid, [key, value]], `an unknown field ${JSON.stringify(key)}`),
    );
  const wrongType = fc
    .constantFrom(...fields.filter((field) => field.types.length > 0))
    .chain((field) =>
      fc
        .constantFrom(...TYPES.filter((type) => !field.types.includes(type)))
        .chain((type) => hostileValueOf(type))
        .chain((value) =>
          send(
            valid.map(([name, current]) => [
              name,
              name === field.name ? value : current,
            ]),
            `${field.name} of the wrong type`,
          ),
        ),
    );
  const required = fields.filter((field) => field.required);
  const missingField = required.length
    ? fc.constantFrom(...required).chain((field) =>
        send(
          valid.filter(([name]) => name !== field.name),
          `no ${field.name}`,
        ),
      )
    : undefined;
  const notAnObject = fc
    .oneof(
      fc
        .jsonValue({ maxDepth: 2 })
        .filter(
          (value) =>
            typeof value !== "object" || value === null || Array.isArray(value),
        ),
      fc.constantFrom([valid]),
      deepArray,
    )
    .chain((value) =>
      sentAsJson(jsonText(value), "a body that is not an object"),
    );

  return fc.oneof(
    { weight: 3, arbitrary: send(valid) },
    { weight: 6, arbitrary: awkwardButTyped },
    { weight: 2, arbitrary: unknownField },
    { weight: 2, arbitrary: wrongType },
    ...(missingField ? [{ weight: 1, arbitrary: missingField }] : []),
    { weight: 1, arbitrary: notAnObject },
    { weight: 2, arbitrary: unreadableBodies() },
    {
      weight: 1,
      arbitrary: fc.constant<BodyPlan>({ refusalReason: "no body" }),
    },
  );
}

function awkwardValueFor(field: BodyField): fc.Arbitrary<unknown> {
  const types = field.types.length > 0 ? field.types : TYPES;
  return fc
    .constantFrom(...types)
    .chain((type) =>
      type === "number"
        ? fc.oneof({ weight: 4, arbitrary: hostileValueOf(type) }, rawNumber)
        : hostileValueOf(type),
    );
}
