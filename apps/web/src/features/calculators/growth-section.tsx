import { formatInr, formatInrShort } from "@kosh/core/format/money";
import { lazy, Suspense } from "react";
import type { GrowthBreakdown } from "./calculator-definition.ts";
import { YearTable } from "./year-table.tsx";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { calculatorScreenMessages } from "./messages/index.ts";

// Charts load after the figures they illustrate (the first paint needs only numbers).
const GrowthDonut = lazy(
  () => import("../../components/charts/growth-donut.tsx"),
);

// The same colours as the ring's strokes.
const INVESTED_SWATCH = "bg-teal-200";
const RETURNS_SWATCH = "bg-brand-700";

function share(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : "0%";
}

/** Invested vs returns as a ring with its legend, and the year-by-year table. */
export function GrowthSection({ growth }: { growth: GrowthBreakdown }) {
  const total = growth.invested + growth.returns;
  const t = useMessages(calculatorScreenMessages);
  const locale = useLocale();
  return (
    <section
      aria-labelledby="growth-heading"
      className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
    >
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="growth-heading" className="text-lg font-semibold">
          {t("growth.heading")}
        </h2>
        <div className="mt-4 flex flex-col items-center gap-6 sm:flex-row">
          <div aria-hidden="true" className="relative size-44 shrink-0">
            <Suspense fallback={null}>
              <GrowthDonut
                invested={growth.invested}
                returns={growth.returns}
              />
            </Suspense>
            <div className="pointer-events-none absolute inset-0 grid place-items-center text-center">
              <div>
                <div className="text-xs text-slate-500">
                  {t("growth.totalValue")}
                </div>
                <div className="font-semibold">
                  {formatInrShort(total, locale)}
                </div>
              </div>
            </div>
          </div>
          <ul className="w-full space-y-3">
            <li className="flex items-center gap-3">
              <span className={`size-3 rounded-full ${INVESTED_SWATCH}`} />
              <span className="flex-1 text-slate-700">
                {growth.investedLabel}
              </span>
              <span className="text-right font-medium tabular-nums">
                {formatInr(growth.invested)}
                <span className="block text-xs text-slate-500">
                  {share(growth.invested, total)}
                </span>
              </span>
            </li>
            <li className="flex items-center gap-3">
              <span className={`size-3 rounded-full ${RETURNS_SWATCH}`} />
              <span className="flex-1 text-slate-700">
                {growth.returnsLabel}
              </span>
              <span className="text-right font-medium tabular-nums">
                {formatInr(growth.returns)}
                <span className="block text-xs text-slate-500">
                  {share(growth.returns, total)}
                </span>
              </span>
            </li>
          </ul>
        </div>
      </div>
      <YearTable {...growth} />
    </section>
  );
}
