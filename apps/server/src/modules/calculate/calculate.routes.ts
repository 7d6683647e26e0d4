import { compoundInterest } from "@kosh/core/calculators/compound-interest";
import { fixedDeposit } from "@kosh/core/calculators/fixed-deposit";
import { homeLoan } from "@kosh/core/calculators/home-loan";
import { recurringDeposit } from "@kosh/core/calculators/recurring-deposit";
import { simpleInterest } from "@kosh/core/calculators/simple-interest";
import { sip } from "@kosh/core/calculators/sip";
import * as contract from "@kosh/core/contracts/calculate";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BadRequest } from "../../errors.ts";

/**
 * Inputs within every limit can still compound past what a JS number holds exactly
 * (₹10,000 crore at 50% for 50 years): say so, instead of sending a wrong figure or failing with a 500.
 */
function exactRupees<Result extends object>(result: Result): Result {
  if (!Object.values(result).every((value) => Number.isSafeInteger(value))) {
    throw new BadRequest(
      "The result is too large to calculate exactly. Use a smaller amount, rate or period.",
    );
  }
  return result;
}

/**
 * The six calculators the web app asks the server for (docs/product.md#calculator-results); each is
 * a pure function from core behind its zod contract.
 */
export const calculateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["calculators"];

  app.post(
    "/home-loan",
    {
      schema: {
        tags,
        summary: "Monthly EMI of a home loan (reducing balance)",
        body: contract.homeLoanRequest,
        response: { 200: contract.homeLoanResponse },
      },
    },
    async (request) => exactRupees(homeLoan(request.body)),
  );

  app.post(
    "/sip",
    {
      schema: {
        tags,
        summary: "Maturity of a monthly SIP (annuity due)",
        body: contract.sipRequest,
        response: { 200: contract.sipResponse },
      },
    },
    async (request) => exactRupees(sip(request.body)),
  );

  app.post(
    "/fd",
    {
      schema: {
        tags,
        summary: "Maturity of a fixed deposit, compounded quarterly",
        body: contract.fdRequest,
        response: { 200: contract.fdResponse },
      },
    },
    async (request) => exactRupees(fixedDeposit(request.body)),
  );

  app.post(
    "/rd",
    {
      schema: {
        tags,
        summary: "Maturity of a recurring deposit (IBA quarterly formula)",
        body: contract.rdRequest,
        response: { 200: contract.rdResponse },
      },
    },
    async (request) => exactRupees(recurringDeposit(request.body)),
  );

  app.post(
    "/simple-interest",
    {
      schema: {
        tags,
        summary: "Simple interest",
        body: contract.simpleInterestRequest,
        response: { 200: contract.simpleInterestResponse },
      },
    },
    async (request) => exactRupees(simpleInterest(request.body)),
  );

  app.post(
    "/compound-interest",
    {
      schema: {
        tags,
        summary: "Compound interest, compounded yearly",
        body: contract.compoundInterestRequest,
        response: { 200: contract.compoundInterestResponse },
      },
    },
    async (request) => exactRupees(compoundInterest(request.body)),
  );
};
