import type { HTTPMethods } from "fastify";
import type { App } from "../src/app.ts";

export interface RouteEntry {
  method: HTTPMethods;
  url: string;
}

/**
 * Every route of a ready app, read from `printRoutes({ commonPrefix: false })`: each line is a
 * tree node whose path continues its parent's, with its methods in brackets. Each entry is
 * checked with `app.hasRoute`, so a change in that format fails loudly instead of hiding routes.
 * (Wildcard nodes are printed without their parents' path; callers probe those by request.)
 */
export function routeTable(app: App): RouteEntry[] {
  const parents: string[] = [];
  const entries: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^(.*?)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = "", segment = "", methods] = match;
    const depth = indent.length / 4;
    if (!Number.isInteger(depth) || depth > parents.length) {
      throw new Error(`Cannot read the route tree at: ${line}`);
    }
    const url = (parents[depth - 1] ?? "") + segment;
    parents.length = depth;
    parents.push(url);
    for (const method of methods?.split(", ") ?? []) {
      const entry = { method: method as HTTPMethods, url };
      // hasRoute does not resolve wildcard paths; every other entry proves the reading right.
      if (!url.includes("*") && !app.hasRoute(entry)) {
        throw new Error(
          `Read ${method} ${url} from the route tree, but the app has no such route`,
        );
      }
      entries.push(entry);
    }
  }
  return entries;
}
