import { ASSISTANT_NAME } from "@kosh/core/chat/assistant-texts";
import { QUICK_PROMPTS } from "@kosh/core/chat/quick-prompts";
import { useId } from "react";
import { ChatComposer } from "./chat-composer.tsx";
import { ChatMessageBubble } from "./chat-message.tsx";
import { TypingIndicator } from "./typing-indicator.tsx";
import { useChat } from "./use-chat.ts";
import { useStickToBottom } from "./use-stick-to-bottom.ts";

/** The assistant's window: the conversation, the typing indicator, quick prompts and the text box. */
export function ChatPanel() {
  const chat = useChat();
  const promptsLabel = useId();
  const { box, onScroll, scrollToNewest, hasUnseen } =
    useStickToBottom<HTMLDivElement>(chat.messages.length, chat.isTyping);

  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 bg-brand-800 px-4 py-3 text-white">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-9 place-items-center rounded-full bg-white/15 text-sm font-bold"
          >
            K
          </span>
          <div>
            <p className="font-semibold">{ASSISTANT_NAME}</p>
            <p className="text-xs text-brand-100">
              Works in your browser; nothing you type is sent anywhere
            </p>
          </div>
        </div>
        <button
          type="button"
          onClick={chat.clear}
          className="shrink-0 rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap text-white ring-1 ring-white/40 hover:bg-white/10"
        >
          Clear chat
        </button>
      </div>

      <div className="relative">
        <div
          ref={box}
          onScroll={onScroll}
          data-testid="chat-scroll"
          className="h-[24rem] overflow-y-auto overscroll-contain bg-slate-50 px-3 py-4 sm:h-[28rem] sm:px-4"
        >
          <div
            role="log"
            aria-live="polite"
            aria-label={`Conversation with ${ASSISTANT_NAME}`}
          >
            <ol className="flex flex-col gap-3">
              {chat.messages.map((message) => (
                <ChatMessageBubble key={message.id} message={message} />
              ))}
            </ol>
          </div>
          {chat.isTyping && <TypingIndicator />}
        </div>
        {hasUnseen && (
          <button
            type="button"
            onClick={scrollToNewest}
            className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-4 py-1.5 text-sm font-medium text-white shadow-md hover:bg-brand-800"
          >
            New message <span aria-hidden="true">↓</span>
          </button>
        )}
      </div>

      <div className="border-t border-slate-200 px-3 pt-3">
        <p id={promptsLabel} className="text-xs font-medium text-slate-600">
          Try asking
        </p>
        <ul
          aria-labelledby={promptsLabel}
          className="mt-2 flex flex-wrap gap-2 pb-1"
        >
          {QUICK_PROMPTS.map((prompt) => (
            <li key={prompt}>
              <button
                type="button"
                onClick={() => chat.send(prompt)}
                disabled={chat.isTyping}
                className="rounded-full border border-brand-600/40 bg-brand-50 px-3 py-1.5 text-sm text-brand-800 hover:bg-brand-100 disabled:opacity-60"
              >
                {prompt}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <ChatComposer busy={chat.isTyping} onSend={chat.send} />
    </div>
  );
}
