import {
  closeInvestmentRequest,
  createInvestmentRequest,
  interestIncomeResponse,
  investmentSchema,
  renewInvestmentRequest,
} from "@kosh/core/contracts/investments";
import { idempotencyHeaders } from "@kosh/core/contracts/idempotency";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { INFRASTRUCTURE } from "../../plugins/infrastructure.ts";
import { errorResponses, SIGNED_IN } from "../../plugins/openapi.ts";
import { AUTH } from "../auth/auth.plugin.ts";
import { signedInUser } from "../auth/authenticate.ts";
import { idempotent } from "./idempotency.ts";
import { createInvestmentService } from "./investments.service.ts";

const idParams = z.object({ id: z.string() });

/**
 * My Investments (docs/product.md#my-investments). Every route belongs to the signed-in caller and
 * sees only their own investments: another user's id is answered exactly like a missing one (404).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["investments"];
  // onRequest, not preHandler: a caller without a session learns nothing, not even validation errors.
  app.addHook("onRequest", app.authenticate);
  const investments = createInvestmentService(app);

  app.get(
    "/",
    {
      schema: {
        tags,
        security: SIGNED_IN,
        summary: "The caller's investments, newest first",
        response: { 200: z.array(investmentSchema) },
      },
    },
    async (request) => investments.list(signedInUser(request).id),
  );

  app.get(
    "/interest-income",
    {
      schema: {
        tags,
        operationId: "getInterestIncome",
        summary:
          "Interest the caller's investments earned in each financial year, per institution and per investment",
        description:
          "Accrual basis, estimated from the recorded terms: each April–March year's growth in value plus payouts, newest year first, in whole rupees. Renewed and closed investments count for the years they earned.",
        security: SIGNED_IN,
        response: { 200: interestIncomeResponse, ...errorResponses(401) },
      },
    },
    async (request) => investments.interestIncome(signedInUser(request).id),
  );

  app.post(
    "/",
    {
      schema: {
        tags,
        security: SIGNED_IN,
        summary: "Add an investment",
        headers: idempotencyHeaders,
        body: createInvestmentRequest,
        response: { 201: investmentSchema },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      return idempotent(
        app.db,
        request,
        reply,
        { userId, now: app.now() },
        async (executor) => ({
          statusCode: 201,
          body: await investments.create(userId, request.body, executor),
        }),
      );
    },
  );

  app.post(
    "/:id/renew",
    {
      schema: {
        tags,
        security: SIGNED_IN,
        summary:
          "Renew an active investment: it becomes 'renewed' and its maturity amount is reinvested",
        params: idParams,
        headers: idempotencyHeaders,
        body: renewInvestmentRequest,
        response: { 201: investmentSchema },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      return idempotent(
        app.db,
        request,
        reply,
        { userId, now: app.now() },
        async (executor) => ({
          statusCode: 201,
          body: await investments.renew(
            userId,
            request.params.id,
            request.body,
            executor,
          ),
        }),
      );
    },
  );

  app.put(
    "/:id/close",
    {
      schema: {
        tags,
        security: SIGNED_IN,
        summary: "Close an active investment, giving the reason",
        params: idParams,
        body: closeInvestmentRequest,
        response: { 200: investmentSchema },
      },
    },
    async (request) =>
      investments.close(
        signedInUser(request).id,
        request.params.id,
        request.body,
      ),
  );

  app.get(
    "/export.csv",
    {
      schema: {
        tags,
        security: SIGNED_IN,
        summary:
          "The caller's investments as a spreadsheet, one row each, with renewal links",
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await investments.exportCsv(
        signedInUser(request).id,
      );
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );
};

/** Encapsulated (its hooks stay inside), named, and refused at boot unless registered after its dependencies. */
export const investmentRoutes = fp(routes, {
  name: "kosh-investments",
  dependencies: [INFRASTRUCTURE, AUTH],
  encapsulate: true,
});
