import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Routes } from "./router.tsx";
import { LanguageSwitch } from "./layout/language-switch.tsx";
import { renderAt } from "../testing/render-at.tsx";
import {
  LOCALE_STORAGE_KEY,
  readPreferredLocale,
} from "../lib/i18n/locale.tsx";
import { loadEveryMessages } from "../lib/i18n/messages.ts";

beforeAll(() => loadEveryMessages("hi"));
afterEach(() => {
  document.documentElement.lang = "en-IN";
});

function renderPage(url: string) {
  return renderAt(
    url,
    <>
      <nav aria-label="Language">
        <LanguageSwitch />
      </nav>
      <Routes />
    </>,
    { queryClient: false },
  );
}

describe("a page under /hi", () => {
  it("is in Hindi, says so in <html lang>, and its links stay in Hindi", async () => {
    renderPage("/hi/no-such-page");
    expect(
      await screen.findByRole("heading", { name: "पेज नहीं मिला" }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("hi-IN");
    expect(screen.getByRole("link", { name: "होम पर जाएँ" })).toHaveAttribute(
      "href",
      "/hi",
    );
    expect(
      screen.getByRole("link", { name: "एसआईपी कैलकुलेटर खोलें" }),
    ).toHaveAttribute("href", "/hi/sip");
    expect(document.title).toBe("पेज नहीं मिला — Kosh");
  });

  it("offers the same page in English", async () => {
    renderPage("/hi/no-such-page?x=1");
    const nav = screen.getByRole("navigation", { name: "Language" });
    expect(within(nav).getByRole("link", { name: "English" })).toHaveAttribute(
      "href",
      "/no-such-page?x=1",
    );
    await screen.findByRole("heading", { name: "पेज नहीं मिला" });
  });
});

describe("an English page", () => {
  it("is in English, with the same page in Hindi one link away, remembered on choosing it", async () => {
    renderPage("/no-such-page");
    expect(
      await screen.findByRole("heading", { name: "Page not found" }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("en-IN");
    const hindi = screen.getByRole("link", { name: "हिन्दी" });
    expect(hindi).toHaveAttribute("href", "/hi/no-such-page");
    expect(hindi).toHaveAttribute("lang", "hi-IN");
    expect(readPreferredLocale()).toBeNull();
    // jsdom does not follow the link; what the click keeps is what the next visit reads.
    hindi.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(hindi);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("hi");
    expect(readPreferredLocale()).toBe("hi");
  });

  it("names the page and its address in each language for search engines, absolute as Lighthouse's SEO audits ask", async () => {
    renderPage("/hi/no-such-page");
    await screen.findByRole("heading", { name: "पेज नहीं मिला" });
    const { origin } = window.location;
    const addresses = [
      ...document.querySelectorAll(
        'link[rel="canonical"], link[rel="alternate"]',
      ),
    ].map((link) => [
      link.getAttribute("rel"),
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]);
    expect(addresses).toEqual([
      ["canonical", null, `${origin}/hi/no-such-page`],
      ["alternate", "en-IN", `${origin}/no-such-page`],
      ["alternate", "hi-IN", `${origin}/hi/no-such-page`],
      ["alternate", "x-default", `${origin}/no-such-page`],
    ]);
  });
});
