import { randomUUID } from "node:crypto";
import { type Endpoint, operationIdOf } from "@kosh/core/api/endpoint";
import { endpointName, ENDPOINTS } from "@kosh/core/api/index";
import { describe, expect } from "vitest";
import { it } from "../../test/fixtures.ts";
import type { Caller } from "../../test/tracker-harness.ts";
import { routeTable } from "../../test/route-table.ts";

/**
 * The endpoint entries (packages/core/src/api, docs/architecture.md#endpoints) against the running
 * app: every /api route has its entry and every entry its route and OpenAPI operation, and each
 * entry's access is what the server enforces. The routes are read from the app, the expectations
 * from the entries, not written here: a new route without an entry, or an admin entry whose check
 * is missing, fails this file without anyone remembering to add a test.
 */

/** The document and its browsable page are served under /api but are not endpoints users call. */
const isDocumentation = (url: string) =>
  url === "/api/openapi.json" ||
  url === "/api/docs" ||
  url.startsWith("/api/docs/");

/** A concrete URL for an entry: each parameter becomes an id that names no row. */
const concreteUrl = ({ path }: Endpoint) =>
  path.replace(/:[A-Za-z_]+/g, () => randomUUID());

/** Each entry called with an empty object for a body: a contract refuses it after the access check. */
function call(caller: Caller, entry: Endpoint) {
  const hasBody = !["GET", "DELETE"].includes(entry.method);
  return caller.request(
    entry.method,
    concreteUrl(entry),
    hasBody ? {} : undefined,
  );
}

const needingSession = ENDPOINTS.filter((entry) => entry.access !== "public");

describe("the route table", () => {
  it("has a route for every entry, and no /api route without one", ({
    tracker,
  }) => {
    const routes = routeTable(tracker.server.app).filter(
      ({ url }) =>
        (url === "/api" || url.startsWith("/api/")) && !isDocumentation(url),
    );
    const entries = new Set<string>(ENDPOINTS.map(endpointName));
    // Fastify answers a prefix's "/" route with and without the slash, and HEAD beside each GET.
    const named = (method: string, url: string) =>
      `${method === "HEAD" ? "GET" : method} ${url.length > 4 ? url.replace(/\/$/, "") : url}`;
    const without = routes
      .map(({ method, url }) => named(method, url))
      .filter((name) => !entries.has(name));
    expect(without, "routes under /api without an entry").toEqual([]);

    const registered = new Set(
      routes.map(({ method, url }) => named(method, url)),
    );
    const unregistered = ENDPOINTS.map(endpointName).filter(
      (name) => !registered.has(name),
    );
    expect(unregistered, "entries without a route").toEqual([]);
  });

  it("holds every module's entries (the table is read, not empty)", () => {
    expect(ENDPOINTS.length).toBeGreaterThan(30);
    for (const name of [
      "GET /api/admin/companies",
      "PATCH /api/admin/users/:id",
      "POST /api/investments/:id/renew",
      "GET /api/calendar-feed/:file",
      "POST /api/calculate/sip",
      "GET /api/health",
    ]) {
      expect(ENDPOINTS.map(endpointName)).toContain(name);
    }
  });
});

describe("the OpenAPI document", () => {
  it("has each entry's operation: its id, summary, tags, security and answers", async ({
    tracker,
  }) => {
    const document = (
      await tracker.server.app.inject({ url: "/api/openapi.json" })
    ).json() as {
      paths: Record<
        string,
        Record<string, Record<string, unknown> | undefined>
      >;
    };
    for (const entry of ENDPOINTS) {
      const path = entry.path.replace(/:([A-Za-z_]+)/g, "{$1}");
      const operation = document.paths[path]?.[entry.method.toLowerCase()];
      expect(operation, endpointName(entry)).toMatchObject({
        operationId: operationIdOf(entry),
        summary: entry.summary,
        tags: entry.tags,
        security: entry.access === "public" ? [] : [{ bearerAuth: [] }],
      });
      const documented = Object.keys(operation?.responses as object);
      // Only an admin entry answers a signed-in member 403.
      expect(
        documented.includes("403"),
        `${endpointName(entry)} documents 403`,
      ).toBe(entry.access === "admin");
      for (const status of [
        ...Object.keys(entry.responses),
        ...(entry.errors ?? []).map(String),
      ]) {
        expect(
          documented,
          `${endpointName(entry)} documents ${status}`,
        ).toContain(status);
      }
    }
  });
});

