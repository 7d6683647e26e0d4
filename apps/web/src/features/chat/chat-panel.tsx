import { useId } from "react";
import { ChatComposer } from "./chat-composer.tsx";
import { ChatMessageBubble } from "./chat-message.tsx";
import { TypingIndicator } from "./typing-indicator.tsx";
import { useChat } from "./use-chat.ts";
import { useStickToBottom } from "./use-stick-to-bottom.ts";
import { Button } from "../../components/ui/button.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { chatMessages } from "./messages/index.ts";

/**
 * The assistant's window: the conversation, the typing indicator, quick prompts and the text box.
 * A signed-in person's answers may point to their own screens (the tax year's interest).
 */
export function ChatPanel({ signedIn = false }: { signedIn?: boolean }) {
  const chat = useChat(signedIn);
  const t = useMessages(chatMessages);
  const promptsLabel = useId();
  const { box, onScroll, scrollToNewest, hasUnseen } =
    useStickToBottom<HTMLDivElement>(chat.messages.length, chat.isTyping);
  // Anything past the greeting: the person has asked something.
  const started = chat.messages.length > 1;

  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 bg-brand-800 px-4 py-3 text-white">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-9 place-items-center rounded-full bg-white/15 text-sm font-bold"
          >
            {/* The initial of the assistant's name, which keeps Kosh's Latin letters. */}
            {t("panel.title").charAt(0)}
          </span>
          <div>
            <p className="font-semibold">{t("panel.title")}</p>
            <p className="text-xs text-brand-100">{t("panel.privacy")}</p>
          </div>
        </div>
        <Button
          variant="inverse"
          size="sm"
          onClick={chat.clear}
          className="shrink-0 whitespace-nowrap"
        >
          {t("panel.clear")}
        </Button>
      </div>

      <div className="relative">
        <div
          ref={box}
          onScroll={onScroll}
          data-testid="chat-scroll"
          className="h-[24rem] overflow-y-auto overscroll-contain bg-slate-50 px-3 py-4 sm:h-[28rem] sm:px-4"
        >
          <div role="log" aria-live="polite" aria-label={t("panel.log")}>
            <ol className="flex flex-col gap-3">
              {chat.messages.map((message) => (
                <ChatMessageBubble key={message.id} message={message} />
              ))}
            </ol>
          </div>
          {chat.isTyping && <TypingIndicator />}
        </div>
        {hasUnseen && (
          <Button
            variant="primary"
            size="pill"
            onClick={scrollToNewest}
            className="absolute bottom-3 left-1/2 -translate-x-1/2 shadow-md"
          >
            <span>
              {t("panel.newMessage")} <span aria-hidden="true">↓</span>
            </span>
          </Button>
        )}
      </div>

      {/* The quick prompts start a conversation, then step aside for it; on a phone they keep to one
          row that scrolls sideways, so the open keyboard leaves the conversation in sight
          (docs/product.md#chat-assistant). */}
      {!started && (
        <div className="border-t border-slate-200 px-3 pt-3">
          <p id={promptsLabel} className="text-xs font-medium text-slate-600">
            {t("panel.tryAsking")}
          </p>
          <ul
            aria-labelledby={promptsLabel}
            className="-mx-3 mt-2 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
          >
            {chat.quickPrompts.map((prompt) => (
              <li key={prompt} className="shrink-0">
                <Button
                  variant="chip"
                  size="pill"
                  onClick={() => chat.send(prompt)}
                  disabled={chat.isTyping}
                >
                  {prompt}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ChatComposer busy={chat.isTyping} onSend={chat.send} />
    </div>
  );
}
