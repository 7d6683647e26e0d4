import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Modal } from "./modal.tsx";

/** A page with a button that opens a modal from state, as the app's screens do; the button can go away. */
function Page({ openerStays = true }: { openerStays?: boolean }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <main id="main" tabIndex={-1}>
      {(openerStays || !done) && (
        <button type="button" onClick={() => setOpen(true)}>
          Renew
        </button>
      )}
      <Modal open={open} onOpenChange={setOpen} title="Renew Investment">
        <button
          type="button"
          onClick={() => {
            setDone(true);
            setOpen(false);
          }}
        >
          Renew now
        </button>
      </Modal>
    </main>
  );
}

describe("Modal", () => {
  it("returns focus to the button that opened it when Escape closes it", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole("button", { name: "Renew" });
    await user.click(opener);
    expect(
      screen.getByRole("dialog", { name: "Renew Investment" }),
    ).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // Radix hands focus back a moment after the dialog has gone (a timer of its own).
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("returns focus to the opener after its close button, opened from the keyboard", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole("button", { name: "Renew" });
    opener.focus();
    await user.keyboard("{Enter}");
    await user.click(await screen.findByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("sends focus to the main content when what opened it is gone", async () => {
    const user = userEvent.setup();
    render(<Page openerStays={false} />);
    await user.click(screen.getByRole("button", { name: "Renew" }));
    await user.click(screen.getByRole("button", { name: "Renew now" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Renew" }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("main")).toHaveFocus());
  });
});
