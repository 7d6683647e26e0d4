import { ENGLISH } from "@kosh/core/chat/english";
import { CHAT_STORAGE_KEY, storedChat } from "@kosh/core/chat/stored-chat";
import { initialChatState, withUserMessage } from "@kosh/core/chat/chat-state";
import { withAssistantReply } from "@kosh/core/chat/chat-reply";
import { createHistoryRecord } from "@kosh/core/history/history-record";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { render, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { sip } from "@kosh/core/calculators/sip";
import { formatInr } from "@kosh/core/format/money";
import { todayIso } from "@kosh/core/format/date";
import { SCHEME_RATE_HISTORY } from "@kosh/core/schemes/scheme-rate-history";
import { ratesInForce } from "@kosh/core/schemes/scheme-rates";
import { StrictMode } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPrerenderer } from "../scripts/prerenderer.mjs";
import { App } from "./app/app.tsx";
import { preloadPage } from "./app/router.tsx";
import { HISTORY_STORAGE_KEY } from "./features/calculators/history/history-store.ts";
import { DRAWN_WHILE_CHECKING_PATHS, PRERENDERED_PATHS } from "./prerender.tsx";
import { TOKEN_STORAGE_KEY } from "./lib/session-token.ts";
import { loadEveryMessages } from "./lib/i18n/messages.ts";
import {
  deferred,
  startFakeApi,
  type FakeResponse,
} from "./testing/fake-api.ts";
import fdWords from "@kosh/core/calculators/messages/fd/en";
import amortizationWordsHindi from "./features/calculators/messages/amortization/hi.ts";

// What the build draws must be exactly what the browser draws when it takes the page over,
// whatever this browser keeps in its storage. The HTML comes from the renderer the build uses,
// built as the build builds it (with its own copy of Preact, as on a server). Preact reports no
// difference it meets while taking a page over (docs/decisions/0060-preact-runs-the-react-components.md):
// the tests check that the drawn elements are the ones kept, and what they say.

