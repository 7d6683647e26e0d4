import { PageHead } from "../../components/page-head.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { privacyMessages } from "./messages/index.ts";
import { OperatorSection } from "./operator-section.tsx";
import { PrivacySection } from "./privacy-section.tsx";

/** What is kept, each with its heading: the order the page lists them in. */
const KEPT = [
  "account",
  "investments",
  "household",
  "signIn",
  "sessions",
  "mail",
  "reminders",
  "repeats",
  "log",
  "backups",
  "device",
] as const;

const SEEN = ["you", "admins", "operator", "mail", "nobodyElse"] as const;
const OUT = ["export", "everything", "delete", "stop"] as const;

/**
 * /privacy (docs/product.md#privacy): what Kosh keeps, why and for how long, who sees it, how to
 * take it out and have it deleted, and who holds it. Drawn by the build like the other public pages;
 * only the operator, which the build cannot know, is asked of the server.
 */
export function PrivacyPage() {
  const t = useMessages(privacyMessages);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 leading-relaxed sm:py-14">
      <PageHead title={t("title")} description={t("intro")} />
      <h1 className="text-3xl font-semibold tracking-tight">{t("heading")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("intro")}</p>

      <OperatorSection />

      <PrivacySection id="privacy-kept" heading={t("kept.heading")}>
        {KEPT.map((part) => (
          <div key={part} className="mt-5">
            <h3 className="font-semibold text-slate-900">
              {t(`kept.${part}.heading`)}
            </h3>
            <p className="mt-1 text-slate-700">{t(`kept.${part}.body`)}</p>
          </div>
        ))}
      </PrivacySection>

      <PrivacySection id="privacy-seen" heading={t("seen.heading")}>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
          {SEEN.map((part) => (
            <li key={part}>{t(`seen.${part}`)}</li>
          ))}
        </ul>
      </PrivacySection>

      <PrivacySection id="privacy-out" heading={t("out.heading")}>
        {OUT.map((part) => (
          <p key={part} className="mt-3 text-slate-700">
            {t(`out.${part}`)}
          </p>
        ))}
      </PrivacySection>
    </article>
  );
}
