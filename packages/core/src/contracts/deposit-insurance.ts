import { z } from "zod";
import { message } from "./message.ts";

/**
 * DICGC's deposit insurance cover per depositor per bank, as an admin keeps it
 * (docs/product.md#deposit-insurance; decision 0058): what GET /api/deposit-insurance answers a
 * signed-in person, and what an admin saves with PUT /api/admin/deposit-insurance.
 */

/** ₹1,00,000: the cover from 1 May 1993 to 3 February 2020, the lowest an admin may enter. */
export const MIN_DEPOSIT_INSURANCE_COVER = 100_000;
/** ₹1,00,00,000 (one crore): twenty times today's cover, far above any rise discussed; bounds a typing slip. */
export const MAX_DEPOSIT_INSURANCE_COVER = 10_000_000;

/** The cover in whole rupees. */
export const depositInsuranceSchema = z.object({ cover: z.number().int() });
export type DepositInsurance = z.infer<typeof depositInsuranceSchema>;

/** An admin's new cover: whole rupees from ₹1,00,000 to ₹1,00,00,000. */
export const saveDepositInsuranceRequest = z.strictObject({
  cover: z
    .number({ error: message("field.number", { field: "cover" }) })
    .int(message("field.wholeNumber", { field: "cover" }))
    .min(
      MIN_DEPOSIT_INSURANCE_COVER,
      message("field.atLeast", {
        field: "cover",
        min: MIN_DEPOSIT_INSURANCE_COVER,
      }),
    )
    .max(
      MAX_DEPOSIT_INSURANCE_COVER,
      message("field.atMost", {
        field: "cover",
        max: MAX_DEPOSIT_INSURANCE_COVER,
      }),
    ),
});
export type SaveDepositInsuranceInput = z.input<
  typeof saveDepositInsuranceRequest
>;
