import { z } from "zod";
import { INTEREST_SCHEDULES } from "../deposits/interest-schedule.ts";
import { INVESTMENT_SCHEMES } from "../deposits/investment-scheme.ts";
import { IMPORT_FIELDS } from "../import/import-fields.ts";
import { IMPORT_LIMITS } from "../import/import-limits.ts";
import { householdQuery } from "./household.ts";
import { INVESTMENT_STATUSES } from "./investments.ts";

/**
 * Importing investments from a CSV file (docs/product.md#import). One call, two uses: with
 * `?dry_run=true` it answers the preview and writes nothing; without, it writes in one transaction
 * and answers the same rows with what was done to each.
 */

/** `?dry_run=true`: read, match and judge, write nothing. */
export const importQuery = householdQuery.extend({
  dry_run: z.enum(["true", "false"]).optional(),
});

/** What the person chose for a row; absent: import a new row, skip a duplicate. */
export const IMPORT_ACTIONS = ["import", "skip", "update"] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

const listId = z.string().trim().min(1).max(64);

/** Which column (0 for the first) holds each field, as the person corrected it. */
export const columnMappingSchema = z.partialRecord(
  z.enum(IMPORT_FIELDS),
  z.int().min(0).max(999),
);

/**
 * The JSON form of the body: the file's text and the person's decisions. The file may instead be
 * the body itself (`text/csv`, or `application/octet-stream` for UTF-16 bytes), which is the same
 * as `{ csv }` with no decisions.
 */
export const importInvestmentsRequest = z.strictObject({
  csv: z.string(),
  /** The column mapping the person corrected; absent: the one the header suggests. */
  mapping: columnMappingSchema.optional(),
  /** The type of every row that names none (a bank's list); absent: Fixed Deposit. */
  invest_type_id: listId.optional(),
  /** Per row, by its line: what to do and the entries picked for names Kosh did not know. */
  rows: z
    .array(
      z.strictObject({
        line: z.int().min(2),
        action: z.enum(IMPORT_ACTIONS).optional(),
        company_id: listId.optional(),
        invest_type_id: listId.optional(),
        /** Which duplicate to update, when the row matches several; absent: the first. */
        update_id: listId.optional(),
      }),
    )
    .max(IMPORT_LIMITS.rows)
    .optional(),
});
export type ImportInvestmentsInput = z.input<typeof importInvestmentsRequest>;

const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();

/** A row read as an investment, names as the file wrote them (core's ImportedInvestment). */
export const importedInvestmentSchema = z.object({
  line: z.number(),
  id: nullableText,
  institution: z.string(),
  type: nullableText,
  holder: nullableText,
  principal_amount: nullableNumber,
  rate_of_interest: z.number(),
  start_date: z.string(),
  end_date: nullableText,
  maturity_amount: nullableNumber,
  status: z.enum(INVESTMENT_STATUSES).nullable(),
  renewal_reference_id: nullableText,
  renewed_by: nullableText,
  transaction_reason: nullableText,
  document_number: nullableText,
  account_number: nullableText,
  investment_notes: nullableText,
  created_at: nullableText,
  interest_schedule: z.enum(INTEREST_SCHEDULES).nullable(),
  scheme: z.enum(INVESTMENT_SCHEMES).nullable(),
  monthly_instalment: nullableNumber,
  extended_years: nullableNumber,
  deposits_close_on: nullableText,
  /** An account's deposits from the deposits column, oldest first; null when the file gives none. */
  deposits: z
    .array(z.object({ date: z.string(), amount: z.number() }))
    .nullable(),
});

/** An investment the household already has that a row duplicates, to show beside it. */
export const importDuplicateSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  invest_type_id: z.string(),
  principal_amount: z.number(),
  rate_of_interest: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(INVESTMENT_STATUSES),
  account_number: nullableText,
  document_number: nullableText,
});
export type ImportDuplicate = z.infer<typeof importDuplicateSchema>;

/** What was (with dry_run: would be) done with a row: `refused` rows have problems. */
export const IMPORT_OUTCOMES = [...IMPORT_ACTIONS, "refused"] as const;

export const importRowSchema = z.object({
  line: z.number(),
  /** Null when the row could not be read. */
  investment: importedInvestmentSchema.nullable(),
  /** Each problem: its line, the field (null for one of the whole row) and why, in the request's language. */
  problems: z.array(
    z.object({
      line: z.number(),
      field: z.enum(IMPORT_FIELDS).nullable(),
      message: z.string(),
    }),
  ),
  /** The entries the names stand for, the person's pick first; null: unknown, to be picked. */
  company_id: nullableText,
  invest_type_id: nullableText,
  /** The members named, matched by name; else the household's own person. */
  holder_ids: z.array(z.string()),
  /** The household's investments this row duplicates; only the request's household is searched. */
  duplicates: z.array(importDuplicateSchema),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** After the write: the investment created or updated. */
  written_id: nullableText,
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importInvestmentsResponse = z.object({
  dry_run: z.boolean(),
  /** The header row's cells, for the person to correct the mapping. */
  header: z.array(z.string()),
  mapping: columnMappingSchema,
  /** The header's columns no field was placed in. */
  unplaced: z.array(z.number()),
  rows: z.array(importRowSchema),
  /** How many rows were (would be) imported, updated, skipped and refused. */
  summary: z.object({
    import: z.number(),
    update: z.number(),
    skip: z.number(),
    refused: z.number(),
  }),
});
export type ImportInvestmentsAnswer = z.infer<typeof importInvestmentsResponse>;
