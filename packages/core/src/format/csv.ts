/** A cell as a spreadsheet should see it: numbers stay numbers, empty values stay empty. */
export type CsvValue = string | number | null | undefined;

/** Characters that make Excel, LibreOffice or Sheets read a text cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: text that would run as a formula is prefixed with a single quote, and text holding a
 * comma, quote or line break is quoted with its quotes doubled (RFC 4180 §2).
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number")
    return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
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
