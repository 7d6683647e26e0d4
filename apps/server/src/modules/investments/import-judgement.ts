/**
 * Each row of an import judged, without the database (docs/product.md#import): names matched to
 * Kosh's lists, holders to the household's members, the row's terms by the rules adding an
 * investment follows, then what becomes of it beside the household's own investments (imported,
 * updating a duplicate, skipped as one, or refused). import.service.ts reads what this needs and
 * writes what it decides.
 */
import type {
  ImportAction,
  ImportDuplicate,
  ImportRow,
  importInvestmentsRequest,
} from "@kosh/core/contracts/investment-import";
import type { Member } from "@kosh/core/contracts/household";
import { MAX_HOLDERS } from "@kosh/core/contracts/household";
import type { Investment } from "@kosh/core/contracts/investments";
import type { SayMessage } from "@kosh/core/contracts/message";
import {
  isAccountScheme,
  type InvestmentScheme,
} from "@kosh/core/deposits/investment-scheme";
import type { Translate } from "@kosh/core/i18n/messages";
import { comparableName } from "@kosh/core/import/comparable-name";
import { duplicateMatches } from "@kosh/core/import/duplicate-matches";
import type { ImportField } from "@kosh/core/import/import-fields";
import { rowProblemEntries } from "@kosh/core/import/import-problem-text";
import type { IMPORT_WORDS } from "@kosh/core/import/import-template";
import {
  matchInstitution,
  matchInvestType,
} from "@kosh/core/import/name-match";
import type { InvestmentsCsv } from "@kosh/core/import/read-investments-csv";
import { HOLDER_SEPARATOR } from "@kosh/core/investments/investments-csv";
import type { SchemeRateQuarter } from "@kosh/core/schemes/scheme-rates";
import type { z } from "zod";
import { BadRequest } from "../../errors.ts";
import type { importLists } from "./import.repo.ts";
import { importedTerms } from "./import-row-terms.ts";
import type { NewInvestment } from "./investments.repo.ts";

/** The import's words, in the request's language. */
export type ImportText = Translate<(typeof IMPORT_WORDS)["en"]>;

/** What the person decided for each row, by its line. */
export type RowDecisions = ReadonlyMap<
  number,
  NonNullable<z.output<typeof importInvestmentsRequest>["rows"]>[number]
>;

/** A row judged: what it is, what it would write, and what the person decided. */
export interface JudgedRow extends ImportRow {
  terms: NewInvestment | null;
  scheme: InvestmentScheme | null;
  updateId: string | null;
  /** The first holder the file named, matched to a member; null when it named none or no member. */
  holderKey: string | null;
}

/** What a file's rows are judged against: Kosh's lists, the household's members, the rates. */
export interface ImportSetting {
  lists: Awaited<ReturnType<typeof importLists>>;
  members: readonly Member[];
  quarters: readonly SchemeRateQuarter[];
  decisions: RowDecisions;
  /** The type picked for the whole file, if one was. */
  fileType: string | undefined;
  t: ImportText;
  say: SayMessage;
}

/** The type a row without one is, unless the person picks another for the file (docs/product.md#import). */
const DEFAULT_TYPE_NAME = "Fixed Deposit";

/**
 * Each row read from the file, judged: its institution and type matched (or as the person picked
 * them), its holders matched to members by name (none matched: the household's own person), and
 * its terms as adding it would store them, or the problems that refuse it. An entry picked that is
 * not in Kosh's lists refuses the whole request (400).
 */
export function judgeRows(
  rows: InvestmentsCsv["rows"],
  setting: ImportSetting,
): JudgedRow[] {
  const { lists, members, decisions, t } = setting;
  const { institutions, types } = lists;
  const schemeOf = new Map(types.map((type) => [type.id, type.scheme]));
  const companyIds = new Set(institutions.map((company) => company.id));
  const ownMember = members.find((member) => member.relation === "self");
  const memberByName = new Map(
    members.map((member) => [comparableName(member.name), member.id]),
  );
  const picked = (line: number, field: ImportField, id: string) => {
    const known =
      field === "institution" ? companyIds.has(id) : schemeOf.has(id);
    if (!known)
      throw new BadRequest(
        t("file.pickedNotInList", { line, field: t(`field.${field}`) }),
      );
    return id;
  };
  if (setting.fileType) picked(1, "type", setting.fileType);
  const defaultType =
    setting.fileType ?? idOf(matchInvestType(DEFAULT_TYPE_NAME, types));

  return rows.map((row) => {
    const decision = decisions.get(row.line);
    const base: JudgedRow = {
      line: row.line,
      investment: null,
      problems: [],
      company_id: null,
      invest_type_id: null,
      holder_ids: [],
      duplicates: [],
      outcome: "refused",
      written_id: null,
      terms: null,
      scheme: null,
      updateId: null,
      holderKey: null,
    };
    if (!row.ok)
      return {
        ...base,
        problems: rowProblemEntries(row.problems, t),
      };
    const investment = row.investment;
    const problem = (field: ImportField | null, reason: string) =>
      base.problems.push({
        line: row.line,
        field,
        message: field
          ? t("row.problem", {
              line: row.line,
              field: t(`field.${field}`),
              reason,
            })
          : t("row.wholeProblem", { line: row.line, reason }),
      });
    const companyId = decision?.company_id
      ? picked(row.line, "institution", decision.company_id)
      : idOf(matchInstitution(investment.institution, institutions));
    const typeId = decision?.invest_type_id
      ? picked(row.line, "type", decision.invest_type_id)
      : investment.type === null
        ? defaultType
        : idOf(matchInvestType(investment.type, types));
    if (!companyId)
      problem(
        "institution",
        t("reason.unknownInstitution", { value: investment.institution }),
      );
    if (!typeId)
      problem(
        "type",
        t("reason.unknownType", { value: investment.type ?? "" }),
      );
    // The holders the file names, "Ravi Rao; Asha Rao" as the export writes them, each matched
    // to a member by name; none matched: the household's own person (docs/product.md#import).
    const named = [
      ...new Set(
        (investment.holder ?? "")
          .split(HOLDER_SEPARATOR.trim())
          .map((name) => memberByName.get(comparableName(name)))
          .filter((id): id is string => id !== undefined),
      ),
    ].slice(0, MAX_HOLDERS);
    const holderIds =
      named.length > 0
        ? named
        : [ownMember?.id].filter((id): id is string => id !== undefined);
    const matched: JudgedRow = {
      ...base,
      investment,
      company_id: companyId,
      invest_type_id: typeId,
      holder_ids: holderIds,
      holderKey: named[0] ?? null,
    };
    if (!companyId || !typeId) return matched;
    const scheme = schemeOf.get(typeId)!;
    const terms = importedTerms(
      investment,
      companyId,
      typeId,
      scheme,
      holderIds,
      setting.quarters,
      setting.say,
    );
    if (!terms.ok) {
      problem(terms.field, terms.message);
      return matched;
    }
    return { ...matched, terms: terms.value, scheme, outcome: "import" };
  });
}

