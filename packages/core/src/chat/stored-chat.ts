import type { ChatState } from "./chat-state.ts";

/**
 * The conversation kept for the browser tab's session (docs/product.md#chat-assistant), so Back,
 * Forward and Reload find it where the person left it. Writing an entry needs no zod; reading one
 * back is checked in `restored-chat.ts`, which the home page loads only when the tab keeps one
 * (docs/architecture.md#first-paint).
 */
export const CHAT_STORAGE_KEY = "kosh.chat";

/** The newest messages kept; older ones drop off, so one entry stays far below storage limits. */
export const STORED_MESSAGES_LIMIT = 100;

/**
 * The entry for `state`: its newest messages, and the typing flag, so a reply still being
 * written when the page went away is written on return.
 */
export function storedChat(
  state: ChatState,
  limit = STORED_MESSAGES_LIMIT,
): string {
  return JSON.stringify({
    messages: state.messages.slice(-limit),
    isTyping: state.isTyping,
    currentContext: state.currentContext,
  });
}

/** The question a restored conversation still owes an answer to. */
export function unansweredQuestion(state: ChatState): string | null {
  const last = state.messages.at(-1);
  return state.isTyping && last?.type === "user" ? last.content : null;
}
