import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
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
});
