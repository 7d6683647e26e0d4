import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEveryMessages } from "../../../../lib/i18n/messages.ts";
import { startFakeApi } from "../../../../testing/fake-api.ts";
import { makeUser, SELF_MEMBER_ID } from "../../../../testing/fake-api-data.ts";
import {
  depositToday,
  householdState,
  RAVI,
} from "../../testing/household-state.ts";
import { renderDashboard } from "../../testing/render-dashboard.tsx";

afterEach(() => vi.unstubAllGlobals());
beforeAll(() => loadEveryMessages("hi"));

/**
 * Asha's household, Asha (named "Asha" here) and Ravi: Asha's own ₹3,00,000, Asha-Ravi's ₹6,00,000
 * and Ravi-Asha's ₹2,00,000 at SBI, and Ravi's own ₹1,00,000 at HDFC Bank; the cover an admin set
 * when `cover` is given.
 */
function family(locale: "en" | "hi" = "en", cover?: number) {
  const state = householdState(
    [RAVI],
    [
      depositToday("asha", 300_000, [SELF_MEMBER_ID]),
      depositToday("asha-ravi", 600_000, [SELF_MEMBER_ID, "m-ravi"]),
      depositToday("ravi-asha", 200_000, ["m-ravi", SELF_MEMBER_ID]),
      depositToday("ravi-hdfc", 100_000, ["m-ravi"], "co-hdfc"),
    ],
    makeUser({ name: "Asha", locale }),
  );
  if (cover !== undefined) state.depositInsuranceCover = cover;
  startFakeApi({}, state);
}

const card = (label: string) =>
  screen.getByText(label, { selector: "dt" }).nextElementSibling;

describe("a view per member", { timeout: 20_000 }, () => {
  it("shows everyone's by default, and one member's deposits, held first or jointly, when chosen", async () => {
    family();
    renderDashboard();
    const whose = await screen.findByLabelText(
      "Whose investments",
      {},
      { timeout: 5000 },
    );
    expect(whose).toHaveDisplayValue("Everyone");
    expect(card("Total Invested")).toHaveTextContent("₹12,00,000");

    const user = userEvent.setup();
    await user.selectOptions(whose, "Ravi");
    // Asha-Ravi, Ravi-Asha and Ravi's own: not Asha's own.
    expect(card("Total Invested")).toHaveTextContent("₹9,00,000");
    expect(card("Active Investments")).toHaveTextContent("3");
    const table = await screen.findByRole("table", {
      name: /Your investments/,
    });
    expect(within(table).getAllByRole("row", { name: /Bank/ })).toHaveLength(3);
    expect(within(table).queryByText("₹3,00,000")).toBeNull();

    await user.selectOptions(whose, "Everyone");
    expect(card("Total Invested")).toHaveTextContent("₹12,00,000");
  });

  // ₹6,00,000 against the ₹5,00,000 cover (docs/product.md#deposit-insurance); then against a
  // cover of ₹2,50,000 an admin set, which Asha's own ₹3,00,000 is above too.
  it.for([
    [
      "insures each set and order of holders apart, naming each group and by how much it is above the cover",
      undefined,
      "₹5,00,000",
      {
        "State Bank of India · Asha & Ravi":
          "₹6,00,000 — ₹1,00,000 above the cover",
        "State Bank of India · Ravi & Asha": "₹2,00,000 — within the cover",
        "State Bank of India · Asha": "₹3,00,000 — within the cover",
        "HDFC Bank · Ravi": "₹1,00,000 — within the cover",
      },
    ],
    [
      "judges each group against the cover an admin set, and says that cover",
      250_000,
      "₹2,50,000",
      {
        "State Bank of India · Asha & Ravi":
          "₹6,00,000 — ₹3,50,000 above the cover",
        "State Bank of India · Ravi & Asha": "₹2,00,000 — within the cover",
        "State Bank of India · Asha": "₹3,00,000 — ₹50,000 above the cover",
        "HDFC Bank · Ravi": "₹1,00,000 — within the cover",
      },
    ],
  ] as const)("%s", async ([, cover, named, lines]) => {
    family("en", cover);
    renderDashboard();
    const insurance = within(
      await screen.findByRole(
        "region",
        { name: "Deposit insurance" },
        { timeout: 5000 },
      ),
    );
    expect(
      await insurance.findByText("State Bank of India · Asha & Ravi"),
    ).toBeInTheDocument();
    for (const [group, words] of Object.entries(lines))
      expect(insurance.getByText(group).closest("li")).toHaveTextContent(words);
    expect(
      insurance.getByText(
        `Each holder alone, each set of joint holders and each order of their names is insured separately, up to ${named} in each bank.`,
      ),
    ).toBeInTheDocument();
  });

  it("names the groups in Hindi", async () => {
    family("hi");
    renderDashboard({}, "/hi/dashboard");
    const insurance = within(
      await screen.findByRole(
        "region",
        { name: "जमा बीमा" },
        { timeout: 5000 },
      ),
    );
    expect(
      await insurance.findByText("State Bank of India · Asha और Ravi"),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("किसके निवेश")).toHaveDisplayValue("सभी");
  });
});
