import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadCalculatorDefinition } from "./calculator-definitions.ts";
import { HomeLoanCalculator } from "./home-loan-calculator.tsx";
import { renderAt } from "../../testing/render-at.tsx";

await loadCalculatorDefinition("home-loan");

afterEach(() => {
  window.history.replaceState(null, "", "/");
  vi.useRealTimers();
});

const byYear = (name: string) => screen.getByRole("table", { name });
const FINANCIAL =
  "Principal and interest paid each financial year (April to March)";
const CALENDAR = "Principal and interest paid each calendar year";

/** A row's cells as the table shows them, its year first. */
function rowTexts(table: HTMLElement, index: number) {
  const row = within(table).getAllByRole("row")[index]!;
  return [...row.querySelectorAll("th, td")].map((cell) => cell.textContent);
}

// docs/product.md#home-loan-by-year; the figures are core's, worked by hand in home-loan-by-year.test.ts.
describe("the home loan EMI page by year", async () => {
  it("shows principal against interest, and the financial years from this month's first EMI", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 0, 15) });
    renderAt("/home-loan", <HomeLoanCalculator />, { queryClient: false });
    // The section by year loads as it nears the screen (docs/architecture.md#first-paint).
    await screen.findByLabelText("First EMI");
    const ring = screen.getByRole("region", { name: "Principal and interest" });
    expect(within(ring).getByText("₹50,00,000")).toBeInTheDocument();
    expect(within(ring).getByText("₹54,13,879")).toBeInTheDocument();
    expect(screen.getByLabelText("First EMI")).toHaveValue("2026-01");
    // The month in words, whatever language the browser's own picker speaks.
    expect(screen.getByLabelText("First EMI")).toHaveAccessibleDescription(
      expect.stringMatching(/^January 2026/),
    );
    expect(screen.getByRole("radio", { name: "Financial year" })).toBeChecked();
    const table = byYear(FINANCIAL);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Financial year",
      "Principal",
      "Interest",
      "Total payment",
      "Balance",
    ]);
    // January to March 2026, then April 2026 to March 2027.
    expect(rowTexts(table, 1)).toEqual([
      "2025–26",
      "₹24,093",
      "₹1,06,080",
      "₹1,30,173",
      "₹49,75,907",
    ]);
    expect(rowTexts(table, 2)).toEqual([
      "2026–27",
      "₹1,01,641",
      "₹4,19,053",
      "₹5,20,694",
      "₹48,74,266",
    ]);
    expect(within(table).getAllByRole("row")).toHaveLength(22);
  });

  it("moves every payment to its calendar year from a first EMI the person types", async () => {
    renderAt("/home-loan", <HomeLoanCalculator />, { queryClient: false });
    // The section by year loads as it nears the screen (docs/architecture.md#first-paint).
    await screen.findByLabelText("First EMI");
    fireEvent.input(screen.getByLabelText("First EMI"), {
      target: { value: "2026-04" },
    });
    await userEvent.click(screen.getByRole("radio", { name: "Calendar year" }));
    const table = byYear(CALENDAR);
    expect(rowTexts(table, 1)).toEqual([
      "2026",
      "₹73,838",
      "₹3,16,683",
      "₹3,90,520",
      "₹49,26,162",
    ]);
    expect(within(table).getAllByRole("row")).toHaveLength(22);
  });

  it("says what a first EMI must be, naming the field, and keeps the last month it could use", async () => {
    renderAt("/home-loan", <HomeLoanCalculator />, { queryClient: false });
    // The section by year loads as it nears the screen (docs/architecture.md#first-paint).
    await screen.findByLabelText("First EMI");
    const box = screen.getByLabelText("First EMI");
    fireEvent.input(box, { target: { value: "2026-04" } });
    fireEvent.input(box, { target: { value: "" } });
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining("First EMI must be a month, such as 2026-04"),
    );
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(rowTexts(byYear(FINANCIAL), 1)[0]).toBe("2026–27");
  });

  it("follows the sliders: a 10-year loan has 10 or 11 years", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 3, 1) });
    renderAt("/home-loan", <HomeLoanCalculator />, { queryClient: false });
    // The section by year loads as it nears the screen (docs/architecture.md#first-paint).
    await screen.findByLabelText("First EMI");
    fireEvent.input(screen.getByRole("slider", { name: "Tenure" }), {
      target: { value: "10" },
    });
    // A first EMI in April: ten whole financial years.
    expect(within(byYear(FINANCIAL)).getAllByRole("row")).toHaveLength(11);
  });
});

describe("the home loan EMI page in Hindi", () => {
  it("names the ring, the choice and the table in Hindi", async () => {
    renderAt("/hi/home-loan", <HomeLoanCalculator />, { queryClient: false });
    expect(
      await screen.findByRole("region", { name: "मूलधन और ब्याज" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "वित्त वर्ष" })).toBeChecked();
    expect(screen.getByLabelText("पहली ईएमआई")).toBeInTheDocument();
    expect(
      screen.getByRole("table", {
        name: "हर वित्त वर्ष (अप्रैल से मार्च) में चुकाया मूलधन और ब्याज",
      }),
    ).toBeInTheDocument();
  });
});
