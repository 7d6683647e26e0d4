import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Caller,
  startTrackerHarness,
  type TrackerHarness,
} from "../../test/tracker-harness.ts";
import { type RouteEntry, routeTable } from "../../test/route-table.ts";

/**
 * Every route under /api/admin, as the running app lists them, must refuse strangers and
 * ordinary users. The table is read from the app, not written here: a new admin route that
 * forgets its check fails this file without anyone remembering to add a test.
 */

let tracker: TrackerHarness;
let user: Caller;
let admin: Caller;
let adminRoutes: RouteEntry[];

/** What a signed-in user may do under /api/admin: read the lists the Add Investment form offers. */
const OPEN_TO_USERS = new Set(
  ["company-types", "companies", "invest-types"].flatMap((list) => [
    `GET /api/admin/${list}`,
    `HEAD /api/admin/${list}`,
  ]),
);

const describeRoute = ({ method, url }: RouteEntry) => `${method} ${url}`;

/** A concrete URL for a route: each parameter becomes an id that names no row. */
const concreteUrl = (url: string) =>
  url.replace(/:[A-Za-z_]+/g, () => randomUUID());

function call(caller: Caller, route: RouteEntry) {
  const method = route.method as Parameters<Caller["request"]>[0];
  const hasBody = !["GET", "HEAD", "DELETE", "OPTIONS"].includes(method);
  return caller.request(
    method,
    concreteUrl(route.url),
    hasBody ? {} : undefined,
  );
}

beforeAll(async () => {
  tracker = await startTrackerHarness();
  user = await tracker.signedInUser("plain-user");
  admin = await tracker.signedInUser("route-admin", "admin");
  adminRoutes = routeTable(tracker.server.app).filter(
    (route) => route.url.startsWith("/api/admin") && route.method !== "OPTIONS",
  );
});
afterAll(() => tracker.close());

describe("the admin route table", () => {
  it("holds the reference lists and user management (the table is read, not empty)", () => {
    const listed = new Set(adminRoutes.map(describeRoute));
    for (const route of [
      "GET /api/admin/company-types",
      "POST /api/admin/company-types",
      "GET /api/admin/companies",
      "POST /api/admin/companies",
      "GET /api/admin/invest-types",
      "POST /api/admin/invest-types",
      "GET /api/admin/users",
      "POST /api/admin/users",
      "PATCH /api/admin/users/:id",
    ]) {
      expect(listed, route).toContain(route);
    }
  });
});

describe("every /api/admin route", () => {
  it("answers 401 without a session, before reading the body", async () => {
    for (const route of adminRoutes) {
      const response = await call(tracker.anonymous, route);
      expect(response.statusCode, describeRoute(route)).toBe(401);
    }
  });

  it("answers 401 to a token that names no session", async () => {
    const stranger: Caller = {
      email: "",
      request: (method, url, payload) =>
        tracker.server.app.inject({
          method,
          url,
          headers: { authorization: "Bearer not-a-real-session-token" },
          ...(payload === undefined ? {} : { payload: payload as object }),
        }),
    };
    for (const route of adminRoutes) {
      const response = await call(stranger, route);
      expect(response.statusCode, describeRoute(route)).toBe(401);
    }
  });

  it("answers a signed-in user 403 on every write and every user-management route", async () => {
    const guarded = adminRoutes.filter(
      (route) => !OPEN_TO_USERS.has(describeRoute(route)),
    );
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const response = await call(user, route);
      expect(response.statusCode, describeRoute(route)).toBe(403);
      if (route.method !== "HEAD") {
        expect(response.json().message).toBe(
          "You need administrator privileges to do this.",
        );
      }
    }
  });

  it("lets a signed-in user read the three reference lists", async () => {
    const open = adminRoutes.filter((route) =>
      OPEN_TO_USERS.has(describeRoute(route)),
    );
    expect(open.map(describeRoute).sort()).toEqual([...OPEN_TO_USERS].sort());
    for (const route of open) {
      const response = await call(user, route);
      expect(response.statusCode, describeRoute(route)).toBe(200);
    }
  });

  it("lets an admin through the check on every route", async () => {
    for (const route of adminRoutes) {
      const response = await call(admin, route);
      expect([401, 403], describeRoute(route)).not.toContain(
        response.statusCode,
      );
    }
  });
});

describe("an /api/admin path no route names", () => {
  // The route tree prints wildcards without their path, so a catch-all is found by asking.
  it.each(["GET", "POST", "PUT", "PATCH", "DELETE"] as const)(
    "answers %s with 404 to a stranger, never with data",
    async (method) => {
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
  it("takes effect on the demoted admin's very next request", async () => {
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
