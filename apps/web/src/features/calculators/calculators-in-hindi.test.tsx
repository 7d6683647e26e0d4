import { createHistoryRecord } from "@kosh/core/history/history-record";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEveryMessages } from "../../lib/i18n/messages.ts";
import { holdsEnglish } from "@kosh/core/i18n/english-left";
import { englishLeft } from "../../testing/english-left.ts";
import { captureDownloads } from "../../testing/downloads.ts";
import { apiError, startFakeApi } from "../../testing/fake-api.ts";
import { readText } from "../../testing/read-text.ts";
import { renderAt } from "../../testing/render-at.tsx";
import { AmortizationCalculator } from "./amortization/amortization-calculator.tsx";
import { loadCalculatorDefinition } from "./calculator-definitions.ts";
import { HISTORY_STORAGE_KEY, readHistory } from "./history/history-store.ts";
import { StandardCalculator } from "./standard-calculator.tsx";

const sipCalculator = await loadCalculatorDefinition("sip");
const fdCalculator = await loadCalculatorDefinition("fd");

// The calculator pages at their Hindi addresses (issue 27): every word in Hindi, the figures in
// Latin digits with lakh in Hindi, nothing left in English but what the glossary keeps.

beforeAll(() => loadEveryMessages("hi"));

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
  document.documentElement.lang = "en-IN";
});

describe("a calculator page in Hindi", () => {
  it("shows the SIP page, its sliders, results, growth and disclaimer with no English left", async () => {
    const { container } = renderAt(
      "/hi/sip",
      <StandardCalculator definition={sipCalculator} />,
      { queryClient: false },
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "एसआईपी कैलकुलेटर" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("एसआईपी कैलकुलेटर — Kosh"));
    const results = screen.getByRole("region", { name: "परिणाम" });
    expect(within(results).getByText("परिपक्वता राशि")).toBeInTheDocument();
    expect(within(results).getByText("₹11,61,695")).toBeInTheDocument();
    expect(within(results).getByText("11.62 लाख")).toBeInTheDocument();
    expect(
      screen.getByRole("slider", { name: "अनुमानित वार्षिक रिटर्न" }),
    ).toHaveAttribute("aria-valuetext", "12 प्रतिशत");
    expect(
      screen.getByRole("textbox", { name: "मासिक निवेश रुपये में" }),
    ).toHaveValue("5,000");
    expect(screen.getByText("10 वर्ष")).toBeInTheDocument();
    expect(englishLeft(container)).toEqual([]);
  });

  it("refuses a typed value, calculates on the device and toasts, all in Hindi", async () => {
    const user = userEvent.setup();
    const { container } = renderAt(
      "/hi/fd",
      <StandardCalculator definition={fdCalculator} />,
      { queryClient: false },
    );
    const rate = screen.getByRole("textbox", { name: "ब्याज दर प्रतिशत में" });
    await user.clear(rate);
    await user.type(rate, "40");
    await user.tab();
    expect(screen.getByText("ब्याज दर 3% से 12% के बीच रखें")).toBeVisible();
    expect(englishLeft(container)).toEqual([]);

    await user.clear(rate);
    await user.type(rate, "7");
    await user.click(screen.getByRole("button", { name: "गणना करें" }));
    // No server under jsdom: the device computes, history keeps it, a toast says so.
    expect(await screen.findByText("एफडी गणना पूरी हुई")).toBeInTheDocument();
    expect(screen.getByText(/^आपकी एफडी परिपक्वता पर ₹/)).toBeInTheDocument();
    expect(readHistory()[0]?.title).toBe("एफडी गणना");
    expect(englishLeft(container)).toEqual([]);
  });
});

