import { endpointPath } from "@kosh/core/api/endpoint-call";
import { endpointName } from "@kosh/core/api/index";
import { investmentEndpoints } from "@kosh/core/api/investments";
import type { Investment } from "@kosh/core/contracts/investments";
import { financialYearStart } from "@kosh/core/deposits/schemes/savings-account";
import { addMonths, formatLongDate, todayIso } from "@kosh/core/format/date";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEveryMessages } from "../../../../lib/i18n/messages.ts";
import { englishLeft } from "../../../../testing/english-left.ts";
import { apiError } from "../../../../testing/fake-api-answers.ts";
import { keysSent, startFakeApi } from "../../../../testing/fake-api.ts";
import {
  schemesApiState,
  serverInvestment,
  typedInvestmentNames,
} from "../../../../testing/fake-api-data.ts";
import { renderDashboard } from "../../testing/render-dashboard.tsx";

beforeAll(() => loadEveryMessages("hi"));
afterEach(() => vi.unstubAllGlobals());

/**
 * A PPF account that matured on the last 1 April (the dashboard's today is the real day): opened
 * 16 financial years before it, it may be extended today, with deposits or without
 * (docs/product.md#ppf-extension).
 */
function maturedPpf(overrides: Partial<Investment> = {}): Investment {
  const maturity = financialYearStart(todayIso());
  const opened = addMonths(maturity, -16 * 12);
  return serverInvestment({
    id: "ppf-matured",
    company_id: "co-post",
    invest_type_id: "it-ppf",
    principal_amount: 150_000,
    rate_of_interest: 7.1,
    start_date: opened,
    end_date: maturity,
    maturity_amount: null,
    deposits: [{ id: "dep-1", date: opened, amount: 150_000 }],
    rate_changes: [{ from: opened, rate: 7.1 }],
    ...overrides,
  });
}

const detail = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: "dt" }).nextElementSibling
    ?.textContent;

async function openDetails(account: Investment, url = "/dashboard") {
  const api = startFakeApi({}, schemesApiState({ investments: [account] }));
  renderDashboard({}, `${url}?investment=${account.id}`);
  const dialog = await screen.findByRole(
    "dialog",
    { name: /Investment Details|निवेश का ब्योरा/ },
    { timeout: 10_000 },
  );
  return { ...api, dialog };
}

describe("extending a matured PPF account", { timeout: 40_000 }, () => {
  it("without deposits: the dialog offers both, the request says which, and the details show the new maturity", async () => {
    const account = maturedPpf();
    const { dialog, requests } = await openDetails(account);
    const user = userEvent.setup();
    await user.click(
      within(dialog).getByRole("button", { name: "Extend by 5 years" }),
    );
    const extend = await screen.findByRole("dialog", {
      name: "Extend PPF Account",
    });
    const withDeposits = within(extend).getByRole("radio", {
      name: "With deposits",
    });
    expect(withDeposits).toBeChecked();
    expect(withDeposits).toBeEnabled();
    expect(withDeposits).toHaveAccessibleDescription(
      "Keep depositing, up to ₹1,50,000 a financial year. Tell the post office or bank within a year of maturity.",
    );
    const newEnd = addMonths(account.end_date, 60);
    expect(extend).toHaveTextContent(
      `matured on ${formatLongDate(account.end_date)}`,
    );
    expect(extend).toHaveTextContent(
      `for 5 more years, to ${formatLongDate(newEnd)}`,
    );

    await user.click(
      within(extend).getByRole("radio", { name: "Without deposits" }),
    );
    await user.click(
      within(extend).getByRole("button", { name: "Extend by 5 years" }),
    );

    const back = await screen.findByRole("dialog", {
      name: "Investment Details",
    });
    await waitFor(() =>
      expect(detail(back, "Maturity date")).toBe(formatLongDate(newEnd)),
    );
    expect(detail(back, "Extension")).toBe(
      `By 5 years, from ${formatLongDate(account.end_date)}; no deposits since ${formatLongDate(account.end_date)}`,
    );
    expect(requests).toContainEqual(
      expect.objectContaining({
        method: "POST",
        path: endpointPath(investmentEndpoints.extend, { id: account.id }),
        body: { with_deposits: false },
      }),
    );
    expect(
      await screen.findByText("PPF account extended", undefined, {
        timeout: 5_000,
      }),
    ).toBeInTheDocument();
    // Not matured any more: no second extension offered until the new maturity.
    expect(
      within(back).queryByRole("button", { name: "Extend by 5 years" }),
    ).toBeNull();
  });

  it("offers with deposits no more once continued without them, saying why", async () => {
    const account = maturedPpf({
      deposits_close_on: addMonths(financialYearStart(todayIso()), -60),
      extended_years: 5,
    });
    const { dialog } = await openDetails(account);
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Extend by 5 years" }),
    );
    const extend = await screen.findByRole("dialog", {
      name: "Extend PPF Account",
    });
    const withDeposits = within(extend).getByRole("radio", {
      name: "With deposits",
    });
    expect(withDeposits).toBeDisabled();
    expect(withDeposits).toHaveAccessibleDescription(
      `This account was continued without deposits from ${account.deposits_close_on}, so it cannot be extended with deposits again; extend it without deposits.`,
    );
    expect(
      within(extend).getByRole("radio", { name: "Without deposits" }),
    ).toBeChecked();
  });

  it("says the server's refusal in the dialog and keeps it open", async () => {
    const account = maturedPpf();
    startFakeApi(
      {
        "POST /api/investments/:id/extend": () =>
          apiError(
            409,
            "This account is already closed, so it cannot be extended.",
          ),
      },
      schemesApiState({ investments: [account] }),
    );
    renderDashboard({}, `/dashboard?investment=${account.id}`);
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Investment Details" },
      { timeout: 10_000 },
    );
    const user = userEvent.setup();
    await user.click(
      within(dialog).getByRole("button", { name: "Extend by 5 years" }),
    );
    const extend = await screen.findByRole("dialog", {
      name: "Extend PPF Account",
    });
    await user.click(
      within(extend).getByRole("button", { name: "Extend by 5 years" }),
    );
    expect(await within(extend).findByRole("alert")).toHaveTextContent(
      "This account is already closed, so it cannot be extended.",
    );
  });

  it("is all in Hindi at /hi, with no English left", async () => {
    const { dialog } = await openDetails(maturedPpf(), "/hi/dashboard");
    await userEvent.click(
      within(dialog).getByRole("button", {
        name: "5 वर्ष के लिए अवधि बढ़ाएँ",
      }),
    );
    const extend = await screen.findByRole("dialog", {
      name: "पीपीएफ खाते की अवधि बढ़ाएँ",
    });
    expect(
      within(extend).getByRole("radio", { name: "जमा के साथ" }),
    ).toBeChecked();
    expect(englishLeft(extend, typedInvestmentNames)).toEqual([]);
  });
});

