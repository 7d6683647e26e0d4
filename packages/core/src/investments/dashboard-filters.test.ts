import { describe, expect, it } from "vitest";
import {
  companyOptions,
  filterChains,
  heldBy,
  isFiltering,
  NO_FILTER,
} from "./dashboard-filter.ts";
import { renewalChains } from "./renewal-chains.ts";
import { testInvestment } from "./test-investment.ts";

const today = "2026-03-10";
const sbi = {
  company_id: "sbi",
  investment_companies: { name: "State Bank of India" },
};
const hdfc = {
  company_id: "hdfc",
  investment_companies: { name: "HDFC Bank" },
};

const investments = [
  testInvestment({
    id: "renewal",
    ...sbi,
    end_date: "2026-03-25",
    renewal_reference_id: "original",
  }),
  testInvestment({ id: "hdfc-later", ...hdfc, end_date: "2027-03-25" }),
  testInvestment({ id: "hdfc-overdue", ...hdfc, end_date: "2026-03-01" }),
  testInvestment({
    id: "original",
    ...sbi,
    status: "renewed",
    end_date: "2025-03-25",
  }),
];
const chains = renewalChains(investments);

describe("the dashboard filters", () => {
  it("shows every chain with no filter", () => {
    expect(
      filterChains(chains, NO_FILTER, today).map((chain) => chain.head.id),
    ).toEqual(["renewal", "hdfc-later", "hdfc-overdue"]);
    expect(isFiltering(NO_FILTER)).toBe(false);
  });

  it("keeps one company, its renewal chain intact", () => {
    const shown = filterChains(
      chains,
      { ...NO_FILTER, companyId: "sbi" },
      today,
    );
    expect(shown).toHaveLength(1);
    expect(shown[0]?.previous.map((investment) => investment.id)).toEqual([
      "original",
    ]);
  });

  it("keeps what is ready to renew: ending within 30 days or already past", () => {
    const shown = filterChains(
      chains,
      { ...NO_FILTER, readyToRenew: true },
      today,
    );
    expect(shown.map((chain) => chain.head.id)).toEqual([
      "renewal",
      "hdfc-overdue",
    ]);
  });

  it("combines both filters", () => {
    const shown = filterChains(
      chains,
      { ...NO_FILTER, companyId: "hdfc", readyToRenew: true },
      today,
    );
    expect(shown.map((chain) => chain.head.id)).toEqual(["hdfc-overdue"]);
  });

  it("offers each company held once, by name", () => {
    expect(companyOptions(investments)).toEqual([
      { id: "hdfc", name: "HDFC Bank" },
      { id: "sbi", name: "State Bank of India" },
    ]);
  });

  it("keeps what a member holds, as first holder or joint, and everything for Everyone", () => {
    const held = [
      testInvestment({ id: "asha-alone", holder_ids: ["asha"] }),
      testInvestment({ id: "asha-ravi", holder_ids: ["asha", "ravi"] }),
      testInvestment({ id: "ravi-asha", holder_ids: ["ravi", "asha"] }),
      testInvestment({ id: "ravi-alone", holder_ids: ["ravi"] }),
    ];
    const ids = (memberId: string | null) =>
      heldBy(held, memberId).map((investment) => investment.id);
    expect(ids("ravi")).toEqual(["asha-ravi", "ravi-asha", "ravi-alone"]);
    expect(ids("asha")).toEqual(["asha-alone", "asha-ravi", "ravi-asha"]);
    expect(ids(null)).toHaveLength(4);
    expect(isFiltering({ ...NO_FILTER, memberId: "ravi" })).toBe(true);
  });
});
