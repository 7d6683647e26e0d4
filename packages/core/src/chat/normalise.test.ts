import { describe, expect, it } from "vitest";
import { normaliseMessage } from "./normalise.ts";

describe("normaliseMessage", () => {
  it.each([
    ["emi 30 lakh 20 saal 8.5 pratishat", "emi 30 lakh 20 years 8.5 percent"],
    [
      "sip 5000 mahine ka 8 saal ke liye 11 pratishat",
      "sip 5000 months 8 years 11 percent",
    ],
    ["३० लाख २० साल ८.५ प्रतिशत", "30 lakh 20 years 8.5 percent"],
    ["एफडी १ लाख ४४४ दिन", "fd 1 lakh 444 days"],
    ["50 हज़ार", "50 thousand"],
    ["1 \u0915\u0930\u094b\u0921\u093c", "1 crore"],
    ["1 करोड़", "1 crore"],
    ["sip 10 hajar", "sip 10 thousand"],
    ["fd 1 lakh saal 5 byaj 7", "fd 1 lakh 5 years interest 7"],
    ["sip kya hai", "sip what is"],
    ["12 lpa", "12 lakh yearly"],
  ])("%s → %s", (message, expected) => {
    expect(normaliseMessage(message)).toBe(expected);
  });

  it("leaves English as it was, lower-cased", () => {
    expect(normaliseMessage("SIP of ₹5,000 at 12% for 10 years")).toBe(
      "sip of ₹5,000 at 12% for 10 years",
    );
  });

  it("does not take a unit from inside a longer word", () => {
    expect(normaliseMessage("dinner at salon")).toBe("dinner at salon");
  });

  it("binds a unit with no number before it to the number after it, never one already bound", () => {
    expect(normaliseMessage("saal 20")).toBe("20 years");
    expect(normaliseMessage("20 saal 8.5")).toBe("20 years 8.5");
    expect(normaliseMessage("saal 20 ke liye, 8 pratishat")).toBe(
      "20 years, 8 percent",
    );
  });
});
