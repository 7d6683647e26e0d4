/**
 * What the duplicate check needs of an investment (docs/product.md#import): a row once its
 * institution is matched, or one the household has. `holder_id` is the first holder's member id.
 */
export interface DuplicateKeys {
  company_id: string;
  account_number: string | null;
  document_number: string | null;
  holder_id?: string | null;
  principal_amount: number | null;
  start_date: string;
  end_date: string | null;
}

/** An investment the household has, by its id. */
export interface ExistingInvestment extends DuplicateKeys {
  id: string;
}

/**
 * A deposit number as it is compared: letters and digits only, upper case, leading zeros dropped,
 * as Excel drops them when it reads "000123456" as a number.
 */
function numberKey(value: string | null): string | null {
  if (value === null) return null;
  const key = value
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, "")
    .replace(/^0+(?=.)/, "");
  return key === "" ? null : key;
}

/**
 * The existing investments each row duplicates, by row (docs/product.md#import). `existing` is the
 * household's own: a row is never matched outside it. With the same institution, a row and an
 * investment that both carry an account number, or both a receipt number, are the same when a
 * number agrees (several matches, a renewal chain sharing its account number, are narrowed to the
 * one that starts the same day, if any); otherwise they are the same when holder (where both
 * name one), principal, start and end date agree.
 */
export function duplicateMatches(
  rows: readonly DuplicateKeys[],
  existing: readonly ExistingInvestment[],
): string[][] {
  const byCompany = new Map<string, ExistingInvestment[]>();
  for (const investment of existing)
    byCompany.set(investment.company_id, [
      ...(byCompany.get(investment.company_id) ?? []),
      investment,
    ]);
  return rows.map((row) => {
    const candidates = byCompany.get(row.company_id) ?? [];
    const matches = candidates.filter((investment) =>
      sameInvestment(row, investment),
    );
    const sameStart = matches.filter(
      (investment) => investment.start_date === row.start_date,
    );
    return (sameStart.length > 0 ? sameStart : matches).map(
      (investment) => investment.id,
    );
  });
}

function sameInvestment(
  row: DuplicateKeys,
  investment: DuplicateKeys,
): boolean {
  const numbers = (["account_number", "document_number"] as const)
    .map(
      (field) => [numberKey(row[field]), numberKey(investment[field])] as const,
    )
    .filter(([ours, theirs]) => ours !== null && theirs !== null);
  if (numbers.length > 0)
    return numbers.some(([ours, theirs]) => ours === theirs);
  const holders = row.holder_id != null && investment.holder_id != null;
  return (
    (!holders || row.holder_id === investment.holder_id) &&
    row.principal_amount === investment.principal_amount &&
    row.start_date === investment.start_date &&
    row.end_date === investment.end_date
  );
}
