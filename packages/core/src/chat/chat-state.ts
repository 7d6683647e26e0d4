import { greeting, type ChatLanguage } from "./assistant-texts.ts";
import type { CalculatorType } from "./calculator-link.ts";
import type { ChatCalculation, ChatContext } from "./chat-context.ts";
import { answer, answerOrApologise } from "./conversation.ts";
import { todayIso } from "../format/date.ts";

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
export function initialChatState(now: Date, language: ChatLanguage): ChatState {
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
 * The assistant's answer to `question` joins the conversation; the context moves on with it. A
 * signed-in person's answers may point to their own screens (the tax year's interest).
 */
export function withAssistantReply(
  state: ChatState,
  question: string,
  now: Date,
  language: ChatLanguage,
  signedIn = false,
): ChatState {
  const turn = answerOrApologise(
    state.currentContext,
    // A scheme's rate is the one in force on the day of the reply, in India.
    () =>
      answer(
        state.currentContext,
        question,
        language,
        signedIn,
        todayIso(now, "Asia/Kolkata"),
      ),
    language,
  );
  const reply: ChatMessage = {
    ...message("assistant", turn.reply.content, now, state.messages.length),
  };
  if (turn.reply.calculatorType)
    reply.calculatorType = turn.reply.calculatorType;
  if (turn.reply.calculationResult)
    reply.calculationResult = turn.reply.calculationResult;
  return {
    messages: [...state.messages, reply],
    isTyping: false,
    currentContext: turn.context,
  };
}
