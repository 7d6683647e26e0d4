import { describe, expect, it } from "vitest";
import { decodeCsvBytes } from "./decode-csv-bytes.ts";
import { IMPORT_LIMITS } from "./import-limits.ts";
import { utf16Bytes } from "./test-utf16.ts";

const utf8 = (text: string) => new TextEncoder().encode(text);

const CSV = 'Bank,Principal\r\nभारतीय स्टेट बैंक,"₹1,50,000"\r\n';

describe("decoding a CSV file's bytes", () => {
  it("reads UTF-8 with a byte-order mark, without the mark", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(CSV)]);
    expect(decodeCsvBytes(bytes)).toEqual({ ok: true, value: CSV });
  });

  it("reads UTF-8 without one", () => {
    expect(decodeCsvBytes(utf8(CSV))).toEqual({ ok: true, value: CSV });
  });

  it.each(["le", "be"] as const)(
    "reads UTF-16 %s by its byte-order mark",
    (order) => {
      expect(decodeCsvBytes(utf16Bytes(CSV, order))).toEqual({
        ok: true,
        value: CSV,
      });
    },
  );

  it("refuses a file holding a NUL byte as binary", () => {
    const xlsx = new Uint8Array([
      0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00,
    ]);
    expect(decodeCsvBytes(xlsx)).toEqual({
      ok: false,
      problem: { key: "file.binary" },
    });
  });

  it("refuses bytes that are not UTF-8, such as Windows-1252's 'é'", () => {
    const latin = new Uint8Array([...utf8("Caf"), 0xe9, ...utf8(",1000\r\n")]);
    expect(decodeCsvBytes(latin)).toEqual({
      ok: false,
      problem: { key: "file.notUtf8" },
    });
  });

  it("refuses a file past 5 MB, saying the limit", () => {
    expect(decodeCsvBytes(new Uint8Array(IMPORT_LIMITS.bytes + 1))).toEqual({
      ok: false,
      problem: { key: "file.tooLarge", values: { max: 5 } },
    });
    expect(decodeCsvBytes(utf8("a".repeat(IMPORT_LIMITS.bytes))).ok).toBe(true);
  });
});
