import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadEveryMessages } from "../../lib/i18n/messages.ts";
import { englishLeft } from "../../testing/english-left.ts";
import { renderAt } from "../../testing/render-at.tsx";
import { loadCalculatorDefinition } from "./calculator-definitions.ts";
import { StandardCalculator } from "./standard-calculator.tsx";

// The post-office and government schemes on the standard page
// (docs/product.md#post-office-and-government-schemes): their defaults give the known answers of
// their formulas' tests, each says its rule and how its rate holds, their choices work and travel
// in a link, and the Hindi page has no English left. No server runs under jsdom.

beforeAll(() => loadEveryMessages("hi"));

afterEach(() => {
  window.history.replaceState(null, "", "/");
  document.documentElement.lang = "en-IN";
});

async function open(slug: string, query = "", language: "" | "/hi" = "") {
  const definition = await loadCalculatorDefinition(slug as "ppf");
  return renderAt(
    `${language}/${slug}${query}`,
    <StandardCalculator definition={definition} />,
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

/** The page in Hindi: its title, its headline figure, and no English left (what it finds). */
async function inHindi(slug: string, title: string) {
  const { container } = await open(slug, "", "/hi");
  expect(
    screen.getByRole("heading", { level: 1, name: title }),
  ).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(`${title} — Kosh`));
  return {
    headline: figures(results("परिणाम"))[0],
    english: englishLeft(container),
  };
}

describe("the PPF page", () => {
  it("grows ₹1,50,000 a year at 7.1% for 15 years to ₹40,68,209, says its rule, rings and tables it", async () => {
    await open("ppf");
    expect(
      screen.getByRole("heading", { level: 1, name: "PPF Calculator" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/credited every 31 March.*earns each quarter's/),
    ).toBeInTheDocument();
    expect(figures(results())).toEqual([
      ["Maturity Amount", "₹40,68,209"],
      ["Total Deposits", "₹22,50,000"],
      ["Interest Earned", "₹18,18,209"],
    ]);
    const table = await screen.findByRole("table", {
      name: "Year-by-year growth",
    });
    expect(within(table).getAllByRole("row")).toHaveLength(16);
    expect(
      screen.getByRole("radio", { name: "Yearly", checked: true }),
    ).toBeInTheDocument();
  });

  it("monthly deposits: the slider's maximum drops to ₹12,500, and the link carries the choice", async () => {
    await open("ppf");
    await userEvent.click(screen.getByRole("radio", { name: "Monthly" }));
    // ₹1,50,000 a deposit was over the monthly limit: it moves down to ₹12,500.
    expect(figures(results())).toEqual([
      ["Maturity Amount", "₹39,44,599"],
      ["Total Deposits", "₹22,50,000"],
      ["Interest Earned", "₹16,94,599"],
    ]);
    expect(screen.getByRole("slider", { name: "Deposit" })).toHaveAttribute(
      "max",
      "12500",
    );
    await userEvent.click(screen.getByRole("button", { name: "Calculate" }));
    await within(results()).findByText(
      "Calculated on your device — server unreachable",
    );
    expect(window.location.search).toBe(
      "?deposit=12500&rate=7.1&years=15&frequency=monthly",
    );
  });

  it("opens a link's choice", async () => {
    await open("ppf", "?deposit=12500&frequency=monthly&years=20");
    expect(
      screen.getByRole("radio", { name: "Monthly", checked: true }),
    ).toBeInTheDocument();
    expect(screen.getByText("20 Years")).toBeInTheDocument();
  });

  it("refuses a link's monthly deposit over ₹12,500 by name, and takes the most a month instead", async () => {
    await open("ppf", "?deposit=100000&frequency=monthly");
    expect(
      screen.getByText(/The link you followed had a value/),
    ).toHaveTextContent(/for Deposit,/);
    expect(figures(results())[0]).toEqual(["Maturity Amount", "₹39,44,599"]);
  });

  it("refuses a link's period off the blocks of 5 years by name, and keeps 15", async () => {
    await open("ppf", "?years=17");
    expect(
      screen.getByText(/The link you followed had a value/),
    ).toHaveTextContent(/for Period,/);
    expect(screen.getByText("15 Years")).toBeInTheDocument();
  });

  it("names a link's frequency it does not know, and keeps yearly", async () => {
    await open("ppf", "?frequency=weekly");
    expect(
      screen.getByText(/The link you followed had a value/),
    ).toHaveTextContent(/for Deposit Frequency,/);
    expect(
      screen.getByRole("radio", { name: "Yearly", checked: true }),
    ).toBeInTheDocument();
  });

  it("is all in Hindi at /hi/ppf", async () => {
    expect(await inHindi("ppf", "पीपीएफ कैलकुलेटर")).toEqual({
      headline: ["परिपक्वता राशि", "₹40,68,209"],
      english: [],
    });
    expect(screen.getByRole("radio", { name: "हर महीने" })).toBeInTheDocument();
  });
});

describe("the Sukanya Samriddhi page", () => {
  it("grows ₹1,50,000 a year at 8.2% to ₹71,82,119 at 21 years, with 21 rows", async () => {
    await open("sukanya-samriddhi");
    expect(figures(results())).toEqual([
      ["Maturity Amount", "₹71,82,119"],
      ["Total Deposits", "₹22,50,000"],
      ["Interest Earned", "₹49,32,119"],
    ]);
    expect(
      screen.getByText(/maturing 21 years from opening/),
    ).toBeInTheDocument();
    const table = await screen.findByRole("table", {
      name: "Year-by-year growth",
    });
    expect(within(table).getAllByRole("row")).toHaveLength(22);
  });

  it("is all in Hindi at /hi/sukanya-samriddhi", async () => {
    expect(await inHindi("sukanya-samriddhi", "सुकन्या समृद्धि कैलकुलेटर")).toEqual({
      headline: ["परिपक्वता राशि", "₹71,82,119"],
      english: [],
    });
  });
});

describe("the NSC page", () => {
  it("grows ₹10,000 at 7.7% to ₹14,490 in 5 years, keeping the rate it was bought at", async () => {
    await open("nsc");
    expect(figures(results())).toEqual([
      ["Maturity Amount", "₹14,490"],
      ["Interest Earned", "₹4,490"],
      ["Investment", "₹10,000"],
    ]);
    expect(
      screen.getByText(/keeps the rate of the quarter it was bought in/),
    ).toBeInTheDocument();
    const table = await screen.findByRole("table", {
      name: "Year-by-year growth",
    });
    expect(within(table).getAllByRole("row")).toHaveLength(6);
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent(
      "1₹10,000₹770₹10,770",
    );
  });

  it("is all in Hindi at /hi/nsc", async () => {
    expect(await inHindi("nsc", "एनएससी कैलकुलेटर")).toEqual({
      headline: ["परिपक्वता राशि", "₹14,490"],
      english: [],
    });
  });
});

describe("the Kisan Vikas Patra page", () => {
  it("doubles ₹1,00,000 at 7.5% in 115 months", async () => {
    await open("kvp");
    expect(figures(results())).toEqual([
      ["Maturity Amount", "₹2,00,000"],
      ["Doubles In", "9 years 7 months"],
    ]);
  });

  it("is all in Hindi at /hi/kvp", async () => {
    expect(await inHindi("kvp", "किसान विकास पत्र कैलकुलेटर")).toEqual({
      headline: ["परिपक्वता राशि", "₹2,00,000"],
      english: [],
    });
  });
});

describe("the Senior Citizens' Savings Scheme page", () => {
  it("pays ₹205 a quarter on ₹10,000 at 8.2%, the quarter's interest first", async () => {
    await open("scss");
    expect(figures(results())).toEqual([
      ["Interest Each Quarter", "₹205"],
      ["Interest Each Year", "₹820"],
      ["Total Interest", "₹4,100"],
      ["Deposit Returned at Maturity", "₹10,000"],
    ]);
    expect(
      screen.getByText(/keeps the rate of the quarter it was opened in/),
    ).toBeInTheDocument();
  });

  it("is all in Hindi at /hi/scss", async () => {
    expect(await inHindi("scss", "वरिष्ठ नागरिक बचत योजना कैलकुलेटर")).toEqual({
      headline: ["हर तिमाही का ब्याज", "₹205"],
      english: [],
    });
  });
});

describe("the Post Office MIS page", () => {
  it("pays ₹62 a month on ₹10,000 at 7.4%; a joint account takes up to ₹15,00,000", async () => {
    await open("post-office-mis");
    expect(figures(results())).toEqual([
      ["Interest Each Month", "₹62"],
      ["Total Interest", "₹3,700"],
      ["Deposit Returned at Maturity", "₹10,000"],
    ]);
    expect(screen.getByRole("slider", { name: "Deposit" })).toHaveAttribute(
      "max",
      "900000",
    );
    await userEvent.click(screen.getByRole("radio", { name: "Joint" }));
    expect(screen.getByRole("slider", { name: "Deposit" })).toHaveAttribute(
      "max",
      "1500000",
    );
  });

  it("counts a deposit typed above a single account's limit once the account is made joint", async () => {
    await open("post-office-mis");
    const deposit = screen.getByRole("textbox", { name: "Deposit in rupees" });
    await userEvent.clear(deposit);
    await userEvent.type(deposit, "1200000");
    await userEvent.tab();
    expect(deposit).toHaveAccessibleDescription(
      expect.stringContaining("₹9,00,000"),
    );
    await userEvent.click(screen.getByRole("radio", { name: "Joint" }));
    // ₹12,00,000 × 7.4% / 12.
    expect(figures(results())[0]).toEqual(["Interest Each Month", "₹7,400"]);
  });

  it("opens a joint account's ₹15,00,000 from a link: ₹9,250 a month", async () => {
    await open("post-office-mis", "?deposit=1500000&rate=7.4&joint=true");
    expect(figures(results())[0]).toEqual(["Interest Each Month", "₹9,250"]);
  });

  it("is all in Hindi at /hi/post-office-mis", async () => {
    expect(
      await inHindi("post-office-mis", "डाकघर मासिक आय योजना कैलकुलेटर"),
    ).toEqual({ headline: ["हर महीने का ब्याज", "₹62"], english: [] });
    expect(screen.getByRole("radio", { name: "संयुक्त" })).toBeInTheDocument();
  });
});

describe("the Post Office Time Deposit page", () => {
  it("pays ₹771 a year on ₹10,000 for 5 years at 7.5%; a term is picked among 1, 2, 3 and 5 years", async () => {
    await open("post-office-td");
    expect(figures(results())).toEqual([
      ["Interest Each Year", "₹771"],
      ["Total Interest", "₹3,857"],
      ["Deposit Returned at Maturity", "₹10,000"],
    ]);
    expect(
      screen.getByRole("radio", { name: "5 Years", checked: true }),
    ).toBeInTheDocument();
    // A one-year deposit takes the one-year rate in force (6.9%): ₹10,000 × (1.01725⁴ − 1).
    await userEvent.click(screen.getByRole("radio", { name: "1 Year" }));
    expect(figures(results())[1]).toEqual(["Total Interest", "₹708"]);
  });

  it("is all in Hindi at /hi/post-office-td", async () => {
    expect(await inHindi("post-office-td", "डाकघर सावधि जमा कैलकुलेटर")).toEqual({
      headline: ["हर साल का ब्याज", "₹771"],
      english: [],
    });
  });
});
