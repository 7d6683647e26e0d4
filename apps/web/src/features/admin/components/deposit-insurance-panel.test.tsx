import { depositInsuranceEndpoints } from "@kosh/core/api/deposit-insurance";
import { endpointPath } from "@kosh/core/api/endpoint-call";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEveryMessages } from "../../../lib/i18n/messages.ts";
import { startFakeApi } from "../../../testing/fake-api.ts";
import { admin, fakeApiState } from "../../../testing/fake-api-data.ts";
import { renderAdmin } from "../testing/render-admin.tsx";

afterEach(() => vi.unstubAllGlobals());
beforeAll(() => loadEveryMessages("hi"));

const SAVE = endpointPath(depositInsuranceEndpoints.save);

/** The Company Types tab's cover section, once the cover is known. */
async function coverSection(name = "Deposit insurance cover") {
  return within(await screen.findByRole("region", { name }, { timeout: 5000 }));
}

describe(
  "the deposit insurance cover on the admin screen",
  {
    timeout: 20_000,
  },
  () => {
    it("shows the ₹5,00,000 in use and saves an admin's new cover, typed as people write it", async () => {
      const state = fakeApiState({ me: admin });
      const { requests } = startFakeApi({}, state);
      renderAdmin("/admin?tab=company-types");
      const section = await coverSection();
      // DICGC's cover since 4 February 2020 (dicgc.org.in, "Deposit Insurance").
      expect(section.getByText("In use: ₹5,00,000")).toBeInTheDocument();
      const box = section.getByLabelText("Cover per depositor per bank");
      expect(box).toHaveValue("500000");
      expect(
        section.getByText("In whole rupees, from ₹1,00,000 to ₹1,00,00,000."),
      ).toBeInTheDocument();

      const user = userEvent.setup();
      await user.clear(box);
      await user.type(box, "10,00,000");
      await user.click(section.getByRole("button", { name: "Save" }));
      expect(
        await section.findByText("In use: ₹10,00,000"),
      ).toBeInTheDocument();
      expect(
        requests.filter((request) => request.path === SAVE).map((r) => r.body),
      ).toEqual([{ cover: 1_000_000 }]);
      expect(state.depositInsuranceCover).toBe(1_000_000);
      expect(
        await screen.findByText(
          "Deposits are now judged against ₹10,00,000 per depositor per bank.",
        ),
      ).toBeInTheDocument();
    });

    it("shows the server's refusal, naming the field, and keeps the cover in use", async () => {
      const state = fakeApiState({ me: admin });
      startFakeApi({}, state);
      renderAdmin("/admin?tab=company-types");
      const section = await coverSection();
      const box = section.getByLabelText("Cover per depositor per bank");
      const user = userEvent.setup();
      await user.clear(box);
      await user.type(box, "50,000");
      await user.click(section.getByRole("button", { name: "Save" }));
      expect(await section.findByRole("alert")).toHaveTextContent(
        "cover must be at least 100000",
      );
      expect(section.getByText("In use: ₹5,00,000")).toBeInTheDocument();
      expect(state.depositInsuranceCover).toBe(500_000);
    });

    it("says it in Hindi", async () => {
      startFakeApi({}, fakeApiState({ me: { ...admin, locale: "hi" } }));
      renderAdmin("/hi/admin?tab=company-types");
      const section = await coverSection("जमा बीमा की सीमा");
      expect(section.getByText("अभी लागू: ₹5,00,000")).toBeInTheDocument();
      expect(section.getByLabelText("हर जमाकर्ता की हर बैंक में सीमा")).toHaveValue(
        "500000",
      );
      expect(section.getByRole("button", { name: "सहेजें" })).toBeInTheDocument();
    });
  },
);
