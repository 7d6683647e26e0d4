import { compoundInterest } from "@kosh/core/calculators/compound-interest";
import { fixedDeposit } from "@kosh/core/calculators/fixed-deposit";
import { homeLoan } from "@kosh/core/calculators/home-loan";
import { recurringDeposit } from "@kosh/core/calculators/recurring-deposit";
import { simpleInterest } from "@kosh/core/calculators/simple-interest";
import { sip } from "@kosh/core/calculators/sip";
import * as contract from "@kosh/core/contracts/calculate";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The six calculators SPEC.md §7 calls; each is a pure function from core behind its zod contract. */
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
    async (request) => homeLoan(request.body),
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
    async (request) => sip(request.body),
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
    async (request) => fixedDeposit(request.body),
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
    async (request) => recurringDeposit(request.body),
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
    async (request) => simpleInterest(request.body),
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
    async (request) => compoundInterest(request.body),
  );
};
