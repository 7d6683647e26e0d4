import { fixedDeposit } from "@kosh/core/calculators/fixed-deposit";
import { sip } from "@kosh/core/calculators/sip";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readHistory } from "./history/history-store.ts";
import { loadCalculatorDefinition } from "./calculator-definitions.ts";
import { StandardCalculator } from "./standard-calculator.tsx";
import { ok, startFakeApi } from "../../testing/fake-api.ts";
import { renderAt } from "../../testing/render-at.tsx";

const sipCalculator = await loadCalculatorDefinition("sip");
const fdCalculator = await loadCalculatorDefinition("fd");

afterEach(() => {
  window.history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
});

const results = () => screen.getByRole("region", { name: "Results" });

describe("history while the figures follow the sliders", () => {
  it("saves nothing for slider moves and typing, and one record for each Calculate", async () => {
    const { requests } = startFakeApi({
      "POST /api/calculate/sip": (request) =>
        ok(sip(request.body as Parameters<typeof sip>[0])),
    });
    renderAt("/sip", <StandardCalculator definition={sipCalculator} />, {
      queryClient: false,
    });
    const years = screen.getByRole("slider", { name: "Period" });
    for (const value of ["11", "12", "13", "14", "15"]) {
      fireEvent.input(years, { target: { value } });
    }
    const box = screen.getByRole("textbox", {
      name: "Monthly Investment in rupees",
    });
    await userEvent.clear(box);
    await userEvent.type(box, "7500");
    expect(readHistory()).toHaveLength(0);
    expect(requests).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Calculate" }));
    await within(results()).findByText("Confirmed");
    expect(readHistory()).toHaveLength(1);

    for (const value of ["16", "17", "18"]) {
      fireEvent.input(years, { target: { value } });
    }
    expect(readHistory()).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Calculate" }));
    await within(results()).findByText("Confirmed");

    const records = readHistory();
    expect(records).toHaveLength(2);
    expect(records.map((record) => record.inputs)).toEqual([
      { monthlyInvestment: 7500, expectedReturn: 12, timePeriod: 18 },
      { monthlyInvestment: 7500, expectedReturn: 12, timePeriod: 15 },
    ]);
    expect(requests.map((request) => request.body)).toEqual([
      { monthlyInvestment: 7500, expectedReturn: 12, timePeriod: 15 },
      { monthlyInvestment: 7500, expectedReturn: 12, timePeriod: 18 },
    ]);
    expect(screen.getByRole("button", { name: /^History/ })).toHaveTextContent(
      "2",
    );
  });

  it("saves one record for a Calculate the server cannot answer, and none for a refused one", async () => {
    renderAt("/fd", <StandardCalculator definition={fdCalculator} />, {
      queryClient: false,
    });
    const rate = screen.getByRole("textbox", { name: "Rate in percent" });
    await userEvent.clear(rate);
    await userEvent.type(rate, "30");
    await userEvent.click(screen.getByRole("button", { name: "Calculate" }));
    expect(screen.getByRole("alert")).toHaveTextContent(/^Correct Rate first/);
    expect(readHistory()).toHaveLength(0);

    await userEvent.clear(rate);
    await userEvent.type(rate, "7");
    await userEvent.click(screen.getByRole("button", { name: "Calculate" }));
    await within(results()).findByText(
      "Calculated on your device — server unreachable",
    );
    const [record, ...others] = readHistory();
    expect(others).toHaveLength(0);
    // A cumulative deposit pays nothing out: its record has no interest per payout.
    const { interestPerPayout: _none, ...shown } = fixedDeposit({
      principal: 100_000,
      rate: 7,
      tenure: 5,
    });
    expect(record).toMatchObject({
      type: "fd",
      inputs: { principal: 100_000, rate: 7, tenure: 5, payout: "cumulative" },
      results: shown,
    });
    expect(record?.results).not.toHaveProperty("interestPerPayout");
  });
});