const htmlOf = new Map<string, string>();
let outDir: string;
let builtPaths: readonly string[];
beforeAll(async () => {
  // Under node_modules, where the test runner loads a file as Node does.
  const cache = join(import.meta.dirname, "../node_modules/.cache");
  await mkdir(cache, { recursive: true });
  outDir = await mkdtemp(join(cache, "prerender-test-"));
  const renderer = await buildPrerenderer(outDir);
  builtPaths = renderer.PRERENDERED_PATHS;
  // Drawn before any test puts anything in storage, as at build time.
  for (const path of PRERENDERED_PATHS) {
    htmlOf.set(path, await renderer.renderPage(path));
  }
  for (const path of DRAWN_WHILE_CHECKING_PATHS) {
    htmlOf.set(path, await renderer.renderPage(path, { drawnAs: "checking" }));
  }
}, 60_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

/**
 * Puts the build's HTML of `path` in the page, then lets React take it over (`drawOver`: draw over
 * it, as main.tsx does with a stored session); `before` acts on the drawn page first, as a person
 * would while the script downloads.
 */
async function hydrate(
  path: string,
  before?: (page: HTMLElement) => void,
  { drawOver = false } = {},
) {
  const html = htmlOf.get(path)!;
  window.history.replaceState(null, "", path);
  // As main.tsx: the page's chunk is in before React starts.
  await preloadPage(path);
  // The build moves React's <title>, <meta> and addresses into <head>; the rest is #root's content.
  const container = document.createElement("div");
  container.id = "root";
  container.innerHTML = html.replace(
    /<title>[^<]*<\/title>|<meta [^>]*>|<link rel="(?:canonical|alternate)"[^>]*>/g,
    "",
  );
  document.body.append(container);
  before?.(container);
  const drawn = container.querySelector("h1");
  render(
    <StrictMode>
      <App />
    </StrictMode>,
    {
      container,
      hydrate: !drawOver,
    },
  );
  return { container, drawn };
}

describe("the prerendered guest pages", () => {
  it("are the paths the build's renderer draws", () => {
    expect(builtPaths).toEqual(PRERENDERED_PATHS);
  });

  it.each(PRERENDERED_PATHS)(
    "%s is taken over as the build drew it",
    async (path) => {
      const { container, drawn } = await hydrate(path);
      expect(drawn).not.toBeNull();
      expect(container.querySelector("h1")).toBe(drawn);
    },
  );

  it.each([
    ["/fd", "Fixed Deposit Calculator — Kosh", fdWords["fd.intro"]],
    [
      "/hi/home-loan-amortization",
      "होम लोन प्रीपेमेंट कैलकुलेटर — Kosh",
      amortizationWordsHindi.intro,
    ],
  ])(
    "%s names its calculator and its introduction for search engines and a link's preview",
    (path, title, description) => {
      const tags = new DOMParser().parseFromString(
        htmlOf.get(path)!,
        "text/html",
      );
      const content = (key: string) =>
        [...tags.querySelectorAll(`meta[${key}]`)].map((tag) =>
          tag.getAttribute("content"),
        );
      expect(content('name="description"')).toEqual([description]);
      expect(content('property="og:description"')).toEqual([description]);
      expect(content('property="og:title"')).toEqual([title]);
    },
  );

  it.each([
    ["/privacy", "Your data in Kosh", "Finding out who runs this Kosh…"],
    [
      "/hi/privacy",
      "Kosh में आपका डेटा",
      "पता किया जा रहा है कि यह Kosh कौन चलाता है…",
    ],
  ])(
    "%s is drawn whole, but for its operator, which only the running server knows",
    (path, heading, asking) => {
      const page = new DOMParser().parseFromString(
        htmlOf.get(path)!,
        "text/html",
      );
      expect(page.querySelector("h1")?.textContent).toBe(heading);
      expect(page.querySelectorAll("h2")).toHaveLength(4);
      expect(page.body.textContent).toContain(asking);
      expect(
        page.querySelector('meta[name="description"]')?.getAttribute("content"),
      ).toMatch(/^(What this Kosh keeps|यह Kosh आपके बारे में)/);
    },
  );

  it.each(["/", "/fd", "/hi/sip"])(
    "%s names its own address and each language's as paths, which the server makes absolute, and taken over keeps one of each",
    async (path) => {
      const html = htmlOf.get(path)!;
      const links = html.match(/<link rel="(?:canonical|alternate)"[^>]*>/g);
      const { origin } = window.location;
      const addressLinks = 'link[rel="canonical"], link[rel="alternate"]';
      for (const link of document.querySelectorAll(addressLinks)) link.remove();
      const english = path.replace(/^\/hi(?=\/|$)/, "") || "/";
      const hindi = english === "/" ? "/hi" : `/hi${english}`;
      expect(links?.map((link) => link.match(/href="([^"]*)"/)?.[1])).toEqual([
        path,
        english,
        hindi,
        english,
      ]);
      // As the build puts them in <head> and the server sends them (apps/server/src/plugins/built-page.ts).
      document.head.insertAdjacentHTML(
        "beforeend",
        links!.join("").replaceAll('href="/', `href="${origin}/`),
      );
      await hydrate(path);
      const addresses = [...document.querySelectorAll(addressLinks)].map(
        (link) => link.getAttribute("href"),
      );
      expect(addresses.sort()).toEqual(
        [path, english, hindi, english].map((to) => origin + to).sort(),
      );
    },
  );

  it("the home page names itself and leaves the description to the site's", () => {
    const html = htmlOf.get("/")!;
    expect(html).toContain(
      '<meta property="og:title" content="Kosh — plan and track your savings"/>',
    );
    expect(html).not.toContain('name="description"');
  });

  it("draws the default figures of /sip, with no query and no browser state", async () => {
    const html = htmlOf.get("/sip")!;
    expect(html).toContain("<h1");
    expect(html).toContain("SIP Calculator");
    expect(html).toContain("₹11,61,695");
    expect(html).not.toContain("<script");
  });

  it.each(["/ppf", "/hi/nsc"])(
    "%s says in its HTML which quarter its rate was notified for when no later quarter is on record, so taking it over moves nothing",
    async (path) => {
      const today = todayIso(new Date(), "Asia/Kolkata");
      const stale = ratesInForce(SCHEME_RATE_HISTORY, today)?.current === false;
      const said = (page: ParentNode) =>
        [...page.querySelectorAll("p")].find((line) =>
          /% a year is the rate notified for|के लिए अधिसूचित है:/.test(
            line.textContent ?? "",
          ),
        );
      const drawnPage = new DOMParser().parseFromString(
        htmlOf.get(path)!,
        "text/html",
      );
      expect(said(drawnPage) !== undefined).toBe(stale);
      const { container } = await hydrate(path);
      const kept = said(container);
      // Taken over, with its effects run (the rate slider takes the notified rate): the same line.
      expect(kept !== undefined).toBe(stale);
      expect(said(drawnPage)?.outerHTML).toBe(kept?.outerHTML);
    },
  );

  it("the history kept in this browser shows once / and /sip are taken over", async () => {
    localStorage.setItem(
      HISTORY_STORAGE_KEY,
      JSON.stringify([
        createHistoryRecord(
          "sip",
          "SIP Calculation",
          { monthlyInvestment: 5000, expectedReturn: 12, timePeriod: 10 },
          { maturityAmount: 1_161_695 },
        ),
      ]),
    );
    const { container } = await hydrate("/sip");
    expect(
      container.querySelector("button[type=button] span.rounded-full"),
    ).toHaveTextContent("1 saved");
  });

  it("the conversation kept in this tab replaces the drawn greeting once / is taken over", async () => {
    const now = new Date("2026-01-05T10:00:00Z");
    const asked = withUserMessage(
      initialChatState(now, ENGLISH),
      "What is SIP?",
      now,
    );
    sessionStorage.setItem(
      CHAT_STORAGE_KEY,
      storedChat(withAssistantReply(asked, "What is SIP?", now, ENGLISH)),
    );
    const { container } = await hydrate("/");
    const messages = container.querySelectorAll("[role=log] li");
    expect(messages).toHaveLength(3);
    expect(messages[1]).toHaveTextContent("What is SIP?");
  });
});

