import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, startFakeApi } from "../../../../testing/fake-api.ts";
import { serverInvestment } from "../../../../testing/fake-api-data.ts";
import { currentUrl } from "../../../../testing/render-at.tsx";
import { renderDashboard } from "../../testing/render-dashboard.tsx";

afterEach(() => vi.unstubAllGlobals());

// Investments come in from a file on the Import screen (docs/product.md#import).
describe("My Investments leads to Import", () => {
  it("from the header, beside Export CSV", async () => {
    startFakeApi({ "GET /api/investments": () => ok([serverInvestment()]) });
    renderDashboard();
    await userEvent.click(
      await screen.findByRole("link", { name: "Import CSV" }),
    );
    expect(currentUrl()).toBe("/import");
  });

  it("from the empty state, beside Add Your First Investment", async () => {
    startFakeApi({ "GET /api/investments": () => ok([]) });
    renderDashboard();
    await screen.findByRole("heading", { name: "No investments yet" });
    await userEvent.click(
      screen.getByRole("link", { name: "Import from a spreadsheet" }),
    );
    expect(currentUrl()).toBe("/import");
  });
});
