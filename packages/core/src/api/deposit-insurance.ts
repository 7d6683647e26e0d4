import {
  depositInsuranceSchema,
  saveDepositInsuranceRequest,
} from "../contracts/deposit-insurance.ts";
import { defineEndpoints } from "./endpoint.ts";

const tags = ["deposit insurance"];

/**
 * DICGC's cover per depositor per bank (docs/product.md#deposit-insurance; decision 0058): a
 * signed-in person's insurance section reads it; an admin changes it when the law does.
 */
export const depositInsuranceEndpoints = defineEndpoints({
  cover: {
    method: "GET",
    path: "/api/deposit-insurance",
    access: "signed-in",
    tags,
    summary:
      "The deposit insurance cover per depositor per bank, in rupees, that the insurance section judges deposits against",
    responses: { 200: depositInsuranceSchema },
  },
  save: {
    method: "PUT",
    path: "/api/admin/deposit-insurance",
    access: "admin",
    tags,
    operationId: "saveDepositInsuranceCover",
    summary:
      "Change the deposit insurance cover per depositor per bank: whole rupees from 1,00,000 to 1,00,00,000 (admins)",
    body: saveDepositInsuranceRequest,
    responses: { 200: depositInsuranceSchema },
  },
});
