import { z } from "zod";
import { verifyOtpRequest, userSchema } from "./auth.ts";
import { accessSchema, householdSchema, memberSchema } from "./household.ts";
import { investmentSchema } from "./investments.ts";

/**
 * "Your data" (docs/product.md#your-data): everything Kosh holds about a person and their
 * household as one JSON file, and deleting the account with a fresh sign-in code.
 */

/**
 * A term deposit's terms under the Account Aggregator names: the attributes of `Summary` in
 * ReBIT's FI schema for term deposits (https://api.rebit.org.in/assets/experimental/FiTypes/documentation/term_deposit.html),
 * beside Kosh's own fields (docs/product.md#your-data says how each is filled).
 */
export const accountAggregatorTermDepositSchema = z.object({
  principalAmount: z.number(),
  interestRate: z.number(),
  openingDate: z.string(),
  maturityDate: z.string(),
  maturityAmount: z.number().nullable(),
  tenureDays: z.number().int(),
  /** The period interest is added in (MONTHLY, QUARTERLY, HALF_YEARLY, YEARLY); null when not compounded or not recorded. */
  compoundingFrequency: z.string().nullable(),
  /** The period interest is paid out in, or MATURITY when it is paid with the deposit; null when not recorded. */
  interestPayout: z.string().nullable(),
  /** SIMPLE or COMPOUND; null when no schedule is recorded. */
  interestComputation: z.string().nullable(),
  /** The account number with all but its last four characters hidden, as the schema's maskedAccNumber. */
  maskedAccNumber: z.string().nullable(),
});
export type AccountAggregatorTermDeposit = z.infer<
  typeof accountAggregatorTermDepositSchema
>;

export const exportedInvestmentSchema = investmentSchema.extend({
  /** The holders by name, first holder first (`holder_ids` in the same order). */
  holder_names: z.array(z.string()),
  /** A term deposit's terms under the Account Aggregator's names; null for other schemes. */
  account_aggregator: accountAggregatorTermDepositSchema.nullable(),
});
export type ExportedInvestment = z.infer<typeof exportedInvestmentSchema>;

export const accountExportSchema = z.object({
  /** Always "kosh-data": what the file is. */
  format: z.literal("kosh-data"),
  /** The shape's version; it grows when fields are added. */
  version: z.literal(1),
  exported_at: z.string(),
  profile: userSchema.extend({
    /** When an admin invited the person. */
    invited_at: z.string(),
    profile_updated_at: z.string(),
  }),
  reminders: z.object({
    enabled: z.boolean(),
    lead_days: z.array(z.number().int()),
  }),
  /** Whether a calendar address exists; the address itself is never kept, only its digest. */
  calendar_feed: z.object({ active: z.boolean() }),
  sign_ins: z.object({
    last_sign_in_at: z.string().nullable(),
    /** The sessions still open, newest first; never their tokens. */
    sessions: z.array(
      z.object({
        created_at: z.string(),
        last_seen_at: z.string(),
        expires_at: z.string(),
      }),
    ),
  }),
  household: z.object({
    /** The household's id: the person's own user id. */
    id: z.string(),
    members: z.array(memberSchema),
    investments: z.array(exportedInvestmentSchema),
    /** Each renewal chain, newest investment first: the ids, as `renewal_reference_id` links them. */
    renewal_chains: z.array(z.array(z.string())),
    /** The people the person gave access to their household. */
    access_given: z.array(accessSchema.omit({ id: true })),
  }),
  /** The households others shared with the person, and the access each gave. */
  access_received: z.array(householdSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** DELETE /account: a fresh sign-in code, sent to the person's address by send-otp. */
export const deleteAccountRequest = verifyOtpRequest.pick({ otp: true });
export type DeleteAccountInput = z.input<typeof deleteAccountRequest>;
