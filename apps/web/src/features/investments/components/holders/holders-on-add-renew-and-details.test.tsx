import type { Member } from "@kosh/core/contracts/household";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadEveryMessages } from "../../../../lib/i18n/messages.ts";
import { startFakeApi } from "../../../../testing/fake-api.ts";
import type { Investment } from "@kosh/core/contracts/investments";
import {
  makeUser,
  serverInvestment,
  SELF_MEMBER_ID,
} from "../../../../testing/fake-api-data.ts";
import { householdState } from "../../testing/household-state.ts";
import { postedBody } from "../../testing/posted-body.ts";
import { renderDashboard } from "../../testing/render-dashboard.tsx";

afterEach(() => vi.unstubAllGlobals());

const asha: Member = {
  id: SELF_MEMBER_ID,
  name: "Asha Rao",
  relation: "self",
  date_of_birth: "1990-04-12",
};
const ravi: Member = {
  id: "m-ravi",
  name: "Ravi Rao",
  relation: "spouse",
  date_of_birth: null,
};
const meera: Member = {
  id: "m-meera",
  name: "Meera Rao",
  relation: "parent",
  date_of_birth: "1958-09-01",
};

/** Asha's household of `members`, holding `investments`, on the in-memory server. */
function household(members: Member[], investments: Investment[] = []) {
  return startFakeApi(
    {},
    householdState(
      members.filter((member) => member.relation !== "self"),
      investments,
      makeUser(),
    ),
  );
}

/** The dialog `button` opens from the HDFC Bank row of the table. */
async function openFromRow(button: string, dialog: string) {
  const user = userEvent.setup();
  const table = await screen.findByRole(
    "table",
    { name: /Your investments/ },
    { timeout: 5000 },
  );
  await user.click(
    within(within(table).getByRole("row", { name: /HDFC Bank/ })).getByRole(
      "button",
      { name: button },
    ),
  );
  return {
    user,
    dialog: within(await screen.findByRole("dialog", { name: dialog })),
  };
}

async function openAddForm() {
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole(
      "button",
      { name: "Add Your First Investment" },
      { timeout: 5000 },
    ),
  );
  const dialog = within(
    await screen.findByRole("dialog", { name: "Add New Investment" }),
  );
  await dialog.findByRole("option", { name: "HDFC Bank" }, { timeout: 5000 });
  await user.selectOptions(dialog.getByLabelText("Company"), "HDFC Bank");
  await user.selectOptions(
    dialog.getByLabelText("Investment Type"),
    "Fixed Deposit",
  );
  return { user, dialog };
}

