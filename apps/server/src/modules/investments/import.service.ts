import type {
  ImportAction,
  ImportDuplicate,
  ImportInvestmentsAnswer,
  ImportRow,
  importInvestmentsRequest,
} from "@kosh/core/contracts/investment-import";
import { MAX_HOLDERS } from "@kosh/core/contracts/household";
import type { Investment } from "@kosh/core/contracts/investments";
import type { SayMessage } from "@kosh/core/contracts/message";
import {
  isAccountScheme,
  type InvestmentScheme,
} from "@kosh/core/deposits/investment-scheme";
import type { Locale } from "@kosh/core/i18n/locale";
import { translate } from "@kosh/core/i18n/messages";
import { comparableName } from "@kosh/core/import/comparable-name";
import { duplicateMatches } from "@kosh/core/import/duplicate-matches";
import type { ImportField } from "@kosh/core/import/import-fields";
import type { ImportedInvestment } from "@kosh/core/import/imported-investments";
import {
  fileProblemText,
  rowProblemText,
} from "@kosh/core/import/import-problem-text";
import { IMPORT_WORDS } from "@kosh/core/import/import-template";
import {
  matchInstitution,
  matchInvestType,
} from "@kosh/core/import/name-match";
import { readInvestmentsCsv } from "@kosh/core/import/read-investments-csv";
import { HOLDER_SEPARATOR } from "@kosh/core/investments/investments-csv";
import type { z } from "zod";
import type { Database, Transaction } from "../../db/database.ts";
import { BadRequest, DomainError } from "../../errors.ts";
import type { Infrastructure } from "../../plugins/infrastructure.ts";
import { listMembers } from "../household/household.repo.ts";
import { schemeRateQuarters } from "./account-deposits.repo.ts";
import {
  importLists,
  setImportedStanding,
  updateImported,
} from "./import.repo.ts";
import { importedTerms } from "./import-row-terms.ts";
import {
  insertInvestment,
  listInvestments,
  type NewInvestment,
  successorIds,
} from "./investments.repo.ts";

type ImportBody = z.output<typeof importInvestmentsRequest>;

/** The type a row without one is, unless the person picks another for the file (docs/product.md#import). */
const DEFAULT_TYPE_NAME = "Fixed Deposit";

/** A row judged: what it is, what it would write, and what the person decided. */
interface JudgedRow extends ImportRow {
  terms: NewInvestment | null;
  scheme: InvestmentScheme | null;
  updateId: string | null;
  /** The first holder the file named, matched to a member; null when it named none or no member. */
  holderKey: string | null;
}

/** The whole file refused: 413 past the size, else 400, in the request's language. */
function fileRefused(status: 400 | 413, text: string): DomainError {
  return status === 413
    ? new DomainError(413, "PAYLOAD_TOO_LARGE", text)
    : new BadRequest(text);
}

/**
 * Import of investments from a CSV file (docs/product.md#import): the rows read by core, names
 * matched to Kosh's lists, each row judged by the rules adding an investment follows
 * (createInvestmentRequest, newInvestmentTerms), duplicates found among the request's household's
 * own investments only; then, unless it is a dry run, everything written in one transaction
 * through insertInvestment, renewal chains in their order.
 */
