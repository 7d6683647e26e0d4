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
      // Only an admin entry, and a change to a household shared to view, answer 403.
      expect(
        documented.includes("403"),
        `${endpointName(entry)} documents 403`,
      ).toBe(entry.access === "admin" || entry.household === "edit");
      if (entry.household)
        expect(documented, endpointName(entry)).toContain("404");
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

/** Each entry of a household called for `household`, with an empty object for a body. */
function callIn(caller: Caller, entry: Endpoint, household: string) {
  const hasBody = !["GET", "DELETE"].includes(entry.method);
  return caller.request(
    entry.method,
    `${concreteUrl(entry)}?household=${encodeURIComponent(household)}`,
    hasBody ? {} : undefined,
  );
}

/** The id of the caller's own household (the first of GET /api/households). */
async function ownHousehold(caller: Caller): Promise<string> {
  const [own] = (await caller.request("GET", "/api/households")).json() as {
    id: string;
    role: string;
  }[];
  expect(own?.role).toBe("owner");
  return own!.id;
}

const householdEntries = ENDPOINTS.filter((entry) => entry.household);

describe("every household entry's access, as the server enforces it (docs/product.md#household)", () => {
  it("lists entries of each need (the lists are read, not empty)", () => {
    for (const need of ["view", "edit"]) {
      expect(
        householdEntries.filter((entry) => entry.household === need).length,
        need,
      ).toBeGreaterThan(3);
    }
  });

  it("answers 404 for a household the caller may not see, or no household at all, before reading the body", async ({
    saver,
    neighbour,
  }) => {
    const theirs = await ownHousehold(neighbour);
    for (const household of [theirs, randomUUID(), "not-an-id"]) {
      for (const entry of householdEntries) {
        const response = await callIn(saver, entry, household);
        expect(response.statusCode, `${endpointName(entry)} ${household}`).toBe(
          404,
        );
        expect(response.json().message).toBe("Not found.");
      }
    }
  });

  it("answers 403 to view access on every change, lets it through every read, and lets edit access through both", async ({
    tracker,
  }) => {
    const owner = await tracker.signedInUser("shares-household");
    const viewer = await tracker.signedInUser("views-household");
    const editor = await tracker.signedInUser("edits-household");
    const household = await ownHousehold(owner);
    for (const [person, role] of [
      [viewer, "view"],
      [editor, "edit"],
    ] as const) {
      const granted = await owner.request("POST", "/api/household/access", {
        email: person.email,
        role,
      });
      expect(granted.statusCode).toBe(201);
    }
    for (const entry of householdEntries) {
      const viewed = await callIn(viewer, entry, household);
      if (entry.household === "edit") {
        expect(viewed.statusCode, endpointName(entry)).toBe(403);
        expect(viewed.json().message).toBe(
          "You can see this household but not change it. Ask its owner for edit access.",
        );
      } else {
        expect([401, 403, 404], endpointName(entry)).not.toContain(
          viewed.statusCode,
        );
      }
      const edited = await callIn(editor, entry, household);
      expect([401, 403], endpointName(entry)).not.toContain(edited.statusCode);
    }
  });

  it("ends taken-back access with the next request", async ({ tracker }) => {
    const owner = await tracker.signedInUser("revokes-household");
    const guest = await tracker.signedInUser("loses-household");
    const household = await ownHousehold(owner);
    const { id } = (
      await owner.request("POST", "/api/household/access", {
        email: guest.email,
        role: "edit",
      })
    ).json() as { id: string };
    const list = `/api/investments?household=${household}`;
    expect((await guest.request("GET", list)).statusCode).toBe(200);
    expect(
      (await owner.request("DELETE", `/api/household/access/${id}`)).statusCode,
    ).toBe(204);
    expect((await guest.request("GET", list)).statusCode).toBe(404);
    expect(
      ((await guest.request("GET", "/api/households")).json() as unknown[])
        .length,
    ).toBe(1);
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
