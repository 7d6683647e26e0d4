import { CALCULATORS } from "@kosh/core/calculators/calculator-registry";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PRERENDERED_PATHS } from "../prerender.tsx";
import { renderAt } from "../testing/render-at.tsx";
import { CalculatorsGrid } from "../features/home/calculators-grid.tsx";
import words from "@kosh/core/calculators/messages/en";
import cards from "@kosh/core/calculators/messages/cards/en";
import names from "@kosh/core/calculators/messages/names/en";
import { SiteFooter } from "./layout/site-footer.tsx";
import { PAGE_PATHS, preloadPage, Routes } from "./router.tsx";

// Every calculator of the registry has its page, in the menus and on the home page, and is
// prerendered (docs/architecture.md#adding-a-calculator).

afterEach(() => window.history.replaceState(null, "", "/"));

describe.each(CALCULATORS.map((entry) => [entry.slug, entry.group] as const))(
  "the registry entry %s",
  (slug, group) => {
    const path = `/${slug}`;

    it("has a page that shows its title", async () => {
      expect(PAGE_PATHS).toContain(path);
      await preloadPage(path);
      renderAt(path, <Routes />);
      expect(
        screen.getByRole("heading", { level: 1, name: words[`${slug}.title`] }),
      ).toBeInTheDocument();
    });

    it("is prerendered", () => {
      expect(PRERENDERED_PATHS).toContain(path);
    });

    it("is in the menus, under its group", () => {
      renderAt("/", <SiteFooter />);
      const menu = screen.getByRole("navigation", { name: "Calculators" });
      const list = within(menu).getByRole("list", {
        name: names[`group.${group}`],
      });
      expect(
        within(list).getByRole("link", { name: names[`${slug}.menuLabel`] }),
      ).toHaveAttribute("href", path);
    });

    it("is on the home page, under its group", () => {
      renderAt("/", <CalculatorsGrid />);
      const grid = screen.getByRole("region", { name: "Calculators" });
      const section = within(grid).getByRole("region", {
        name: cards[`group.${group}`],
      });
      expect(
        within(section).getByRole("link", {
          name: new RegExp(`^${cards[`${slug}.card.title`]}`),
        }),
      ).toHaveAttribute("href", path);
    });
  },
);
