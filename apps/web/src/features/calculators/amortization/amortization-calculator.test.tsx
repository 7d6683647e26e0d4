import {
  amortization,
  formatMonths,
} from "@kosh/core/calculators/amortization";
import { formatInr } from "@kosh/core/format/money";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { AmortizationCalculator } from "./amortization-calculator.tsx";

const summary = () => within(screen.getByRole("region", { name: "Summary" }));

function summaryValue(label: string) {
  return summary().getByText(label).nextElementSibling?.textContent;
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("the home loan prepayment page", () => {
  it("starts at the defaults with 'No Extra Payment' and nothing saved", () => {
    render(<AmortizationCalculator />);
    expect(screen.getByText("No Extra Payment")).toBeInTheDocument();
    expect(summaryValue("Monthly EMI")).toBe("₹43,391");
    expect(summaryValue("Interest Saved")).toBe("₹0");
    expect(summaryValue("Time Saved")).toBe("0 months");
    expect(summaryValue("New Tenure")).toBe("20 years");
    const firstYear = screen.getByRole("table", { name: "First 12 months" });
    expect(within(firstYear).getAllByRole("row")).toHaveLength(13);
    expect(
      within(firstYear)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Month",
      "EMI",
      "Principal",
      "Interest",
      "Extra Payment",
      "Balance",
    ]);
  });

  it("updates live, with no button, as the extra payment and frequency change", async () => {
    render(<AmortizationCalculator />);
    expect(
      screen.queryByRole("button", { name: "Calculate" }),
    ).not.toBeInTheDocument();
    fireEvent.input(screen.getByRole("slider", { name: "Extra Payment" }), {
      target: { value: "10000" },
    });
    const monthly = amortization({
      principal: 5_000_000,
      rate: 8.5,
      tenure: 20,
      extraPaymentAmount: 10_000,
      extraPaymentFrequency: "monthly",
    });
    expect(summaryValue("Interest Saved")).toBe(
      formatInr(monthly.interestSaved),
    );
    expect(summaryValue("Time Saved")).toBe(formatMonths(monthly.monthsSaved));
    expect(summaryValue("New Tenure")).toBe(
      formatMonths(monthly.withExtra.months),
    );
    const comparison = screen.getByRole("table", {
      name: "Regular Payment vs With Extra Payment",
    });
    expect(
      within(comparison).getByRole("row", { name: /Total Interest/ }),
    ).toHaveTextContent(
      `${formatInr(monthly.regular.totalInterest)}${formatInr(monthly.withExtra.totalInterest)}`,
    );

    await userEvent.click(screen.getByRole("radio", { name: "Yearly" }));
    const yearly = amortization({
      principal: 5_000_000,
      rate: 8.5,
      tenure: 20,
      extraPaymentAmount: 10_000,
      extraPaymentFrequency: "yearly",
    });
    expect(summaryValue("Interest Saved")).toBe(
      formatInr(yearly.interestSaved),
    );
    expect(yearly.interestSaved).toBeLessThan(monthly.interestSaved);
  });

  it("shows the full schedule on demand", async () => {
    window.history.replaceState(
      null,
      "",
      "/home-loan-amortization?tenure=5&extraPaymentAmount=50000",
    );
    render(<AmortizationCalculator />);
    const { schedule } = amortization({
      principal: 5_000_000,
      rate: 8.5,
      tenure: 5,
      extraPaymentAmount: 50_000,
      extraPaymentFrequency: "monthly",
    });
    await userEvent.click(
      screen.getByRole("button", { name: "Show full schedule" }),
    );
    const full = await screen.findByRole("table", {
      name: `Full schedule: ${schedule.length} months`,
    });
    expect(within(full).getAllByRole("row")).toHaveLength(schedule.length + 1);
    expect(within(full).getAllByRole("row").at(-1)).toHaveTextContent(/₹0$/);
  });

  it("reads its inputs from a shared link and reports a bad frequency", () => {
    window.history.replaceState(
      null,
      "",
      "/home-loan-amortization?principal=2500000&rate=9&tenure=15&extraPaymentFrequency=weekly",
    );
    render(<AmortizationCalculator />);
    expect(screen.getByText(/cannot use for Frequency/)).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Monthly" })).toBeChecked();
    const expected = amortization({
      principal: 2_500_000,
      rate: 9,
      tenure: 15,
      extraPaymentAmount: 0,
      extraPaymentFrequency: "monthly",
    });
    expect(summaryValue("Monthly EMI")).toBe(formatInr(expected.emi));
  });
});
