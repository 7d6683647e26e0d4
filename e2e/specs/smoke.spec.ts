import { healthEndpoints } from "@kosh/core/api/health";
import { apiClient } from "@kosh/testing/api-client";
import { baseURL } from "../fixtures/people.ts";
import { expect, NOT_FOUND_LOGGED, test } from "../fixtures/test.ts";

test("the API reports itself healthy", async () => {
  const answer = await apiClient(baseURL())(healthEndpoints.health, {});
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ status: "ok" });
});

test("an unknown API path answers 404 as JSON", async ({ request }) => {
  // Spelled out on purpose: a path no endpoint has (eslint.config.js lets this file do so).
  const response = await request.get("/api/no-such-endpoint");
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({
    statusCode: 404,
    error: "Not Found",
  });
});

test("the home page renders inside the layout", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("banner")).toContainText("Kosh");
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
});

test.describe(() => {
  test.use({ expectedConsoleErrors: [NOT_FOUND_LOGGED] });

  test("an unknown page shows the app’s not-found screen", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(
      page.getByRole("heading", { name: /not.found/i }),
    ).toBeVisible();
    await expect(page.getByRole("banner")).toContainText("Kosh");
  });
});

test("the SIP calculator loads", { tag: "@mobile" }, async ({ page }) => {
  const response = await page.goto("/sip");
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 1, name: /SIP/i }),
  ).toBeVisible();
});