describe("every entry's access, as the server enforces it", () => {
  it("lists entries of each kind (the lists are read, not empty)", () => {
    for (const access of ["public", "signed-in", "admin"]) {
      expect(
        ENDPOINTS.some((entry) => entry.access === access),
        access,
      ).toBe(true);
    }
  });

  it("answers 401 without a session to every signed-in and admin entry, before reading the body", async ({
    tracker,
  }) => {
    for (const entry of needingSession) {
      const response = await call(tracker.anonymous, entry);
      expect(response.statusCode, endpointName(entry)).toBe(401);
      if (entry.method !== "GET") continue;
      // Fastify's HEAD beside each GET goes through the same check.
      const head = await tracker.server.app.inject({
        method: "HEAD",
        url: concreteUrl(entry),
      });
      expect(head.statusCode, `HEAD ${entry.path}`).toBe(401);
    }
  });

  it("answers 401 to a token that names no session, unless the entry takes an ended session", async ({
    stranger,
  }) => {
    for (const entry of needingSession.filter(
      (entry) => !entry.acceptsEndedSession,
    )) {
      const response = await call(stranger, entry);
      expect(response.statusCode, endpointName(entry)).toBe(401);
    }
  });

  it("answers a signed-in user 403 on every admin entry", async ({
    saver: user,
  }) => {
    for (const entry of ENDPOINTS.filter((entry) => entry.access === "admin")) {
      const response = await call(user, entry);
      expect(response.statusCode, endpointName(entry)).toBe(403);
      expect(response.json().message).toBe(
        "You need administrator privileges to do this.",
      );
    }
  });

  it("lets a signed-in user through the check of every signed-in entry", async ({
    saver: user,
  }) => {
    // Signing out would end the session the other calls use; sessions.test.ts covers it.
    const signedIn = ENDPOINTS.filter(
      (entry) => entry.access === "signed-in" && !entry.acceptsEndedSession,
    );
    for (const entry of signedIn) {
      const response = await call(user, entry);
      expect([401, 403], endpointName(entry)).not.toContain(
        response.statusCode,
      );
    }
  });

  it("lets an admin through the check of every admin entry", async ({
    admin,
  }) => {
    for (const entry of ENDPOINTS.filter((entry) => entry.access === "admin")) {
      const response = await call(admin, entry);
      expect([401, 403], endpointName(entry)).not.toContain(
        response.statusCode,
      );
    }
  });

  it("asks nobody for a session on a public entry", async ({ tracker }) => {
    for (const entry of ENDPOINTS.filter(
      (entry) => entry.access === "public",
    )) {
      const response = await call(tracker.anonymous, entry);
      expect([401, 403], endpointName(entry)).not.toContain(
        response.statusCode,
      );
    }
  });
});

describe("an /api/admin path no route names", () => {
  // The route tree prints wildcards without their path, so a catch-all is found by asking.
  it.for(["GET", "POST", "PUT", "PATCH", "DELETE"] as const)(
    "answers %s with 404 to a stranger, never with data",
    async (method, { tracker }) => {
      const response = await tracker.anonymous.request(
        method,
        `/api/admin/${randomUUID()}/${randomUUID()}`,
        method === "GET" || method === "DELETE" ? undefined : {},
      );
      expect(response.statusCode).toBe(404);
    },
  );
});
describe("losing the admin role", () => {
  it("takes effect on the demoted admin's very next request", async ({
    tracker,
    admin,
  }) => {
    const demoted = await tracker.signedInUser("soon-demoted", "admin");
    expect((await demoted.request("GET", "/api/admin/users")).statusCode).toBe(
      200,
    );
    const users = (await admin.request("GET", "/api/admin/users")).json() as {
      id: string;
      email: string;
    }[];
    const target = users.find((entry) => entry.email === demoted.email)!;

    const change = await admin.request(
      "PATCH",
      `/api/admin/users/${target.id}`,
      {
        role: "user",
      },
    );
    expect(change.statusCode, change.body).toBe(200);

    const next = await demoted.request("GET", "/api/admin/users");
    expect(next.statusCode).toBe(403);
    const write = await demoted.request("POST", "/api/admin/company-types", {
      type_name: "Demoted Admin's Type",
    });
    expect(write.statusCode).toBe(403);
    // Still a user: the lists the Add Investment form needs stay readable.
    expect(
      (await demoted.request("GET", "/api/admin/companies")).statusCode,
    ).toBe(200);
  });
});
