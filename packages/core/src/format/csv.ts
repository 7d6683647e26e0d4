/** A cell as a spreadsheet should see it: numbers stay numbers, empty values stay empty. */
export type CsvValue = string | number | null | undefined;

/**
 * Characters that make Excel, LibreOffice or Sheets read a text cell as a formula (OWASP CSV
 * injection), behind any single quotes: what `neutraliseFormula` prefixes with one more.
 */
const QUOTED_FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * Text that would run as a formula, prefixed with a single quote so a spreadsheet shows it as
 * text; text already so quoted gets one more, so that `restoreFormula` can give back either.
 */
export function neutraliseFormula(text: string): string {
  return QUOTED_FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * What `neutraliseFormula` wrote, back as it was: a cell read from a CSV (import/) loses the one
 * single quote it puts before formula text, so an export read back is what was stored.
 */
export function restoreFormula(text: string): string {
  return text.startsWith("'") && QUOTED_FORMULA_START.test(text.slice(1))
    ? text.slice(1)
    : text;
}

/**
 * One cell: text that would run as a formula is neutralised, and text holding a comma, quote or
 * line break is quoted with its quotes doubled (RFC 4180 §2).
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number")
    return Number.isFinite(value) ? String(value) : "";
  const text = neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A whole CSV file: CRLF line endings and a UTF-8 byte-order mark, without which Excel reads
 * the file as the local code page and shows '₹' and non-Latin names as mojibake.
 */
export function csvDocument(rows: readonly (readonly CsvValue[])[]): string {
  const lines = rows.map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