describe("the holders of a deposit", { timeout: 20_000 }, () => {
  it("names the own member first on add, then joint holders in the order picked, by keyboard", async () => {
    const api = household([asha, ravi, meera]);
    renderDashboard();
    const { user, dialog } = await openAddForm();
    const holders = within(
      await dialog.findByRole("group", { name: "Holders" }),
    );
    expect(holders.getByLabelText("First holder")).toHaveDisplayValue(
      "Asha Rao",
    );

    await user.click(holders.getByRole("button", { name: "Add joint holder" }));
    // The new position has the focus, with the first member not named yet.
    const second = holders.getByLabelText("Second holder");
    expect(second).toHaveFocus();
    expect(second).toHaveDisplayValue("Meera Rao");
    await user.selectOptions(second, "Ravi Rao");
    await user.click(holders.getByRole("button", { name: "Add joint holder" }));
    expect(holders.getByLabelText("Third holder")).toHaveDisplayValue(
      "Meera Rao",
    );
    // Everyone is named: nobody is left to add.
    expect(
      holders.queryByRole("button", { name: "Add joint holder" }),
    ).not.toBeInTheDocument();

    await user.click(dialog.getByRole("button", { name: "Add Investment" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    expect(postedBody(api.requests).holder_ids).toEqual([
      SELF_MEMBER_ID,
      "m-ravi",
      "m-meera",
    ]);
    expect(api.state.investments[0]?.holder_ids).toEqual([
      SELF_MEMBER_ID,
      "m-ravi",
      "m-meera",
    ]);
  });

  it("removes a joint holder and gives the focus back to 'Add joint holder'", async () => {
    const api = household([asha, ravi, meera]);
    renderDashboard();
    const { user, dialog } = await openAddForm();
    const holders = within(
      await dialog.findByRole("group", { name: "Holders" }),
    );
    await user.selectOptions(
      holders.getByLabelText("First holder"),
      "Ravi Rao",
    );
    await user.click(holders.getByRole("button", { name: "Add joint holder" }));
    await user.click(holders.getByRole("button", { name: "Add joint holder" }));
    await user.click(
      holders.getByRole("button", { name: "Remove Second holder" }),
    );
    expect(
      holders.getByRole("button", { name: "Add joint holder" }),
    ).toHaveFocus();
    // The third moved up to second.
    expect(holders.getByLabelText("Second holder")).toHaveDisplayValue(
      "Meera Rao",
    );
    expect(holders.getByLabelText("First holder")).toHaveDisplayValue(
      "Ravi Rao",
    );
    expect(holders.queryByLabelText("Third holder")).not.toBeInTheDocument();

    await user.click(dialog.getByRole("button", { name: "Add Investment" }));
    await waitFor(() =>
      expect(api.state.investments[0]?.holder_ids).toEqual([
        "m-ravi",
        "m-meera",
      ]),
    );
  });

  it("asks nothing of a household of one, and the server names its own member", async () => {
    const api = household([asha]);
    renderDashboard();
    const { user, dialog } = await openAddForm();
    await user.click(dialog.getByRole("button", { name: "Add Investment" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole("group", { name: "Holders" })).toBeNull();
    expect(postedBody(api.requests)).not.toHaveProperty("holder_ids");
    expect(api.state.investments[0]?.holder_ids).toEqual([SELF_MEMBER_ID]);
  });

  it("keeps the renewed deposit's holders on renewal unless changed", async () => {
    const joint = serverInvestment({
      id: "fd-joint",
      company_id: "co-hdfc",
      holder_ids: ["m-ravi", SELF_MEMBER_ID],
    });
    const api = household([asha, ravi, meera], [joint]);
    renderDashboard();
    const { user, dialog } = await openFromRow("Renew", "Renew Investment");
    const holders = within(
      await dialog.findByRole("group", { name: "Holders" }),
    );
    expect(holders.getByLabelText("First holder")).toHaveDisplayValue(
      "Ravi Rao",
    );
    expect(holders.getByLabelText("Second holder")).toHaveDisplayValue(
      "Asha Rao",
    );
    await user.click(dialog.getByRole("button", { name: "Renew Investment" }));
    await waitFor(() => expect(api.state.investments).toHaveLength(2));
    const renewal = api.requests.find((request) =>
      request.path.endsWith("/renew"),
    );
    expect(renewal?.body).not.toHaveProperty("holder_ids");
    expect(api.state.investments[0]?.holder_ids).toEqual([
      "m-ravi",
      SELF_MEMBER_ID,
    ]);
  });

  it("sends the holders chosen on renewal, in their order", async () => {
    const joint = serverInvestment({
      id: "fd-joint",
      company_id: "co-hdfc",
      holder_ids: ["m-ravi", SELF_MEMBER_ID],
    });
    const api = household([asha, ravi, meera], [joint]);
    renderDashboard();
    const { user, dialog } = await openFromRow("Renew", "Renew Investment");
    const holders = within(
      await dialog.findByRole("group", { name: "Holders" }),
    );
    await user.selectOptions(
      holders.getByLabelText("Second holder"),
      "Meera Rao",
    );
    await user.click(dialog.getByRole("button", { name: "Renew Investment" }));
    await waitFor(() =>
      expect(api.state.investments[0]?.holder_ids).toEqual([
        "m-ravi",
        "m-meera",
      ]),
    );
  });

  it("shows the holders by name in the details and lets them be changed", async () => {
    const joint = serverInvestment({
      id: "fd-joint",
      company_id: "co-hdfc",
      holder_ids: [SELF_MEMBER_ID, "m-ravi"],
    });
    const api = household([asha, ravi, meera], [joint]);
    renderDashboard();
    const { user, dialog } = await openFromRow("View", "Investment Details");
    const section = within(
      await dialog.findByRole("region", { name: "Holders" }),
    );
    expect(section.getByText("Asha Rao & Ravi Rao")).toBeInTheDocument();

    await user.click(section.getByRole("button", { name: "Change holders" }));
    // Naming the second holder first swaps the two.
    await user.selectOptions(
      section.getByLabelText("First holder"),
      "Ravi Rao",
    );
    expect(section.getByLabelText("Second holder")).toHaveDisplayValue(
      "Asha Rao",
    );
    await user.click(section.getByRole("button", { name: "Save holders" }));
    expect(await section.findByText("Ravi Rao & Asha Rao")).toBeInTheDocument();
    expect(section.getByRole("status")).toHaveTextContent("Holders saved.");
    expect(api.state.investments[0]?.holder_ids).toEqual([
      "m-ravi",
      SELF_MEMBER_ID,
    ]);
  });

  it("picks the holders in Hindi", async () => {
    await loadEveryMessages("hi");
    startFakeApi({}, householdState([ravi], [], makeUser({ locale: "hi" })));
    renderDashboard({}, "/hi/dashboard");
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        "button",
        { name: "अपना पहला निवेश जोड़ें" },
        { timeout: 5000 },
      ),
    );
    const dialog = within(
      await screen.findByRole("dialog", { name: "नया निवेश जोड़ें" }),
    );
    const holders = within(await dialog.findByRole("group", { name: "धारक" }));
    expect(holders.getByLabelText("पहला धारक")).toHaveDisplayValue("Asha Rao");
    await user.click(holders.getByRole("button", { name: "संयुक्त धारक जोड़ें" }));
    expect(holders.getByLabelText("दूसरा धारक")).toHaveDisplayValue("Ravi Rao");
    expect(
      holders.getByRole("button", { name: "दूसरा धारक हटाएँ" }),
    ).toBeInTheDocument();
  });
});
