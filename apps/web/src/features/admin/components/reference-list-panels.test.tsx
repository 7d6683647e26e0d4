import { endpointPath } from "@kosh/core/api/endpoint-call";
import {
  companyEndpoints,
  investTypeEndpoints,
} from "@kosh/core/api/reference-lists";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, startFakeApi } from "../../../testing/fake-api.ts";
import { admin, fakeApiState } from "../../../testing/fake-api-data.ts";
import { renderAdmin } from "../testing/render-admin.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("adding a company", () => {
  it("names each missing field, then sends the company and lists it under its type", async () => {
    const { requests } = startFakeApi({}, fakeApiState({ me: admin }));
    const user = userEvent.setup();
    renderAdmin();
    await user.click(
      await screen.findByRole("button", { name: "Add Company" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Add Company" });

    await user.click(
      within(dialog).getByRole("button", { name: "Add company" }),
    );
    expect(within(dialog).getByText("Company name is required")).toBeVisible();
    expect(within(dialog).getByText("Company type is required")).toBeVisible();
    expect(requests.some((request) => request.method === "POST")).toBe(false);

    await user.type(
      within(dialog).getByLabelText("Company name"),
      "  Saraswat   Bank ",
    );
    expect(
      within(dialog).queryByText("Company name is required"),
    ).not.toBeInTheDocument();
    await user.selectOptions(
      within(dialog).getByLabelText("Company type"),
      "NBFC",
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Add company" }),
    );

    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    expect(requests.find((request) => request.method === "POST")).toEqual({
      method: "POST",
      query: {},
      path: endpointPath(companyEndpoints.add),
      body: { name: "Saraswat Bank", company_type_id: "ct-nbfc" },
      authorization: "Bearer test-session-token",
    });
    const row = (
      await screen.findByRole("rowheader", { name: "Saraswat Bank" })
    ).parentElement!;
    expect(row).toHaveTextContent("NBFC");
    // The tab's count follows once the lists are fetched again.
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: /^Companies/ })).toHaveTextContent(
        "Companies4",
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("Company added"),
    );
  });
});

describe("adding a type", () => {
  it("requires a type name", async () => {
    startFakeApi({}, fakeApiState({ me: admin }));
    const user = userEvent.setup();
    renderAdmin("/admin?tab=company-types");
    await user.click(
      await screen.findByRole("button", { name: "Add Company Type" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Add Company Type",
    });
    await user.type(within(dialog).getByLabelText("Type name"), "   ");
    await user.click(
      within(dialog).getByRole("button", { name: "Add company type" }),
    );
    expect(within(dialog).getByText("Type name is required")).toBeVisible();
    expect(within(dialog).getByLabelText("Type name")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });

  it("shows the server's 409 for a duplicate and keeps the form open", async () => {
    startFakeApi(
      {
        "POST /api/admin/company-types": () =>
          apiError(409, "A company type named 'bank' already exists."),
      },
      fakeApiState({ me: admin }),
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=company-types");
    await user.click(
      await screen.findByRole("button", { name: "Add Company Type" }),
    );
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Type name"), "bank");
    await user.click(
      within(dialog).getByRole("button", { name: "Add company type" }),
    );
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "A company type named 'bank' already exists.",
    );
    expect(within(dialog).getByLabelText("Type name")).toHaveValue("bank");
  });

  it("adds an investment type and counts it", async () => {
    startFakeApi({}, fakeApiState({ me: admin }));
    const user = userEvent.setup();
    renderAdmin("/admin?tab=invest-types");
    await user.click(
      await screen.findByRole("button", { name: "Add Investment Type" }),
    );
    const dialog = await screen.findByRole("dialog");
    await user.type(
      within(dialog).getByLabelText("Type name"),
      "Sovereign Gold Bond",
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Add investment type" }),
    );
    expect(
      await screen.findByRole("rowheader", { name: "Sovereign Gold Bond" }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole("tab", { name: /^Investment Types/ }),
      ).toHaveTextContent("Investment Types4"),
    );
  });
});

describe("renaming and deleting", () => {
  it("renames an entry in place", async () => {
    const { requests } = startFakeApi({}, fakeApiState({ me: admin }));
    const user = userEvent.setup();
    renderAdmin("/admin?tab=invest-types");
    await user.click(await screen.findByRole("button", { name: "Rename NSC" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Rename Investment Type",
    });
    const field = within(dialog).getByLabelText("Type name");
    expect(field).toHaveValue("NSC");
    await user.clear(field);
    await user.type(field, "National Savings Certificate");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await screen.findByRole("rowheader", {
        name: "National Savings Certificate",
      }),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === "PATCH")).toEqual({
      method: "PATCH",
      query: {},
      path: endpointPath(investTypeEndpoints.rename, { id: "it-nsc" }),
      body: { type_name: "National Savings Certificate" },
      authorization: "Bearer test-session-token",
    });
  });

  it("asks before deleting, and deletes only when confirmed", async () => {
    const { requests } = startFakeApi({}, fakeApiState({ me: admin }));
    const user = userEvent.setup();
    renderAdmin("/admin?tab=invest-types");
    await user.click(await screen.findByRole("button", { name: "Delete NSC" }));
    let dialog = await screen.findByRole("dialog", {
      name: "Delete Investment Type",
    });
    expect(dialog).toHaveTextContent("Delete the investment type NSC?");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(requests.some((request) => request.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Delete NSC" }));
    dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(
        screen.queryByRole("rowheader", { name: "NSC" }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(
      requests.filter((request) => request.method === "DELETE"),
    ).toHaveLength(1);
  });

  it("shows why an entry in use cannot be deleted", async () => {
    startFakeApi(
      {
        "DELETE /api/admin/companies/:id": () =>
          apiError(409, "HDFC Bank is used by 3 investments."),
      },
      fakeApiState({ me: admin }),
    );
    const user = userEvent.setup();
    renderAdmin();
    await user.click(
      await screen.findByRole("button", { name: "Delete HDFC Bank" }),
    );
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "HDFC Bank is used by 3 investments.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(
      screen.getByRole("rowheader", { name: "HDFC Bank" }),
    ).toBeInTheDocument();
  });
});
