import { useCallback, useEffect, useReducer, useRef } from "react";
import {
  initialChatState,
  withAssistantReply,
  withUserMessage,
  type ChatState,
} from "@kosh/core/chat/chat-state";
import {
  CHAT_STORAGE_KEY,
  restoredChat,
  storedChat,
  unansweredQuestion,
} from "@kosh/core/chat/stored-chat";
import { useHydrated } from "../../lib/use-hydrated.ts";

/** Long enough for the typing indicator to read as a reply being written, short enough not to annoy. */
export const REPLY_DELAY_MS = 550;

/** Messages kept when the tab's storage is too full for the whole conversation. */
const MESSAGES_KEPT_WHEN_FULL = 10;

type ChatAction =
  | { type: "ask"; question: string; now: Date }
  | { type: "reply"; question: string; now: Date }
  | { type: "clear"; now: Date }
  | { type: "restore"; state: ChatState };

// Time comes in with the action, so the reducer stays pure (StrictMode runs it twice).
function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "ask":
      return withUserMessage(state, action.question, action.now);
    case "reply":
      return withAssistantReply(state, action.question, action.now);
    case "clear":
      return initialChatState(action.now);
    case "restore":
      return action.state;
  }
}

/** The conversation this tab kept, if any. Storage may be switched off: then it starts afresh. */
function keptChat(): ChatState | null {
  try {
    return restoredChat(sessionStorage.getItem(CHAT_STORAGE_KEY));
  } catch {
    // No session storage in this browser: the chat still works, for this page only.
    return null;
  }
}

/** What the chat first draws: the greeting, or, drawn in the browser, the conversation kept. */
function startingChat(drawnByPrerender: boolean): ChatState {
  return (drawnByPrerender ? null : keptChat()) ?? initialChatState(new Date());
}

function keepChat(state: ChatState) {
  try {
    sessionStorage.setItem(CHAT_STORAGE_KEY, storedChat(state));
  } catch {
    // Storage full (or off): keep the newest messages, or at least no stale conversation.
    try {
      sessionStorage.setItem(
        CHAT_STORAGE_KEY,
        storedChat(state, MESSAGES_KEPT_WHEN_FULL),
      );
    } catch {
      try {
        sessionStorage.removeItem(CHAT_STORAGE_KEY);
      } catch {
        // Nothing more to do: the conversation lives on in this page.
      }
    }
  }
}

/**
 * The home-page conversation: messages, the typing flag and the assistant's memory
 * (docs/product.md#chat-assistant). It is kept in the tab's session storage, so leaving the page
 * (a result card's link, Back, Reload) and coming back finds it as it was.
 */
export function useChat() {
  // Taking over the prerendered home page, the chat first draws what the build drew, the
  // greeting; the conversation this tab kept follows right after.
  const hydrating = !useHydrated();
  const [state, dispatch] = useReducer(chatReducer, hydrating, startingChat);
  const restoring = useRef(hydrating);

  useEffect(() => {
    if (restoring.current) {
      restoring.current = false;
      const kept = keptChat();
      if (kept) {
        dispatch({ type: "restore", state: kept });
        return;
      }
    }
    keepChat(state);
  }, [state]);

  // The reply to the last question is written after a short pause; a question the page left
  // unanswered (it went away mid-reply) is answered when the conversation is restored.
  const owed = unansweredQuestion(state);
  useEffect(() => {
    if (owed === null) return;
    const timer = setTimeout(
      () => dispatch({ type: "reply", question: owed, now: new Date() }),
      REPLY_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [owed]);

  const send = useCallback(
    (text: string): boolean => {
      const question = text.trim();
      if (!question || state.isTyping) return false;
      dispatch({ type: "ask", question, now: new Date() });
      return true;
    },
    [state.isTyping],
  );

  const clear = useCallback(() => {
    dispatch({ type: "clear", now: new Date() });
  }, []);

  return { ...state, send, clear };
}
