import { endpointPath } from "@kosh/core/api/endpoint-call";
import { endpointName } from "@kosh/core/api/index";
import { investTypeEndpoints } from "@kosh/core/api/reference-lists";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEveryMessages } from "../../../lib/i18n/messages.ts";
import { englishLeft } from "../../../testing/english-left.ts";
import {
  deferred,
  type FakeResponse,
  ok,
  startFakeApi,
} from "../../../testing/fake-api.ts";
import {
  admin,
  fakeApiState,
  serverInvestment,
} from "../../../testing/fake-api-data.ts";
import { renderAdmin } from "../testing/render-admin.tsx";

beforeAll(() => loadEveryMessages("hi"));
afterEach(() => vi.unstubAllGlobals());

const PUT_SCHEME = endpointName(investTypeEndpoints.setScheme);

/** The nine schemes in the order the select offers them, in words. */
const SCHEMES_IN_WORDS = [
  "Fixed or term deposit",
  "Recurring deposit",
  "PPF",
  "Sukanya Samriddhi",
  "NSC",
  "KVP",
  "Senior Citizens' Savings Scheme",
  "Post Office Monthly Income Scheme",
  "Post Office Time Deposit",
];

describe("the scheme of an investment type", () => {
  it("shows each type's scheme in words and saves an admin's change, busy until the list is reloaded", async () => {
    const state = fakeApiState({ me: admin });
    const answer = deferred<FakeResponse>();
    const { requests } = startFakeApi(
      {
        [PUT_SCHEME]: async () => {
          const response = await answer.promise;
          state.investTypes = state.investTypes.map((type) =>
            type.id === "it-nsc" ? { ...type, scheme: "kvp" } : type,
          );
          return response;
        },
      },
      state,
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=invest-types");

    const table = await screen.findByRole("table", {
      name: "Investment Types, by name",
    });
    expect(
      within(table).getByRole("columnheader", { name: "Scheme" }),
    ).toBeInTheDocument();
    const fd = screen.getByRole("combobox", {
      name: "Scheme of Fixed Deposit",
    });
    expect(fd).toHaveDisplayValue("Fixed or term deposit");
    expect(
      within(fd)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(SCHEMES_IN_WORDS);
    expect(
      screen.getByRole("combobox", { name: "Scheme of Recurring Deposit" }),
    ).toHaveDisplayValue("Recurring deposit");
    const nsc = screen.getByRole("combobox", { name: "Scheme of NSC" });
    expect(nsc).toHaveDisplayValue("NSC");

    await user.selectOptions(nsc, "KVP");
    expect(nsc).toHaveDisplayValue("KVP");
    expect(nsc).toBeDisabled();
    expect(requests.at(-1)).toEqual({
      method: "PUT",
      query: {},
      path: endpointPath(investTypeEndpoints.setScheme, { id: "it-nsc" }),
      body: { scheme: "kvp" },
      authorization: "Bearer test-session-token",
    });

    const sent = requests.length;
    answer.resolve(ok({ id: "it-nsc", type_name: "NSC", scheme: "kvp" }));
    await waitFor(() => expect(nsc).toBeEnabled());
    expect(nsc).toHaveDisplayValue("KVP");
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("Scheme saved"),
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "NSC now earns as: KVP.",
    );
    expect(
      requests
        .slice(sent)
        .map((request) => `${request.method} ${request.path}`),
    ).toContain("GET /api/admin/invest-types");
  });

  it("shows the server's 409 in words beside the type and keeps the scheme it had", async () => {
    const { state } = startFakeApi(
      {},
      fakeApiState({
        me: admin,
        investments: [serverInvestment({ invest_type_id: "it-fd" })],
      }),
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=invest-types");
    const fd = await screen.findByRole("combobox", {
      name: "Scheme of Fixed Deposit",
    });
    await user.selectOptions(fd, "Recurring deposit");

    const row = screen.getByRole("rowheader", {
      name: "Fixed Deposit",
    }).parentElement!;
    expect(await within(row).findByRole("alert")).toHaveTextContent(
      "This investment type is used by 1 investment, so its scheme cannot be changed: it would be counted another way. Add a new type for the other scheme instead.",
    );
    expect(fd).toHaveDisplayValue("Fixed or term deposit");
    expect(fd).toBeEnabled();
    expect(fd).toHaveAttribute("aria-invalid", "true");
    expect(state.investTypes.find((type) => type.id === "it-fd")?.scheme).toBe(
      "term_deposit",
    );
  });

  it("gives a new type the scheme its name says", async () => {
    const { state } = startFakeApi({}, fakeApiState({ me: admin }));
    const user = userEvent.setup();
    renderAdmin("/admin?tab=invest-types");
    await user.click(
      await screen.findByRole("button", { name: "Add Investment Type" }),
    );
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox"), "Kisan Vikas Patra");
    await user.click(
      within(dialog).getByRole("button", { name: "Add investment type" }),
    );
    expect(
      await screen.findByRole("combobox", {
        name: "Scheme of Kisan Vikas Patra",
      }),
    ).toHaveDisplayValue("KVP");
    expect(state.investTypes.at(-1)?.scheme).toBe("kvp");
  });

  it("says the schemes in Hindi at /hi, with no English left", async () => {
    const state = fakeApiState({ me: admin });
    startFakeApi({}, state);
    const user = userEvent.setup();
    renderAdmin("/hi/admin?tab=invest-types");
    const nsc = await screen.findByRole("combobox", {
      name: "NSC की योजना",
    });
    expect(nsc).toHaveDisplayValue("एनएससी");
    expect(
      within(nsc)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "सावधि जमा (एफडी)",
      "आवर्ती जमा (आरडी)",
      "पीपीएफ",
      "सुकन्या समृद्धि",
      "एनएससी",
      "केवीपी",
      "वरिष्ठ नागरिक बचत योजना",
      "डाकघर मासिक आय योजना",
      "डाकघर सावधि जमा",
    ]);
    expect(
      screen.getByRole("columnheader", { name: "योजना" }),
    ).toBeInTheDocument();
    const typed = state.investTypes.map((type) => type.type_name);
    // The tab (the earlier tests' toasts stay in the page's toaster).
    const panel = screen.getByRole("tabpanel");
    expect(englishLeft(panel, typed)).toEqual([]);

    await user.selectOptions(nsc, "केवीपी");
    const saved = await screen.findByText(
      "NSC पर अब ब्याज इस तरह मिलेगा: केवीपी।",
    );
    expect(englishLeft(saved.parentElement!, typed)).toEqual([]);
    expect(englishLeft(panel, typed)).toEqual([]);
  });
});
