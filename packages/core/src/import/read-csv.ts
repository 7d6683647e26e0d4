import type { FileAnswer } from "./import-problem.ts";

/** The separators a CSV may use: Excel writes `;` where the region's decimal mark is a comma. */
export const CSV_DELIMITERS = [",", ";", "\t"] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** One row of cells and the line of the file it starts on (1 for the first line). */
export interface CsvRow {
  line: number;
  cells: string[];
}

export interface CsvTable {
  delimiter: CsvDelimiter;
  /** The rows, the header first; blank lines and rows of empty cells left out. */
  rows: CsvRow[];
}

/**
 * The separator of the header line, the first that is not blank: the one that occurs most outside
 * quotes, a comma when none does. Excel's `sep=;` first line, where present, says it outright.
 */
function delimiterOf(text: string): { delimiter: CsvDelimiter; skip: number } {
  const hint = /^sep=([,;\t])\r?\n/i.exec(text);
  if (hint) return { delimiter: hint[1] as CsvDelimiter, skip: hint[0].length };
  const counts = new Map<CsvDelimiter, number>(
    CSV_DELIMITERS.map((d) => [d, 0]),
  );
  let quoted = false;
  let seenText = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) {
      if (seenText) break;
    } else if (!quoted && counts.has(char as CsvDelimiter))
      counts.set(char as CsvDelimiter, counts.get(char as CsvDelimiter)! + 1);
    if (char.trim() !== "") seenText = true;
  }
  let best: CsvDelimiter = ",";
  for (const delimiter of CSV_DELIMITERS)
    if (counts.get(delimiter)! > counts.get(best)!) best = delimiter;
  return { delimiter: best, skip: 0 };
}

/**
 * Reads CSV text as RFC 4180 does (docs/product.md#import): cells in double quotes may hold the
 * separator, line breaks (CRLF, LF or CR) and doubled quotes; a quote inside an unquoted cell is
 * kept as written. Each row keeps the line it starts on, so a problem names the line a person
 * sees in an editor. A quote left open to the end of the file is refused, naming its line.
 * A leading byte-order mark is dropped.
 */
export function readCsv(file: string): FileAnswer<CsvTable> {
  // A byte-order mark left in text (a pasted file, Kosh's own export as a string) is no header.
  const text = file.replace(/^\uFEFF/, "");
  const { delimiter, skip } = delimiterOf(text);
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = skip > 0 ? 2 : 1;
  let rowLine = line;
  let quoteLine = line;
  let cellStart = true;

  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== ""))
      rows.push({ line: rowLine, cells });
    cells = [];
    cell = "";
    cellStart = true;
  };

  for (let index = skip; index < text.length; index += 1) {
    const char = text[index]!;
    const lineBreak =
      char === "\n" || (char === "\r" && text[index + 1] !== "\n");
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
      if (lineBreak) line += 1;
      continue;
    }
    if (char === '"' && cellStart) {
      quoted = true;
      quoteLine = line;
      cellStart = false;
    } else if (char === delimiter) {
      cells.push(cell);
      cell = "";
      cellStart = true;
    } else if (char === "\r" && text[index + 1] === "\n") {
      // The CRLF's LF ends the row.
    } else if (lineBreak) {
      endRow();
      line += 1;
      rowLine = line;
    } else {
      cell += char;
      cellStart = false;
    }
  }
  if (quoted)
    return {
      ok: false,
      problem: { key: "file.unclosedQuote", values: { line: quoteLine } },
    };
  endRow();
  return { ok: true, value: { delimiter, rows } };
}
