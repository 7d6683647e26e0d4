import type { App } from "../../src/app.ts";
import { type RouteEntry, routeTable } from "../route-table.ts";

export type JsonType =
  "string" | "number" | "boolean" | "null" | "object" | "array";

export interface BodyField {
  name: string;
  /** The JSON types the schema accepts here; empty when it says nothing (any type). */
  types: JsonType[];
  required: boolean;
}

/**
 * The query parameters routes declare, whose generated values they refuse all the same:
 * `household` names no household the caller may see (404, docs/product.md#household), and the
 * import's `dry_run` takes only true or false (docs/product.md#import).
 */
export const KNOWN_QUERY_PARAMETERS: readonly string[] = [
  "household",
  "dry_run",
];

export interface SurfaceRoute extends RouteEntry {
  /** The fields of the route's JSON body, when the route declares one. */
  body?: BodyField[];
}

interface PropertySchema {
  type?: string | string[];
  anyOf?: PropertySchema[];
  enum?: unknown[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: {
          content?: {
            "application/json"?: {
              schema?: {
                properties?: Record<string, PropertySchema>;
                required?: string[];
                additionalProperties?: boolean;
              };
            };
          };
        };
      }
    >
  >;
}

/**
 * Every route of the app with the body it declares, both read from the app itself: the routes
 * from its route tree, the bodies from its own OpenAPI document (built from the zod contracts).
 */
export async function apiSurface(app: App): Promise<SurfaceRoute[]> {
  const response = await app.inject({ url: "/api/openapi.json" });
  if (response.statusCode !== 200) {
    throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
  }
  const document = response.json() as OpenApiDocument;
  return routeTable(app).map((route) => {
    const operation = operationOf(document, route);
    // request-plans.ts counts every generated query parameter as refused: unknown to the route, or
    // one of those it knows with a value it refuses (KNOWN_QUERY_PARAMETERS).
    const listed = operation?.parameters?.filter(
      (parameter) =>
        parameter.in === "query" &&
        !KNOWN_QUERY_PARAMETERS.includes(parameter.name),
    );
    if (listed?.length) {
      throw new Error(
        `${route.method} ${route.url} takes query parameters (${listed.map((parameter) => parameter.name).join(", ")}); teach request-plans.ts which queries it accepts`,
      );
    }
    const schema =
      operation?.requestBody?.content?.["application/json"]?.schema;
    if (!schema?.properties) return route;
    if (schema.additionalProperties !== false) {
      throw new Error(
        `${route.method} ${route.url} accepts unknown body fields; every /api route must refuse them (docs/product.md#api)`,
      );
    }
    const required = new Set(schema.required ?? []);
    const body = Object.entries(schema.properties).map(([name, property]) => ({
      name,
      types: jsonTypes(property),
      required: required.has(name),
    }));
    return { ...route, body };
  });
}

function operationOf(document: OpenApiDocument, { method, url }: RouteEntry) {
  const path = url.replace(/:([A-Za-z_]+)/g, "{$1}");
  const lower = method.toLowerCase();
  for (const candidate of [path, `${path}/`, path.replace(/\/$/, "")]) {
    const operation = document.paths[candidate]?.[lower];
    if (operation) return operation;
  }
  return undefined;
}

function jsonTypes(property: PropertySchema): JsonType[] {
  if (property.anyOf) return [...new Set(property.anyOf.flatMap(jsonTypes))];
  const types = [property.type ?? []].flat();
  if (types.length === 0 && property.enum) {
    return [...new Set(property.enum.map(jsonTypeOf))];
  }
  return types.map(
    (type) => (type === "integer" ? "number" : type) as JsonType,
  );
}

export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value as JsonType;
}

export const describeRoute = ({ method, url }: RouteEntry) =>
  `${method} ${url}`;
