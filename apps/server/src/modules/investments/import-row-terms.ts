import type { SchemeRateQuarter } from "@kosh/core/schemes/scheme-rates";
import { createInvestmentRequest } from "@kosh/core/contracts/investments";
import {
  translateMessage,
  type SayMessage,
} from "@kosh/core/contracts/message";
import type { InvestmentScheme } from "@kosh/core/deposits/investment-scheme";
import type { ImportField } from "@kosh/core/import/import-fields";
import type { ImportedInvestment } from "@kosh/core/import/imported-investments";
import { DomainError } from "../../errors.ts";
import { rateChangesFrom } from "./account-rates.ts";
import { newInvestmentTerms } from "./investment-terms.ts";
import type { NewInvestment } from "./investments.repo.ts";

/**
 * A row read from a file as the investment to insert, by the rules adding one follows
 * (docs/product.md#import): the create contract, then the scheme's terms (an account with the
 * deposits the file gives, each judged as recording it would be); or the first problem,
 * with the import's field it concerns (null for one of the whole row) and why, in the caller's
 * language.
 */
export function importedTerms(
  investment: ImportedInvestment,
  companyId: string,
  typeId: string,
  scheme: InvestmentScheme,
  holderIds: string[],
  quarters: readonly SchemeRateQuarter[],
  say: SayMessage,
):
  | { ok: true; value: NewInvestment }
  | { ok: false; field: ImportField | null; message: string } {
  const parsed = createInvestmentRequest.safeParse({
    company_id: companyId,
    invest_type_id: typeId,
    principal_amount: investment.principal_amount ?? undefined,
    monthly_instalment: investment.monthly_instalment,
    rate_of_interest: investment.rate_of_interest,
    start_date: investment.start_date,
    end_date: investment.end_date ?? undefined,
    maturity_amount: investment.maturity_amount,
    document_number: investment.document_number,
    account_number: investment.account_number,
    investment_notes: investment.investment_notes,
    interest_schedule: investment.interest_schedule,
    holder_ids: holderIds,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return {
      ok: false,
      field: fieldOf(issue.path[0]),
      message: translateMessage(issue.message, say),
    };
  }
  try {
    return {
      ok: true,
      value: newInvestmentTerms(
        parsed.data,
        scheme,
        rateChangesFrom(quarters, scheme, parsed.data.start_date),
        investment.deposits === null
          ? undefined
          : {
              deposits: investment.deposits,
              depositsCloseOn: investment.deposits_close_on,
            },
      ),
    };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return {
      ok: false,
      field: null,
      message: translateMessage(error.message, say),
    };
  }
}

/** The import's field a request field stands for, where there is one. */
function fieldOf(path: PropertyKey | undefined): ImportField | null {
  if (path === "company_id") return "institution";
  if (path === "invest_type_id") return "type";
  if (path === "holder_ids") return "holder";
  return typeof path === "string" &&
    [
      "principal_amount",
      "monthly_instalment",
      "rate_of_interest",
      "start_date",
      "end_date",
      "maturity_amount",
      "document_number",
      "account_number",
      "investment_notes",
      "interest_schedule",
    ].includes(path)
    ? (path as ImportField)
    : null;
}
