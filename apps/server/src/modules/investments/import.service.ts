import type {
  ImportInvestmentsAnswer,
  ImportRow,
  importInvestmentsRequest,
} from "@kosh/core/contracts/investment-import";
import type { SayMessage } from "@kosh/core/contracts/message";
import type { Locale } from "@kosh/core/i18n/locale";
import { translate } from "@kosh/core/i18n/messages";
import type { ImportedInvestment } from "@kosh/core/import/imported-investments";
import { fileProblemText } from "@kosh/core/import/import-problem-text";
import { IMPORT_WORDS } from "@kosh/core/import/import-template";
import { readInvestmentsCsv } from "@kosh/core/import/read-investments-csv";
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
import {
  chainOrder,
  decideOutcomes,
  judgeRows,
  type JudgedRow,
} from "./import-judgement.ts";
import {
  insertInvestment,
  listInvestments,
  successorIds,
} from "./investments.repo.ts";

type ImportBody = z.output<typeof importInvestmentsRequest>;

/** The whole file refused: 413 past the size, else 400, in the request's language. */
function fileRefused(status: 400 | 413, text: string): DomainError {
  return status === 413
    ? new DomainError(413, "PAYLOAD_TOO_LARGE", text)
    : new BadRequest(text);
}

/**
 * Import of investments from a CSV file (docs/product.md#import): the rows read by core, then
 * judged against Kosh's lists, the household's members and its own investments (import-judgement.ts:
 * names matched, each row by the rules adding an investment follows, duplicates found); then,
 * unless it is a dry run, everything written in one transaction through insertInvestment, renewal
 * chains in their order.
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
    const decisions = new Map(
      (body.rows ?? []).map((decision) => [decision.line, decision]),
    );
    const judged = judgeRows(file.rows, {
      lists,
      members,
      quarters,
      decisions,
      fileType: body.invest_type_id,
      t,
      say: options.say,
    });
    // Duplicates only among the household's own investments (docs/product.md#import).
    decideOutcomes(judged, existing, decisions, t);

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

const count = (rows: readonly ImportRow[], outcome: ImportRow["outcome"]) =>
  rows.filter((row) => row.outcome === outcome).length;
