import type { Investment } from "@kosh/core/contracts/investments";
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startFakeApi } from "../../../testing/fake-api.ts";
import { companies, serverInvestment } from "../../../testing/fake-api-data.ts";
import { renderDashboard } from "../testing/render-dashboard.tsx";

afterEach(() => vi.unstubAllGlobals());

/** 1,000 investments, newest first: every fourth one renewed the one before it. */
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

describe("a dashboard with 1,000 investments", () => {
  it("renders every chain, and reports how long it took", async () => {
    const portfolio = portfolioOf(1_000);
    startFakeApi({
      "GET /api/investments": () => ({ status: 200, body: portfolio }),
    });
    const started = performance.now();
    renderDashboard();
    // Plain DOM queries: role queries over 1,000 rows would cost more than the render itself.
    const table = await waitFor(
      () => {
        const caption = [...document.querySelectorAll("caption")].find(
          (element) => element.textContent?.startsWith("Your investments"),
        );
        if (!caption?.parentElement) throw new Error("No table yet");
        return caption.parentElement;
      },
      { timeout: 20_000, interval: 10 },
    );
    const elapsed = performance.now() - started;
    // 250 renewals fold into their chains: 750 rows show, 1,000 exist.
    expect(table.querySelectorAll("tbody tr")).toHaveLength(1_000);
    expect(table.querySelectorAll("tbody tr:not([hidden])")).toHaveLength(750);
    expect(table.querySelectorAll("button[aria-expanded]")).toHaveLength(250);
    console.info(
      `Dashboard with 1,000 investments rendered in ${Math.round(elapsed)} ms (jsdom)`,
    );
    // jsdom is several times slower than a browser; this bound only catches a pathological slide.
    expect(elapsed).toBeLessThan(20_000);
  }, 60_000);
});
