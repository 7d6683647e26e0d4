import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useCallback, useState } from "react";
import { describe, expect, it } from "vitest";
import { Popover } from "./popover.tsx";

/** A page with a popover of two links beside an ordinary button, as the top bar holds them. */
function Page({
  closeOnFocusOut = false,
  backdropClassName,
}: {
  closeOnFocusOut?: boolean;
  backdropClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Popover
        open={open}
        onToggle={() => setOpen((isOpen) => !isOpen)}
        onClose={close}
        closeOnFocusOut={closeOnFocusOut}
        backdropClassName={backdropClassName}
        trigger="Tools"
        triggerClassName=""
        panelAs="nav"
        panelProps={{ "aria-label": "Tools" }}
        panelClassName=""
      >
        <a href="#one">One</a>
        <a href="#two">Two</a>
      </Popover>
      <button type="button">Elsewhere</button>
    </>
  );
}

function tools() {
  return screen.getByRole("button", { name: "Tools" });
}

function panel() {
  return screen.queryByRole("navigation", { name: "Tools" });
}

describe("Popover", () => {
  it("opens its panel from its button and tells the button it is expanded", async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(panel()).toBeNull();
    expect(tools()).toHaveAttribute("aria-expanded", "false");
    await user.click(tools());
    expect(panel()).toBeVisible();
    expect(tools()).toHaveAttribute("aria-expanded", "true");
    expect(tools()).toHaveAttribute("aria-controls", panel()?.id);
    await user.click(tools());
    expect(panel()).toBeNull();
  });

  it("closes on Escape and returns focus to its button", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(tools());
    await user.click(screen.getByRole("link", { name: "Two" }));
    expect(screen.getByRole("link", { name: "Two" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(panel()).toBeNull();
    expect(tools()).toHaveFocus();
  });

  it("closes on a press outside it, and stays open on a press inside", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(tools());
    await user.click(screen.getByRole("navigation", { name: "Tools" }));
    expect(panel()).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(panel()).toBeNull();
  });

  it("puts its panel next in the Tab order, after its button", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.tab();
    expect(tools()).toHaveFocus();
    // Closed, the panel's links are out of the Tab order.
    await user.tab();
    expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard("{Enter}");
    await user.tab();
    expect(screen.getByRole("link", { name: "One" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "Two" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveFocus();
    expect(panel()).toBeVisible();
  });

  it("with a backdrop, covers the page while open and closes once a tap on it ends", async () => {
    const user = userEvent.setup();
    const { container } = render(<Page backdropClassName="backdrop" />);
    expect(container.querySelector(".backdrop")).toBeNull();
    await user.click(tools());
    const backdrop = container.querySelector(".backdrop");
    expect(backdrop).toHaveAttribute("aria-hidden", "true");
    // A press on it alone does not close the panel: the tap's click would reach what is beneath.
    await user.pointer({ keys: "[MouseLeft>]", target: backdrop! });
    expect(panel()).toBeVisible();
    await user.pointer({ keys: "[/MouseLeft]", target: backdrop! });
    expect(panel()).toBeNull();
    expect(container.querySelector(".backdrop")).toBeNull();
  });

  it("stays open under a dialog: a press or Escape there is the dialog's", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Page />
        <div role="dialog" aria-label="Question">
          <button type="button">Answer</button>
        </div>
      </>,
    );
    await user.click(tools());
    await user.click(screen.getByRole("button", { name: "Answer" }));
    expect(panel()).toBeVisible();
    await user.keyboard("{Escape}");
    expect(panel()).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(panel()).toBeNull();
  });

  it("inside a dialog, still closes on a press elsewhere in that dialog", async () => {
    const user = userEvent.setup();
    render(
      <div role="dialog" aria-label="Form">
        <Page />
      </div>,
    );
    await user.click(tools());
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(panel()).toBeNull();
  });

  it("closes when Tab leaves it, if asked to", async () => {
    const user = userEvent.setup();
    render(<Page closeOnFocusOut />);
    await user.click(tools());
    await user.tab();
    await user.tab();
    expect(panel()).toBeVisible();
    await user.tab();
    expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveFocus();
    expect(panel()).toBeNull();
  });
});
