import { formatLongDate } from "@kosh/core/format/date";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { englishLeft } from "../../../../testing/english-left.ts";
import { startFakeApi } from "../../../../testing/fake-api.ts";
import { loadEveryMessages } from "../../../../lib/i18n/messages.ts";
import { serverInvestment } from "../../../../testing/fake-api-data.ts";
import { phoneScreen } from "../../testing/phone-screen.ts";
import { renderDashboard } from "../../testing/render-dashboard.tsx";
import { CHAINS_PER_PAGE } from "./investments-list.tsx";

beforeEach(phoneScreen);
afterEach(() => vi.unstubAllGlobals());

const first = serverInvestment({
  id: "first",
  company_id: "co-hdfc",
  principal_amount: 100_000,
  maturity_amount: 107_000,
  start_date: "2025-01-15",
  end_date: "2026-01-15",
  status: "renewed",
});
const renewal = serverInvestment({
  id: "renewal",
  company_id: "co-hdfc",
  principal_amount: 107_000,
  maturity_amount: 115_025,
  start_date: "2026-01-15",
  end_date: "2099-01-15",
  renewal_reference_id: "first",
});
const closed = serverInvestment({
  id: "closed",
  company_id: "co-sbi",
  status: "closed",
  principal_amount: 50_000,
  maturity_amount: null,
});

async function cards() {
  const list = await screen.findByRole(
    "list",
    { name: "Your investments, newest first" },
    { timeout: 5000 },
  );
  return within(list)
    .getAllByRole("listitem")
    .filter((item) => item.parentElement === list);
}

describe("the investments on a phone", { timeout: 20_000 }, () => {
  it("shows a card per chain with its figures, status and actions, and no table", async () => {
    startFakeApi({
      "GET /api/investments": () => ({
        status: 200,
        body: [renewal, closed, first],
      }),
    });
    renderDashboard();
    const [hdfc, sbi] = await cards();
    expect(screen.queryByRole("table", { name: /Your investments/ })).toBe(
      null,
    );
    const card = within(
      within(hdfc!).getAllByRole("article", { name: /HDFC Bank/ })[0]!,
    );
    expect(card.getByRole("heading", { level: 3 })).toHaveTextContent(
      "HDFC Bank Fixed Deposit",
    );
    const fact = (label: string) =>
      card.getByText(label, { selector: "dt" }).nextElementSibling;
    expect(fact("Amount")).toHaveTextContent("₹1,07,000");
    expect(fact("Maturity")).toHaveTextContent("₹1,15,025");
    expect(fact("End Date")).toHaveTextContent(
      formatLongDate(renewal.end_date),
    );
    expect(card.getByText("Active")).toHaveClass("bg-green-100");
    // Each button says which investment it acts on.
    const view = card.getByRole("button", { name: "View" });
    expect(view).toHaveAccessibleDescription("HDFC Bank Fixed Deposit");
    expect(
      card.getAllByRole("button").map((button) => button.textContent),
    ).toEqual(["Show 1 previous", "View", "Renew", "Close"]);

    const sbiCard = within(sbi!);
    expect(sbiCard.getByText("Closed")).toBeInTheDocument();
    expect(
      sbiCard.getByText("Maturity", { selector: "dt" }).nextElementSibling,
    ).toHaveTextContent("—");
    expect(
      sbiCard.getAllByRole("button").map((button) => button.textContent),
    ).toEqual(["View"]);
  });

  it("opens a chain to show the investment it renewed, and acts from the keyboard", async () => {
    startFakeApi({
      "GET /api/investments": () => ({ status: 200, body: [renewal, first] }),
    });
    renderDashboard();
    const user = userEvent.setup();
    const [chain] = await cards();
    const toggle = within(chain!).getByRole("button", {
      name: "Show 1 previous",
    });
    const previous = document.getElementById(
      toggle.getAttribute("aria-controls")!,
    )!;
    expect(previous).not.toBeVisible();

    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveTextContent("Hide 1 previous");
    expect(previous).toBeVisible();
    expect(within(previous).getByText("Previous")).toBeInTheDocument();
    expect(within(previous).getByText("Renewed")).toBeInTheDocument();

    // Tab past the newest investment's three actions to the older one's View, and open it.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(
      within(previous).getByRole("button", { name: "View" }),
    ).toHaveFocus();
    await user.keyboard(" ");
    const dialog = await screen.findByRole("dialog", {
      name: "Investment Details",
    });
    expect(
      within(dialog).getByText(formatLongDate(first.end_date)),
    ).toBeVisible();
  });

  it("renews from a card", async () => {
    startFakeApi({
      "GET /api/investments": () => ({ status: 200, body: [renewal, first] }),
    });
    renderDashboard();
    const user = userEvent.setup();
    const [chain] = await cards();
    await user.click(
      within(chain!).getAllByRole("button", { name: "Renew" })[0]!,
    );
    expect(
      await screen.findByRole("dialog", { name: "Renew Investment" }),
    ).toBeInTheDocument();
  });

  it("pages through many cards, announcing the range and taking focus to the new page", async () => {
    const many = Array.from({ length: CHAINS_PER_PAGE + 3 }, (_, index) =>
      serverInvestment({
        id: `many-${index}`,
        company_id: index === CHAINS_PER_PAGE ? "co-bajaj" : "co-sbi",
      }),
    );
    startFakeApi({
      "GET /api/investments": () => ({ status: 200, body: many }),
    });
    renderDashboard();
    const user = userEvent.setup();
    // The rest of the page comes a slice at a time after its first cards (DrawnInSlices).
    await waitFor(async () =>
      expect(await cards()).toHaveLength(CHAINS_PER_PAGE),
    );
    const range = screen.getByText(/^Showing/);
    expect(range).toHaveAttribute("role", "status");
    expect(range).toHaveTextContent(
      `Showing 1–${CHAINS_PER_PAGE} of ${CHAINS_PER_PAGE + 3} investments`,
    );
    const previousPage = screen.getByRole("button", { name: "Previous" });
    expect(previousPage).toHaveAttribute("aria-disabled", "true");
    await user.click(previousPage);
    expect(range).toHaveTextContent(`Showing 1–${CHAINS_PER_PAGE}`);

    const next = screen.getByRole("button", { name: "Next" });
    next.focus();
    await user.keyboard("{Enter}");
    expect(range).toHaveTextContent(
      `Showing ${CHAINS_PER_PAGE + 1}–${CHAINS_PER_PAGE + 3} of ${CHAINS_PER_PAGE + 3} investments`,
    );
    const page = screen.getByRole("group", { name: "Page 2 of 2" });
    expect(page).toHaveFocus();
    const shown = await cards();
    expect(shown).toHaveLength(3);
    expect(shown[0]).toHaveTextContent("Bajaj Finance");
    expect(next).toHaveAttribute("aria-disabled", "true");
  });
});

