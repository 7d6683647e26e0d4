/**
 * The import's route of the fake API (docs/product.md#import), answered as the server answers it:
 * core reads the file, names are matched to the fake's lists, duplicates are found among the
 * household's investments only (the fake's list), and without `dry_run` the rows kept are written.
 */
import { endpointName } from "@kosh/core/api/index";
import { investmentEndpoints } from "@kosh/core/api/investments";
import type {
  ImportAction,
  ImportInvestmentsAnswer,
  ImportInvestmentsInput,
  ImportRow,
} from "@kosh/core/contracts/investment-import";
import type { Investment } from "@kosh/core/contracts/investments";
import { translate } from "@kosh/core/i18n/messages";
import { duplicateMatches } from "@kosh/core/import/duplicate-matches";
import {
  fileProblemText,
  rowProblemEntries,
} from "@kosh/core/import/import-problem-text";
import { IMPORT_WORDS } from "@kosh/core/import/import-template";
import {
  matchInstitution,
  matchInvestType,
} from "@kosh/core/import/name-match";
import { readInvestmentsCsv } from "@kosh/core/import/read-investments-csv";
import {
  apiError,
  bodyOf,
  ok,
  type FakeRequest,
  type Routes,
} from "./fake-api-answers.ts";
import { type FakeApiState, serverInvestment } from "./fake-api-data.ts";
import { ownMember } from "./fake-api-investments.ts";

const t = translate(IMPORT_WORDS.en);
const idOf = (match: { id: string } | "unknown") =>
  match === "unknown" ? null : match.id;

export function importRoutes(state: FakeApiState): Routes {
  return {
    [endpointName(investmentEndpoints.import)]: (request: FakeRequest) => {
      const body = bodyOf<ImportInvestmentsInput>(request);
      const read = readInvestmentsCsv(body.csv, body.mapping);
      if (!read.ok)
        return apiError(
          read.problem.key === "file.tooLarge" ? 413 : 400,
          fileProblemText(read.problem, t),
        );
      const institutions = state.companies.map(({ id, name }) => ({
        id,
        name,
      }));
      const types = state.investTypes.map(({ id, type_name }) => ({
        id,
        name: type_name,
      }));
      const decisions = new Map(
        (body.rows ?? []).map((row) => [row.line, row]),
      );
      const fileType =
        body.invest_type_id ?? idOf(matchInvestType("Fixed Deposit", types));
      const rows: ImportRow[] = read.value.rows.map((row) => {
        const base = {
          line: row.line,
          investment: null,
          problems: [],
          company_id: null,
          invest_type_id: null,
          // A row naming no holder is the household's own person's, as on the server.
          holder_ids: ownMember(state, request),
          duplicates: [],
          outcome: "refused" as const,
          written_id: null,
        };
        if (!row.ok)
          return {
            ...base,
            problems: rowProblemEntries(row.problems, t),
          };
        const { investment } = row;
        const decision = decisions.get(row.line);
        const company_id =
          decision?.company_id ??
          idOf(matchInstitution(investment.institution, institutions));
        const invest_type_id =
          decision?.invest_type_id ??
          (investment.type === null
            ? fileType
            : idOf(matchInvestType(investment.type, types)));
        const problem = (field: "institution" | "type", reason: string) => ({
          line: row.line,
          field,
          message: t("row.problem", {
            line: row.line,
            field: t(`field.${field}`),
            reason,
          }),
        });
        const problems = [
          ...(company_id
            ? []
            : [
                problem(
                  "institution",
                  t("reason.unknownInstitution", {
                    value: investment.institution,
                  }),
                ),
              ]),
          ...(invest_type_id
            ? []
            : [
                problem(
                  "type",
                  t("reason.unknownType", { value: investment.type ?? "" }),
                ),
              ]),
        ];
        return {
          ...base,
          investment,
          company_id,
          invest_type_id,
          problems,
          outcome: problems.length > 0 ? "refused" : "import",
        };
      });

      const readable = rows.filter((row) => row.outcome === "import");
      const matches = duplicateMatches(
        readable.map((row) => ({
          company_id: row.company_id!,
          account_number: row.investment!.account_number,
          document_number: row.investment!.document_number,
          principal_amount: row.investment!.principal_amount,
          start_date: row.investment!.start_date,
          end_date: row.investment!.end_date,
        })),
        state.investments,
      );
      readable.forEach((row, index) => {
        row.duplicates = (matches[index] ?? []).map((id) => {
          const existing = state.investments.find((entry) => entry.id === id)!;
          return {
            id,
            company_id: existing.company_id,
            invest_type_id: existing.invest_type_id,
            principal_amount: existing.principal_amount,
            rate_of_interest: existing.rate_of_interest,
            start_date: existing.start_date,
            end_date: existing.end_date,
            status: existing.status,
            account_number: existing.account_number,
            document_number: existing.document_number,
          };
        });
        const action: ImportAction =
          decisions.get(row.line)?.action ??
          (row.duplicates.length > 0 ? "skip" : "import");
        row.outcome = action;
      });

      const dryRun = request.query.dry_run === "true";
      if (!dryRun)
        for (const row of rows) {
          const investment = row.investment;
          if (!investment) continue;
          const terms: Partial<Investment> = {
            company_id: row.company_id!,
            invest_type_id: row.invest_type_id!,
            principal_amount: investment.principal_amount ?? 0,
            rate_of_interest: investment.rate_of_interest,
            start_date: investment.start_date,
            end_date: investment.end_date ?? investment.start_date,
            account_number: investment.account_number,
            document_number: investment.document_number,
          };
          if (row.outcome === "import") {
            const created = serverInvestment({
              ...terms,
              holder_ids: row.holder_ids,
            });
            state.investments = [created, ...state.investments];
            row.written_id = created.id;
          } else if (row.outcome === "update") {
            const target =
              decisions.get(row.line)?.update_id ?? row.duplicates[0]!.id;
            state.investments = state.investments.map((entry) =>
              entry.id === target ? { ...entry, ...terms } : entry,
            );
            row.written_id = target;
          }
        }
      const count = (outcome: ImportRow["outcome"]) =>
        rows.filter((row) => row.outcome === outcome).length;
      const mapping = read.value.mapping;
      return ok({
        dry_run: dryRun,
        header: read.value.header,
        mapping,
        unplaced: read.value.header
          .map((_, column) => column)
          .filter((column) => !Object.values(mapping).includes(column)),
        rows,
        summary: {
          import: count("import"),
          update: count("update"),
          skip: count("skip"),
          refused: count("refused"),
        },
      } satisfies ImportInvestmentsAnswer);
    },
  };
}
