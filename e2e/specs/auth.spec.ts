import { authEndpoints } from "@kosh/core/api/auth";
import { apiClient } from "@kosh/testing/api-client";
import type { Page } from "@playwright/test";
import { baseURL, TOKEN_STORAGE_KEY } from "../fixtures/people.ts";
import { expect, test } from "../fixtures/test.ts";
import { TEST_USERS } from "../fixtures/test-users.ts";

// Each flow signs in once with an address no other spec uses (the server's 60 s resend gap).
const NEWCOMER = TEST_USERS[0];
const LOGOUT_USER = TEST_USERS[1];

const thisYear = new Date().getFullYear();

/** A 6-digit code that is surely not `code`: every digit moved by one. */
const wrongCode = (code: string) =>
  code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));

async function requestCode(page: Page, email: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByRole("heading", { name: "Verify OTP" })).toBeVisible();
}

async function completeProfile(page: Page, name: string) {
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Date of Birth").fill("1988-06-15");
  await page.getByLabel("Location").fill("Nagpur");
  await page.getByRole("button", { name: "Save and Continue" }).click();
}

test("a guest opening /dashboard signs in with the mailed code, completes the profile and lands on /dashboard", async ({
  page,
  mailbox,
}) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/auth?next=%2Fdashboard");
  await expect(
    page.getByRole("heading", { name: "Login for Invited Users" }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill("not-an-address");
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByText("Email is invalid")).toBeVisible();

  const before = await mailbox.count(NEWCOMER);
  await requestCode(page, NEWCOMER);
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute(
    "readonly",
  );
  // The page has other live regions (toasts, the app's update prompt); this one is the form's.
  await expect(
    page.getByRole("status").filter({ hasText: "If this address is invited" }),
  ).toContainText("If this address is invited, a code is on its way.");
  const code = await mailbox.latestCode(NEWCOMER, { after: before });

  const otp = page.getByLabel("OTP", { exact: true });
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page.getByText("OTP is required")).toBeVisible();
  await otp.fill(wrongCode(code));
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();

  await otp.fill(code);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByRole("button", { name: "Verify OTP" }).click();

  await expect(page).toHaveURL("/complete-profile?next=%2Fdashboard");
  await expect(
    page.getByRole("heading", { name: "Complete Profile" }),
  ).toBeVisible();
  const save = page.getByRole("button", { name: "Save and Continue" });
  await save.click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Date of birth is required")).toBeVisible();
  await expect(page.getByText("Location is required")).toBeVisible();

  await page.getByLabel("Full Name").fill("Kavya Iyer");
  await page.getByLabel("Location").fill("Chennai");
  await page.getByLabel("Date of Birth").fill(`${thisYear - 17}-01-01`);
  await save.click();
  await expect(
    page.getByText("You must be at least 18 years old"),
  ).toBeVisible();
  await page.getByLabel("Date of Birth").fill(`${thisYear + 1}-01-01`);
  await save.click();
  await expect(
    page.getByText("Date of birth cannot be in the future"),
  ).toBeVisible();

  await page.getByLabel("Date of Birth").fill("1990-04-12");
  await save.click();
  await expect(page).toHaveURL("/dashboard");
  const banner = page.getByRole("banner");
  await expect(
    banner.getByText("Hi, Kavya Iyer").filter({ visible: true }),
  ).toBeVisible();
  await expect(
    banner.getByRole("link", { name: "My Investments" }),
  ).toBeVisible();

  // The session survives a reload, and the completed profile no longer shows its form.
  await page.reload();
  await expect(page).toHaveURL("/dashboard");
  await page.goto("/complete-profile");
  await expect(page).toHaveURL("/dashboard");
});

test("Resend OTP counts down, and Logout ends the session on the server too", async ({
  page,
  mailbox,
}) => {
  await page.goto("/auth");
  const before = await mailbox.count(LOGOUT_USER);
  await requestCode(page, LOGOUT_USER);

  const resend = page.getByRole("button", { name: /^Resend OTP/ });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/Resend OTP in (60|59)s/);
  await expect(resend).toHaveText(/Resend OTP in (5[0-7])s/, {
    timeout: 5_000,
  });
  await expect(resend).toBeDisabled();

  await page
    .getByLabel("OTP", { exact: true })
    .fill(await mailbox.latestCode(LOGOUT_USER, { after: before }));
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page).toHaveURL(/\/complete-profile/);
  await completeProfile(page, "Rohan Das");
  await expect(page).toHaveURL("/dashboard");

  const token = await page.evaluate(
    (key) => localStorage.getItem(key),
    TOKEN_STORAGE_KEY,
  );
  expect(token).toBeTruthy();
  const profile = () =>
    apiClient(baseURL())(authEndpoints.profile, {}, { token: token! });
  expect((await profile()).status).toBe(200);

  await page
    .getByRole("banner")
    .getByRole("button", { name: "Logout" })
    .click();
  await expect(page).toHaveURL("/");
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Login" }),
  ).toBeVisible();
  expect(
    await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY),
  ).toBeNull();
  await expect.poll(async () => (await profile()).status).toBe(401);

  await page.goto("/dashboard");
  await expect(page).toHaveURL("/auth?next=%2Fdashboard");
});
