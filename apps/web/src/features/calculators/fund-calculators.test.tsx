import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadEveryMessages } from "../../lib/i18n/messages.ts";
import { englishLeft } from "../../testing/english-left.ts";
import { renderAt } from "../../testing/render-at.tsx";
import { loadCalculatorDefinition } from "./calculator-definitions.ts";
import { StandardCalculator } from "./standard-calculator.tsx";

// Issue 28's fund calculators on the standard page (docs/architecture.md#adding-a-calculator):
// their defaults give the known answers of their formulas' tests, a link's inputs open them, and
// the Hindi page has no English left. No server runs under jsdom.

beforeAll(() => loadEveryMessages("hi"));

afterEach(() => {
  window.history.replaceState(null, "", "/");
  document.documentElement.lang = "en-IN";
});

type Slug = "lumpsum" | "step-up-sip" | "goal-sip" | "swp";

const definitions = {
  lumpsum: await loadCalculatorDefinition("lumpsum"),
  "step-up-sip": await loadCalculatorDefinition("step-up-sip"),
  "goal-sip": await loadCalculatorDefinition("goal-sip"),
  swp: await loadCalculatorDefinition("swp"),
} satisfies Record<Slug, unknown>;

function open(slug: Slug, query = "", language: "" | "/hi" = "") {
  return renderAt(
    `${language}/${slug}${query}`,
    <StandardCalculator definition={definitions[slug]} />,
    { queryClient: false },
  );
}

const results = (name = "Results") => screen.getByRole("region", { name });

/** The results panel's figures, label and amount, in order. */
function figures(panel: HTMLElement) {
  return within(panel)
    .getAllByRole("term")
    .map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent ?? "",
    ]);
}

