import type { Investment } from "@kosh/core/contracts/investments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Caller,
  startTrackerHarness,
  type TrackerHarness,
} from "../../test/tracker-harness.ts";

/**
 * Single-line text refuses control and text-direction characters, naming the field; notes keep
 * their line breaks and nothing else (docs/product.md).
 */

let tracker: TrackerHarness;
let admin: Caller;
let saver: Caller;
let investment: () => Record<string, unknown>;

beforeAll(async () => {
  tracker = await startTrackerHarness();
  admin = await tracker.signedInUser("plain-admin", "admin");
  saver = await tracker.signedInUser("plain-saver");
  const company_id = await tracker.companyId("State Bank of India");
  const invest_type_id = await tracker.investTypeId("Fixed Deposit");
  investment = () => ({
    company_id,
    invest_type_id,
    principal_amount: 100000,
    rate_of_interest: 7,
    start_date: "2025-04-01",
    end_date: "2026-04-01",
  });
});
afterAll(() => tracker.close());

/** The answer naming the field and the character it refused, written `U+000D`. */
const singleLine = (field: string, character: string) =>
  `${field} must be a single line without control characters, text-direction marks or other invisible characters (it holds ${character})`;
const notes = (character: string) =>
  `investment_notes may hold line breaks but no other control characters, text-direction marks or other invisible characters (it holds ${character})`;

/** Completes `caller`'s profile as Asha Rao of Pune, with `changes` to those fields. */
const completeProfile = (caller: Caller, changes: Record<string, string>) =>
  caller.request("PUT", "/api/auth/complete-profile", {
    name: "Asha Rao",
    date_of_birth: "1990-05-17",
    location: "Pune",
    ...changes,
  });