export function createImportService({ db }: Pick<Infrastructure, "db">) {
  async function importInvestments(
    householdId: string,
    body: ImportBody,
    options: { dryRun: boolean; locale: Locale; say: SayMessage },
  ): Promise<ImportInvestmentsAnswer> {
    const t = translate(IMPORT_WORDS[options.locale]);
    const read = readInvestmentsCsv(body.csv, body.mapping);
    if (!read.ok)
      throw fileRefused(
        read.problem.key === "file.tooLarge" ? 413 : 400,
        fileProblemText(read.problem, t),
      );
    const file = read.value;

    const [lists, members, existing, quarters, successors] = await Promise.all([
      importLists(db),
      listMembers(db, householdId),
      listInvestments(db, householdId),
      schemeRateQuarters(db),
      successorIds(db, householdId),
    ]);
    const { institutions, types: typeEntries } = lists;
    const schemeOf = new Map(typeEntries.map((type) => [type.id, type.scheme]));
    const companyIds = new Set(institutions.map((company) => company.id));
    const ownMember = members.find((member) => member.relation === "self");
    const memberByName = new Map(
      members.map((member) => [comparableName(member.name), member.id]),
    );
    const decisions = new Map(
      (body.rows ?? []).map((decision) => [decision.line, decision]),
    );
    const fileType = body.invest_type_id;
    const picked = (line: number, field: ImportField, id: string) => {
      const known =
        field === "institution" ? companyIds.has(id) : schemeOf.has(id);
      if (!known)
        throw new BadRequest(
          t("file.pickedNotInList", { line, field: t(`field.${field}`) }),
        );
      return id;
    };
    if (fileType) picked(1, "type", fileType);
    const defaultType =
      fileType ?? idOf(matchInvestType(DEFAULT_TYPE_NAME, typeEntries));

    const judged: JudgedRow[] = file.rows.map((row) => {
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
          problems: row.problems.map((problem) => ({
            line: problem.line,
            field: problem.field,
            message: rowProblemText(problem, t),
          })),
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
          : idOf(matchInvestType(investment.type, typeEntries));
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
      const holderId = named[0] ?? null;
      const holderIds =
        named.length > 0
          ? named
          : [ownMember?.id].filter((id): id is string => id !== undefined);
      const row_: JudgedRow = {
        ...base,
        investment,
        company_id: companyId,
        invest_type_id: typeId,
        holder_ids: holderIds,
        holderKey: holderId,
      };
      if (!companyId || !typeId) return row_;
      const scheme = schemeOf.get(typeId)!;
      const terms = importedTerms(
        investment,
        companyId,
        typeId,
        scheme,
        holderIds,
        quarters,
        options.say,
      );
      if (!terms.ok) {
        problem(terms.field, terms.message);
        return row_;
      }
      return {
        ...row_,
        terms: terms.value,
        scheme,
        outcome: "import",
      };
    });

    // Duplicates only among the household's own investments (docs/product.md#import).
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

    if (!options.dryRun)
      await write(householdId, judged, new Set(successors.keys()));
    return {
      dry_run: options.dryRun,
      header: file.header,
      mapping: file.mapping,
      unplaced: file.header
        .map((_, column) => column)
        .filter((column) => !Object.values(file.mapping).includes(column)),
      rows: judged.map(
        ({
          terms: _terms,
          scheme: _scheme,
          updateId: _u,
          holderKey: _h,
          ...row
        }) => row,
      ),
      summary: {
        import: count(judged, "import"),
        update: count(judged, "update"),
        skip: count(judged, "skip"),
        refused: count(judged, "refused"),
      },
    };
  }

  /**
   * Writes the rows the person kept, in one transaction: an error in any undoes all. A renewal
   * (renewal_reference_id naming another row's id) is written after the row it renews and linked
   * to it, so an exported chain comes back as a chain. A row skipped as a duplicate, or updating
   * one, stands for the household's investment it matched: a renewal of it links to that one,
   * unless it is renewed already (`renewed`, the household's investments with a successor).
   */
  async function write(
    householdId: string,
    rows: JudgedRow[],
    renewed: ReadonlySet<string>,
  ) {
    await db.transaction(async (tx) => {
      const newIds = new Map(
        rows.flatMap((row) => {
          const fileId = row.investment?.id;
          const matched =
            row.outcome === "update"
              ? row.updateId
              : row.outcome === "skip"
                ? row.duplicates[0]?.id
                : undefined;
          return fileId && matched ? [[fileId, matched] as const] : [];
        }),
      );
      const linked = new Set(renewed);
      for (const row of chainOrder(rows)) {
        if (row.outcome === "update") {
          await updateImported(tx, householdId, row.updateId!, row.terms!);
          row.written_id = row.updateId;
          continue;
        }
        if (row.outcome !== "import") continue;
        const investment = row.investment!;
        const renewed = investment.renewal_reference_id;
        const renewedId = renewed ? newIds.get(renewed) : undefined;
        const renewalReferenceId =
          renewedId && !linked.has(renewedId) ? renewedId : undefined;
        if (renewalReferenceId) linked.add(renewalReferenceId);
        const id = await insertInvestment(tx, householdId, {
          ...row.terms!,
          holderIds: row.holder_ids,
          transactionReason: investment.transaction_reason,
          ...(renewalReferenceId ? { renewalReferenceId } : {}),
        });
        await standingOf(tx, id, investment);
        if (investment.id) newIds.set(investment.id, id);
        row.written_id = id;
      }
    });
  }

  return { importInvestments };
}

/** Sets what Kosh's export says of the investment beyond its terms, when it says anything. */
async function standingOf(
  tx: Transaction | Database,
  id: string,
  investment: ImportedInvestment,
) {
  const status = investment.status ?? "active";
  const extendedYears = investment.extended_years ?? 0;
  if (
    status === "active" &&
    investment.created_at === null &&
    extendedYears === 0 &&
    investment.deposits_close_on === null
  )
    return;
  await setImportedStanding(tx as Transaction, id, {
    status,
    createdAt: investment.created_at,
    extendedYears,
    depositsCloseOn: investment.deposits_close_on,
  });
}

/** The rows, each renewal after the row it renews (by the file's ids), otherwise in file order. */
function chainOrder(rows: JudgedRow[]): JudgedRow[] {
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

const count = (rows: readonly ImportRow[], outcome: ImportRow["outcome"]) =>
  rows.filter((row) => row.outcome === outcome).length;
