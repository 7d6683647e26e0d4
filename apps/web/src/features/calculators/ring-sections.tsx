import { formatInr, formatInrShort } from "@kosh/core/format/money";
import { lazy, Suspense, type ReactNode } from "react";
import type {
  GrowthBreakdown,
  WithdrawalBreakdown,
} from "./calculator-definition.ts";
import { WithdrawalTable, YearTable } from "./year-table.tsx";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { calculatorScreenMessages } from "./messages/index.ts";

// Charts load after the figures they illustrate (the first paint needs only numbers).
const GrowthDonut = lazy(
  () => import("../../components/charts/growth-donut.tsx"),
);

// The same colours as the ring's strokes.
const FIRST_SWATCH = "bg-teal-200";
const SECOND_SWATCH = "bg-brand-700";

function share(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : "0%";
}

/** One part of the ring, as its legend names it. */
interface RingPart {
  label: string;
  amount: number;
}

interface RingSectionProps {
  heading: string;
  /** What the two parts make together, in the ring's middle. */
  totalLabel: string;
  /** Drawn from 12 o'clock: the first in teal, then the second in the brand colour. */
  parts: readonly [RingPart, RingPart];
  /** The year-by-year table beside it. */
  children: ReactNode;
}

/** Two of a calculator's figures as a ring with its legend, and their year-by-year table. */
export function RingSection({
  heading,
  totalLabel,
  parts,
  children,
}: RingSectionProps) {
  const [first, second] = parts;
  const total = first.amount + second.amount;
  const locale = useLocale();
  return (
    <section
      aria-labelledby="growth-heading"
      className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
    >
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="growth-heading" className="text-lg font-semibold">
          {heading}
        </h2>
        <div className="mt-4 flex flex-col items-center gap-6 sm:flex-row">
          <div aria-hidden="true" className="relative size-44 shrink-0">
            <Suspense fallback={null}>
              <GrowthDonut invested={first.amount} returns={second.amount} />
            </Suspense>
            <div className="pointer-events-none absolute inset-0 grid place-items-center text-center">
              <div>
                <div className="text-xs text-slate-500">{totalLabel}</div>
                <div className="font-semibold">
                  {formatInrShort(total, locale)}
                </div>
              </div>
            </div>
          </div>
          <ul className="w-full space-y-3">
            {parts.map((part, index) => (
              <li key={index} className="flex items-center gap-3">
                <span
                  className={`size-3 rounded-full ${index === 0 ? FIRST_SWATCH : SECOND_SWATCH}`}
                />
                <span className="flex-1 text-slate-700">{part.label}</span>
                <span className="text-right font-medium tabular-nums">
                  {formatInr(part.amount)}
                  <span className="block text-xs text-slate-500">
                    {share(part.amount, total)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {children}
    </section>
  );
}

/** Invested vs returns as a ring with its legend, and the year-by-year table. */
export function GrowthSection({ growth }: { growth: GrowthBreakdown }) {
  const t = useMessages(calculatorScreenMessages);
  return (
    <RingSection
      heading={t("growth.heading")}
      totalLabel={t("growth.totalValue")}
      parts={[
        { label: growth.investedLabel, amount: growth.invested },
        { label: growth.returnsLabel, amount: growth.returns },
      ]}
    >
      <YearTable {...growth} />
    </RingSection>
  );
}

/** What was withdrawn vs what is left as a ring with its legend, and the year-by-year table. */
export function WithdrawalSection({
  withdrawals,
}: {
  withdrawals: WithdrawalBreakdown;
}) {
  const t = useMessages(calculatorScreenMessages);
  return (
    <RingSection
      heading={t("withdrawals.heading")}
      totalLabel={t("withdrawals.total")}
      parts={[
        { label: withdrawals.withdrawnLabel, amount: withdrawals.withdrawn },
        { label: withdrawals.leftLabel, amount: withdrawals.left },
      ]}
    >
      <WithdrawalTable years={withdrawals.years} />
    </RingSection>
  );
}