describe("the lumpsum page", () => {
  it("grows ₹1,00,000 at 12% for 10 years to ₹3,10,585, says its rule, rings and tables it", async () => {
    open("lumpsum");
    expect(
      screen.getByRole("heading", { level: 1, name: "Lumpsum Calculator" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/compounded once a year at the expected return/),
    ).toBeInTheDocument();
    expect(figures(results())).toEqual([
      ["Maturity Amount", "₹3,10,585"],
      ["Total Investment", "₹1,00,000"],
      ["Total Returns", "₹2,10,585"],
    ]);
    expect(within(results()).getByText("3.11 lakh")).toBeInTheDocument();
    expect(
      await screen.findByRole("region", { name: "Where the money comes from" }),
    ).toHaveTextContent("₹2,10,585");
    const table = await screen.findByRole("table", {
      name: "Year-by-year growth",
    });
    expect(within(table).getAllByRole("row")).toHaveLength(11);
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent(
      "1₹1,00,000₹12,000₹1,12,000",
    );
    expect(screen.getByText("10 Years")).toBeInTheDocument();
    expect(
      screen.getByRole("complementary", { name: "Disclaimer" }),
    ).toBeInTheDocument();
  });

  it("opens a shared link's inputs, and Calculate puts them back in the address", async () => {
    open("lumpsum", "?totalInvestment=500000&expectedReturn=12&timePeriod=1");
    // Bajaj Broking's ₹5,00,000 for one year at 12%.
    expect(within(results()).getByText("₹5,60,000")).toBeInTheDocument();
    expect(screen.getByText("1 Year")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Calculate" }));
    expect(
      await within(results()).findByText(
        "Calculated on your device — server unreachable",
      ),
    ).toBeInTheDocument();
    expect(window.location.search).toBe(
      "?totalInvestment=500000&expectedReturn=12&timePeriod=1",
    );
    // Nothing of this calculator goes to history (docs/product.md#history).
    expect(
      screen.queryByRole("button", { name: /^History/ }),
    ).not.toBeInTheDocument();
  });

  it("is all in Hindi at /hi/lumpsum", async () => {
    const { container } = open("lumpsum", "", "/hi");
    expect(
      screen.getByRole("heading", { level: 1, name: "एकमुश्त निवेश कैलकुलेटर" }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe("एकमुश्त निवेश कैलकुलेटर — Kosh"),
    );
    expect(figures(results("परिणाम"))[0]).toEqual([
      "परिपक्वता राशि",
      "₹3,10,585",
    ]);
    expect(within(results("परिणाम")).getByText("3.11 लाख")).toBeInTheDocument();
    expect(englishLeft(container)).toEqual([]);
  });
});

describe("the step-up SIP page", () => {
  it("raises ₹5,000 a month by 10% a year: ₹16,87,163 after 10 years at 12%, ₹4,92,285 after 5", async () => {
    open("step-up-sip");
    expect(
      screen.getByRole("heading", { level: 1, name: "Step-up SIP Calculator" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/raised by the step-up every 12 months/),
    ).toBeInTheDocument();
    expect(figures(results())).toEqual([
      ["Maturity Amount", "₹16,87,163"],
      ["Total Investment", "₹9,56,245"],
      ["Total Returns", "₹7,30,918"],
    ]);
    expect(
      screen.getByRole("slider", { name: "Yearly Step-up" }),
    ).toHaveAttribute("aria-valuetext", "10 percent");
    const table = await screen.findByRole("table", {
      name: "Year-by-year growth",
    });
    expect(within(table).getAllByRole("row")[5]).toHaveTextContent(
      "5₹3,66,306₹1,25,979₹4,92,285",
    );
  });

  it("takes a step-up of 0% typed in, which is the plain SIP", async () => {
    open("step-up-sip");
    const box = screen.getByRole("textbox", {
      name: "Yearly Step-up in percent",
    });
    await userEvent.clear(box);
    await userEvent.type(box, "0");
    // The SIP page's known answer: ₹5,000 a month at 12% for 10 years.
    expect(within(results()).getByText("₹11,61,695")).toBeInTheDocument();
    expect(box).not.toHaveAttribute("aria-invalid");
  });

  it("is all in Hindi at /hi/step-up-sip", async () => {
    const { container } = open("step-up-sip", "", "/hi");
    expect(
      screen.getByRole("heading", {
        level: 1,
        name: "स्टेप-अप एसआईपी कैलकुलेटर",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("slider", { name: "सालाना स्टेप-अप" }),
    ).toHaveAttribute("aria-valuetext", "10 प्रतिशत");
    expect(
      await screen.findByRole("table", { name: "साल-दर-साल बढ़त" }),
    ).toBeInTheDocument();
    expect(englishLeft(container)).toEqual([]);
  });
});

describe("the goal SIP page", () => {
  it("needs ₹19,819 a month for ₹1 crore in 15 years at 12%, which the last year reaches", async () => {
    open("goal-sip");
    expect(
      screen.getByRole("heading", { level: 1, name: "Goal SIP Calculator" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/rounded up to the rupee/)).toBeInTheDocument();
    expect(figures(results())).toEqual([
      ["Monthly Investment Needed", "₹19,819"],
      ["Total Investment", "₹35,67,420"],
      ["Total Returns", "₹64,32,772"],
    ]);
    expect(within(results()).getByText("35.67 lakh")).toBeInTheDocument();
    expect(
      screen.getByRole("textbox", { name: "Target Amount in rupees" }),
    ).toHaveValue("1,00,00,000");
    const rows = within(
      await screen.findByRole("table", { name: "Year-by-year growth" }),
    ).getAllByRole("row");
    expect(rows).toHaveLength(16);
    // ₹35,67,420 invested, worth ₹1,00,00,192: the target and a little over.
    expect(rows[15]).toHaveTextContent("15₹35,67,420₹64,32,772₹1,00,00,192");
  });

  it("is all in Hindi at /hi/goal-sip", () => {
    const { container } = open("goal-sip", "", "/hi");
    expect(
      screen.getByRole("heading", { level: 1, name: "लक्ष्य एसआईपी कैलकुलेटर" }),
    ).toBeInTheDocument();
    expect(figures(results("परिणाम"))[0]).toEqual([
      "ज़रूरी मासिक निवेश",
      "₹19,819",
    ]);
    expect(screen.getByRole("slider", { name: "लक्ष्य राशि" })).toHaveAttribute(
      "aria-valuetext",
      "₹1,00,00,000 (1 करोड़)",
    );
    expect(englishLeft(container)).toEqual([]);
  });
});

describe("the SWP page", () => {
  it("leaves ₹5,218 of ₹5,00,000 after ₹10,000 a month for 5 years at 8%, with the withdrawals by year", async () => {
    open("swp");
    expect(
      screen.getByRole("heading", { level: 1, name: "SWP Calculator" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/then the withdrawal is taken, until it runs out/),
    ).toBeInTheDocument();
    expect(figures(results())).toEqual([
      ["Final Value", "₹5,218"],
      ["Total Withdrawal", "₹6,00,000"],
      ["Full Withdrawals For", "5 years"],
    ]);
    const ring = await screen.findByRole("region", {
      name: "Where the money goes",
    });
    expect(ring).toHaveTextContent("Total Withdrawal₹6,00,000");
    expect(ring).toHaveTextContent("Final Value₹5,218");
    const rows = within(
      await screen.findByRole("table", { name: "Year-by-year withdrawals" }),
    ).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toHaveLength(6);
    expect(rows[0]).toHaveTextContent("YearWithdrawn so farLeft");
    expect(rows[5]).toHaveTextContent("5₹6,00,000₹5,218");
  });

  it("says when the money runs out: ₹10,00,000 less ₹10,000 a month at 8% pays 160 months in full", () => {
    open(
      "swp",
      "?totalInvestment=1000000&monthlyWithdrawal=10000&expectedReturn=8&timePeriod=20",
    );
    expect(figures(results())).toEqual([
      ["Final Value", "₹0"],
      ["Total Withdrawal", "₹16,07,804"],
      ["Full Withdrawals For", "13 years 4 months"],
    ]);
  });

  it("is all in Hindi at /hi/swp", async () => {
    const { container } = open("swp", "", "/hi");
    expect(
      screen.getByRole("heading", { level: 1, name: "एसडब्ल्यूपी कैलकुलेटर" }),
    ).toBeInTheDocument();
    expect(figures(results("परिणाम"))).toEqual([
      ["अंतिम मूल्य", "₹5,218"],
      ["कुल निकासी", "₹6,00,000"],
      ["पूरी निकासी की अवधि", "5 साल"],
    ]);
    expect(
      await screen.findByRole("table", { name: "साल-दर-साल निकासी" }),
    ).toBeInTheDocument();
    expect(englishLeft(container)).toEqual([]);
  });
});