async function createInvestment(): Promise<Investment> {
  const response = await saver.request(
    "POST",
    "/api/investments",
    investment(),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Investment;
}

describe("a single-line field holding a control or text-direction character", () => {
  it("refuses a name that would forge mail headers, and keeps the profile incomplete", async () => {
    const response = await completeProfile(saver, {
      name: "Asha Rao\r\nBcc: x@evil.example",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(singleLine("Name", "U+000D"));
    const profile = await saver.request("GET", "/api/auth/profile");
    expect(profile.json().user).toMatchObject({
      name: null,
      profile_completed: false,
    });
  });

  it.each([
    ["a trailing line feed", "Pune\n", "U+000A"],
    ["an ESC sequence", "Pune\u001b[2J", "U+001B"],
    ["a bidi isolate", "Pune\u2067", "U+2067"],
    ["a left-to-right mark", "Pune\u200e", "U+200E"],
    ["a right-to-left mark", "\u200fPune", "U+200F"],
    ["an Arabic letter mark", "Pu\u061cne", "U+061C"],
    ["a zero-width space", "Pu\u200bne", "U+200B"],
    ["a zero-width joiner between Latin letters", "Pu\u200dne", "U+200D"],
    ["a byte order mark", "\ufeffPune", "U+FEFF"],
    ["a line separator", "Pune\u2028East", "U+2028"],
    ["a paragraph separator", "Pune\u2029East", "U+2029"],
    ["a soft hyphen", "Pu\u00adne", "U+00AD"],
    ["a tag character", "Pune\u{e0041}", "U+E0041"],
  ])("refuses a location with %s", async (_, location, character) => {
    const response = await completeProfile(saver, { location });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(singleLine("Location", character));
  });

  it("refuses half of a character (a lone surrogate), which the database would store as U+FFFD", async () => {
    // JSON.parse turns the escape into a string holding U+D800 alone: not well-formed text.
    const response = await saver.request(
      "PUT",
      "/api/auth/complete-profile",
      '{"name":"Asha Rao","date_of_birth":"1990-05-17","location":"Pune\\ud800"}',
      { "content-type": "application/json" },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      singleLine("Location", "U+D800, half of a character"),
    );
  });

  it("refuses a company name with a right-to-left override, and adds no company", async () => {
    const types = (
      await admin.request("GET", "/api/admin/company-types")
    ).json() as {
      id: string;
    }[];
    const before = (
      await admin.request("GET", "/api/admin/companies")
    ).json() as unknown[];
    const response = await admin.request("POST", "/api/admin/companies", {
      name: "Bank \u202eknaB",
      company_type_id: types[0]!.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(singleLine("name", "U+202E"));
    const after = (
      await admin.request("GET", "/api/admin/companies")
    ).json() as unknown[];
    expect(after).toHaveLength(before.length);
  });

  it.each([
    ["/api/admin/company-types", "NBFC\tdeposits", "U+0009"],
    ["/api/admin/invest-types", "Bond\u0085", "U+0085"],
  ])("refuses a type name for %s", async (url, type_name, character) => {
    const response = await admin.request("POST", url, { type_name });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(singleLine("type_name", character));
  });

  it.each([
    ["document_number", "FDR-42\r\n", "U+000D"],
    ["account_number", "3001\u007f2345", "U+007F"],
  ])(
    "refuses an investment whose %s holds one",
    async (field, value, character) => {
      const before = await tracker.storedInvestments();
      const response = await saver.request("POST", "/api/investments", {
        ...investment(),
        [field]: value,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(singleLine(field, character));
      expect(await tracker.storedInvestments()).toEqual(before);
    },
  );

  it("refuses a renewal or closing reason with a line break, and the investment stays active", async () => {
    const { id } = await createInvestment();
    const renewal = await saver.request(
      "POST",
      `/api/investments/${id}/renew`,
      {
        new_end_date: "2027-04-01",
        new_rate: 7,
        transaction_reason: "Rolled over\nBcc: x",
      },
    );
    expect(renewal.statusCode).toBe(400);
    expect(renewal.json().message).toBe(
      singleLine("transaction_reason", "U+000A"),
    );
    const closing = await saver.request("PUT", `/api/investments/${id}/close`, {
      transaction_reason: "Closed \u202e",
    });
    expect(closing.statusCode).toBe(400);
    expect(closing.json().message).toBe(
      singleLine("transaction_reason", "U+202E"),
    );
    const stored = (await tracker.storedInvestments()).find(
      (row) => row.id === id,
    );
    expect(stored?.status).toBe("active");
  });
});

describe("Hindi and the other Indic scripts", () => {
  it("keep the zero-width joiner and non-joiner between their letters, as their spelling needs", async () => {
    const hindi = await tracker.signedInUser("plain-hindi");
    // क्‍ष keeps the half form of क (ZWJ); क्‌ष shows the virama (ZWNJ): two spellings of one name.
    const name = "लक्\u200dष्मी क्\u200cषमा";
    const response = await completeProfile(hindi, {
      name,
      location: "पुणे",
    });
    expect(response.statusCode, response.body).toBe(200);
    const profile = await hindi.request("GET", "/api/auth/profile");
    expect(profile.json().user).toMatchObject({ name, location: "पुणे" });
  });

  it("refuse a joiner that does not sit between two of their letters", async () => {
    const hindi = await tracker.signedInUser("plain-hindi-edge");
    const response = await completeProfile(hindi, { name: "लक्ष्मी\u200d" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(singleLine("Name", "U+200D"));
  });
});

describe("notes", () => {
  it("keep line breaks, LF and CR LF alike", async () => {
    const notes = "Joint with spouse\nNominee: Ravi\r\nRenew in April";
    const response = await saver.request("POST", "/api/investments", {
      ...investment(),
      investment_notes: notes,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as Investment).investment_notes).toBe(notes);
  });

  it.each([
    ["an ESC", "Joint\u001b[31m with spouse", "U+001B"],
    ["a tab", "Joint\twith spouse", "U+0009"],
    ["a lone carriage return", "Joint\rwith spouse", "U+000D"],
    ["a right-to-left override", "Joint \u202ewith spouse", "U+202E"],
    ["a line separator", "Joint\u2028with spouse", "U+2028"],
    ["a zero-width space", "Joint\u200bwith spouse", "U+200B"],
  ])("refuse %s", async (_, investment_notes, character) => {
    const before = await tracker.storedInvestments();
    const response = await saver.request("POST", "/api/investments", {
      ...investment(),
      investment_notes,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(notes(character));
    expect(await tracker.storedInvestments()).toEqual(before);
  });
});
