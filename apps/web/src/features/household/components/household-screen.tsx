import { PageHead } from "../../../components/page-head.tsx";
import { useShownHousehold } from "../../../lib/households.ts";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { householdMessages } from "../messages/index.ts";
import { MembersSection } from "./members-section.tsx";
import { SharingSection } from "./sharing-section.tsx";

/**
 * Household (docs/product.md#household): the members of the household shown (the one chosen in
 * the top bar, else the person's own) and, for their own, with whom they share it. Shared with
 * them to view only, it says so and offers no changes.
 */
export function HouseholdScreen() {
  const t = useMessages(householdMessages);
  const shown = useShownHousehold();
  const own = shown?.role === "owner";
  const viewOnly = shown?.role === "view";
  const name = shown?.household?.name ?? "";
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-8">
      <PageHead title={t("title")} />
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {own || !name ? t("heading") : t("headingOf", { name })}
        </h1>
        <p className="text-sm text-slate-600">{t("intro")}</p>
      </header>
      {viewOnly && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {t("viewOnly", { name })}
        </p>
      )}
      <MembersSection changeable={!viewOnly} own={own} />
      {own && <SharingSection />}
    </div>
  );
}
