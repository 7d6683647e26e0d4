import { buttonClass } from "../../components/ui/button.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { homeMessages } from "./messages/index.ts";

/**
 * "Ask Kosh Assistant": the link scrolls to the chat (its href, which works before the script),
 * and the cursor waits in its text box (docs/product.md#home-and-chat).
 */
function focusChatBox() {
  // After the link's own move to #chat, which would otherwise take focus back to the page.
  requestAnimationFrame(() =>
    document
      .getElementById("chat")
      ?.querySelector<HTMLInputElement>("input[type=text]")
      ?.focus({ preventScroll: true }),
  );
}

export function HeroSection() {
  const t = useMessages(homeMessages);
  return (
    <section className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto max-w-5xl px-4 pt-10 pb-12 sm:pt-16 sm:pb-16">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {t("hero.eyebrow")}
        </p>
        <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-bold text-slate-900 sm:text-5xl">
          {t("hero.heading")}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">
          {t("hero.body")}
        </p>
        <div className="mt-7 flex flex-wrap gap-3">
          <a
            href="#chat"
            onClick={focusChatBox}
            className={buttonClass("primary", "lg")}
          >
            {t("hero.ask")}
          </a>
          <a href="#calculators" className={buttonClass("secondary", "lg")}>
            {t("hero.browse")}
          </a>
        </div>
      </div>
    </section>
  );
}
