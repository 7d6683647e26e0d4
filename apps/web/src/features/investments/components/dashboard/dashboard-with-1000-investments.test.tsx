import type { Investment } from "@kosh/core/contracts/investments";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startFakeApi } from "../../../../testing/fake-api.ts";
import {
  companies,
  serverInvestment,
} from "../../../../testing/fake-api-data.ts";
import { renderDashboard } from "../../testing/render-dashboard.tsx";

afterEach(() => vi.unstubAllGlobals());

/**
 * 1,000 investments, newest first: every fourth one renewed the one before it, so 250 renewals fold
 * into their chains and 750 chains remain. Companies take turns (State Bank of India first).
 */
function portfolioOf(count: number): Investment[] {
  const list: Investment[] = [];
  for (let index = 0; index < count; index += 1) {
    const renews = index % 4 === 3 ? list[index - 1] : undefined;
    if (renews) renews.status = "renewed";
    const month = String((index % 12) + 1).padStart(2, "0");
    list.push(
      serverInvestment({
        id: `bulk-${index}`,
        company_id: companies[index % companies.length]!.id,
        principal_amount: 10_000 + index * 1_000,
        maturity_amount: 11_000 + index * 1_100,
        start_date: `2025-${month}-10`,
        end_date: `${2026 + (index % 5)}-${month}-10`,
        renewal_reference_id: renews?.id ?? null,
      }),
    );
  }
  return list.reverse();
}

/** The investments table (plain DOM queries: cheaper than role queries over a big page). */
function investmentsTable(): HTMLTableElement {
  const caption = [...document.querySelectorAll("caption")].find((element) =>
    element.textContent?.startsWith("Your investments"),
  );
  if (!(caption?.parentElement instanceof HTMLTableElement)) {
    throw new Error("No table yet");
  }
  return caption.parentElement;
}

const shownRows = (table: HTMLTableElement) =>
  table.querySelectorAll("tbody tr:not([hidden])");

describe("a dashboard with 1,000 investments", { timeout: 60_000 }, () => {
  it("draws the first page of 25 chains, and reports how long it took", async () => {
    startFakeApi({
      "GET /api/investments": () => ({
        status: 200,
        body: portfolioOf(1_000),
      }),
    });
    const started = performance.now();
    renderDashboard();
    const table = await waitFor(investmentsTable, {
      timeout: 20_000,
      interval: 10,
    });
    // The page's first rows come at once, the rest a slice at a time (DrawnInSlices).
    await waitFor(() => expect(shownRows(table)).toHaveLength(25));
    const elapsed = performance.now() - started;
    expect(shownRows(table)[0]).toHaveTextContent("State Bank of India");
    expect(screen.getByText(/^Showing/)).toHaveTextContent(
      "Showing 1–25 of 750 investments",
    );
    // Reported, not bounded: jsdom's pace says little of a browser's, and the page must be drawn
    // within waitFor's 20 s anyway (the bench measures the real thing, docs/architecture.md).
    console.info(
      `Dashboard with 1,000 investments: first page in ${Math.round(elapsed)} ms (jsdom)`,
    );
  });

  it("counts every investment in the cards, and filters and pages through all of them", async () => {
    startFakeApi({
      "GET /api/investments": () => ({
        status: 200,
        body: portfolioOf(1_000),
      }),
    });
    renderDashboard();
    const user = userEvent.setup();
    await waitFor(investmentsTable, { timeout: 20_000, interval: 10 });
    const card = (label: string) =>
      screen.getByText(label, { selector: "dt" }).nextElementSibling;
    // 750 chains, none closed: all active (matured ones included).
    expect(card("Active Investments")).toHaveTextContent("750");

    const pages = within(
      screen.getByRole("navigation", { name: "Investments pages" }),
    );
    await user.selectOptions(
      pages.getByRole("combobox", { name: "Page, out of 30" }),
      "30",
    );
    expect(screen.getByText(/^Showing/)).toHaveTextContent(
      "Showing 726–750 of 750 investments",
    );
    await waitFor(() => expect(shownRows(investmentsTable())).toHaveLength(25));
    const lastPage = shownRows(investmentsTable());
    // The oldest investment, renewed by nothing, closes the list.
    expect(lastPage[24]).toHaveTextContent("10 January 2026");
    expect(pages.getByRole("button", { name: "Next" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );

    // A filter works on all 750 chains, and starts again from the first page: a chain is counted
    // for State Bank of India when its newest investment is (251 of them).
    await user.selectOptions(
      screen.getByLabelText("Company"),
      "State Bank of India",
    );
    expect(screen.getByText(/^Showing/)).toHaveTextContent(
      "Showing 1–25 of 251 investments",
    );
    await waitFor(() => expect(shownRows(investmentsTable())).toHaveLength(25));
    const filtered = shownRows(investmentsTable());
    expect(
      [...filtered].every((row) =>
        row.textContent?.startsWith("State Bank of India"),
      ),
    ).toBe(true);
    // The cards still describe the whole portfolio.
    expect(card("Active Investments")).toHaveTextContent("750");

    // Chains on any page open to show what they replaced.
    const toggle = within(investmentsTable()).getAllByRole("button", {
      name: "Show 1 previous",
    })[0]!;
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const previous = document.getElementById(
      toggle.getAttribute("aria-controls")!,
    )!;
    expect(previous).toBeVisible();
    expect(previous).toHaveTextContent("Previous");
  });
});
