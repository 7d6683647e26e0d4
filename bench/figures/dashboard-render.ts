import { todayIso } from "@kosh/core/format/date";
import { roundRupees } from "@kosh/core/format/money";
import { portfolioSummary } from "@kosh/core/investments/portfolio-summary";
import { renewalChains } from "@kosh/core/investments/renewal-chains";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "@kosh/testing/chromium";
import { authEndpoints } from "@kosh/core/api/auth";
import { investmentEndpoints } from "@kosh/core/api/investments";
import { signedInApi } from "./investments-list.ts";

import {
  KNOWN_USER_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
} from "@kosh/core/site/session-storage";
const DASHBOARD_PATH = "/dashboard";
/** The browser of the e2e specs lives in India too; the summary's "today" follows it. */
const TIME_ZONE = "Asia/Kolkata";
const RUNS = 5;
const RENDER_TIMEOUT_MS = 60_000;

/** How many of the newest investments must show before the clock stops (fewer if there are fewer). */
const FIRST_ROWS = 10;

export interface Viewport {
  name: string;
  width: number;
  height: number;
  /** docs/architecture.md#performance-budgets: the median painted time may not pass this. */
  budgetMs: number;
}

export const DESKTOP: Viewport = {
  name: "desktop 1280×800",
  width: 1280,
  height: 800,
  budgetMs: 500,
};
export const MOBILE: Viewport = {
  name: "mobile 390×844",
  width: 390,
  height: 844,
  budgetMs: 700,
};

/** One page load, in ms after its navigation start, all read inside the page. */
export interface RenderRun {
  /** The last byte of GET /api/auth/profile (the start-up session check). */
  profileAnsweredMs: number | null;
  /** The last byte of GET /api/investments. */
  listAnsweredMs: number | null;
  /** The first rows (cards on a phone) are in the page and the summary cards show their totals. */
  inDomMs: number;
  /** The frame showing them has been painted (the task after its animation frame). */
  paintedMs: number;
}

export interface DashboardRender {
  viewport: string;
  investments: number;
  /** The rows (or cards) that had to show: the newest chains. */
  firstRows: number;
  /** Of the measured runs, painted time. */
  medianMs: number;
  worstMs: number;
  runs: RenderRun[];
  /** The unmeasured first visit of the browser profile (empty HTTP cache). */
  firstVisit: RenderRun;
}

/** What the page must show before the clock stops; computed here from the list the API gives. */
interface Expected {
  firstRows: number;
  /** The company of the newest chain, which the first row must name. */
  firstCompany: string;
  totalInvestedDigits: string;
  activeInvestments: string;
}

/**
 * The time from navigation start until the dashboard shows a user's portfolio, in Debian's
 * Chromium: the summary cards read the totals of the whole list AND the first rows are there — the
 * table's from tablet width up, the cards' on a phone, each renewal chain one of them, newest
 * first — and then when that frame has been painted. Where the rest of the list is (further pages,
 * or rows not yet drawn) does not matter; that the cards count every investment does. A
 * MutationObserver installed before the app's scripts takes the times with `performance.now()`
 * inside the page, so Playwright's round trips do not count.
 *
 * The page opens already signed in, exactly as the web app leaves it after /auth
 * (signedInStorage). Its profile is complete (investmentsListLatency signs in
 * with one), since the dashboard sends an incomplete profile to /complete-profile.
 * One unmeasured visit fills the HTTP cache; the next `runs` visits in the same browser profile
 * are measured, as for someone who comes back to the dashboard.
 */
/**
 * The localStorage of a browser signed in as `token`'s person, as the web app leaves it after /auth
 * (docs/product.md#sessions): the token, and who the server said it belongs to.
 */
export async function signedInStorage(
  baseUrl: string,
  token: string,
): Promise<Record<string, string>> {
  const { user } = await signedInApi(baseUrl, token)(authEndpoints.profile, {});
  return {
    [TOKEN_STORAGE_KEY]: token,
    [KNOWN_USER_STORAGE_KEY]: JSON.stringify(user),
  };
}