/**
 * Each readable row's duplicates among the household's own investments (`existing`), and what
 * becomes of it: the person's decision, else skipped when it has a duplicate and imported when
 * not. An update must name one of the row's duplicates (else the request is refused, 400); an
 * account (PPF, Sukanya Samriddhi) is never updated from a file, its row refused instead.
 * Changes the rows in place.
 */
export function decideOutcomes(
  judged: readonly JudgedRow[],
  existing: readonly Investment[],
  decisions: RowDecisions,
  t: ImportText,
): void {
  const readable = judged.filter((row) => row.terms !== null);
  const matches = duplicateMatches(
    readable.map((row) => ({
      company_id: row.terms!.companyId,
      account_number: row.terms!.accountNumber,
      document_number: row.terms!.documentNumber,
      holder_id: row.holderKey,
      principal_amount: row.terms!.principalAmount,
      start_date: row.terms!.startDate,
      end_date: row.terms!.endDate,
    })),
    existing.map((investment) => ({
      id: investment.id,
      company_id: investment.company_id,
      account_number: investment.account_number,
      document_number: investment.document_number,
      holder_id: investment.holder_ids[0] ?? null,
      principal_amount: investment.principal_amount,
      start_date: investment.start_date,
      end_date: investment.end_date,
    })),
  );
  const existingById = new Map(existing.map((item) => [item.id, item]));
  readable.forEach((row, index) => {
    row.duplicates = (matches[index] ?? []).map((id) =>
      duplicateOf(existingById.get(id)!),
    );
    const asked = decisions.get(row.line);
    const action: ImportAction =
      asked?.action ?? (row.duplicates.length > 0 ? "skip" : "import");
    row.outcome = action;
    if (action !== "update") return;
    const target = asked?.update_id ?? row.duplicates[0]?.id;
    if (!target || !row.duplicates.some((item) => item.id === target))
      throw new BadRequest(t("file.updateNotDuplicate", { line: row.line }));
    if (isAccountScheme(row.scheme!)) {
      row.outcome = "refused";
      row.problems.push({
        line: row.line,
        field: null,
        message: t("row.wholeProblem", {
          line: row.line,
          reason: t("reason.updateAccount"),
        }),
      });
      return;
    }
    row.updateId = target;
  });
}

/** The rows, each renewal after the row it renews (by the file's ids), otherwise in file order. */
export function chainOrder(rows: JudgedRow[]): JudgedRow[] {
  const byFileId = new Map(
    rows.flatMap((row) =>
      row.investment?.id ? [[row.investment.id, row] as const] : [],
    ),
  );
  const depth = (row: JudgedRow): number => {
    let steps = 0;
    let current: JudgedRow | undefined = row;
    const seen = new Set<JudgedRow>();
    while (current?.investment?.renewal_reference_id && !seen.has(current)) {
      seen.add(current);
      current = byFileId.get(current.investment.renewal_reference_id);
      if (current) steps += 1;
    }
    return steps;
  };
  return rows
    .map((row, index) => ({ row, index, depth: depth(row) }))
    .sort((a, b) => a.depth - b.depth || a.index - b.index)
    .map(({ row }) => row);
}

const idOf = (match: { id: string } | "unknown") =>
  match === "unknown" ? null : match.id;

function duplicateOf(investment: Investment): ImportDuplicate {
  return {
    id: investment.id,
    company_id: investment.company_id,
    invest_type_id: investment.invest_type_id,
    principal_amount: investment.principal_amount,
    rate_of_interest: investment.rate_of_interest,
    start_date: investment.start_date,
    end_date: investment.end_date,
    status: investment.status,
    account_number: investment.account_number,
    document_number: investment.document_number,
  };
}
