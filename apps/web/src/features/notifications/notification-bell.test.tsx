import type { AppNotification } from "@kosh/core/notifications/investment-notifications";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import NotificationBell from "./notification-bell.tsx";
import {
  NOTIFICATIONS_OWNER_KEY,
  NOTIFICATIONS_STORAGE_KEY,
} from "./notification-store.ts";

function notice(
  id: string,
  overrides: Partial<AppNotification> = {},
): AppNotification {
  return {
    id,
    type: "maturity",
    title: `Notice ${id}`,
    message: `Your Fixed Deposit ${id} matures soon.`,
    timestamp: new Date(Date.UTC(2026, 2, 1, 0, Number(id) || 0)).toISOString(),
    read: false,
    actionUrl: `/dashboard?investment=${id}`,
    ...overrides,
  };
}

const PERSON = "3f0c2f8e-6a55-4d43-9a55-0d5c1b1a2c01";

/** What an earlier visit of `owner` left in this browser. */
function store(notifications: AppNotification[], owner = PERSON) {
  localStorage.setItem(
    NOTIFICATIONS_STORAGE_KEY,
    JSON.stringify(notifications),
  );
  localStorage.setItem(NOTIFICATIONS_OWNER_KEY, owner);
}

function storedIds(): string[] {
  const raw = localStorage.getItem(NOTIFICATIONS_STORAGE_KEY);
  return raw
    ? (JSON.parse(raw) as AppNotification[]).map((entry) => entry.id)
    : [];
}

async function openBell() {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: /^Notifications/ }));
  return {
    user,
    panel: within(screen.getByRole("region", { name: "Notifications" })),
  };
}

describe("the notification bell", () => {
  it("counts the unread notices on its badge", () => {
    store([notice("1"), notice("2"), notice("3", { read: true })]);
    render(<NotificationBell userId={PERSON} />);
    const bell = screen.getByRole("button", {
      name: "Notifications, 2 unread",
    });
    expect(bell).toHaveTextContent("2");
  });

  it("shows the count the store keeps, at most 50 (the 99+ cap is core's unreadBadge)", () => {
    store(Array.from({ length: 60 }, (_, index) => notice(String(index))));
    render(<NotificationBell userId={PERSON} />);
    expect(
      screen.getByRole("button", { name: "Notifications, 50 unread" }),
    ).toHaveTextContent("50");
  });

  it("says there is nothing when there is nothing", async () => {
    render(<NotificationBell userId={PERSON} />);
    expect(
      screen.getByRole("button", { name: "Notifications" }),
    ).not.toHaveTextContent(/\d/);
    const { panel } = await openBell();
    expect(panel.getByText("No notifications")).toBeVisible();
    expect(panel.getByText("You're all caught up!")).toBeVisible();
    expect(
      panel.queryByRole("button", { name: "Clear all" }),
    ).not.toBeInTheDocument();
  });

  it("marks every notice read", async () => {
    store([notice("1"), notice("2")]);
    render(<NotificationBell userId={PERSON} />);
    const { user, panel } = await openBell();
    await user.click(panel.getByRole("button", { name: "Mark all read" }));
    expect(
      screen.getByRole("button", { name: "Notifications" }),
    ).toBeInTheDocument();
    expect(panel.getByRole("button", { name: "Mark all read" })).toBeDisabled();
    expect(panel.queryByText("(unread)")).not.toBeInTheDocument();
  });

  it("deletes one notice", async () => {
    store([notice("1"), notice("2")]);
    render(<NotificationBell userId={PERSON} />);
    const { user, panel } = await openBell();
    await user.click(
      panel.getByRole("button", { name: "Delete notification: Notice 1" }),
    );
    expect(panel.queryByText("Notice 1")).not.toBeInTheDocument();
    expect(panel.getByText("Notice 2")).toBeVisible();
    expect(storedIds()).toEqual(["2"]);
  });

  it("clears all only after the person confirms in the app's dialog, the panel staying open beneath it", async () => {
    store([notice("1"), notice("2")]);
    const confirm = vi.spyOn(window, "confirm");
    render(<NotificationBell userId={PERSON} />);
    const { user, panel } = await openBell();
    const askToClear = async () => {
      await user.click(panel.getByRole("button", { name: "Clear all" }));
      return within(
        await screen.findByRole("dialog", { name: "Clear notifications" }),
      );
    };
    const question = await askToClear();
    expect(
      question.getByText("Are you sure you want to clear all notifications?"),
    ).toBeVisible();
    // A press in the dialog is the dialog's: the panel under it stays open.
    await user.click(question.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(storedIds()).toEqual(["1", "2"]);
    expect(panel.getByText("Notice 1")).toBeVisible();

    // Escape closes the question alone.
    await askToClear();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(panel.getByText("Notice 1")).toBeVisible();

    await user.click(
      (await askToClear()).getByRole("button", { name: "Clear all" }),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(panel.getByText("No notifications")).toBeVisible();
    expect(localStorage.getItem(NOTIFICATIONS_STORAGE_KEY)).toBeNull();
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it("marks a clicked notice read and follows its link", async () => {
    window.history.replaceState(null, "", "/sip");
    store([notice("7"), notice("8")]);
    render(<NotificationBell userId={PERSON} />);
    const { user, panel } = await openBell();
    await user.click(panel.getByRole("button", { name: /^Notice 7/ }));
    expect(window.location.pathname + window.location.search).toBe(
      "/dashboard?investment=7",
    );
    expect(
      screen.getByRole("button", { name: "Notifications, 1 unread" }),
    ).toHaveAttribute("aria-expanded", "false");
    expect(
      screen.getByRole("button", { name: "Notifications, 1 unread" }),
    ).toBeInTheDocument();
    const kept = JSON.parse(
      localStorage.getItem(NOTIFICATIONS_STORAGE_KEY)!,
    ) as AppNotification[];
    expect(kept.find((entry) => entry.id === "7")?.read).toBe(true);
  });

  it("closes on Escape and returns focus to the bell", async () => {
    store([notice("1")]);
    render(<NotificationBell userId={PERSON} />);
    const { user } = await openBell();
    await user.keyboard("{Escape}");
    const bell = screen.getByRole("button", { name: /Notifications/ });
    expect(bell).toHaveAttribute("aria-expanded", "false");
    expect(bell).toHaveFocus();
  });

  it("never shows the notices of the person who used this browser before", () => {
    store([notice("1"), notice("2")], "someone-else");
    render(<NotificationBell userId={PERSON} />);
    expect(
      screen.getByRole("button", { name: "Notifications" }),
    ).not.toHaveTextContent(/\d/);
    expect(localStorage.getItem(NOTIFICATIONS_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(NOTIFICATIONS_OWNER_KEY)).toBe(PERSON);
  });
});
