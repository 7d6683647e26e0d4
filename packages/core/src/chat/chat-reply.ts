import type { ChatLanguage } from "./assistant-texts.ts";
import { withAssistantMessage, type ChatState } from "./chat-state.ts";
import { answer, answerOrApologise } from "./conversation.ts";
import { todayIso } from "../format/date.ts";

/**
 * The assistant's answer to `question` joins the conversation; the context moves on with it. A
 * signed-in person's answers may point to their own screens (the tax year's interest). This is
 * the assistant's whole reasoning, every calculator's formulas with it: the home page loads it
 * with the first question (docs/architecture.md#first-paint), chat-state.ts the rest.
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
  return withAssistantMessage(state, turn.reply, turn.context, now);
}
