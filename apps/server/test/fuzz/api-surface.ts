import type { Endpoint } from "@kosh/core/api/endpoint";
import { endpointName, ENDPOINTS } from "@kosh/core/api/index";
import type { z } from "zod";
import type { App } from "../../src/app.ts";
import {
  refusesUnknownQuery,
  strictQuery,
} from "../../src/plugins/strict-query.ts";
import { type RouteEntry, routeTable } from "../route-table.ts";

export type JsonType =
  "string" | "number" | "boolean" | "null" | "object" | "array";

export interface BodyField {
  name: string;
  /** The JSON types the schema accepts here; empty when it says nothing (any type). */
  types: JsonType[];
  required: boolean;
}

export interface SurfaceRoute extends RouteEntry {
  /** The fields of the route's JSON body, when the route declares one. */
  body?: BodyField[];
  /**
   * The contract the server holds the route's query to: its entry's (packages/core/src/api), made
   * strict as plugins/strict-query.ts makes it, or none for a route that declares no parameter.
   * Absent where the query is free: the web app's pages and files, and /api/docs.
   */
  query?: z.ZodObject;
}

interface PropertySchema {
  type?: string | string[];
  anyOf?: PropertySchema[];
  enum?: unknown[];
}

interface Operation {
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

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Every route of the app with the body and the query it declares: the routes read from the app's
 * route tree, the bodies from its own OpenAPI document (built from the zod contracts), the queries
 * from the endpoint entries the server holds them to.
 */
export async function apiSurface(app: App): Promise<SurfaceRoute[]> {
  const response = await app.inject({ url: "/api/openapi.json" });
  if (response.statusCode !== 200) {
    throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
  }
  const document = response.json() as OpenApiDocument;
  const entries = new Map(
    ENDPOINTS.map((entry): [string, Endpoint] => [endpointName(entry), entry]),
  );
  return routeTable(app).map((route) => {
    const operation = operationOf(document, route);
    const query = queryOf(route, entries, document);
    const surface = query ? { ...route, query } : route;
    const schema =
      operation?.requestBody?.content?.["application/json"]?.schema;
    if (!schema?.properties) return surface;
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
    return { ...surface, body };
  });
}

/**
 * The route's query contract, read from its entry; the OpenAPI document, built from the same
 * entries, must list the same parameters, so an entry this misses stops the run instead of
 * counting the route's accepted queries as refused.
 */
function queryOf(
  route: RouteEntry,
  entries: ReadonlyMap<string, Endpoint>,
  document: OpenApiDocument,
): z.ZodObject | undefined {
  if (!refusesUnknownQuery(route.url)) return undefined;
  // Fastify answers a prefix's "/" route with and without the slash, and HEAD beside each GET.
  const method = route.method === "HEAD" ? "GET" : route.method;
  const url = route.url.length > 4 ? route.url.replace(/\/$/, "") : route.url;
  const query = strictQuery(entries.get(`${method} ${url}`)?.query);
  const declared = Object.keys(query.shape).sort().join(", ");
  const operation = operationOf(document, { method, url });
  const listed = (operation?.parameters ?? [])
    .filter((parameter) => parameter.in === "query")
    .map((parameter) => parameter.name)
    .sort()
    .join(", ");
  if (declared !== listed) {
    throw new Error(
      `${describeRoute(route)}: its entry's query takes (${declared}), its OpenAPI operation lists (${listed})`,
    );
  }
  return query;
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
