import { CALCULATORS } from "@kosh/core/calculators/calculator-registry";
import { waitFor } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { SITE_PAGES } from "../prerender.tsx";
import { currentUrl, renderAt } from "../testing/render-at.tsx";
import { PAGE_PATHS, preloadPage, Routes } from "./router.tsx";

// The build's list of pages (src/prerender.tsx), which the server answers with 200 and names in
// robots.txt and sitemap.xml; any other address answers 404 (docs/architecture.md#first-paint).

afterEach(() => window.history.replaceState(null, "", "/"));

const inBothLanguages = (paths: string[]) => [
  ...paths,
  ...paths.map((path) => (path === "/" ? "/hi" : `/hi${path}`)),
];

/** The pages anyone may open: home, every calculator and the privacy page. */
const PUBLIC = ["/", ...CALCULATORS.map(({ slug }) => `/${slug}`), "/privacy"];

it("lists home, every calculator and the privacy page as public, in English and Hindi", () => {
  expect([...SITE_PAGES.public].sort()).toEqual(inBothLanguages(PUBLIC).sort());
});

it("lists every other page, and /login, as signed-in, in English and Hindi", () => {
  const others = PAGE_PATHS.filter((path) => !PUBLIC.includes(path));
  expect(others).toEqual(
    expect.arrayContaining(["/auth", "/dashboard", "/admin", "/settings"]),
  );
  expect([...SITE_PAGES.signedIn].sort()).toEqual(
    inBothLanguages([...others, "/login"]).sort(),
  );
});

it.each([
  ["/login", "/auth"],
  ["/hi/login", "/hi/auth"],
])("sends %s on to %s", async (from, to) => {
  await preloadPage(from);
  renderAt(from, <Routes />);
  await waitFor(() => expect(currentUrl()).toBe(to));
});
