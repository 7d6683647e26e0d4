import {
  addDepositRequest,
  closeInvestmentRequest,
  createInvestmentRequest,
  extendAccountRequest,
  interestIncomeResponse,
  investmentSchema,
  renewInvestmentRequest,
} from "../contracts/investments.ts";
import { idempotencyHeaders } from "../contracts/idempotency.ts";
import { z } from "zod";
import { investmentListRoute } from "./early-routes.ts";
import { defineEndpoints, textAnswer } from "./endpoint.ts";
import { idParams } from "./path-params.ts";

/** The path of one deposit of an account. */
const depositParams = z.object({ id: z.string(), depositId: z.string() });

const tags = ["investments"];

/**
 * My Investments (docs/product.md#my-investments): each belongs to the signed-in caller, who sees
 * only their own; another person's id is answered like a missing one (404).
 */
export const investmentEndpoints = defineEndpoints({
  list: {
    ...investmentListRoute,
    tags,
    summary: "The caller's investments, newest first",
    responses: { 200: z.array(investmentSchema) },
  },
  interestIncome: {
    method: "GET",
    path: "/api/investments/interest-income",
    access: "signed-in",
    tags,
    operationId: "getInterestIncome",
    summary:
      "Interest the caller's investments earned in each financial year, per institution and per investment",
    description:
      "Accrual basis, estimated from the recorded terms: each April–March year's growth in value plus payouts, newest year first, in whole rupees. Renewed and closed investments count for the years they earned.",
    responses: { 200: interestIncomeResponse },
    errors: [401],
  },
  create: {
    method: "POST",
    path: "/api/investments",
    access: "signed-in",
    tags,
    summary: "Add an investment",
    headers: idempotencyHeaders,
    body: createInvestmentRequest,
    responses: { 201: investmentSchema },
  },
  renew: {
    method: "POST",
    path: "/api/investments/:id/renew",
    access: "signed-in",
    tags,
    summary:
      "Renew an active investment: it becomes 'renewed' and its maturity amount is reinvested",
    params: idParams,
    headers: idempotencyHeaders,
    body: renewInvestmentRequest,
    responses: { 201: investmentSchema },
  },
  extend: {
    method: "POST",
    path: "/api/investments/:id/extend",
    access: "signed-in",
    tags,
    operationId: "extendAccount",
    summary:
      "Extend a matured PPF account by a block of 5 years, with deposits or without",
    description:
      "Moves the account's end date 5 years on (docs/product.md#ppf-extension). With deposits only within a year of the maturity it extends, and not once the account was continued without them. 409 for any other scheme (Sukanya Samriddhi included), an account not yet matured, or one no longer active.",
    params: idParams,
    headers: idempotencyHeaders,
    body: extendAccountRequest,
    responses: { 200: investmentSchema },
    errors: [409],
  },
  close: {
    method: "PUT",
    path: "/api/investments/:id/close",
    access: "signed-in",
    tags,
    summary: "Close an active investment, giving the reason",
    params: idParams,
    body: closeInvestmentRequest,
    responses: { 200: investmentSchema },
  },
  addDeposit: {
    method: "POST",
    path: "/api/investments/:id/deposits",
    access: "signed-in",
    tags,
    operationId: "addAccountDeposit",
    summary:
      "Record a deposit into an active PPF or Sukanya Samriddhi account, within its financial year's limit",
    params: idParams,
    headers: idempotencyHeaders,
    body: addDepositRequest,
    responses: { 201: investmentSchema },
    errors: [400, 401, 404, 409],
  },
  removeDeposit: {
    method: "DELETE",
    path: "/api/investments/:id/deposits/:depositId",
    access: "signed-in",
    tags,
    operationId: "removeAccountDeposit",
    summary:
      "Remove a deposit recorded by mistake from a PPF or Sukanya Samriddhi account (not its first)",
    params: depositParams,
    responses: { 200: investmentSchema },
    errors: [401, 404, 409],
  },
  exportCsv: {
    method: "GET",
    path: "/api/investments/export.csv",
    access: "signed-in",
    tags,
    summary:
      "The caller's investments as a spreadsheet, one row each, with renewal links",
    responses: { 200: textAnswer("text/csv") },
  },
});
