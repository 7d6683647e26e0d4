import { useCallback, useEffect, useReducer } from "react";
import {
  initialChatState,
  withAssistantUnavailable,
  withUserMessage,
  type ChatState,
} from "@kosh/core/chat/chat-state";
import {
  CHAT_STORAGE_KEY,
  storedChat,
  unansweredQuestion,
} from "@kosh/core/chat/stored-chat";
import type { Locale } from "@kosh/core/i18n/locale";
import { replyLocale } from "@kosh/core/chat/chat-language";
import { quickPrompts } from "@kosh/core/chat/quick-prompts";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { loadAssistant, type Assistant } from "./assistant.ts";
import { greetingWords } from "./messages/assistant/index.ts";

/** Long enough for the typing indicator to read as a reply being written, short enough not to annoy. */
export const REPLY_DELAY_MS = 550;

/** Messages kept when the tab's storage is too full for the whole conversation. */
const MESSAGES_KEPT_WHEN_FULL = 10;

type ChatCheck = (entry: string | null) => ChatState | null;

/** The check of a kept conversation (it needs zod), once loaded in this page's life. */
let check: ChatCheck | undefined;
let checkLoading: Promise<ChatCheck | undefined> | undefined;

/**
 * Loads the check of a kept conversation. A first visit keeps none, so the home page loads it
 * only when the tab keeps one, or once the chat keeps one (docs/architecture.md#first-paint).
 * Undefined when its chunk cannot be loaded (offline with no copy): the chat then starts afresh,
 * and the next attempt tries again.
 */
function loadCheck(): Promise<ChatCheck | undefined> {
  checkLoading ??= import("@kosh/core/chat/restored-chat").then(
    (module) => (check = module.restoredChat),
    () => {
      checkLoading = undefined;
      return undefined;
    },
  );
  return checkLoading;
}

/** The entry this tab keeps; null when there is none or session storage is switched off. */
function keptEntry(): string | null {
  try {
    return sessionStorage.getItem(CHAT_STORAGE_KEY);
  } catch {
    // No session storage here (or in the build's prerender): the chat works for this page only.
    return null;
  }
}

/**
 * What the home page's first screen waits for besides its code: the check, when the tab keeps a
 * conversation, so a page drawn in the browser shows that conversation from its first frame.
 */
export function loadCheckIfKept(): Promise<void> {
  return keptEntry() === null
    ? Promise.resolve()
    : loadCheck().then(() => undefined);
}

interface ChatSession {
  chat: ChatState;
  /** The tab keeps an entry not checked yet; it is restored only onto the untouched greeting. */
  restoring: boolean;
  /**
   * Still the greeting the page started with: nothing of the person's to keep, so nothing is
   * written over the entry being checked.
   */
  untouched: boolean;
}

type ChatAction =
  | { type: "ask"; question: string; now: Date }
  | {
      type: "reply";
      question: string;
      now: Date;
      assistant: Assistant;
      signedIn: boolean;
    }
  | { type: "unavailable"; now: Date; locale: Locale }
  | { type: "clear"; now: Date; locale: Locale }
  | { type: "restored"; kept: ChatState | null };

/**
 * The assistant's first words in the page's language, which load with the home page (router.tsx):
 * the greeting, the quick prompts and what the chat says when it cannot answer.
 */
function greetingLanguage(locale: Locale) {
  return { words: greetingWords.dictionary(locale) };
}

// Time comes in with the action, so the reducer stays pure (StrictMode runs it twice).
function chatReducer(session: ChatSession, action: ChatAction): ChatSession {
  switch (action.type) {
    case "ask":
      return {
        ...session,
        chat: withUserMessage(session.chat, action.question, action.now),
        untouched: false,
      };
    case "reply":
      return {
        ...session,
        chat: action.assistant.reply(
          session.chat,
          action.question,
          action.now,
          action.assistant.language,
          action.signedIn,
        ),
        untouched: false,
      };
    case "unavailable":
      return {
        ...session,
        chat: withAssistantUnavailable(
          session.chat,
          action.now,
          greetingLanguage(action.locale),
        ),
        untouched: false,
      };
    case "clear":
      // The untouched greeting is clear already; clearing it must not forget a conversation
      // still being restored.
      return session.untouched
        ? session
        : {
            ...session,
            chat: initialChatState(action.now, greetingLanguage(action.locale)),
          };
    case "restored":
      if (!session.restoring) return session;
      // Only onto the untouched greeting: what the person has typed meanwhile stays, and is kept.
      return action.kept && session.untouched
        ? { chat: action.kept, restoring: false, untouched: false }
        : { ...session, restoring: false };
  }
}