/** The dashboard's list with `account` alone, offering no Renew: the dialog its first Extend opens. */
async function extendFromTheList(account: Investment) {
  startFakeApi({}, schemesApiState({ investments: [account] }));
  renderDashboard();
  const [extend] = await screen.findAllByRole(
    "button",
    { name: "Extend" },
    { timeout: 10_000 },
  );
  expect(screen.queryByRole("button", { name: "Renew" })).toBeNull();
  await userEvent.click(extend!);
  return screen.findByRole("dialog", { name: "Extend PPF Account" });
}

describe("the list's actions", { timeout: 30_000 }, () => {
  it("offer Extend, where Renew is for a term deposit, for a matured PPF account", async () => {
    expect(await extendFromTheList(maturedPpf())).toBeInTheDocument();
  });

  it("offer Extend on the maturity day itself, as the details do, the day before the list calls it matured", async () => {
    const today = todayIso();
    const dialog = await extendFromTheList(
      maturedPpf({
        id: "ppf-today",
        start_date: addMonths(today, -16 * 12),
        end_date: today,
      }),
    );
    expect(dialog).toBeInTheDocument();
  });
});

describe("a PPF account before its maturity", { timeout: 30_000 }, () => {
  it("says from when it may be extended and offers no extension yet", async () => {
    const account = maturedPpf({
      id: "ppf-running",
      start_date: "2020-04-01",
      end_date: addMonths(financialYearStart(todayIso()), 12),
    });
    const { dialog } = await openDetails(account);
    expect(detail(dialog, "Extension")).toBe(
      `Can be extended by 5 years from ${formatLongDate(account.end_date)}`,
    );
    expect(
      within(dialog).queryByRole("button", { name: "Extend by 5 years" }),
    ).toBeNull();
  });
});

describe(
  "an extension sent again after its answer was lost",
  { timeout: 40_000 },
  () => {
    it("carries its first Idempotency-Key, so the account is extended once and no refusal shows", async () => {
      const account = maturedPpf();
      const { dialog, requests, state, loseNextAnswer } =
        await openDetails(account);
      loseNextAnswer(endpointName(investmentEndpoints.extend));
      const user = userEvent.setup();
      await user.click(
        within(dialog).getByRole("button", { name: "Extend by 5 years" }),
      );
      const extend = await screen.findByRole("dialog", {
        name: "Extend PPF Account",
      });
      const submit = within(extend).getByRole("button", {
        name: "Extend by 5 years",
      });
      await user.click(submit);
      await within(extend).findByRole("alert");
      const newEnd = addMonths(account.end_date, 60);
      // The server extended it; only its answer was lost.
      expect(state.investments[0]?.end_date).toBe(newEnd);

      await user.click(submit);
      const back = await screen.findByRole("dialog", {
        name: "Investment Details",
      });
      await waitFor(() =>
        expect(detail(back, "Maturity date")).toBe(formatLongDate(newEnd)),
      );
      const [lost, again] = keysSent(requests, investmentEndpoints.extend, {
        id: account.id,
      });
      expect(lost).toMatch(/^[0-9a-f]{32}$/);
      expect(again).toBe(lost);
      expect(state.investments[0]).toMatchObject({
        end_date: newEnd,
        extended_years: 5,
      });
    });
  },
);
