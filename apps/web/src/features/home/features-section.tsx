import { useMessages } from "../../lib/i18n/messages.ts";
import { homeMessages } from "./messages/index.ts";

/** What Kosh does, one card each: its title and body are `features.<key>.title` and `.body`. */
const FEATURES = ["exact", "prepay", "track", "history"] as const;

export function FeaturesSection() {
  const t = useMessages(homeMessages);
  return (
    <section
      aria-labelledby="features-heading"
      className="drawn-when-near bg-white [--drawn-height:36rem]"
    >
      <div className="mx-auto max-w-5xl px-4 py-12">
        <h2 id="features-heading" className="text-2xl font-bold text-slate-900">
          {t("features.heading")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {FEATURES.map((feature) => (
            <li
              key={feature}
              className="rounded-xl border border-slate-200 bg-slate-50 p-5"
            >
              <h3 className="font-semibold text-slate-900">
                {t(`features.${feature}.title`)}
              </h3>
              <p className="mt-2 text-sm text-slate-700">
                {t(`features.${feature}.body`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