describe("the home loan prepayment page in Hindi", () => {
  it("shows its sliders, summary, comparison and schedule with no English left", async () => {
    const { container } = renderAt(
      "/hi/home-loan-amortization?extraPaymentFrequency=weekly",
      <AmortizationCalculator />,
      { queryClient: false },
    );
    expect(
      screen.getByRole("heading", {
        level: 1,
        name: "होम लोन प्रीपेमेंट कैलकुलेटर",
      }),
    ).toBeInTheDocument();
    // A link's frequency it cannot use is named in Hindi.
    expect(screen.getByText(/उसमें कितनी बार का ऐसा मान था/)).toBeInTheDocument();
    expect(screen.getAllByText("कोई अतिरिक्त भुगतान नहीं").length).toBeGreaterThan(
      0,
    );
    expect(
      screen.getByRole("button", { name: "पूरी तालिका दिखाएँ" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("table", { name: "पहले 12 महीने" }),
    ).toBeInTheDocument();
    expect(englishLeft(container)).toEqual([]);
  });
});

describe("a failed calculation in Hindi", () => {
  it("says so in Hindi when the server gives no reason", async () => {
    startFakeApi({ "POST /api/calculate/fd": () => apiError(500) });
    const user = userEvent.setup();
    const { container } = renderAt(
      "/hi/fd",
      <StandardCalculator definition={fdCalculator} />,
      { queryClient: false },
    );
    await user.click(screen.getByRole("button", { name: "गणना करें" }));
    expect(await screen.findByText("गणना नहीं हो सकी")).toBeInTheDocument();
    expect(englishLeft(container)).toEqual([]);
  });
});

describe("the schedule's download on the Hindi page", () => {
  it("writes the CSV's header in Hindi, under the file name every language uses", async () => {
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderAt("/hi/home-loan-amortization", <AmortizationCalculator />, {
      queryClient: false,
    });
    await user.click(screen.getByRole("button", { name: "सीएसवी डाउनलोड करें" }));

    expect(downloads.map(({ name }) => name)).toEqual([
      "kosh-home-loan-schedule.csv",
    ]);
    const [header, firstMonth] = (await readText(downloads[0]!.file)).split(
      "\r\n",
    );
    expect(header).toBe(
      "महीना,ईएमआई,मूलधन,ब्याज,अतिरिक्त भुगतान,बकाया,अब तक कुल ब्याज",
    );
    expect(holdsEnglish(header!)).toBe(false);
    expect(firstMonth).toMatch(/^1,\d+,\d+,\d+,\d+,\d+,\d+$/);
  });
});

describe("history in Hindi", () => {
  it("lists and details a saved calculation with no English left", async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      HISTORY_STORAGE_KEY,
      JSON.stringify([
        createHistoryRecord(
          "sip",
          "SIP Calculation",
          { monthlyInvestment: 5000, expectedReturn: 12, timePeriod: 10 },
          {
            maturityAmount: 1_161_695,
            totalInvestment: 600_000,
            totalReturns: 561_695,
          },
          new Date(2026, 9, 1, 15, 45),
        ),
      ]),
    );
    renderAt("/hi/sip", <StandardCalculator definition={sipCalculator} />, {
      queryClient: false,
    });
    await user.click(screen.getByRole("button", { name: /^इतिहास/ }));
    const dialog = await screen.findByRole("dialog", {
      name: "गणना का इतिहास",
    });
    const [item] = within(dialog).getAllByRole("listitem");
    expect(item).toHaveTextContent("एसआईपी गणना");
    expect(item).toHaveTextContent("₹5,000 · 12% · 10 वर्ष");
    expect(item).toHaveTextContent("परिपक्वता राशि ₹11,61,695");
    expect(item).toHaveTextContent("1 अक्टूबर 2026");
    expect(englishLeft(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole("button", { name: /^विवरण देखें/ }));
    const details = await screen.findByRole("dialog", { name: "एसआईपी गणना" });
    expect(
      within(details)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual([
      "मासिक निवेश",
      "अनुमानित रिटर्न",
      "अवधि",
      "परिपक्वता राशि",
      "कुल निवेश",
      "कुल रिटर्न",
      "गणना की तिथि",
    ]);
    expect(englishLeft(details)).toEqual([]);
  });
});
