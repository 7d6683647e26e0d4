import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { dismissUpdate, offerUpdate } from "./service-worker-update.ts";
import { UpdatePrompt } from "./update-prompt.tsx";

afterEach(() => act(() => dismissUpdate()));

describe("the update prompt", () => {
  it("says nothing while the app is up to date", () => {
    render(<UpdatePrompt />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("offers a waiting version and installs it on Reload", async () => {
    render(<UpdatePrompt />);
    let applied = 0;
    act(() =>
      offerUpdate(async () => {
        applied += 1;
      }),
    );
    // The offer's own chunk comes once a version waits; the live region holds it then.
    expect(
      await within(screen.getByRole("status")).findByRole("region", {
        name: "A new version of Kosh is ready",
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(applied).toBe(1);
    expect(screen.getByRole("button", { name: "Reloading…" })).toBeDisabled();
  });

  it("goes away on Later without installing", async () => {
    render(<UpdatePrompt />);
    let applied = 0;
    act(() =>
      offerUpdate(async () => {
        applied += 1;
      }),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Later" }));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(applied).toBe(0);
  });
});
