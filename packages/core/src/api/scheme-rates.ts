import { z } from "zod";
import {
  saveSchemeRatesRequest,
  schemeRateQuarterParams,
  schemeRateQuarterSchema,
  schemeRatesInForceSchema,
} from "../contracts/scheme-rates.ts";
import { defineEndpoints } from "./endpoint.ts";

const tags = ["scheme rates"];

/**
 * The small-savings rates notified each quarter (docs/product.md#scheme-rates): anyone reads those
 * in force today (a scheme page's default rate); admins list every quarter and save one.
 */
export const schemeRateEndpoints = defineEndpoints({
  inForce: {
    method: "GET",
    path: "/api/scheme-rates",
    access: "public",
    tags,
    summary:
      "The small-savings rates in force today, the quarter they were notified for, and whether that is today's quarter",
    responses: { 200: schemeRatesInForceSchema },
  },
  history: {
    method: "GET",
    path: "/api/admin/scheme-rates",
    access: "admin",
    tags,
    summary: "Every quarter's notified rates, the latest first (admins)",
    responses: { 200: z.array(schemeRateQuarterSchema) },
  },
  save: {
    method: "PUT",
    path: "/api/admin/scheme-rates/:quarterStart",
    access: "admin",
    tags,
    operationId: "saveSchemeRateQuarter",
    summary:
      "Enter a quarter's notified rates, or correct them: 201 for a new quarter, 200 for a corrected one (admins)",
    params: schemeRateQuarterParams,
    body: saveSchemeRatesRequest,
    responses: { 200: schemeRateQuarterSchema, 201: schemeRateQuarterSchema },
  },
});
