import {
  type ProposedMapping,
  proposeColumnMapping,
} from "./column-mapping.ts";
import { decodeCsvBytes, FILE_TOO_LARGE } from "./decode-csv-bytes.ts";
import { formatIndianNumber } from "../format/money.ts";
import type { ColumnMapping } from "./import-fields.ts";
import { IMPORT_LIMITS } from "./import-limits.ts";
import type { FileAnswer } from "./import-problem.ts";
import {
  type ImportedRow,
  importedInvestments,
} from "./imported-investments.ts";
import { type CsvDelimiter, readCsv } from "./read-csv.ts";

/** A file of investments read for the preview (docs/product.md#import). */
export interface InvestmentsCsv {
  delimiter: CsvDelimiter;
  /** The header row's cells, for the person to see what each column is called. */
  header: string[];
  /** The mapping the header suggests; an empty `mapping` means no header was recognised (file.noKnownColumn). */
  proposed: ProposedMapping;
  /** The mapping the rows were read with: the caller's, else the proposed one. */
  mapping: ColumnMapping;
  /** Each row after the header, as an investment or its problems. */
  rows: ImportedRow[];
}

/**
 * A CSV file of investments, from its bytes (an upload) or text (pasted), read in one go: decoded,
 * split into rows, its columns mapped (by `mapping` when the person corrected it) and each row
 * read. A file past 5 MB or 5,000 rows, binary, not UTF-8 or UTF-16, empty, or with a quote never
 * closed is refused as a whole; a bad row is not (docs/product.md#import).
 */
export function readInvestmentsCsv(
  file: Uint8Array | string,
  mapping?: ColumnMapping,
): FileAnswer<InvestmentsCsv> {
  const text = typeof file === "string" ? fromText(file) : decodeCsvBytes(file);
  if (!text.ok) return text;
  const table = readCsv(text.value);
  if (!table.ok) return table;
  const [header, ...rows] = table.value.rows;
  if (!header || rows.length === 0)
    return { ok: false, problem: { key: "file.empty" } };
  if (rows.length > IMPORT_LIMITS.rows)
    return {
      ok: false,
      problem: {
        key: "file.tooManyRows",
        values: {
          rows: formatIndianNumber(rows.length),
          max: formatIndianNumber(IMPORT_LIMITS.rows),
        },
      },
    };
  const proposed = proposeColumnMapping(header.cells);
  const used = mapping ?? proposed.mapping;
  return {
    ok: true,
    value: {
      delimiter: table.value.delimiter,
      header: header.cells,
      proposed,
      mapping: used,
      rows: importedInvestments(rows, used),
    },
  };
}

/** Pasted text, held to the same size as a file's bytes in UTF-8. */
function fromText(text: string): FileAnswer<string> {
  return new TextEncoder().encode(text).length > IMPORT_LIMITS.bytes
    ? { ok: false, problem: FILE_TOO_LARGE }
    : { ok: true, value: text };
}
