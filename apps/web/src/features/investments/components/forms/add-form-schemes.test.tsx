import { schemeEndDate } from "@kosh/core/deposits/scheme-terms";
import { todayIso } from "@kosh/core/format/date";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEveryMessages } from "../../../../lib/i18n/messages.ts";
import { englishLeft } from "../../../../testing/english-left.ts";
import {
  startFakeApi,
  type FakeRequest,
} from "../../../../testing/fake-api.ts";
import {
  companies,
  investTypes,
  postOffice,
  schemeInvestTypes,
  schemesApiState,
} from "../../../../testing/fake-api-data.ts";
import { createdInvestment, postedBody } from "../../testing/posted-body.ts";
import { renderDashboard } from "../../testing/render-dashboard.tsx";

beforeAll(() => loadEveryMessages("hi"));
afterEach(() => vi.unstubAllGlobals());

/** A server with every scheme's type and India Post, which adds what is posted. */
function serverWithSchemes() {
  const { requests } = startFakeApi(
    {
      "POST /api/investments": (request: FakeRequest) => ({
        status: 201,
        body: createdInvestment(request),
      }),
    },
    schemesApiState({}),
  );
  return requests;
}

async function openAddForm(type: string, path = "/dashboard") {
  const user = userEvent.setup();
  renderDashboard({}, path);
  await user.click(
    await screen.findByRole(
      "button",
      {
        name: path.startsWith("/hi")
          ? "अपना पहला निवेश जोड़ें"
          : "Add Your First Investment",
      },
      { timeout: 8000 },
    ),
  );
  const dialog = within(await screen.findByRole("dialog"));
  await dialog.findByRole("option", { name: "India Post" }, { timeout: 5000 });
  await user.selectOptions(dialog.getAllByRole("combobox")[0]!, "India Post");
  await user.selectOptions(dialog.getAllByRole("combobox")[1]!, type);
  return { user, dialog };
}

/** Types a slider's box anew. */
async function retype(
  user: ReturnType<typeof userEvent.setup>,
  box: HTMLElement,
  text: string,
) {
  await user.clear(box);
  await user.type(box, text);
  await user.tab();
}

