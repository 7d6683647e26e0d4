import { IMPORT_LIMITS } from "./import-limits.ts";
import type { FileAnswer, FileProblem } from "./import-problem.ts";

const MEGABYTE = 1024 * 1024;

/** A file, or pasted text, past the size one import takes. */
export const FILE_TOO_LARGE: FileProblem = {
  key: "file.tooLarge",
  values: { max: IMPORT_LIMITS.bytes / MEGABYTE },
};

/** The byte-order marks of UTF-16 (Excel's "Unicode Text" writes little-endian). */
const UTF16_LE = [0xff, 0xfe] as const;
const UTF16_BE = [0xfe, 0xff] as const;

const startsWith = (bytes: Uint8Array, mark: readonly number[]) =>
  mark.every((byte, index) => bytes[index] === byte);

/**
 * A CSV file's bytes as text (docs/product.md#import): UTF-16 when it starts with a UTF-16
 * byte-order mark, else UTF-8 with or without one. A file holding a NUL, or bytes that are not
 * UTF-8 (a spreadsheet's binary format, an image, a Windows code page's ₹-less text), is refused
 * with a message saying how to save it, as is one past the size limit.
 */
export function decodeCsvBytes(bytes: Uint8Array): FileAnswer<string> {
  if (bytes.length > IMPORT_LIMITS.bytes)
    return { ok: false, problem: FILE_TOO_LARGE };
  const encoding = startsWith(bytes, UTF16_LE)
    ? "utf-16le"
    : startsWith(bytes, UTF16_BE)
      ? "utf-16be"
      : "utf-8";
  if (encoding === "utf-8" && bytes.includes(0))
    return { ok: false, problem: { key: "file.binary" } };
  let text: string;
  try {
    // The decoder drops the byte-order mark; `fatal` refuses what is not the encoding.
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return {
      ok: false,
      problem: { key: encoding === "utf-8" ? "file.notUtf8" : "file.binary" },
    };
  }
  if (text.includes("\0"))
    return { ok: false, problem: { key: "file.binary" } };
  return { ok: true, value: text };
}
