import { accountEndpoints as endpoints } from "@kosh/core/api/account";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { INFRASTRUCTURE } from "../../plugins/infrastructure.ts";
import { serverToday } from "../../server-today.ts";
import { AUTH } from "../auth/auth.plugin.ts";
import { signedInUser } from "../auth/authenticate.ts";
import {
  type AccountOptions,
  createAccountService,
} from "./account.service.ts";

/** "Your data" (docs/product.md#your-data): download all of it, or delete the account. */
const routes: FastifyPluginAsyncZod<AccountOptions> = async (app, options) => {
  const account = createAccountService(app, options);

  endpointRoute(app, endpoints.exportData, async (request, reply) => {
    const data = await account.exportData(signedInUser(request).id);
    const fileName = `kosh-data-${serverToday(app.now())}.json`;
    return reply
      .header("content-disposition", `attachment; filename="${fileName}"`)
      .header("cache-control", "no-store")
      .send(data);
  });

  endpointRoute(app, endpoints.deleteAccount, async (request, reply) => {
    await account.deleteAccount(
      signedInUser(request),
      request.body.otp,
      request.ip,
    );
    return reply.code(204).send(null);
  });
};

export const accountRoutes = fp(routes, {
  name: "kosh-account",
  dependencies: [INFRASTRUCTURE, AUTH],
  encapsulate: true,
});
