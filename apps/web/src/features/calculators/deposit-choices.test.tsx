import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { readHistory } from "./history/history-store.ts";
import { loadCalculatorDefinition } from "./calculator-definitions.ts";
import { StandardCalculator } from "./standard-calculator.tsx";
import { renderAt } from "../../testing/render-at.tsx";

const fdCalculator = await loadCalculatorDefinition("fd");
const compoundCalculator = await loadCalculatorDefinition("compound-interest");

const results = () => screen.getByRole("region", { name: "Results" });
/** The figure a result line shows, by its label. */
const figure = (label: string) =>
  within(results()).getByText(label).nextElementSibling;

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

// docs/product.md#calculators: the FD's interest paid at maturity or out every month or quarter,
// compound interest's compounding frequency; both choices travel in the link.
describe("the FD's payout and compound interest's frequency", () => {
  it("opens a quarterly-payout link with ₹20,000 a quarter and the deposit back; at maturity drops the payout line", async () => {
    renderAt(
      "/fd?principal=1000000&rate=8&tenure=5&payout=quarterly",
      <StandardCalculator definition={fdCalculator} />,
      { queryClient: false },
    );
    expect(
      await screen.findByRole("radio", { name: "Paid quarterly" }),
    ).toBeChecked();
    expect(figure("Interest per Payout")).toHaveTextContent("₹20,000");
    expect(figure("Maturity Amount")).toHaveTextContent("₹10,00,000");
    expect(figure("Interest Earned")).toHaveTextContent("₹4,00,000");

    await userEvent.click(screen.getByRole("radio", { name: "At maturity" }));
    // ₹10,00,000 at 8% for 5 years, compounded quarterly.
    expect(figure("Maturity Amount")).toHaveTextContent("₹14,85,947");
    expect(
      within(results()).queryByText("Interest per Payout"),
    ).not.toBeInTheDocument();
  });

  it("pays monthly at the quarterly rate discounted to a month", async () => {
    renderAt(
      "/fd?principal=1000000&rate=8&tenure=5",
      <StandardCalculator definition={fdCalculator} />,
      { queryClient: false },
    );
    await userEvent.click(
      await screen.findByRole("radio", { name: "Paid monthly" }),
    );
    expect(figure("Interest per Payout")).toHaveTextContent("₹6,623");
  });

  it("compounds half-yearly when asked: ₹8,000 at 10% for 1½ years is ₹9,261 (NCERT Class 8)", async () => {
    renderAt(
      "/compound-interest?principal=8000&rate=10&time=1.5&frequency=half-yearly",
      <StandardCalculator definition={compoundCalculator} />,
      { queryClient: false },
    );
    expect(
      await screen.findByRole("radio", { name: "Half-yearly" }),
    ).toBeChecked();
    expect(figure("Compound Amount")).toHaveTextContent("₹9,261");
    await userEvent.click(screen.getByRole("radio", { name: "Yearly" }));
    // 8,000 × 1.1^1.5
    expect(figure("Compound Amount")).toHaveTextContent("₹9,230");
  });

  it("opens tenureDays=444 as 444 days, not 1.2164 years, and keeps the days in the address", async () => {
    renderAt(
      "/fd?principal=500000&rate=7.25&tenureDays=444",
      <StandardCalculator definition={fdCalculator} />,
      { queryClient: false },
    );
    const days = await screen.findByRole("radio", { name: "Days" });
    expect(days).toBeChecked();
    expect(screen.getByRole("slider", { name: "Period" })).toHaveAttribute(
      "aria-valuetext",
      "444 days",
    );
    expect(screen.getByRole("textbox", { name: "Period in days" })).toHaveValue(
      "444",
    );
    // Four quarters, then 79 days of simple interest (docs/product.md#formulas-and-known-answers).
    expect(figure("Maturity Amount")).toHaveTextContent("₹5,45,678");

    await userEvent.click(screen.getByRole("button", { name: "Calculate" }));
    await waitFor(() => expect(readHistory()).toHaveLength(1));
    expect(window.location.search).toBe(
      "?principal=500000&rate=7.25&tenureDays=444&payout=cumulative",
    );
  });

  it("switches the period between years, months and days, keeping it as near as each unit can", async () => {
    renderAt("/fd", <StandardCalculator definition={fdCalculator} />, {
      queryClient: false,
    });
    const slider = await screen.findByRole("slider", { name: "Period" });
    expect(slider).toHaveAttribute("aria-valuetext", "5 years");
    await userEvent.click(screen.getByRole("radio", { name: "Months" }));
    expect(slider).toHaveAttribute("aria-valuetext", "60 months");
    await userEvent.click(screen.getByRole("radio", { name: "Days" }));
    expect(slider).toHaveAttribute("aria-valuetext", "1,825 days");
    const box = screen.getByRole("textbox", { name: "Period in days" });
    await userEvent.clear(box);
    await userEvent.type(box, "555");
    // 555 days at 6.5%: six quarters (547½ days of a 365-day year), then 7½ days simple.
    expect(figure("Maturity Amount")).toHaveTextContent("₹1,10,302");
    await userEvent.click(screen.getByRole("radio", { name: "Years" }));
    // 555 days is 1.52 years, shown on the slider's quarter-year steps.
    expect(slider).toHaveAttribute("aria-valuetext", "1.5 years");
  });

  it("says the period's unit and the payout in Hindi", async () => {
    renderAt(
      "/hi/fd?principal=1000000&rate=8&tenureDays=444&payout=quarterly",
      <StandardCalculator definition={fdCalculator} />,
      { queryClient: false },
    );
    expect(await screen.findByRole("radio", { name: "दिन" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "हर तिमाही" })).toBeChecked();
    expect(screen.getByRole("group", { name: "अवधि की इकाई" })).toBeVisible();
    expect(screen.getByRole("textbox", { name: "अवधि दिनों में" })).toHaveValue(
      "444",
    );
    expect(
      screen.getByText("हर भुगतान में ब्याज").nextElementSibling,
    ).toHaveTextContent("₹20,000");
  });

  it("keeps the payout in history in words, and a cumulative FD's record without a payout figure", async () => {
    renderAt(
      "/fd?principal=1000000&rate=8&tenure=5&payout=quarterly",
      <StandardCalculator definition={fdCalculator} />,
      { queryClient: false },
    );
    await userEvent.click(
      await screen.findByRole("button", { name: "Calculate" }),
    );
    await waitFor(() => expect(readHistory()).toHaveLength(1));
    await userEvent.click(screen.getByRole("radio", { name: "At maturity" }));
    await userEvent.click(screen.getByRole("button", { name: "Calculate" }));
    await waitFor(() => expect(readHistory()).toHaveLength(2));
    const [cumulative, quarterly] = readHistory();
    expect(quarterly?.inputs.payout).toBe("quarterly");
    expect(quarterly?.results.interestPerPayout).toBe(20_000);
    expect(cumulative?.results).not.toHaveProperty("interestPerPayout");

    await userEvent.click(screen.getByRole("button", { name: /^History/ }));
    const dialog = await screen.findByRole("dialog", {
      name: "Calculation History",
    });
    expect(
      within(dialog).getByText("₹10,00,000 · 8% · 5 Years · Paid quarterly"),
    ).toBeInTheDocument();
  });

  it("keeps a 444-day deposit in history as 444 days, and loads it back in days", async () => {
    renderAt(
      "/fd?principal=500000&rate=7.25&tenureDays=444",
      <StandardCalculator definition={fdCalculator} />,
      { queryClient: false },
    );
    await userEvent.click(
      await screen.findByRole("button", { name: "Calculate" }),
    );
    await waitFor(() => expect(readHistory()).toHaveLength(1));
    expect(readHistory()[0]?.inputs).toEqual({
      principal: 500_000,
      rate: 7.25,
      tenureDays: 444,
      payout: "cumulative",
    });
    await userEvent.click(screen.getByRole("radio", { name: "Years" }));
    await userEvent.click(screen.getByRole("button", { name: /^History/ }));
    const dialog = await screen.findByRole("dialog", {
      name: "Calculation History",
    });
    expect(
      within(dialog).getByText("₹5,00,000 · 7.25% · 444 Days · At maturity"),
    ).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole("button", { name: /^Load/ }),
    );
    expect(screen.getByRole("radio", { name: "Days" })).toBeChecked();
    expect(screen.getByRole("slider", { name: "Period" })).toHaveAttribute(
      "aria-valuetext",
      "444 days",
    );
  });
});
