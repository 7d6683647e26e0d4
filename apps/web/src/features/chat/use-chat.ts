import { useCallback, useEffect, useReducer, useRef } from "react";
import {
  initialChatState,
  withAssistantReply,
  withUserMessage,
  type ChatState,
} from "@kosh/core/chat/chat-state";

/** Long enough for the typing indicator to read as a reply being written, short enough not to annoy. */
export const REPLY_DELAY_MS = 550;

type ChatAction =
  | { type: "ask"; question: string; now: Date }
  | { type: "reply"; question: string; now: Date }
  | { type: "clear"; now: Date };

// Time comes in with the action, so the reducer stays pure (StrictMode runs it twice).
function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "ask":
      return withUserMessage(state, action.question, action.now);
    case "reply":
      return withAssistantReply(state, action.question, action.now);
    case "clear":
      return initialChatState(action.now);
  }
}

/**
 * The home-page conversation: messages, the typing flag and the assistant's memory
 * (docs/product.md#chat-assistant).
 */
export function useChat() {
  const [state, dispatch] = useReducer(chatReducer, null, () =>
    initialChatState(new Date()),
  );
  const pendingReply = useRef<ReturnType<typeof setTimeout> | undefined>(
    undefined,
  );

  useEffect(() => () => clearTimeout(pendingReply.current), []);

  const send = useCallback(
    (text: string): boolean => {
      const question = text.trim();
      if (!question || state.isTyping) return false;
      dispatch({ type: "ask", question, now: new Date() });
      pendingReply.current = setTimeout(() => {
        dispatch({ type: "reply", question, now: new Date() });
      }, REPLY_DELAY_MS);
      return true;
    },
    [state.isTyping],
  );

  const clear = useCallback(() => {
    clearTimeout(pendingReply.current);
    dispatch({ type: "clear", now: new Date() });
  }, []);

  return { ...state, send, clear };
}