describe("the investments on a phone, in Hindi", { timeout: 40_000 }, () => {
  beforeAll(() => loadEveryMessages("hi"));

  it("shows each card's figures, status, dates and actions in Hindi, with no English left", async () => {
    startFakeApi({
      "GET /api/investments": () => ({
        status: 200,
        body: [renewal, closed, first],
      }),
    });
    const { container } = renderDashboard({}, "/hi/dashboard");
    const user = userEvent.setup();
    const list = await screen.findByRole(
      "list",
      { name: "आपके निवेश, सबसे नए पहले" },
      { timeout: 15_000 },
    );
    const card = within(
      within(list).getAllByRole("article", { name: /HDFC Bank/ })[0]!,
    );
    const fact = (label: string) =>
      card.getByText(label, { selector: "dt" }).nextElementSibling;
    expect(fact("राशि")).toHaveTextContent("₹1,07,000");
    expect(fact("समाप्ति तिथि")).toHaveTextContent("15 जनवरी 2099");
    expect(card.getByText("सक्रिय")).toHaveClass("bg-green-100");
    expect(
      card.getAllByRole("button").map((button) => button.textContent),
    ).toEqual(["पिछले 1 दिखाएँ", "देखें", "नवीनीकरण करें", "बंद करें"]);
    await user.click(card.getByRole("button", { name: "पिछले 1 दिखाएँ" }));
    expect(within(list).getByText("पिछला")).toBeVisible();
    expect(within(list).getByText("नवीनीकृत")).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent(
      "2 में से 1–2 निवेश दिखाए जा रहे हैं",
    );
    expect(
      englishLeft(container, [
        "HDFC Bank",
        "State Bank of India",
        "Fixed Deposit",
        "HDFC Ban…",
        "State Ba…",
      ]),
    ).toEqual([]);
  });
});