export async function dashboardRender(
  baseUrl: string,
  accessToken: string,
  viewport: Viewport,
  runs = RUNS,
): Promise<DashboardRender> {
  const investments = await signedInApi(baseUrl, accessToken)(
    investmentEndpoints.list,
    {},
  );
  if (investments.length === 0) throw new Error("the user has no investments");
  const summary = portfolioSummary(
    investments,
    todayIso(new Date(), TIME_ZONE),
  );
  const chains = renewalChains(investments);
  const expected: Expected = {
    firstRows: Math.min(FIRST_ROWS, chains.length),
    firstCompany: chains[0]!.head.investment_companies.name,
    totalInvestedDigits: String(roundRupees(summary.totalInvested)),
    activeInvestments: String(summary.activeInvestments),
  };

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      timezoneId: TIME_ZONE,
    });
    // tsx (esbuild's keepNames) wraps named inner functions in `__name(...)`, a helper that
    // exists in Node but not in the page the functions below are sent to.
    await context.addInitScript({
      content: "globalThis.__name ??= (fn) => fn;",
    });
    await context.addInitScript(watchDashboard, {
      storage: await signedInStorage(baseUrl, accessToken),
      expected,
    });
    const page = await context.newPage();
    const url = `${baseUrl}${DASHBOARD_PATH}`;
    const firstVisit = await timedVisit(page, url, expected);
    const measured: RenderRun[] = [];
    for (let run = 0; run < runs; run += 1) {
      measured.push(await timedVisit(page, url, expected));
    }
    await context.close();
    const painted = measured.map((run) => run.paintedMs).sort((a, b) => a - b);
    return {
      viewport: viewport.name,
      investments: investments.length,
      firstRows: expected.firstRows,
      medianMs: painted[Math.floor(painted.length / 2)]!,
      worstMs: painted[painted.length - 1]!,
      runs: measured,
      firstVisit,
    };
  } finally {
    await browser.close();
  }
}

/** What the init script leaves on `window` for `timedVisit` to read. */
interface Watch {
  inDomMs?: number;
  paintedMs?: number;
}

async function timedVisit(
  page: Page,
  url: string,
  expected: Expected,
): Promise<RenderRun> {
  const response = await page.goto(url, { waitUntil: "commit" });
  if (!response || response.status() !== 200) {
    throw new Error(`${url} answered ${response?.status() ?? "nothing"}`);
  }
  try {
    await page.waitForFunction(
      () =>
        (window as unknown as { __koshDashboard?: Watch }).__koshDashboard
          ?.paintedMs !== undefined,
      undefined,
      { timeout: RENDER_TIMEOUT_MS, polling: 100 },
    );
  } catch (error) {
    throw new Error(
      `the dashboard did not show its first ${expected.firstRows} investments within ${RENDER_TIMEOUT_MS / 1000} s: ${await describe(page)}`,
      { cause: error },
    );
  }
  return page.evaluate(
    ([profilePath, listPath]) => {
      const watch = (window as unknown as { __koshDashboard: Required<Watch> })
        .__koshDashboard;
      const answered = (path: string) => {
        const entry = performance
          .getEntriesByType("resource")
          .find((resource) => new URL(resource.name).pathname === path) as
          PerformanceResourceTiming | undefined;
        return entry ? entry.responseEnd : null;
      };
      return {
        profileAnsweredMs: answered(profilePath),
        listAnsweredMs: answered(listPath),
        inDomMs: watch.inDomMs,
        paintedMs: watch.paintedMs,
      };
    },
    [authEndpoints.profile.path, investmentEndpoints.list.path] as const,
  );
}

/** Where a visit that never showed the portfolio ended up, for the error message. */
async function describe(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const rows = document.querySelectorAll(
        'section[aria-labelledby="investments-heading"] :is(table > tbody > tr:not([hidden]), ul[aria-label^="Your investments"] > li)',
      ).length;
      const heading = document.querySelector("h1, h2")?.textContent?.trim();
      return `at ${location.pathname} ("${heading ?? "no heading"}"), ${rows} rows or cards shown`;
    })
    .catch(() => `at ${page.url()}`);
}

/**
 * Runs in the page before its own scripts (an init script, so it must not use anything from this
 * module): signs the page in as the web app would have, and stops the clock once the dashboard
 * shows its summary and first rows.
 */
function watchDashboard({
  storage,
  expected,
}: {
  storage: Record<string, string>;
  expected: Expected;
}): void {
  for (const [key, value] of Object.entries(storage))
    localStorage.setItem(key, value);
  const watch: Watch = {};
  (window as unknown as { __koshDashboard: Watch }).__koshDashboard = watch;

  const complete = (): boolean => {
    // Rows of the table (a chain's hidden previous ones aside), or the cards of a phone.
    const rows = document.querySelectorAll(
      'section[aria-labelledby="investments-heading"] :is(table > tbody > tr:not([hidden]), ul[aria-label^="Your investments"] > li)',
    );
    if (rows.length < expected.firstRows) return false;
    if (!rows[0]!.textContent?.includes(expected.firstCompany)) return false;
    const cards = new Map<string, string>();
    document
      .querySelectorAll('section[aria-label="Summary"] dt')
      .forEach((term) =>
        cards.set(
          term.textContent?.trim() ?? "",
          term.nextElementSibling?.textContent ?? "",
        ),
      );
    return (
      (cards.get("Total Invested") ?? "").replace(/\D/g, "") ===
        expected.totalInvestedDigits &&
      (cards.get("Active Investments") ?? "").trim() ===
        expected.activeInvestments
    );
  };

  const observer = new MutationObserver(() => {
    if (watch.inDomMs !== undefined || !complete()) return;
    watch.inDomMs = performance.now();
    observer.disconnect();
    // An animation frame runs just before its paint; a task queued from it runs just after.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        watch.paintedMs = performance.now();
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}
