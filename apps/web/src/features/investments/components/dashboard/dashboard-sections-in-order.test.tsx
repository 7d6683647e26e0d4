import { todayIso } from "@kosh/core/format/date";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startFakeApi } from "../../../../testing/fake-api.ts";
import { serverInvestment } from "../../../../testing/fake-api-data.ts";
import { phoneScreen } from "../../testing/phone-screen.ts";
import { renderDashboard } from "../../testing/render-dashboard.tsx";

afterEach(() => vi.unstubAllGlobals());

function daysFromToday(days: number): string {
  const date = new Date(`${todayIso()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const deposits = [
  serverInvestment({
    id: "soon",
    company_id: "co-sbi",
    start_date: daysFromToday(-355),
    end_date: daysFromToday(10),
  }),
  serverInvestment({
    id: "later",
    company_id: "co-hdfc",
    start_date: daysFromToday(-30),
    end_date: daysFromToday(335),
  }),
];

/** The page's section headings, in the order a screen reader and the keyboard meet them. */
async function headingsInOrder(): Promise<string[]> {
  // The list and the sections under it are drawn once the figures above have painted.
  await screen.findByRole(
    "heading",
    { name: "Deposit insurance" },
    { timeout: 5000 },
  );
  return screen
    .getAllByRole("heading")
    .map((heading) => `h${heading.tagName.slice(1)} ${heading.textContent}`);
}

describe(
  "My Investments, section by section (issue 32)",
  { timeout: 20_000 },
  () => {
    it("on a phone puts what ends next and the list before the charts of the whole and the deposit sections", async () => {
      phoneScreen();
      startFakeApi({
        "GET /api/investments": () => ({ status: 200, body: deposits }),
      });
      renderDashboard();
      expect(await headingsInOrder()).toEqual([
        "h1 My Investments",
        "h2 Upcoming Maturities",
        "h2 Your Investments",
        // The phone's cards, one per deposit, newest first.
        "h3 State Bank of India Fixed Deposit",
        "h3 HDFC Bank Fixed Deposit",
        "h2 Charts",
        "h3 Portfolio Distribution",
        "h3 Investment Growth Potential",
        "h3 Investment Status Overview",
        "h2 Deposit insurance",
        "h2 Interest for your tax return",
      ]);
    });

    it("on a wide screen shows the four charts, Upcoming Maturities first, then the list, then the deposit sections", async () => {
      startFakeApi({
        "GET /api/investments": () => ({ status: 200, body: deposits }),
      });
      renderDashboard();
      expect(await headingsInOrder()).toEqual([
        "h1 My Investments",
        "h2 Charts",
        "h3 Upcoming Maturities",
        "h3 Portfolio Distribution",
        "h3 Investment Growth Potential",
        "h3 Investment Status Overview",
        "h2 Your Investments",
        "h2 Deposit insurance",
        "h2 Interest for your tax return",
      ]);
    });
  },
);
