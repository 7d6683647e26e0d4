import { onlineManager } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeApi } from "../../../../testing/fake-api.ts";
import { serverInvestment } from "../../../../testing/fake-api-data.ts";
import { loadEveryMessages } from "../../../../lib/i18n/messages.ts";
import { renderDashboard } from "../../testing/render-dashboard.tsx";

beforeAll(() => loadEveryMessages("hi"));
afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

/** The list's endpoint, out of reach until `online` is set. */
function listWithoutNetwork() {
  const network = { online: false };
  const { requests } = startFakeApi({
    "GET /api/investments": () => {
      if (!network.online) throw new TypeError("Failed to fetch");
      return { status: 200, body: [serverInvestment({ id: "fd" })] };
    },
  });
  return { network, requests };
}

describe(
  "My Investments without the network (issue 32)",
  { timeout: 20_000 },
  () => {
    it("says it needs the network, not that loading failed, and Retry shows the list once connected", async () => {
      const { network } = listWithoutNetwork();
      // The browser knows it is offline: the list is still asked for, not left waiting unseen.
      onlineManager.setOnline(false);
      renderDashboard();
      const notice = await screen.findByRole("alert", {}, { timeout: 5000 });
      expect(
        within(notice).getByRole("heading", {
          name: "My Investments needs the network",
        }),
      ).toBeInTheDocument();
      expect(notice).toHaveTextContent(
        "Kosh cannot reach its server from this device just now.",
      );
      expect(screen.queryByText("Failed to Load Data")).not.toBeInTheDocument();

      network.online = true;
      await userEvent.click(
        within(notice).getByRole("button", { name: "Retry" }),
      );
      expect(
        await screen.findByRole("table", { name: /Your investments/ }),
      ).toBeInTheDocument();
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    });

    it("says so in Hindi on the Hindi page", async () => {
      listWithoutNetwork();
      renderDashboard({}, "/hi/dashboard");
      const notice = await screen.findByRole("alert", {}, { timeout: 5000 });
      expect(
        within(notice).getByRole("heading", {
          name: "मेरे निवेश देखने के लिए नेटवर्क चाहिए",
        }),
      ).toBeInTheDocument();
      expect(
        within(notice).getByRole("button", { name: "फिर से कोशिश करें" }),
      ).toBeInTheDocument();
    });
  },
);
