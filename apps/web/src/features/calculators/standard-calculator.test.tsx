import { endpointPath } from "@kosh/core/api/endpoint-call";
import { calculateEndpoints } from "@kosh/core/api/calculate";
import { fixedDeposit } from "@kosh/core/calculators/fixed-deposit";
import { sip } from "@kosh/core/calculators/sip";
import { formatInr } from "@kosh/core/format/money";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readHistory } from "./history/history-store.ts";
import { loadCalculatorDefinition } from "./calculator-definitions.ts";
import { StandardCalculator } from "./standard-calculator.tsx";
import {
  apiError,
  deferred,
  ok,
  startFakeApi,
  type FakeResponse,
} from "../../testing/fake-api.ts";
import { renderAt } from "../../testing/render-at.tsx";

const sipCalculator = await loadCalculatorDefinition("sip");
const fdCalculator = await loadCalculatorDefinition("fd");

// No server runs under jsdom: every request fails to connect, which is the
// unreachable path Calculate must handle by computing on the device.

const results = () => screen.getByRole("region", { name: "Results" });

afterEach(() => {
  window.history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
});

describe("a calculator page with no server", () => {
  it("shows the defaults' figures at once as a live estimate, and saves nothing", async () => {
    renderAt("/sip", <StandardCalculator definition={sipCalculator} />, {
      queryClient: false,
    });
    expect(within(results()).getByText("₹11,61,695")).toBeInTheDocument();
    expect(within(results()).getByText("11.62 lakh")).toBeInTheDocument();
    expect(within(results()).getByText("₹6,00,000")).toBeInTheDocument();
    expect(within(results()).getByText("₹5,61,695")).toBeInTheDocument();
    expect(within(results()).getByText("Live estimate")).toBeInTheDocument();
    expect(
      within(results()).getByText(
        "Worked out on your device as you change the inputs. Press Calculate to confirm and save to history.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "SIP Calculator" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("complementary", { name: "Disclaimer" }),
    ).toHaveTextContent(/information only.*own risk.*financial advisor/);
    // Opening the page is not a calculation the person asked for: nothing is saved.
    expect(readHistory()).toHaveLength(0);
    expect(window.location.search).toBe("");
  });

  it("moves the figures with a slider before Calculate", async () => {
    renderAt("/sip", <StandardCalculator definition={sipCalculator} />, {
      queryClient: false,
    });
    fireEvent.input(screen.getByRole("slider", { name: "Period" }), {
      target: { value: "20" },
    });
    const expected = sip({
      monthlyInvestment: 5000,
      expectedReturn: 12,
      timePeriod: 20,
    });
    expect(
      within(results()).getByText(formatInr(expected.maturityAmount)),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole("table", { name: "Year-by-year growth" }),
    ).toHaveTextContent(formatInr(expected.maturityAmount));
    expect(within(results()).getByText("Live estimate")).toBeInTheDocument();
    expect(readHistory()).toHaveLength(0);
  });

  it("keeps the last good figures, without a message, while a number is half typed", async () => {
    renderAt("/sip", <StandardCalculator definition={sipCalculator} />, {
      queryClient: false,
    });
    const box = screen.getByRole("textbox", {
      name: "Monthly Investment in rupees",
    });
    await userEvent.clear(box);
    await userEvent.type(box, "1");
    // '1' is below the ₹500 minimum: on the way to 10,000, not a mistake yet.
    expect(box).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(/must be between/)).not.toBeInTheDocument();
    expect(within(results()).getByText("₹11,61,695")).toBeInTheDocument();
    await userEvent.type(box, "0000");
    const expected = sip({
      monthlyInvestment: 10_000,
      expectedReturn: 12,
      timePeriod: 10,
    });
    expect(
      within(results()).getByText(formatInr(expected.maturityAmount)),
    ).toBeInTheDocument();
  });

  it("names the field once a value that cannot be used is left in the box", async () => {
    renderAt("/sip", <StandardCalculator definition={sipCalculator} />, {
      queryClient: false,
    });
    const box = screen.getByRole("textbox", {
      name: "Monthly Investment in rupees",
    });
    await userEvent.clear(box);
    await userEvent.type(box, "200");
    await userEvent.tab();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription(
      "Monthly Investment must be between ₹500 and ₹1,00,000",
    );
    expect(within(results()).getByText("₹11,61,695")).toBeInTheDocument();
    expect(
      within(results()).getByText(
        "These figures are for the last value that could be used. Correct Monthly Investment to update them.",
      ),
    ).toBeInTheDocument();
  });

  it("confirms on the device when Calculate finds no server, saves to history, toasts and puts the inputs in the address", async () => {
    renderAt("/sip", <StandardCalculator definition={sipCalculator} />, {
      queryClient: false,
    });
    const box = screen.getByRole("textbox", {
      name: "Monthly Investment in rupees",
    });
    await userEvent.clear(box);
    await userEvent.type(box, "10000");
    await userEvent.click(screen.getByRole("button", { name: "Calculate" }));

    const expected = sip({
      monthlyInvestment: 10_000,
      expectedReturn: 12,
      timePeriod: 10,
    });
    expect(
      await within(results()).findByText(
        "Calculated on your device — server unreachable",
      ),
    ).toBeInTheDocument();
    expect(
      within(results()).getByText(formatInr(expected.maturityAmount)),
    ).toBeInTheDocument();
    const toast = (await screen.findByText("SIP Calculation Complete")).closest(
      "div",
    );
    expect(toast).toHaveTextContent(
      `Your SIP calculation shows a maturity amount of ${formatInr(expected.maturityAmount)}`,
    );
    expect(screen.getByRole("button", { name: /^History/ })).toHaveTextContent(
      "1",
    );
    const [record] = readHistory();
    expect(record).toMatchObject({
      type: "sip",
      title: "SIP Calculation",
      inputs: { monthlyInvestment: 10_000, expectedReturn: 12, timePeriod: 10 },
      results: expected,
    });
    expect(window.location.search).toBe(
      "?monthlyInvestment=10000&expectedReturn=12&timePeriod=10",
    );
  });

  it("does not calculate while a typed value is out of range", async () => {
    renderAt("/fd", <StandardCalculator definition={fdCalculator} />, {
      queryClient: false,
    });
    const defaults = fixedDeposit({ principal: 100_000, rate: 6.5, tenure: 5 });
    const box = screen.getByRole("textbox", { name: "Rate in percent" });
    await userEvent.clear(box);
    await userEvent.type(box, "25");
    await userEvent.click(screen.getByRole("button", { name: "Calculate" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Correct Rate first: Rate must be between 3% and 12%.",
    );
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription("Rate must be between 3% and 12%");
    expect(
      within(results()).getByText(formatInr(defaults.maturityAmount)),
    ).toBeInTheDocument();
    expect(readHistory()).toHaveLength(0);
  });

  it("reproduces a shared link, and falls back to defaults for values out of range", async () => {
    renderAt(
      "/fd?principal=250000&rate=7&tenure=99",
      <StandardCalculator definition={fdCalculator} />,
      { queryClient: false },
    );
    const expected = fixedDeposit({ principal: 250_000, rate: 7, tenure: 5 });
    expect(
      await within(results()).findByText(formatInr(expected.maturityAmount)),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/cannot use for Period, so the default is used instead/),
    ).toBeInTheDocument();
    expect(screen.getByRole("slider", { name: "Principal" })).toHaveAttribute(
      "aria-valuetext",
      "₹2,50,000 (2.5 lakh)",
    );
  });

  it("loads a history record: inputs replaced and recalculated without a duplicate record", async () => {
    renderAt(
      "/fd?principal=300000",
      <StandardCalculator definition={fdCalculator} />,
      { queryClient: false },
    );
    await userEvent.click(
      await screen.findByRole("button", { name: "Calculate" }),
    );
    await screen.findByText("FD Calculation Complete");
    const box = screen.getByRole("textbox", { name: "Principal in rupees" });
    await userEvent.clear(box);
    await userEvent.type(box, "5000");
    await userEvent.click(screen.getByRole("button", { name: /^History/ }));
    const dialog = await screen.findByRole("dialog", {
      name: "Calculation History",
    });
    await userEvent.click(
      within(dialog).getByRole("button", { name: /^Load/ }),
    );

    const expected = fixedDeposit({ principal: 300_000, rate: 6.5, tenure: 5 });
    expect(box).toHaveValue("3,00,000");
    expect(
      await within(results()).findByText(formatInr(expected.maturityAmount)),
    ).toBeInTheDocument();
    expect(readHistory()).toHaveLength(1);
  });
});

describe("a calculator page with a server", () => {
  it("asks nothing on opening; Calculate posts the inputs and shows the server's figures as confirmed", async () => {
    const { requests } = startFakeApi({
      "POST /api/calculate/sip": () =>
        ok({
          maturityAmount: 1_161_695,
          totalInvestment: 600_000,
          totalReturns: 561_695,
        }),
    });
    renderAt("/sip", <StandardCalculator definition={sipCalculator} />, {
      queryClient: false,
    });
    expect(within(results()).getByText("Live estimate")).toBeInTheDocument();
    expect(requests).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Calculate" }));
    expect(
      await within(results()).findByText("Confirmed by the Kosh server."),
    ).toBeInTheDocument();
    expect(within(results()).getByText("Confirmed")).toBeInTheDocument();
    expect(within(results()).getByText("₹11,61,695")).toBeInTheDocument();
    expect(screen.queryByText(/server unreachable/)).not.toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: "POST",
        path: endpointPath(calculateEndpoints.sip),
        query: {},
        body: { monthlyInvestment: 5000, expectedReturn: 12, timePeriod: 10 },
        authorization: null,
      },
    ]);

    // Moving on from the confirmed inputs is a live estimate again.
    fireEvent.input(screen.getByRole("slider", { name: "Period" }), {
      target: { value: "11" },
    });
    expect(within(results()).getByText("Live estimate")).toBeInTheDocument();
  });

  it("shows the server's message inline when it refuses", async () => {
    startFakeApi({
      "POST /api/calculate/sip": () =>
        apiError(400, "expectedReturn must be at most 50%"),
    });
    renderAt("/sip", <StandardCalculator definition={sipCalculator} />, {
      queryClient: false,
    });
    await userEvent.click(screen.getByRole("button", { name: "Calculate" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "expectedReturn must be at most 50%",
      ),
    );
    expect(readHistory()).toHaveLength(0);
  });

  it("falls back to 'Calculation failed' when the server gives no message", async () => {
    startFakeApi({ "POST /api/calculate/sip": () => apiError(500) });
    renderAt("/sip", <StandardCalculator definition={sipCalculator} />, {
      queryClient: false,
    });
    await userEvent.click(screen.getByRole("button", { name: "Calculate" }));
    // The alert region can render before its text; wait for the words a person reads.
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("Calculation failed"),
    );
  });

  it("shows Calculating… while the server answers, and a refusal's message only until the next run is confirmed", async () => {
    const answers = [
      deferred<FakeResponse>(),
      deferred<FakeResponse>(),
    ] as const;
    let asked = 0;
    startFakeApi({
      "POST /api/calculate/sip": () => answers[asked++]!.promise,
    });
    renderAt("/sip", <StandardCalculator definition={sipCalculator} />, {
      queryClient: false,
    });
    await userEvent.click(screen.getByRole("button", { name: "Calculate" }));
    expect(
      await screen.findByRole("button", { name: /Calculating…/ }),
    ).toBeDisabled();
    answers[0].resolve(apiError(400, "expectedReturn must be at most 50%"));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "expectedReturn must be at most 50%",
      ),
    );

    await userEvent.click(screen.getByRole("button", { name: "Calculate" }));
    await screen.findByRole("button", { name: /Calculating…/ });
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    answers[1].resolve(
      ok({
        maturityAmount: 1_161_695,
        totalInvestment: 600_000,
        totalReturns: 561_695,
      }),
    );
    expect(
      await within(results()).findByText("Confirmed by the Kosh server."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Calculate" })).toBeEnabled();
  });
});
