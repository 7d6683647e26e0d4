import { useMessages } from "../../lib/i18n/messages.ts";
import { homeMessages } from "./messages/index.ts";

/** Our own reason for building Kosh: no invented people, no invented figures. */
export function StorySection() {
  const t = useMessages(homeMessages);
  return (
    <section
      aria-labelledby="story-heading"
      className="mx-auto max-w-5xl px-4 py-12"
    >
      <div className="grid gap-6 rounded-2xl border border-amber-200 bg-amber-50 p-6 sm:grid-cols-[auto_1fr] sm:p-8">
        <span
          aria-hidden="true"
          className="grid size-12 place-items-center rounded-full bg-amber-100 text-amber-700"
        >
          {/* A stack of coins: savings put aside a little at a time. */}
          <svg
            viewBox="0 0 24 24"
            className="size-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          >
            <ellipse cx="12" cy="6" rx="7" ry="2.5" />
            <path d="M5 6v4c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5V6" />
            <path d="M5 10v4c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5v-4" />
            <path d="M5 14v4c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5v-4" />
          </svg>
        </span>
        <div>
          <h2 id="story-heading" className="text-2xl font-bold text-slate-900">
            {t("story.heading")}
          </h2>
          <div className="mt-3 space-y-3 text-slate-700">
            <p>{t("story.home")}</p>
            <p>{t("story.name")}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
