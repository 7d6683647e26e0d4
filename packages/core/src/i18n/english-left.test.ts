import { describe, expect, it } from "vitest";
import { holdsEnglish } from "./english-left.ts";

describe("holdsEnglish", () => {
  it("finds an English word left in a Hindi text", () => {
    expect(holdsEnglish("संस्था not found")).toBe(true);
    expect(holdsEnglish("संस्था नहीं मिली।")).toBe(false);
  });

  it("passes Kosh, e-mail addresses and the words a test allows", () => {
    expect(holdsEnglish("Kosh में asha.k@example.co.in को आमंत्रित किया गया")).toBe(
      false,
    );
    expect(holdsEnglish("'HDFC Bank' पहले से मौजूद है", ["HDFC Bank"])).toBe(false);
    expect(holdsEnglish("'HDFC Bank' पहले से मौजूद है")).toBe(true);
  });

  it("counts a word of three Latin letters or more, not a unit or a figure", () => {
    expect(holdsEnglish("₹10,000 करोड़, 50% (U+0000)")).toBe(false);
    expect(holdsEnglish("sip")).toBe(true);
  });
});
