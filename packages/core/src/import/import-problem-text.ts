import type { Translate } from "../i18n/messages.ts";
import type { RowProblem } from "./imported-investments.ts";
import type { FileProblem } from "./import-problem.ts";
import type en from "./messages/en.ts";

/**
 * A row's problem as a person reads it, in the language of `t` (the web's loaded dictionary, or
 * `translate(IMPORT_WORDS[locale])` on the server): "Line 7, Start date: 31-02-2024 is not a date
 * that exists" (docs/product.md#import).
 */
export function rowProblemText(
  problem: RowProblem,
  t: Translate<typeof en>,
): string {
  return t("row.problem", {
    line: problem.line,
    field: t(`field.${problem.field}`),
    reason: t(problem.reason.key, problem.reason.values),
  });
}

/** A refused row's problems as the import's answer lists them: each with its line, field and text. */
export function rowProblemEntries(
  problems: readonly RowProblem[],
  t: Translate<typeof en>,
): { line: number; field: RowProblem["field"]; message: string }[] {
  return problems.map((problem) => ({
    line: problem.line,
    field: problem.field,
    message: rowProblemText(problem, t),
  }));
}

/** Why a file was refused, as a person reads it. */
export function fileProblemText(
  problem: FileProblem,
  t: Translate<typeof en>,
): string {
  return t(problem.key, problem.values);
}
