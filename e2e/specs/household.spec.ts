import { householdEndpoints } from "@kosh/core/api/household";
import { investmentEndpoints } from "@kosh/core/api/investments";
import { expectSuccess } from "@kosh/testing/api-client";
import { AxeAudit } from "../fixtures/axe.ts";
import {
  daysFromToday,
  invitedEmail,
  type Investor,
  referenceLists,
  signInInvestor,
  useSession,
} from "../fixtures/people.ts";
import { fillAddInvestmentForm } from "../fixtures/sample-investments.ts";
import { expect, test } from "../fixtures/test.ts";

/**
 * The household (docs/product.md#household) at 390 and 1280 px, as a family uses it: the person
 * adds a spouse and a parent, a joint FD in each order, the parent's own FD; the insurance section
 * counts each set and order of holders apart, the tax year names the parent's TDS at a senior's
 * threshold; then the household is shared with a second invited person, who sees the family and
 * cannot change it.
 */

/** Someone invited and signed in under a name of their own. */
async function personNamed(label: string, name: string): Promise<Investor> {
  return signInInvestor(await invitedEmail(label), {
    name,
    date_of_birth: "1979-08-21",
    location: "Chennai",
  });
}

test(
  "a family's members, joint deposits, insurance per depositor, a senior's TDS note, and a household shared to view",
  { tag: "@mobile" },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const owner = await personNamed("household-owner", "Lakshmi Iyer");
    const viewer = await personNamed("household-viewer", "Arjun Menon");
    const audit = new AxeAudit(page, `${testInfo.project.name} household`);

    // Members, as the person adds them.
    await useSession(page, owner);
    await page.goto("/household");
    await expect(
      page.getByRole("heading", { level: 1, name: "Household" }),
    ).toBeVisible();
    const members = page.getByRole("list", {
      name: "Members of the household",
    });
    for (const [name, relation, born] of [
      ["Ravi Iyer", "Spouse", null],
      ["Kamala Iyer", "Parent", "1950-06-01"],
    ] as const) {
      await page.getByRole("button", { name: "Add a member" }).click();
      await page.getByLabel("Name", { exact: true }).fill(name);
      await page.getByLabel("Relation").selectOption({ label: relation });
      if (born) await page.getByLabel("Date of birth").fill(born);
      await page.getByRole("button", { name: "Add member" }).click();
      await expect(members).toContainText(name);
    }
    await audit.check("/household with three members");

    // A joint FD, first holder Lakshmi then Ravi, through the Add Investment form.
    await page.goto("/dashboard");
    await page
      .getByRole("button", { name: "Add Investment", exact: true })
      .click();
    const dialog = page.getByRole("dialog", { name: "Add New Investment" });
    await fillAddInvestmentForm(dialog, {
      company: "State Bank of India",
      type: "Fixed Deposit",
      principal: "400000",
      rate: "7",
      months: "24",
    });
    await expect(
      dialog.getByRole("combobox", { name: "First holder" }),
    ).toHaveValue(/.+/);
    await dialog.getByRole("button", { name: "Add joint holder" }).click();
    await dialog
      .getByRole("combobox", { name: "Second holder" })
      .selectOption({ label: "Ravi Iyer" });
    await audit.check("the add form with two holders");
    await dialog.getByRole("button", { name: "Add Investment" }).click();
    await expect(dialog).toBeHidden();

    // The same bank with the names the other way round, and the parent's own large FD.
    const { companies, types } = await referenceLists(owner);
    const sbi = companies.find(
      (entry) => entry.name === "State Bank of India",
    )!;
    const fd = types.find((entry) => entry.type_name === "Fixed Deposit")!;
    const family = await expectSuccess(
      owner.call(householdEndpoints.members, {}),
      200,
      "the members",
    );
    const id = (name: string) =>
      family.find((member) => member.name === name)!.id;
    for (const [principal, rate, holders] of [
      [4_00_000, 7, ["Ravi Iyer", "Lakshmi Iyer"]],
      [15_00_000, 7.5, ["Kamala Iyer"]],
    ] as const) {
      await expectSuccess(
        owner.call(investmentEndpoints.create, {
          body: {
            company_id: sbi.id,
            invest_type_id: fd.id,
            principal_amount: principal,
            rate_of_interest: rate,
            // Open across the whole financial year, whatever today's date: its year's interest
            // (the TDS estimate below) then does not shrink as the year goes on. Opened 200 days
            // ago, the parent's fell under ₹1,00,000 from 3 December 2026.
            start_date: daysFromToday(-400),
            end_date: daysFromToday(400),
            interest_schedule: "cumulative_quarterly",
            holder_ids: holders.map(id),
          },
        }),
        201,
        `an FD of ${holders.join(" & ")}`,
      );
    }

    // Three covers at one bank: Lakshmi & Ravi, Ravi & Lakshmi, and Kamala above ₹5,00,000.
    await page.reload();
    const insurance = page.getByRole("region", { name: "Deposit insurance" });
    await expect(insurance).toContainText(
      "State Bank of India · Lakshmi Iyer & Ravi Iyer",
    );
    await expect(insurance).toContainText(
      "State Bank of India · Ravi Iyer & Lakshmi Iyer",
    );
    await expect(insurance).toContainText(
      /State Bank of India · Kamala Iyer[\s\S]*above the cover/,
    );
    await audit.check("/dashboard with the family's deposits");

    // The parent's interest this year passes a senior's ₹1,00,000: her TDS is named.
    await page.goto("/tax-year-interest");
    const tds = page.getByRole("region", {
      name: "Tax deducted at source this year: an estimate",
    });
    await expect(tds).toContainText(
      /Kamala Iyer at State Bank of India: about ₹1,\d\d,\d{3} of interest, above ₹1,00,000, the amount for a person 60 or older during the year/,
    );
    await expect(tds).toContainText("Form 121");
    await audit.check("/tax-year-interest with a TDS note");

    // Shared to view with a second invited person.
    await page.goto("/household");
    await page.getByLabel("E-mail address").fill(viewer.email);
    await page.getByLabel("Access", { exact: true }).selectOption("view");
    await page.getByRole("button", { name: "Give access" }).click();
    await expect(
      page.getByRole("list", { name: "People with access" }),
    ).toContainText("Arjun Menon");

    await useSession(page, viewer);
    await page.goto("/dashboard");
    const shown = page.getByLabel("Household shown").first();
    await expect(shown).toBeAttached();
    if (!(await shown.isVisible()))
      await page.getByRole("button", { name: /menu/i }).click();
    await page
      .getByLabel("Household shown")
      .filter({ visible: true })
      .selectOption({ label: "Lakshmi Iyer (view only)" });
    await expect(
      page.getByText(/You can view this household, Lakshmi Iyer's/),
    ).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Add Investment", exact: true }),
    ).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: "Deposit insurance" }),
    ).toContainText("State Bank of India · Kamala Iyer");
    await audit.check("/dashboard of a household shared to view");
    audit.report();
  },
);
