import { amortization } from "@kosh/core/calculators/amortization";
import { formatInr } from "@kosh/core/format/money";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AmortizationCalculator } from "./amortization-calculator.tsx";
import { amortizationFromQuery } from "./amortization-link.ts";

afterEach(() => {
  window.history.replaceState(null, "", "/");
  vi.useRealTimers();
});

const choices = () =>
  screen.getByRole("table", {
    name: "The two choices after your prepayments",
  });

/** A row of the side-by-side table: its two figures, keep the EMI first. */
function choiceRow(label: string) {
  const row = within(choices()).getByRole("rowheader", {
    name: label,
  }).parentElement!;
  return [...row.querySelectorAll("td")].map((cell) => cell.textContent);
}

// docs/product.md#home-loan-with-extra-payments; the figures are Paisabazaar's published case
// (core's prepayment-choice.test.ts): ₹50 lakh at 8 % for 20 years, ₹6 lakh after the 60th EMI.
describe("lump sums and the bank's two choices", () => {
  it("adds a lump sum and shows keeping the EMI beside keeping the tenure", async () => {
    window.history.replaceState(
      null,
      "",
      "/home-loan-amortization?principal=5000000&rate=8&tenure=20",
    );
    render(<AmortizationCalculator />);
    await userEvent.click(
      screen.getByRole("button", { name: "Add a lump sum" }),
    );
    await userEvent.type(
      screen.getByRole("textbox", { name: "Month of lump sum 1" }),
      "60",
    );
    await userEvent.type(
      screen.getByRole("textbox", { name: "Amount of lump sum 1" }),
      "600000",
    );
    expect(
      within(choices())
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Keep the EMI, shorten the loan",
      "Keep the tenure, lower the EMI",
    ]);
    expect(choiceRow("EMI after the prepayments")).toEqual([
      "₹41,822",
      "₹36,088",
    ]);
    expect(choiceRow("Loan Tenure")).toEqual(["16 years 7 months", "20 years"]);
    expect(choiceRow("Time Saved")).toEqual(["3 years 5 months", "0 months"]);
    expect(choiceRow("Interest Saved")).toEqual(["₹11,29,697", "₹4,32,104"]);
    // The summary keeps the EMI, and the schedule takes the lump sum in month 60.
    expect(
      within(screen.getByRole("region", { name: "Summary" })).getByText(
        "₹11,29,697",
      ),
    ).toBeInTheDocument();
  });

  it("names the field and its bounds when a lump sum cannot be used, and leaves it out", async () => {
    render(<AmortizationCalculator />);
    await userEvent.click(
      screen.getByRole("button", { name: "Add a lump sum" }),
    );
    const month = screen.getByRole("textbox", { name: "Month of lump sum 1" });
    // An empty box says nothing until it has been left.
    await userEvent.click(month);
    expect(month).not.toHaveAttribute("aria-invalid");
    await userEvent.tab();
    expect(month).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(month, "241");
    expect(month).toHaveAccessibleDescription(
      expect.stringContaining(
        "Month of lump sum 1 must be a whole number between 1 and 240",
      ),
    );
    const amount = screen.getByRole("textbox", {
      name: "Amount of lump sum 1",
    });
    await userEvent.type(amount, "60000000");
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining(
        "Amount of lump sum 1 must be between ₹1 and ₹50,00,000",
      ),
    );
    expect(choiceRow("Interest Saved")).toEqual(["₹0", "₹0"]);
  });

  it("removes a lump sum, and its figures with it", async () => {
    window.history.replaceState(
      null,
      "",
      "/home-loan-amortization?lumpSums=12%3A500000%2C24%3A100000",
    );
    render(<AmortizationCalculator />);
    const both = amortization({
      principal: 5_000_000,
      rate: 8.5,
      tenure: 20,
      extraPaymentAmount: 0,
      extraPaymentFrequency: "monthly",
      lumpSums: [
        { month: 12, amount: 500_000 },
        { month: 24, amount: 100_000 },
      ],
    });
    expect(choiceRow("Interest Saved")).toEqual([
      formatInr(both.keepEmi.interestSaved),
      formatInr(both.keepTenure.interestSaved),
    ]);
    await userEvent.click(
      screen.getByRole("button", { name: "Remove lump sum 2" }),
    );
    expect(
      screen.queryByRole("textbox", { name: "Month of lump sum 2" }),
    ).not.toBeInTheDocument();
    // ₹5,00,000 after the 12th EMI, worked by hand in core's prepayment-choice.test.ts.
    expect(choiceRow("Interest Saved")).toEqual(["₹16,03,691", "₹5,09,408"]);
  });

  it("keeps the lump sums in the address, and a link brings them back", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<AmortizationCalculator />);
    fireEvent.click(screen.getByRole("button", { name: "Add a lump sum" }));
    fireEvent.input(
      screen.getByRole("textbox", { name: "Month of lump sum 1" }),
      { target: { value: "36" } },
    );
    fireEvent.input(
      screen.getByRole("textbox", { name: "Amount of lump sum 1" }),
      { target: { value: "2,00,000" } },
    );
    await vi.advanceTimersByTimeAsync(400);
    const search = window.location.search;
    expect(new URLSearchParams(search).get("lumpSums")).toBe("36:200000");
    expect(amortizationFromQuery(search).lumpSums).toEqual([
      { month: 36, amount: 200_000 },
    ]);
  });

  it("says when a link's lump sums cannot be read, and opens without them", () => {
    window.history.replaceState(
      null,
      "",
      "/home-loan-amortization?lumpSums=soon",
    );
    render(<AmortizationCalculator />);
    expect(screen.getByText(/cannot use for Lump sums/)).toBeInTheDocument();
    expect(
      screen.queryByRole("textbox", { name: "Month of lump sum 1" }),
    ).not.toBeInTheDocument();
  });
});
