import { sip } from "@kosh/core/calculators/sip";
import { formatInr } from "@kosh/core/format/money";
import type { Page } from "@playwright/test";
import { expect, test, waitForApp } from "../fixtures/test.ts";

/** The bottom edge of the sticky top bar, in the viewport's pixels. */
async function topBarBottom(page: Page) {
  const box = await page.getByRole("banner").boundingBox();
  return (box?.y ?? 0) + (box?.height ?? 0);
}

/** The room left in a text box after its placeholder, in the box's own font (negative: cut). */
function placeholderRoom(input: HTMLInputElement) {
  const style = getComputedStyle(input);
  const context = document.createElement("canvas").getContext("2d")!;
  context.font = style.font;
  return (
    input.clientWidth -
    parseFloat(style.paddingLeft) -
    parseFloat(style.paddingRight) -
    context.measureText(input.placeholder).width
  );
}

/** Where the focused element sits in the viewport. */
async function focusedBox(page: Page) {
  return page.evaluate(() => {
    const box = document.activeElement!.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom };
  });
}

test.describe("a household's first week on a phone (issue 32)", () => {
  test(
    "the SIP's figure stays in view while a slider moves: in a line on a phone, in the results beside the form on a wide screen",
    { tag: "@mobile" },
    async ({ page }, testInfo) => {
      await page.goto("/sip");
      const slider = page.getByRole("slider", { name: "Period" });
      await slider.scrollIntoViewIfNeeded();
      const line = page.getByRole("button", { name: /^Maturity Amount/ });
      const results = page.getByRole("region", { name: "Results" });
      const { maturityAmount } = sip({
        monthlyInvestment: 5000,
        expectedReturn: 12,
        timePeriod: 20,
      });
      const resultFigure = results
        .getByRole("definition")
        .filter({ hasText: formatInr(maturityAmount) });

      if (testInfo.project.name !== "mobile") {
        // A wide screen shows the results beside the form: the card's own figure moves, no line.
        await slider.fill("20");
        await expect(resultFigure).toBeInViewport();
        await expect(line).toHaveCount(0);
        return;
      }

      await expect(line).toBeVisible();
      await expect(line).toBeInViewport({ ratio: 1 });
      await slider.fill("20");
      await expect(line).toContainText(formatInr(maturityAmount));
      await expect(line).toBeInViewport({ ratio: 1 });
      // The line covers nothing the person is changing: the slider is above it.
      const lineBox = (await line.boundingBox())!;
      const sliderBox = (await slider.boundingBox())!;
      expect(sliderBox.y + sliderBox.height).toBeLessThanOrEqual(lineBox.y);

      // The results card's own figure in view: the line steps aside.
      await line.click();
      await expect(
        results.getByRole("heading", { name: "Results" }),
      ).toBeFocused();
      await expect(resultFigure).toBeInViewport();
      await expect(line).toBeHidden();
    },
  );

  test(
    "after Calculate the focused Results heading clears the top bar, and three Calculates leave one toast",
    { tag: "@mobile" },
    async ({ page }, testInfo) => {
      await page.goto("/sip");
      const calculate = page.getByRole("button", { name: "Calculate" });
      const toasts = page
        .getByRole("status")
        .filter({ hasText: "SIP Calculation Complete" });
      /** Types a period and presses Calculate; waits for its toast. */
      async function calculateFor(period: string) {
        await page
          .getByRole("textbox", { name: "Period in years" })
          .fill(period);
        await calculate.click();
        await expect(toasts).toContainText(
          formatInr(
            sip({
              monthlyInvestment: 5000,
              expectedReturn: 12,
              timePeriod: Number(period),
            }).maturityAmount,
          ),
        );
      }
      await calculateFor("10");

      const heading = page
        .getByRole("region", { name: "Results" })
        .getByRole("heading", { name: "Results" });
      const bar = await topBarBottom(page);
      const toast = (await toasts.boundingBox())!;
      // On a phone the results come up from below the form and take focus; on a wide screen they
      // are beside it already and nothing scrolls.
      if (testInfo.project.name === "mobile") {
        await expect(heading).toBeFocused();
        // Focus Not Obscured (WCAG 2.2 2.4.11): below the bar, and below the toast that sits
        // under the bar on a phone.
        expect(toast.y).toBeGreaterThanOrEqual(bar);
        await expect
          .poll(async () => (await focusedBox(page)).top)
          .toBeGreaterThanOrEqual(toast.y + toast.height);
      }
      // The toast covers none of the results card's figures.
      const figures = page
        .getByRole("region", { name: "Results" })
        .getByRole("definition");
      for (const figure of await figures.all()) {
        const box = (await figure.boundingBox())!;
        const overlaps =
          box.y < toast.y + toast.height &&
          toast.y < box.y + box.height &&
          box.x < toast.x + toast.width &&
          toast.x < box.x + box.width;
        expect(overlaps).toBe(false);
      }

      // Two more Calculates: still one toast, the newest.
      await calculateFor("15");
      await calculateFor("20");
      await expect(toasts.getByText("SIP Calculation Complete")).toHaveCount(1);
    },
  );

  test(
    "a field reached with Tab lands below the top bar",
    { tag: "@mobile" },
    async ({ page }) => {
      await page.goto("/home-loan");
      // Scrolled past the form, then back to its first box with the keyboard.
      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      await page.getByRole("textbox", { name: /^Loan Amount/ }).focus();
      const bar = await topBarBottom(page);
      const { top } = await focusedBox(page);
      expect(top).toBeGreaterThanOrEqual(bar);
    },
  );

  test(
    "Ask Kosh Assistant puts the cursor in the chat box, whose example fits, and the prompts step aside",
    { tag: "@mobile" },
    async ({ page }) => {
      // The Hindi box's example fits too.
      await page.goto("/hi");
      await waitForApp(page);
      const hindiRoom = await page
        .getByRole("textbox", { name: "Kosh सहायक को संदेश" })
        .evaluate(placeholderRoom);
      expect(hindiRoom).toBeGreaterThanOrEqual(0);

      await page.goto("/");
      await waitForApp(page);
      await page.getByRole("link", { name: "Ask Kosh Assistant" }).click();
      const box = page.getByRole("textbox", { name: "Message Kosh Assistant" });
      await expect(box).toBeFocused();
      const room = await box.evaluate(placeholderRoom);
      expect(room).toBeGreaterThanOrEqual(0);
      const prompts = page.getByRole("list", { name: "Try asking" });
      await expect(prompts).toBeVisible();
      await box.fill("SIP of 5000 at 12% for 10 years");
      await box.press("Enter");
      await expect(prompts).toBeHidden();
    },
  );
});
