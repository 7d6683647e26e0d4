import { describe, expect, it } from "vitest";
import {
  type DuplicateKeys,
  duplicateMatches,
  type ExistingInvestment,
} from "./duplicate-matches.ts";

const row = (overrides: Partial<DuplicateKeys> = {}): DuplicateKeys => ({
  company_id: "sbi",
  account_number: null,
  document_number: null,
  holder_id: null,
  principal_amount: 100_000,
  start_date: "2024-04-05",
  end_date: "2025-04-05",
  ...overrides,
});

const existing = (
  id: string,
  overrides: Partial<DuplicateKeys> = {},
): ExistingInvestment => ({
  id,
  ...row(overrides),
});

describe("finding the existing investments a row duplicates", () => {
  it("matches the same institution's same account number, however it is written", () => {
    const household = [
      existing("a", { account_number: "000123-456", principal_amount: 5 }),
    ];
    expect(
      duplicateMatches(
        [
          row({ account_number: "123456" }),
          row({ account_number: " 123 456 " }),
        ],
        household,
      ),
    ).toEqual([["a"], ["a"]]);
  });

  it("matches the same receipt number", () => {
    const household = [existing("a", { document_number: "FD/2024/17" })];
    expect(
      duplicateMatches([row({ document_number: "fd-2024-17" })], household),
    ).toEqual([["a"]]);
  });

  it("does not match another institution's deposit with the same number", () => {
    const household = [
      existing("a", { company_id: "pnb", account_number: "123456" }),
    ];
    expect(
      duplicateMatches([row({ account_number: "123456" })], household),
    ).toEqual([[]]);
  });

  it("does not match when both carry numbers and they differ, even with every term the same", () => {
    const household = [existing("a", { account_number: "111" })];
    expect(
      duplicateMatches([row({ account_number: "222" })], household),
    ).toEqual([[]]);
  });

  it("tells a renewal chain's deposits apart, which share an account number, by their start", () => {
    const household = [
      existing("old", {
        account_number: "123",
        start_date: "2023-04-05",
        end_date: "2024-04-05",
      }),
      existing("new", {
        account_number: "123",
        start_date: "2024-04-05",
        end_date: "2025-04-05",
      }),
    ];
    expect(
      duplicateMatches([row({ account_number: "123" })], household),
    ).toEqual([["new"]]);
    expect(
      duplicateMatches(
        [row({ account_number: "123", start_date: "2022-01-01" })],
        household,
      ),
    ).toEqual([["old", "new"]]);
  });

  it("without numbers, matches the same institution, holder, principal, start and end", () => {
    const household = [
      existing("a", { holder_id: "priya" }),
      existing("b", { holder_id: "arjun" }),
    ];
    expect(
      duplicateMatches(
        [
          row({ holder_id: "priya" }),
          row(),
          row({ holder_id: "priya", principal_amount: 100_001 }),
          row({ holder_id: "priya", start_date: "2024-04-06" }),
          row({ holder_id: "priya", end_date: null }),
          row({ holder_id: "meera" }),
        ],
        household,
      ),
    ).toEqual([["a"], ["a", "b"], [], [], [], []]);
  });

  it("compares the terms when only one side carries a number", () => {
    const household = [existing("a", { account_number: "123" })];
    expect(
      duplicateMatches([row({ document_number: "R-9" })], household),
    ).toEqual([["a"]]);
  });

  it("matches nothing in an empty household", () => {
    expect(duplicateMatches([row()], [])).toEqual([[]]);
  });
});
