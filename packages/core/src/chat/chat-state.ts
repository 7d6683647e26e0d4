import { greeting, say, type GreetingWords } from "./assistant-texts.ts";
import type { CalculatorType } from "./calculator-link.ts";
import type {
  AssistantReply,
  ChatCalculation,
  ChatContext,
} from "./chat-context.ts";

/** One message of the home-page chat (docs/product.md#chat-assistant). */
export interface ChatMessage {
  /** Time-based, with the message's place in the conversation so two in one millisecond differ. */
  id: string;
  type: "user" | "assistant";
  content: string;
  /** ISO 8601. */
  timestamp: string;
  calculatorType?: CalculatorType;
  calculationResult?: ChatCalculation;
}

/** The whole conversation: its messages, the typing flag and the assistant's memory. */
export interface ChatState {
  messages: ChatMessage[];
  isTyping: boolean;
  currentContext: ChatContext;
}

function message(
  type: ChatMessage["type"],
  content: string,
  now: Date,
  index: number,
): ChatMessage {
  return {
    id: `${now.getTime()}-${index}`,
    type,
    content,
    timestamp: now.toISOString(),
  };
}

/** The start, and what clearing returns to: only the greeting, and an empty context. */
export function initialChatState(
  now: Date,
  language: { words: GreetingWords },
): ChatState {
  return {
    messages: [message("assistant", greeting(language), now, 0)],
    isTyping: false,
    currentContext: {},
  };
}

/** The person's message is shown at once and the assistant starts 'typing'. */
export function withUserMessage(
  state: ChatState,
  content: string,
  now: Date,
): ChatState {
  return {
    ...state,
    messages: [
      ...state.messages,
      message("user", content.trim(), now, state.messages.length),
    ],
    isTyping: true,
  };
}

/**
 * The assistant's message joins the conversation and its typing ends; the context moves on to
 * `context` (the reply's turn, or unchanged for a notice).
 */
export function withAssistantMessage(
  state: ChatState,
  reply: AssistantReply,
  context: ChatContext,
  now: Date,
): ChatState {
  const added = message("assistant", reply.content, now, state.messages.length);
  if (reply.calculatorType) added.calculatorType = reply.calculatorType;
  if (reply.calculationResult)
    added.calculationResult = reply.calculationResult;
  return {
    messages: [...state.messages, added],
    isTyping: false,
    currentContext: context,
  };
}

/**
 * The assistant could not work out a reply here (its workings could not be loaded: offline, with
 * no copy kept): it says so in the page's language, and the question can be asked again.
 */
export function withAssistantUnavailable(
  state: ChatState,
  now: Date,
  language: { words: GreetingWords },
): ChatState {
  return withAssistantMessage(
    state,
    { content: say(language, "unavailable") },
    state.currentContext,
    now,
  );
}
