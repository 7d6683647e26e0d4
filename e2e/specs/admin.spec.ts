import type { Locator, Page } from "@playwright/test";
import { signInAdmin, TOKEN_STORAGE_KEY } from "../fixtures/people.ts";
import { expect, test } from "../fixtures/test.ts";

const ACCESS_DENIED =
  "Access Denied: You need administrator privileges to access this panel.";

/**
 * Opens `path` signed in as the admin, through the API with the mailed code (the sign-in screen
 * has its own spec); the admin signs in once per run and the session is reused.
 */
async function openAsAdmin(page: Page, path: string) {
  const admin = await signInAdmin();
  // Set once rather than before every page load: the invite test signs someone else in meanwhile.
  await page.goto("/");
  await page.evaluate(([key, token]) => localStorage.setItem(key, token), [
    TOKEN_STORAGE_KEY,
    admin.token,
  ] as const);
  await page.goto(path);
}

/** Opens a tab's add modal, lets `fill` work in it, submits with `submit` and waits for it to close. */
async function addEntry(
  page: Page,
  { tab, open, submit }: { tab: RegExp; open: string; submit: string },
  fill: (dialog: Locator) => Promise<void>,
) {
  await page.getByRole("tab", { name: tab }).click();
  await page.getByRole("button", { name: open, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: open });
  await fill(dialog);
  await dialog.getByRole("button", { name: submit, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test("an admin adds a company type, a company of that type and an investment type, and the Add New Investment form offers them", async ({
  page,
}) => {
  await openAsAdmin(page, "/admin");
  await expect(
    page.getByRole("heading", { name: "Admin Panel", level: 1 }),
  ).toBeVisible();
  const typesTab = page.getByRole("tab", { name: /^Company Types/ });
  await expect(typesTab).toHaveText(/\d+$/);
  const typesBefore = Number(
    /(\d+)$/.exec((await typesTab.textContent())!)![1],
  );

  const addType = {
    tab: /^Company Types/,
    open: "Add Company Type",
    submit: "Add company type",
  };
  await addEntry(page, addType, async (dialog) => {
    await dialog.getByRole("button", { name: "Add company type" }).click();
    await expect(dialog.getByText("Type name is required")).toBeVisible();
    await dialog.getByLabel("Type name").fill("Urban Co-operative Bank");
  });
  await expect(
    page.getByRole("rowheader", { name: "Urban Co-operative Bank" }),
  ).toBeVisible();
  await expect(typesTab).toHaveText(`Company Types${typesBefore + 1}`);

  const addCompany = {
    tab: /^Companies/,
    open: "Add Company",
    submit: "Add company",
  };
  await addEntry(page, addCompany, async (dialog) => {
    await dialog.getByRole("button", { name: "Add company" }).click();
    await expect(dialog.getByText("Company name is required")).toBeVisible();
    await expect(dialog.getByText("Company type is required")).toBeVisible();
    await dialog.getByLabel("Company name").fill("Saraswat Co-operative Bank");
    await dialog
      .getByLabel("Company type")
      .selectOption({ label: "Urban Co-operative Bank" });
  });
  const companyRow = page.getByRole("row", {
    name: /Saraswat Co-operative Bank/,
  });
  await expect(companyRow).toContainText("Urban Co-operative Bank");

  const addInvestType = {
    tab: /^Investment Types/,
    open: "Add Investment Type",
    submit: "Add investment type",
  };
  await addEntry(page, addInvestType, async (dialog) => {
    await dialog.getByLabel("Type name").fill("Sovereign Gold Bond");
  });
  await expect(
    page.getByRole("rowheader", { name: "Sovereign Gold Bond" }),
  ).toBeVisible();

  // A duplicate, whatever its case and spaces, is refused with the server's words.
  await page.getByRole("button", { name: "Add Investment Type" }).click();
  const duplicate = page.getByRole("dialog", { name: "Add Investment Type" });
  await duplicate.getByLabel("Type name").fill("  sovereign   gold bond ");
  await duplicate.getByRole("button", { name: "Add investment type" }).click();
  await expect(duplicate.getByRole("alert")).toContainText("already exists");
  await duplicate.getByRole("button", { name: "Cancel" }).click();

  await page.goto("/dashboard");
  await page
    .getByRole("button", { name: "Add Investment", exact: true })
    .click();
  const form = page.getByRole("dialog", { name: "Add New Investment" });
  const company = form.getByLabel("Company", { exact: true });
  await expect(
    company.locator('optgroup[label="Urban Co-operative Bank"] option'),
  ).toHaveText(["Saraswat Co-operative Bank"]);
  await company.selectOption({ label: "Saraswat Co-operative Bank" });
  await form
    .getByLabel("Investment Type")
    .selectOption({ label: "Sovereign Gold Bond" });
  await form.getByLabel("Period (months)").fill("12");
  await form.getByRole("button", { name: "Add Investment" }).click();
  await expect(form).toBeHidden();

  // Now something uses the company: deleting it is refused, saying so, and nothing changes.
  await page.goto("/admin");
  await page
    .getByRole("button", { name: "Delete Saraswat Co-operative Bank" })
    .click();
  const confirm = page.getByRole("dialog", { name: "Delete Company" });
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(confirm.getByRole("alert")).toHaveText(
    "This company is used by 1 investment, so it cannot be deleted.",
  );
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(companyRow).toBeVisible();
});

test("an admin invites a user by e-mail; they sign in from the mailed link, see Access Denied at /admin, and show as active", async ({
  page,
  mailbox,
  signIn,
}, testInfo) => {
  const invitee = `invitee-${Date.now()}@example.com`;
  await openAsAdmin(page, "/admin?tab=users");
  const users = page.getByRole("list", {
    name: "Users, newest invitation first",
  });
  await expect(users).toBeVisible();

  await page.getByRole("button", { name: "Invite User" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite User" });
  await dialog.getByLabel("Email").fill("not-an-address");
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(dialog.getByText("Email is invalid")).toBeVisible();
  await dialog.getByLabel("Email").fill(invitee);
  await dialog.getByLabel("Role").selectOption("user");
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(dialog).toBeHidden();

  const card = users.getByRole("listitem").filter({ hasText: invitee });
  await expect(card).toContainText("Invited");
  await expect(card).toContainText("Never");

  const invitation = await mailbox.waitForMail(invitee);
  expect(invitation.subject).toBe("You are invited to Kosh");
  const link = /Sign in here: (\S+)/.exec(invitation.text)?.[1];
  expect(link).toBe(`${testInfo.project.use.baseURL}/auth`);

  // The invitee, in this browser now: follows the link and signs in with the mailed code.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link!);
  await expect(
    page.getByRole("heading", { name: "Login for Invited Users" }),
  ).toBeVisible();
  await signIn(invitee);
  await expect(page).toHaveURL(/\/complete-profile/);
  await page.getByLabel("Full Name").fill("Rohan Mehta");
  await page.getByLabel("Date of Birth").fill("1992-11-03");
  await page.getByLabel("Location").fill("Indore");
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Admin" }),
  ).toHaveCount(0);

  await page.goto("/admin");
  await expect(page.getByText(ACCESS_DENIED, { exact: true })).toBeVisible();
  await expect(page.getByRole("tablist")).toHaveCount(0);

  // Back as the admin, the newcomer is active with a last sign-in time.
  await openAsAdmin(page, "/admin?tab=users");
  const activeCard = page
    .getByRole("list", { name: "Users, newest invitation first" })
    .getByRole("listitem")
    .filter({ hasText: invitee });
  await expect(activeCard).toContainText("Active");
  await expect(activeCard).not.toContainText("Never");
});
