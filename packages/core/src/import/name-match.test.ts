import { describe, expect, it } from "vitest";
import { matchInstitution, matchInvestType } from "./name-match.ts";
import { INSTITUTION_SHORT_NAMES } from "./short-names.ts";

/** Kosh's seeded institutions (apps/server/src/db/seed-reference-lists.ts) and two an admin added. */
const INSTITUTIONS = [
  "State Bank of India",
  "HDFC Bank",
  "ICICI Bank",
  "Axis Bank",
  "Punjab National Bank",
  "Bank of Baroda",
  "Kotak Mahindra Bank",
  "Bajaj Finance",
  "India Post",
  "Canara Bank",
  "Union Bank of India",
  "IDBI Bank",
].map((name, index) => ({ id: `company-${index}`, name }));

const idOf = (name: string) => ({
  id: INSTITUTIONS.find((entry) => entry.name === name)!.id,
});

const TYPES = [
  "Fixed Deposit",
  "Corporate FD",
  "Recurring Deposit",
  "PPF",
  "Sukanya Samriddhi",
  "Post Office MIS",
].map((name, index) => ({ id: `type-${index}`, name }));

describe("matching an institution's name", () => {
  it.each([
    ["State Bank of India", "State Bank of India"],
    ["  state   bank OF india ", "State Bank of India"],
    ["STATE BANK OF INDIA LTD.", "State Bank of India"],
    ["The State Bank of India", "State Bank of India"],
    ["SBI", "State Bank of India"],
    ["S.B.I.", "State Bank of India"],
    ["PNB", "Punjab National Bank"],
    ["BoB", "Bank of Baroda"],
    ["BOB", "Bank of Baroda"],
    ["HDFC", "HDFC Bank"],
    ["HDFC Bank Limited", "HDFC Bank"],
    ["ICICI", "ICICI Bank"],
    ["icici-bank", "ICICI Bank"],
    ["Axis", "Axis Bank"],
    ["Kotak", "Kotak Mahindra Bank"],
    ["Canara", "Canara Bank"],
    ["Union Bank", "Union Bank of India"],
    ["IDBI", "IDBI Bank"],
    ["Post Office", "India Post"],
    ["DOP", "India Post"],
    ["India Post Office", "India Post"],
  ])("reads %j as %s", (name, institution) => {
    expect(matchInstitution(name, INSTITUTIONS)).toEqual(idOf(institution));
  });

  it("matches a short name to the full name an admin entered, and the other way", () => {
    const short = [{ id: "sbi", name: "SBI" }];
    expect(matchInstitution("State Bank of India", short)).toEqual({
      id: "sbi",
    });
  });

  it.each(["Bank of India", "Shriram Finance", "", "Bank", "State Bank"])(
    "answers unknown for %j, which names none of the list",
    (name) => {
      expect(matchInstitution(name, INSTITUTIONS)).toBe("unknown");
    },
  );

  it("answers unknown when two entries would match, for the person to pick", () => {
    const twice = [
      { id: "a", name: "HDFC Bank" },
      { id: "b", name: "HDFC" },
    ];
    expect(matchInstitution("HDFC Bank", twice)).toEqual({ id: "a" });
    expect(matchInstitution("H.D.F.C. Bank Ltd", twice)).toEqual({ id: "a" });
    expect(
      matchInstitution("hdfc bank", [
        ...twice,
        { id: "c", name: "HDFC  BANK" },
      ]),
    ).toBe("unknown");
  });

  it("lists each short name once, so none can stand for two institutions", () => {
    const names = INSTITUTION_SHORT_NAMES.flat().map((name) =>
      name.toLowerCase().replace(/[^a-z]/g, ""),
    );
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("matching an investment type's name", () => {
  it.each([
    ["Fixed Deposit", "Fixed Deposit"],
    ["FD", "Fixed Deposit"],
    ["f.d.", "Fixed Deposit"],
    ["fixed  deposit", "Fixed Deposit"],
    ["Corporate Fixed Deposit", "Corporate FD"],
    ["RD", "Recurring Deposit"],
    ["Public Provident Fund", "PPF"],
    ["Sukanya Samriddhi Yojana", "Sukanya Samriddhi"],
    ["Post Office Monthly Income Scheme", "Post Office MIS"],
  ])("reads %j as %s", (name, type) => {
    expect(matchInvestType(name, TYPES)).toEqual({
      id: TYPES.find((entry) => entry.name === type)!.id,
    });
  });

  it("answers unknown for a type not in the list", () => {
    expect(matchInvestType("NSC", TYPES)).toBe("unknown");
    expect(matchInvestType("Tax-free Bonds", TYPES)).toBe("unknown");
  });
});
