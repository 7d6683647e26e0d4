import type { Investment } from "@kosh/core/contracts/investments";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEveryMessages } from "../../../../lib/i18n/messages.ts";
import { englishLeft } from "../../../../testing/english-left.ts";
import { startFakeApi } from "../../../../testing/fake-api.ts";
import {
  companies,
  companyTypes,
  investTypes,
  serverInvestment,
} from "../../../../testing/fake-api-data.ts";
import { renderAt } from "../../../../testing/render-at.tsx";
import type { DashboardDialog } from "./investment-dialogs.tsx";
import { LazyInvestmentDialogs } from "./lazy-investment-dialogs.tsx";

beforeAll(() => loadEveryMessages("hi"));
afterEach(() => vi.unstubAllGlobals());

/** What the admin typed into the reference lists, which the forms show as it was written. */
const LIST_NAMES = [
  ...companies.map((company) => company.name),
  ...companyTypes.map((type) => type.type_name),
  ...investTypes.map((type) => type.type_name),
];

const renewed = serverInvestment({
  id: "fd-2025",
  company_id: "co-hdfc",
  start_date: "2025-01-01",
  end_date: "2026-01-01",
  status: "renewed",
});
const payout = serverInvestment({
  id: "fd-2026",
  company_id: "co-hdfc",
  principal_amount: 107_186,
  maturity_amount: 107_186,
  start_date: "2026-01-01",
  end_date: "2027-01-01",
  interest_schedule: "payout_quarterly",
  renewal_reference_id: "fd-2025",
  transaction_reason: "नई दर पर",
});
const investments: Investment[] = [payout, renewed];

function renderDialog(dialog: DashboardDialog) {
  startFakeApi();
  renderAt(
    "/hi/dashboard",
    <LazyInvestmentDialogs
      dialog={dialog}
      investments={investments}
      today="2026-03-15"
      onAction={vi.fn()}
      onDismiss={vi.fn()}
      onAdded={vi.fn()}
      onClosed={vi.fn()}
    />,
    { token: "test-session-token" },
  );
}

describe("My Investments' dialogs at /hi", { timeout: 20_000 }, () => {
  it("add: every label, choice and hint in Hindi, and a missing field named in Hindi", async () => {
    renderDialog({ kind: "add" });
    // The first dialog brings the chunk and its words.
    const dialog = await screen.findByRole(
      "dialog",
      { name: "नया निवेश जोड़ें" },
      { timeout: 10_000 },
    );
    await within(dialog).findByRole(
      "option",
      { name: "HDFC Bank" },
      { timeout: 5000 },
    );
    await userEvent.click(
      within(dialog).getByRole("button", { name: "निवेश जोड़ें" }),
    );
    expect(within(dialog).getByLabelText("संस्था")).toHaveAccessibleDescription(
      "संस्था चुनें",
    );
    expect(
      within(dialog).getByLabelText("निवेश का प्रकार"),
    ).toHaveAccessibleDescription("निवेश का प्रकार चुनें");
    expect(englishLeft(document.body, LIST_NAMES)).toEqual([]);
  });

  it("renew: the current term, the new principal and a refused rate in Hindi", async () => {
    renderDialog({ kind: "renew", id: payout.id });
    const dialog = await screen.findByRole("dialog", {
      name: "निवेश का नवीनीकरण",
    });
    expect(
      within(dialog).getByText(
        "मौजूदा अवधि 1 जनवरी 2026 से 1 जनवरी 2027 तक, 7% पर",
      ),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("नई ब्याज दर (%)"), "x");
    await userEvent.click(
      within(dialog).getByRole("button", { name: "नवीनीकरण करें" }),
    );
    expect(
      within(dialog).getByLabelText("नई ब्याज दर (%)"),
    ).toHaveAccessibleDescription(
      "7% रखने के लिए खाली छोड़ें। कृपया 0% से 50% तक की ब्याज दर भरें, या मूल दर रखने के लिए इसे खाली छोड़ दें।",
    );
    expect(englishLeft(document.body, LIST_NAMES)).toEqual([]);
  });

  it("close: what closing does, the reason, the buttons and a missing reason in Hindi", async () => {
    renderDialog({ kind: "close", id: payout.id });
    const dialog = await screen.findByRole("dialog", {
      name: "निवेश बंद करें",
    });
    expect(
      within(dialog).getByText("HDFC Bank का Fixed Deposit (₹1,07,186)"),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText("बंद करने का कारण")).toBeRequired();
    expect(englishLeft(document.body, LIST_NAMES)).toEqual([]);
    await userEvent.click(
      within(dialog).getByRole("button", { name: "निवेश बंद करें" }),
    );
    expect(
      within(dialog).getByLabelText("बंद करने का कारण"),
    ).toHaveAccessibleDescription("कारण आवश्यक है");
  });

  it("details: every field, the payouts and the renewal chain in Hindi", async () => {
    renderDialog({ kind: "details", id: payout.id });
    const dialog = await screen.findByRole("dialog", {
      name: "निवेश का ब्योरा",
    });
    expect(
      within(dialog).getByText("ब्याज हर तिमाही मुझे मिलता है"),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole("button", {
        name: "1 जनवरी 2025 से 1 जनवरी 2026 तक ₹1,00,000",
      }),
    ).toBeInTheDocument();
    expect(englishLeft(document.body, LIST_NAMES)).toEqual([]);
  });
});
