import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { adminUserRoutes } from "../modules/admin-users/admin-users.routes.ts";
import { authPlugin } from "../modules/auth/auth.plugin.ts";
import { investmentRoutes } from "../modules/investments/investments.routes.ts";
import { referenceListRoutes } from "../modules/reference-lists/reference-lists.routes.ts";

describe("the modules' dependencies", () => {
  it("refuse to boot the sign-in routes without the database, mailer and clock", async () => {
    const app = Fastify({ logger: false });
    app.register(authPlugin);

    await expect(app.ready()).rejects.toThrow(
      "The dependency 'kosh-infrastructure' of plugin 'kosh-auth' is not registered",
    );
  });

  it.each([
    ["kosh-investments", investmentRoutes],
    ["kosh-reference-lists", referenceListRoutes],
    ["kosh-admin-users", adminUserRoutes],
  ])("refuse to boot %s without them", async (name, routes) => {
    const app = Fastify({ logger: false });
    app.register(routes);

    await expect(app.ready()).rejects.toThrow(
      `The dependency 'kosh-infrastructure' of plugin '${name}' is not registered`,
    );
  });
});
