import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../../../testing/render-at.tsx";
import { EmptyPortfolio } from "./empty-portfolio.tsx";

// docs/product.md#display-states; a household shared to view only (docs/product.md#household).
describe("an empty portfolio", () => {
  it("asks the person to record their deposits, with Add and Import", async () => {
    renderAt("/dashboard", <EmptyPortfolio onAdd={() => undefined} />);
    expect(
      await screen.findByText(/Record your fixed deposits, bonds/),
    ).toBeVisible();
    expect(
      screen.getByRole("button", { name: "Add Your First Investment" }),
    ).toBeVisible();
    expect(
      screen.getByRole("link", { name: "Import from a spreadsheet" }),
    ).toBeVisible();
  });

  it("in a household shared to view only, says none are recorded there and asks nothing", async () => {
    renderAt("/dashboard", <EmptyPortfolio />);
    expect(
      await screen.findByText(
        "No investments have been recorded in this household yet. Its owner, or someone they let change it, adds them.",
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Record your fixed deposits/)).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
