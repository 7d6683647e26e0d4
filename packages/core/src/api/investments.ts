import {
  addDepositRequest,
  closeInvestmentRequest,
  createInvestmentRequest,
  extendAccountRequest,
  interestIncomeResponse,
  investmentSchema,
  renewInvestmentRequest,
} from "../contracts/investments.ts";
import { setHoldersRequest } from "../contracts/household.ts";
import { idempotencyHeaders } from "../contracts/idempotency.ts";
import {
  importInvestmentsRequest,
  importInvestmentsResponse,
  importQuery,
} from "../contracts/investment-import.ts";
import { z } from "zod";
import { investmentListRoute } from "./early-routes.ts";
import { defineEndpoints, textAnswer } from "./endpoint.ts";
import { inHousehold } from "./household-scope.ts";
import { idParams } from "./path-params.ts";

/** The path of one deposit of an account. */
const depositParams = z.object({ id: z.string(), depositId: z.string() });

const tags = ["investments"];

/**
 * My Investments (docs/product.md#my-investments): each belongs to a household
 * (docs/product.md#household), `?household=` on every route, the caller's own by default; an
 * investment of a household the caller may not see is answered like a missing one (404).
 */
export const investmentEndpoints = defineEndpoints({
  list: {
    ...investmentListRoute,
    ...inHousehold("view"),
    tags,
    summary: "The caller's investments, newest first",
    responses: { 200: z.array(investmentSchema) },
  },
  interestIncome: {
    method: "GET",
    path: "/api/investments/interest-income",
    ...inHousehold("view"),
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
    ...inHousehold("edit"),
    tags,
    summary: "Add an investment",
    headers: idempotencyHeaders,
    body: createInvestmentRequest,
    responses: { 201: investmentSchema },
  },
  renew: {
    method: "POST",
    path: "/api/investments/:id/renew",
    ...inHousehold("edit"),
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
    ...inHousehold("edit"),
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
    ...inHousehold("edit"),
    tags,
    summary: "Close an active investment, giving the reason",
    params: idParams,
    body: closeInvestmentRequest,
    responses: { 200: investmentSchema },
  },
  addDeposit: {
    method: "POST",
    path: "/api/investments/:id/deposits",
    ...inHousehold("edit"),
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
    ...inHousehold("edit"),
    tags,
    operationId: "removeAccountDeposit",
    summary:
      "Remove a deposit recorded by mistake from a PPF or Sukanya Samriddhi account (not its first)",
    params: depositParams,
    responses: { 200: investmentSchema },
    errors: [401, 404, 409],
  },
  setHolders: {
    method: "PUT",
    path: "/api/investments/:id/holders",
    ...inHousehold("edit"),
    tags,
    operationId: "setInvestmentHolders",
    summary:
      "Name the members who hold an investment, first holder first, as the deposit names them",
    params: idParams,
    body: setHoldersRequest,
    responses: { 200: investmentSchema },
    errors: [400, 401, 403, 404],
  },
  import: {
    method: "POST",
    path: "/api/investments/import",
    ...inHousehold("edit"),
    query: importQuery,
    tags,
    operationId: "importInvestments",
    summary:
      "Import investments from a CSV file: with dry_run=true the preview, without it the write, in one transaction",
    description:
      "The body is the file itself (text/csv, or application/octet-stream for UTF-16 bytes), or JSON { csv, mapping, invest_type_id, rows } carrying the file's text with the person's decisions: per row (by line) import, skip (a duplicate's default) or update, and the company or type picked for a name Kosh did not know. Either form, either use. Each row comes back with its problems (line, field, why), the matched ids (null: unknown), the duplicates among the household's own investments and what was (with dry_run: would be) done. Up to 5 MB (413 beyond) and 5,000 rows; a binary file is 400. Renewal links of Kosh's own export are recreated (docs/product.md#import).",
    body: importInvestmentsRequest,
    responses: { 200: importInvestmentsResponse },
    errors: [413],
  },
  exportCsv: {
    method: "GET",
    path: "/api/investments/export.csv",
    ...inHousehold("view"),
    tags,
    summary:
      "The caller's investments as a spreadsheet, one row each, with renewal links",
    responses: { 200: textAnswer("text/csv") },
  },
});
