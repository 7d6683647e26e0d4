import { ENGLISH } from "@kosh/core/chat/english";
import { greeting } from "@kosh/core/chat/assistant-texts";
import { initialChatState, withUserMessage } from "@kosh/core/chat/chat-state";
import { withAssistantReply } from "@kosh/core/chat/chat-reply";
import { CHAT_STORAGE_KEY, storedChat } from "@kosh/core/chat/stored-chat";
import {
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

// The check of a kept conversation loads on its own (it needs zod), so a page's first chat may be
// drawn before it is in (docs/architecture.md#first-paint). Each test opens a new page: the app's
// modules loaded afresh, with nothing of the check loaded yet, as after a reload.

const REPLY_WAIT = { timeout: 3000 };
const now = new Date("2026-03-01T10:00:00.000Z");

/** An entry as the chat keeps it: one question about SIPs and its answer. */
function keptConversation(question = "What is SIP?") {
  const asked = withUserMessage(initialChatState(now, ENGLISH), question, now);
  return storedChat(withAssistantReply(asked, question, now, ENGLISH));
}

async function openPage() {
  vi.resetModules();
  const { ChatPanel } = await import("./chat-panel.tsx");
  // The new page's words, as its route loads them before it draws (app/router.tsx).
  const { loadEveryMessages } = await import("../../lib/i18n/messages.ts");
  await loadEveryMessages("en");
  const view = render(<ChatPanel />);
  const log = screen.getByRole("log", {
    name: /conversation with kosh assistant/i,
  });
  return { ...view, log };
}

const keptQuestions = () =>
  (
    JSON.parse(sessionStorage.getItem(CHAT_STORAGE_KEY) ?? "null") as {
      messages: { type: string; content: string }[];
    } | null
  )?.messages
    .filter((message) => message.type === "user")
    .map((message) => message.content);

describe("the chat kept in the tab, before its check has loaded", () => {
  it("shows the kept conversation once the check is in", async () => {
    sessionStorage.setItem(CHAT_STORAGE_KEY, keptConversation());
    const { log } = await openPage();
    expect(within(log).getAllByRole("listitem")).toHaveLength(1);

    await waitFor(() =>
      expect(within(log).getAllByRole("listitem")).toHaveLength(3),
    );
    expect(within(log).getAllByRole("listitem")[1]).toHaveTextContent(
      "What is SIP?",
    );
  });

  it("is not written over by the greeting meanwhile, even when the page goes away first", async () => {
    const entry = keptConversation();
    sessionStorage.setItem(CHAT_STORAGE_KEY, entry);
    const first = await openPage();
    expect(within(first.log).getAllByRole("listitem")).toHaveLength(1);
    expect(sessionStorage.getItem(CHAT_STORAGE_KEY)).toBe(entry);
    first.unmount();
    expect(sessionStorage.getItem(CHAT_STORAGE_KEY)).toBe(entry);

    const again = await openPage();
    await waitFor(() =>
      expect(within(again.log).getAllByRole("listitem")).toHaveLength(3),
    );
    expect(sessionStorage.getItem(CHAT_STORAGE_KEY)).toBe(entry);
  });

  it("gives way to what the person asks meanwhile: their question stays, is answered and kept", async () => {
    sessionStorage.setItem(CHAT_STORAGE_KEY, keptConversation());
    const { log } = await openPage();
    // Synchronously, so before the check can have loaded.
    fireEvent.click(
      screen.getByRole("button", { name: "RD vs SIP comparison" }),
    );
    expect(within(log).getAllByRole("listitem")).toHaveLength(2);

    // Kept once the check has come and gone: the person's conversation, not the old one.
    await waitFor(() =>
      expect(keptQuestions()).toEqual(["RD vs SIP comparison"]),
    );
    await waitFor(
      () => expect(within(log).getAllByRole("listitem")).toHaveLength(3),
      REPLY_WAIT,
    );
    const messages = within(log).getAllByRole("listitem");
    expect(messages[0]).toHaveTextContent(greeting(ENGLISH));
    expect(messages[1]).toHaveTextContent("RD vs SIP comparison");
    expect(log).not.toHaveTextContent("What is SIP?");
  });

  it("is not forgotten by Clear chat pressed on the greeting meanwhile", async () => {
    sessionStorage.setItem(CHAT_STORAGE_KEY, keptConversation());
    const { log } = await openPage();
    fireEvent.click(screen.getByRole("button", { name: "Clear chat" }));
    await waitFor(() =>
      expect(within(log).getAllByRole("listitem")).toHaveLength(3),
    );
    expect(keptQuestions()).toEqual(["What is SIP?"]);
  });

  it("owes the answer to a question the page left unanswered, and gives it", async () => {
    sessionStorage.setItem(
      CHAT_STORAGE_KEY,
      storedChat(
        withUserMessage(initialChatState(now, ENGLISH), "SIP of 5000", now),
      ),
    );
    const { log } = await openPage();
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Kosh Assistant is typing…",
    );
    await within(log).findByText(/What annual return/, {}, REPLY_WAIT);
  });

  it("loads nothing and keeps nothing for a first visit, until the person asks", async () => {
    const { log } = await openPage();
    fireEvent.click(screen.getByRole("button", { name: "Clear chat" }));
    expect(within(log).getAllByRole("listitem")).toHaveLength(1);
    expect(sessionStorage.getItem(CHAT_STORAGE_KEY)).toBeNull();

    fireEvent.click(
      screen.getByRole("button", { name: "RD vs SIP comparison" }),
    );
    expect(keptQuestions()).toEqual(["RD vs SIP comparison"]);
  });
});
