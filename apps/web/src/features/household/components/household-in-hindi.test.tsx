import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEveryMessages } from "../../../lib/i18n/messages.ts";
import { startFakeApi } from "../../../testing/fake-api.ts";
import {
  fakeApiState,
  SELF_MEMBER_ID,
  serverInvestment,
} from "../../../testing/fake-api-data.ts";
import { englishLeft } from "../../../testing/english-left.ts";
import { renderAt } from "../../../testing/render-at.tsx";
import { HouseholdScreen } from "./household-screen.tsx";

beforeAll(() => loadEveryMessages("hi"));
afterEach(() => vi.unstubAllGlobals());

/** What the sample data writes in Latin letters: people's names and addresses as typed. */
const TYPED = ["Asha Rao", "Meera", "naam@example.com", "Kosh", "TDS"];

function withMeera() {
  const state = fakeApiState();
  state.household.members = [
    ...state.household.members,
    { id: "m-meera", name: "Meera", relation: "spouse", date_of_birth: null },
  ];
  state.investments = [
    serverInvestment({ holder_ids: [SELF_MEMBER_ID, "m-meera"] }),
    serverInvestment({ holder_ids: ["m-meera"] }),
  ];
  return state;
}

describe("the household at /hi/household", () => {
  it("shows the members and sharing in Hindi", async () => {
    startFakeApi({}, withMeera());
    renderAt("/hi/household", <HouseholdScreen />, { token: "t" });

    const list = await screen.findByRole("list", { name: "परिवार के सदस्य" });
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent(
      "Asha Rao आप",
    );
    expect(within(list).getAllByRole("listitem")[1]).toHaveTextContent(
      "जीवनसाथी",
    );
    expect(
      screen.getByRole("heading", { name: "परिवार", level: 1 }),
    ).toBeVisible();
    expect(
      await screen.findByText("आपके परिवार तक और किसी की पहुँच नहीं है।"),
    ).toBeVisible();
    expect(document.title).toBe("परिवार — Kosh");
    expect(englishLeft(document.body, TYPED)).toEqual([]);
  });

  it("says in Hindi why a member an investment names cannot be removed", async () => {
    startFakeApi({}, withMeera());
    renderAt("/hi/household", <HouseholdScreen />, { token: "t" });
    await screen.findByRole("list", { name: "परिवार के सदस्य" });

    await userEvent.click(
      screen.getByRole("button", { name: "Meera को हटाएँ" }),
    );
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Meera को हटाएँ?" })).getByRole(
        "button",
        { name: "हटाएँ" },
      ),
    );

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Meera के नाम वाले निवेश: 2। पहले उनके धारक बदलें, फिर Meera को हटाएँ।",
    );
  });

  it("says in Hindi that a person an admin has not invited cannot be given access", async () => {
    startFakeApi({}, fakeApiState());
    renderAt("/hi/household", <HouseholdScreen />, { token: "t" });
    const form = await screen.findByRole("form", { name: "पहुँच दें" });

    await userEvent.type(
      within(form).getByLabelText("ईमेल पता"),
      "stranger@example.com",
    );
    await userEvent.click(within(form).getByRole("button", { name: "पहुँच दें" }));

    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "stranger@example.com Kosh में साइन इन नहीं कर सकते। पहुँच केवल उन्हें दी जा सकती है जिन्हें किसी एडमिन ने आमंत्रित किया है।",
    );
  });
});
