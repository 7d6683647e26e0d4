import { investmentEndpoints as endpoints } from "@kosh/core/api/investments";
import type { Investment } from "@kosh/core/contracts/investments";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database, Transaction } from "../../db/database.ts";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { jsonListBytes } from "../../plugins/json-list-bytes.ts";
import { requestLocale } from "../../plugins/request-locale.ts";
import { INFRASTRUCTURE } from "../../plugins/infrastructure.ts";
import { AUTH } from "../auth/auth.plugin.ts";
import { signedInUser } from "../auth/authenticate.ts";
import { HOUSEHOLD } from "../household/household.plugin.ts";
import { householdOf } from "../household/household-scope.ts";
import { idempotent } from "./idempotency.ts";
import { importRoute } from "./import.routes.ts";
import { createInvestmentService } from "./investments.service.ts";

/**
 * My Investments (docs/product.md#my-investments). Every route belongs to one household, the one
 * `?household=` names (docs/product.md#household), and sees only its investments: another
 * household's investment is answered exactly like a missing one (404). Each entry
 * (packages/core/src/api/investments.ts) declares the sign-in and household access its route checks
 * on request.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const investments = createInvestmentService(app);

  endpointRoute(app, endpoints.list, async (request, reply) => {
    const list = await investments.list(householdOf(request));
    // The decoder builds each investment from the contract's fields alone (investment-rows.ts),
    // so nothing unlisted can leak; JSON.stringify writes the same bytes as the compiled
    // serializer in under half its time for 1,000 investments (decision 0061), and written an
    // investment at a time they skip one long string (json-list-bytes.ts). Fastify sends the
    // Buffer a serializer returns as it is, though its type says a serializer returns a string.
    reply
      .type("application/json; charset=utf-8")
      .serializer(jsonListBytes as unknown as (list: Investment[]) => string);
    return list;
  });

  endpointRoute(app, endpoints.interestIncome, async (request) =>
    investments.interestIncome(householdOf(request)),
  );

  /**
   * Add, renew, extend and an account's deposit take an Idempotency-Key, kept per caller: each
   * answers `statusCode` (201 for a new investment or deposit, 200 for an extended one) with the
   * investment of the request's household, once per key.
   */
  const written = (
    request: FastifyRequest,
    reply: FastifyReply,
    statusCode: 200 | 201,
    write: (
      householdId: string,
      executor: Database | Transaction,
    ) => Promise<Investment>,
  ) => {
    const householdId = householdOf(request);
    return idempotent(
      app.db,
      request,
      reply,
      { userId: signedInUser(request).id, now: app.now() },
      async (executor) => ({
        statusCode,
        body: await write(householdId, executor),
      }),
    );
  };

  endpointRoute(app, endpoints.create, async (request, reply) =>
    written(request, reply, 201, (householdId, executor) =>
      investments.create(householdId, request.body, executor),
    ),
  );

  endpointRoute(app, endpoints.renew, async (request, reply) =>
    written(request, reply, 201, (householdId, executor) =>
      investments.renew(householdId, request.params.id, request.body, executor),
    ),
  );

  endpointRoute(app, endpoints.extend, async (request, reply) =>
    written(request, reply, 200, (householdId, executor) =>
      investments.extend(
        householdId,
        request.params.id,
        request.body,
        executor,
      ),
    ),
  );

  endpointRoute(app, endpoints.close, async (request) =>
    investments.close(householdOf(request), request.params.id, request.body),
  );

  endpointRoute(app, endpoints.addDeposit, async (request, reply) =>
    written(request, reply, 201, (householdId, executor) =>
      investments.addDeposit(
        householdId,
        request.params.id,
        request.body,
        executor,
      ),
    ),
  );

  endpointRoute(app, endpoints.removeDeposit, async (request) =>
    investments.removeDeposit(
      householdOf(request),
      request.params.id,
      request.params.depositId,
    ),
  );

  endpointRoute(app, endpoints.setHolders, async (request) =>
    investments.setHolders(
      householdOf(request),
      request.params.id,
      request.body.holder_ids,
    ),
  );

  await app.register(importRoute);

  endpointRoute(app, endpoints.exportCsv, async (request, reply) => {
    // Its headers in the language of the page that asked (docs/product.md#csv-export).
    const { fileName, csv } = await investments.exportCsv(
      householdOf(request),
      requestLocale(request),
    );
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${fileName}"`)
      .send(csv);
  });
};

/** Encapsulated, named, and refused at boot unless registered after its dependencies. */
export const investmentRoutes = fp(routes, {
  name: "kosh-investments",
  dependencies: [INFRASTRUCTURE, AUTH, HOUSEHOLD],
  encapsulate: true,
});