describe("what a person does before the page is taken over", () => {
  /** The control `label` names in the drawn page, as a browser would find it. */
  const control = (page: HTMLElement, label: string) => {
    const id = [...page.querySelectorAll("label")]
      .find((element) => element.textContent === label)
      ?.getAttribute("for");
    return page.querySelector<HTMLInputElement>(`[id="${id}"]`)!;
  };

  it("a slider moved on /sip is kept, and the figures follow it", async () => {
    const { container } = await hydrate("/sip", (page) => {
      control(page, "Period").value = "11";
    });
    const eleven = sip({
      monthlyInvestment: 5000,
      expectedReturn: 12,
      timePeriod: 11,
    });
    await waitFor(() =>
      expect(container).toHaveTextContent(formatInr(eleven.maturityAmount)),
    );
    expect(control(container, "Period").value).toBe("11");
  });

  it("a question typed in the chat on / is what Send sends", async () => {
    const { container } = await hydrate("/", (page) => {
      page.querySelector<HTMLInputElement>("form input[type=text]")!.value =
        "What is SIP?";
    });
    const box = container.querySelector<HTMLInputElement>(
      "form input[type=text]",
    )!;
    await userEvent.click(
      within(box.form!).getByRole("button", { name: "Send" }),
    );
    await waitFor(() =>
      expect(container.querySelectorAll("[role=log] li")[1]).toHaveTextContent(
        "What is SIP?",
      ),
    );
  });
});

describe("the signed-in dashboard, built as it looks while the session is checked", () => {
  it.each([
    ["/dashboard", "My Investments", "Add Investment"],
    ["/hi/dashboard", "मेरे निवेश", "निवेश जोड़ें"],
  ])(
    "%s holds its header and the figures' shape, which the app keeps as it draws over them",
    async (path, heading, add) => {
      expect(DRAWN_WHILE_CHECKING_PATHS).toContain(path);
      if (path.startsWith("/hi")) await loadEveryMessages("hi");
      const page = new DOMParser().parseFromString(
        htmlOf.get(path)!,
        "text/html",
      );
      expect(page.querySelector("h1")?.textContent).toBe(heading);
      const addButton = [...page.querySelectorAll("button")].find(
        (button) => button.textContent === add,
      );
      expect(addButton?.disabled).toBe(true);
      expect(page.querySelector("[role=status] .animate-pulse")).not.toBeNull();
      expect(htmlOf.get(path)).not.toContain("<script");

      // A person with a stored session, whose check is still on its way.
      localStorage.setItem(TOKEN_STORAGE_KEY, "stored-token");
      const profile = deferred<FakeResponse>();
      startFakeApi({ "GET /api/auth/profile": () => profile.promise });
      const { container, drawn } = await hydrate(path, undefined, {
        drawOver: true,
      });
      await waitFor(() =>
        expect(container.querySelector("h1")).toHaveTextContent(heading),
      );
      expect(container.querySelector("h1")).toBe(drawn);
      expect(container.querySelector("h1")?.nextElementSibling).toBe(
        drawn?.nextElementSibling,
      );
    },
  );
});
