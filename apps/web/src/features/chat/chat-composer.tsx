import { useId, useRef, useState, type FormEvent } from "react";
import { useChangesBeforeHydration } from "../../lib/use-hydrated.ts";
import { Button } from "../../components/ui/button.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { chatMessages } from "./messages/index.ts";

interface ChatComposerProps {
  busy: boolean;
  onSend: (text: string) => boolean;
}

/** The labelled text box and Send button; the text stays if the assistant is still busy. */
export function ChatComposer({ busy, onSend }: ChatComposerProps) {
  const t = useMessages(chatMessages);
  const [text, setText] = useState("");
  const inputId = useId();
  const box = useRef<HTMLInputElement>(null);
  // Typed before the page's script had run: Send sends what the box shows.
  useChangesBeforeHydration(() => setText(box.current?.value ?? ""));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (onSend(text)) setText("");
  }

  return (
    <form
      onSubmit={submit}
      className="flex gap-2 border-t border-slate-200 p-3"
    >
      <label htmlFor={inputId} className="sr-only">
        {t("composer.label")}
      </label>
      <input
        ref={box}
        id={inputId}
        type="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t("composer.placeholder")}
        autoComplete="off"
        enterKeyHint="send"
        maxLength={300}
        className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base placeholder:text-slate-500 focus:border-brand-600 sm:text-sm"
      />
      <Button
        variant="primary"
        className="shrink-0"
        type="submit"
        disabled={busy}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4"
          fill="currentColor"
        >
          <path d="M3.1 2.3a.75.75 0 0 0-1 .9l1.9 6.1h7.2a.75.75 0 0 1 0 1.5H4l-1.9 6.1a.75.75 0 0 0 1 .9l15-7.1a.75.75 0 0 0 0-1.4l-15-7Z" />
        </svg>
        {/* On a phone the arrow alone, so the box is wide enough for its example. */}
        <span className="sr-only sm:not-sr-only">{t("composer.send")}</span>
      </Button>
    </form>
  );
}
