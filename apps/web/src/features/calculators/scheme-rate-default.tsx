import { formatIndianDecimal } from "@kosh/core/format/money";
import {
  formatQuarter,
  type TimeDepositYears,
} from "@kosh/core/schemes/scheme-rates";
import type { SchemePage } from "@kosh/core/schemes/scheme-pages";
import { useEffect, useRef } from "react";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { schemeRateMessages } from "./messages/scheme-rate/index.ts";
import { useSchemeRate } from "./use-scheme-rate.ts";

const TIME_DEPOSIT_YEARS: readonly unknown[] = [1, 2, 3, 5];

interface SchemeRateDefaultProps {
  page: SchemePage;
  /** The page's `years` choice: a time deposit's rate is its term's. */
  years: unknown;
  /** The rate slider's value, and its own default (the figure its known answer uses). */
  rate: number | undefined;
  sliderDefault: number;
  /** Whether the page's link chose the rate: then the page keeps it. */
  linked: boolean;
  setRate: (rate: number) => void;
}

/**
 * A scheme page's rate as notified (docs/product.md#scheme-rates): once the rates in force
 * arrive, the rate slider takes the scheme's (the time deposit's for its term, again when the
 * term changes) unless the link chose a rate or the person has moved it; and, when the latest
 * quarter on record has passed, the page says which quarter that rate was notified for. Until
 * the answer is in, or offline, the slider keeps its own default.
 */
export function SchemeRateDefault({
  page,
  years,
  rate,
  sliderDefault,
  linked,
  setRate,
}: SchemeRateDefaultProps) {
  const t = useMessages(schemeRateMessages);
  const locale = useLocale();
  const notified = useSchemeRate(
    page,
    TIME_DEPOSIT_YEARS.includes(years)
      ? (years as TimeDepositYears)
      : undefined,
  );
  // The notified rate last handled, and the rate this page set: a rate the person chose stays.
  const handled = useRef<number | undefined>(undefined);
  const applied = useRef<number | undefined>(undefined);

  useEffect(() => {
    const next = notified.rate;
    if (next === undefined || next === handled.current) return;
    handled.current = next;
    if (linked || (rate !== sliderDefault && rate !== applied.current)) return;
    applied.current = next;
    if (rate !== next) setRate(next);
  }, [notified.rate, rate, sliderDefault, linked, setRate]);

  // Said only while the slider shows the notified rate: a rate the person chose needs no source.
  if (
    !notified.notifiedFor ||
    notified.quarterStart === undefined ||
    notified.rate === undefined ||
    rate !== notified.rate
  )
    return null;
  return (
    <p className="mt-2 text-sm text-amber-800">
      {t("stale", {
        rate: formatIndianDecimal(notified.rate, 2),
        quarter: formatQuarter(notified.quarterStart, locale),
      })}
    </p>
  );
}