describe("the Add form asks what the scheme needs", { timeout: 40_000 }, () => {
  it("a recurring deposit: the monthly instalment and the period, its principal shown as the instalments together", async () => {
    const requests = serverWithSchemes();
    const { user, dialog } = await openAddForm("Recurring Deposit");
    await retype(
      user,
      dialog.getByLabelText("Monthly instalment in rupees"),
      "5000",
    );
    await retype(
      user,
      dialog.getByLabelText("Interest Rate in percent"),
      "6.7",
    );
    fireEvent.input(dialog.getByLabelText("Start Date"), {
      target: { value: "2026-01-01" },
    });
    const period = dialog.getByLabelText("Period (months)");
    await user.clear(period);
    await user.type(period, "60");
    expect(
      dialog.getByText("₹3,00,000 in all: 60 monthly instalments."),
    ).toBeInTheDocument();
    expect(dialog.queryByLabelText("How interest is paid")).toBeNull();
    // Issue 29's known answer: ₹5,000 a month for 5 years at 6.7 % matures at ₹3,56,829
    // (the RD calculator's quarterly-compounding rule).
    expect(dialog.getByLabelText("Maturity Amount")).toHaveValue("3,56,829");

    await user.click(dialog.getByRole("button", { name: "Add Investment" }));
    await waitFor(() => expect(postedBody(requests)).toBeDefined());
    const body = postedBody(requests);
    expect(body).toMatchObject({
      invest_type_id: "it-rd",
      monthly_instalment: 5000,
      rate_of_interest: 6.7,
      start_date: "2026-01-01",
      end_date: "2031-01-01",
      maturity_amount: 356_829,
    });
    expect(body).not.toHaveProperty("principal_amount");
    expect(body).not.toHaveProperty("interest_schedule");
  });

  it("a PPF account: the first deposit, its maturity date shown and not asked", async () => {
    const requests = serverWithSchemes();
    const { user, dialog } = await openAddForm("PPF");
    await retype(
      user,
      dialog.getByLabelText("First deposit in rupees"),
      "150000",
    );
    fireEvent.input(dialog.getByLabelText("Start Date"), {
      target: { value: "2020-04-01" },
    });
    // 15 whole financial years after FY 2020-21.
    const maturity = dialog.getByLabelText("Maturity Date");
    expect(maturity).toHaveValue("2036-04-01");
    expect(maturity).toHaveAttribute("readonly");
    expect(dialog.queryByLabelText("Period (months)")).toBeNull();
    expect(dialog.queryByLabelText("Maturity Amount")).toBeNull();
    expect(dialog.queryByLabelText("How interest is paid")).toBeNull();
    // The rate of April–June 2020 for PPF, 7.1 %, as notified.
    expect(dialog.getByLabelText("Interest Rate in percent")).toHaveValue(
      "7.1",
    );

    await user.click(dialog.getByRole("button", { name: "Add Investment" }));
    await waitFor(() => expect(postedBody(requests)).toBeDefined());
    const body = postedBody(requests);
    expect(body).toMatchObject({
      invest_type_id: "it-ppf",
      principal_amount: 150_000,
      rate_of_interest: 7.1,
      start_date: "2020-04-01",
    });
    expect(body).not.toHaveProperty("end_date");
    expect(body).not.toHaveProperty("maturity_amount");
  });

  it("an SCSS: the deposit, the rate of its start date's quarter filled in, what it pays and its maturity date", async () => {
    const requests = serverWithSchemes();
    const { user, dialog } = await openAddForm("SCSS");
    await retype(user, dialog.getByLabelText("Principal in rupees"), "1500000");
    fireEvent.input(dialog.getByLabelText("Start Date"), {
      target: { value: "2026-03-01" },
    });
    // SCSS was notified at 8.2 % for January–March 2026: ₹15,00,000 pays ₹30,750 a quarter.
    await waitFor(() =>
      expect(dialog.getByLabelText("Interest Rate in percent")).toHaveValue(
        "8.2",
      ),
    );
    expect(dialog.getByText("₹30,750")).toBeInTheDocument();
    expect(dialog.getByText(/paid to you every quarter/)).toBeInTheDocument();
    expect(dialog.getByLabelText("Maturity Date")).toHaveValue("2031-03-01");

    await user.click(dialog.getByRole("button", { name: "Add Investment" }));
    await waitFor(() => expect(postedBody(requests)).toBeDefined());
    const body = postedBody(requests);
    expect(body).toMatchObject({
      invest_type_id: "it-scss",
      principal_amount: 1_500_000,
      rate_of_interest: 8.2,
      start_date: "2026-03-01",
      maturity_amount: 1_500_000,
    });
    expect(body).not.toHaveProperty("end_date");
    expect(body).not.toHaveProperty("interest_schedule");
  });

  it("a post office time deposit: the amount, its years and the rate for those years", async () => {
    const requests = serverWithSchemes();
    const { user, dialog } = await openAddForm("Post Office Time Deposit");
    fireEvent.input(dialog.getByLabelText("Start Date"), {
      target: { value: "2026-02-10" },
    });
    const years = dialog.getByLabelText("Term");
    expect(
      within(years)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["1 year", "2 years", "3 years", "5 years"]);
    await user.selectOptions(years, "2 years");
    expect(dialog.getByLabelText("Maturity Date")).toHaveValue("2028-02-10");
    // The 2-year time deposit's rate for January–March 2026: 7.0 %.
    await waitFor(() =>
      expect(dialog.getByLabelText("Interest Rate in percent")).toHaveValue(
        "7",
      ),
    );
    await user.click(dialog.getByRole("button", { name: "Add Investment" }));
    await waitFor(() => expect(postedBody(requests)).toBeDefined());
    expect(postedBody(requests)).toMatchObject({
      invest_type_id: "it-td",
      rate_of_interest: 7,
      end_date: "2028-02-10",
    });
  });

  it("a Sukanya Samriddhi account opens with as little as ₹250, the year's minimum, and no more than ₹1,50,000", async () => {
    const requests = serverWithSchemes();
    const { user, dialog } = await openAddForm("Sukanya Samriddhi");
    const amount = dialog.getByLabelText("First deposit in rupees");
    await user.clear(amount);
    await user.type(amount, "200000");
    await user.tab();
    expect(amount).toHaveAccessibleDescription(
      "First deposit must be between ₹250 and ₹1,50,000",
    );
    await retype(user, amount, "250");
    fireEvent.input(dialog.getByLabelText("Start Date"), {
      target: { value: "2026-04-01" },
    });
    await user.click(dialog.getByRole("button", { name: "Add Investment" }));
    await waitFor(() => expect(postedBody(requests)).toBeDefined());
    expect(postedBody(requests)).toMatchObject({
      invest_type_id: "it-ssy",
      principal_amount: 250,
    });
  });

  it("keeps a fixed deposit's form as it was", async () => {
    serverWithSchemes();
    const { dialog } = await openAddForm("Fixed Deposit");
    expect(dialog.getByLabelText("Principal in rupees")).toBeInTheDocument();
    expect(dialog.getByLabelText("Period (months)")).toBeInTheDocument();
    expect(dialog.getByLabelText("End Date")).toBeInTheDocument();
    expect(dialog.getByLabelText("How interest is paid")).toBeInTheDocument();
  });

  it("says a PPF's and an RD's fields in Hindi, with no English left", async () => {
    serverWithSchemes();
    const { user, dialog } = await openAddForm("PPF", "/hi/dashboard");
    expect(dialog.getByText("पहली जमा")).toBeInTheDocument();
    expect(dialog.getByText("परिपक्वता तिथि")).toBeInTheDocument();
    expect(dialog.getByLabelText("परिपक्वता तिथि")).toHaveValue(
      schemeEndDate("ppf", todayIso(), 7.1),
    );
    const typed = [
      ...companies.map((company) => company.name),
      postOffice.company.name,
      ...[...investTypes, ...schemeInvestTypes].map((type) => type.type_name),
    ];
    const form = screen.getByRole("dialog");
    expect(englishLeft(form, typed)).toEqual([]);

    await user.selectOptions(
      dialog.getAllByRole("combobox")[1]!,
      "Recurring Deposit",
    );
    expect(dialog.getByText("मासिक किस्त")).toBeInTheDocument();
    expect(dialog.getByText(/मासिक किस्तें।$/)).toBeInTheDocument();
    expect(englishLeft(form, typed)).toEqual([]);
  });
});