/**
 * What the chat first draws: the greeting, or, drawn in the browser once the check is in, the
 * conversation kept. Taking over the prerendered page it draws what the build drew, the greeting.
 */
function startingChat({
  drawnByPrerender,
  locale,
}: {
  drawnByPrerender: boolean;
  locale: Locale;
}): ChatSession {
  const greeting: ChatSession = {
    chat: initialChatState(new Date(), greetingLanguage(locale)),
    restoring: false,
    untouched: true,
  };
  const entry = keptEntry();
  if (entry === null) return greeting;
  const kept = drawnByPrerender ? null : (check?.(entry) ?? null);
  if (kept) return { chat: kept, restoring: false, untouched: false };
  return { ...greeting, restoring: true };
}

function keepChat(state: ChatState) {
  // Cleared back to the greeting: nothing to keep, and no entry to check on the next visit.
  if (state.messages.length === 1) {
    forgetChat();
    return;
  }
  // Later restores in this page's life (Back from a result card's link) are then immediate.
  void loadCheck();
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
      forgetChat();
    }
  }
}

function forgetChat() {
  try {
    sessionStorage.removeItem(CHAT_STORAGE_KEY);
  } catch {
    // Nothing more to do: the conversation lives on in this page.
  }
}

/**
 * The home-page conversation: messages, the typing flag and the assistant's memory
 * (docs/product.md#chat-assistant). It is kept in the tab's session storage, so leaving the page
 * (a result card's link, Back, Reload) and coming back finds it as it was. `signedIn`: answers may
 * point to the person's own screens.
 */
export function useChat(signedIn = false) {
  // Taking over the prerendered home page, the chat first draws what the build drew, the
  // greeting; the conversation this tab kept follows once it is checked.
  const hydrating = !useHydrated();
  const locale = useLocale();
  // The page loads its language's words with it (router.tsx); drawn without them, it waits.
  useMessages(greetingWords);
  const [session, dispatch] = useReducer(
    chatReducer,
    { drawnByPrerender: hydrating, locale },
    startingChat,
  );
  const { chat: state, restoring, untouched } = session;

  useEffect(() => {
    if (!restoring) return;
    const restore = (loaded: ChatCheck | undefined) => {
      // Without the check (its chunk failed to load), the entry stays for a later visit.
      const kept = loaded ? loaded(keptEntry()) : null;
      // Not one of ours (edited, from an older version): dropped, so no visit checks it again.
      if (loaded && !kept) forgetChat();
      dispatch({ type: "restored", kept });
    };
    // Loaded already (the page waited for it, or the chat kept a conversation earlier): at once.
    if (check) {
      restore(check);
      return;
    }
    let mounted = true;
    void loadCheck().then((loaded) => {
      if (mounted) restore(loaded);
    });
    return () => {
      mounted = false;
    };
  }, [restoring]);

  useEffect(() => {
    if (!untouched) keepChat(state);
  }, [state, untouched]);

  // The reply to the last question is written after a short pause; a question the page left
  // unanswered (it went away mid-reply) is answered when the conversation is restored.
  const owed = unansweredQuestion(state);
  useEffect(() => {
    if (owed === null) return;
    // The assistant's reasoning and words load during the pause: Hindi for a question in
    // Devanagari, or else (offline, no copy of Hindi's words) the page's language. With neither
    // (offline, no copy of the reasoning) the chat says so, and the question can be asked again.
    const asked = replyLocale(locale, owed);
    const assistant = loadAssistant(asked)
      .catch(() => loadAssistant(locale))
      .catch(() => null);
    let answered = false;
    const timer = setTimeout(() => {
      void assistant.then((loaded) => {
        if (answered) return;
        answered = true;
        dispatch(
          loaded
            ? {
                type: "reply",
                question: owed,
                now: new Date(),
                assistant: loaded,
                signedIn,
              }
            : { type: "unavailable", now: new Date(), locale },
        );
      });
    }, REPLY_DELAY_MS);
    return () => {
      answered = true;
      clearTimeout(timer);
    };
  }, [owed, locale, signedIn]);

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
    dispatch({ type: "clear", now: new Date(), locale });
  }, [locale]);

  return {
    ...state,
    send,
    clear,
    quickPrompts: quickPrompts(greetingLanguage(locale)),
  };
}
