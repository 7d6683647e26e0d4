import {
  formatQuarter,
  schemeRateKeyOf,
  type TimeDepositYears,
} from "@kosh/core/schemes/scheme-rates";
import type { SchemePage } from "@kosh/core/schemes/scheme-pages";
import type { SchemeRatesInForce } from "@kosh/core/contracts/scheme-rates";
import { useEffect, useState } from "react";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { schemeRatesInForce } from "../../lib/scheme-rates.ts";
import { schemeRateMessages } from "./messages/scheme-rate/index.ts";

/** What a scheme page shows of the notified rate (docs/product.md#scheme-rates). */
export interface SchemeRate {
  /** The rate in force today, percent a year; undefined until the answer is in, or when it failed. */
  rate: number | undefined;
  /** KVP's doubling months at that rate. */
  kvpMonths: number | undefined;
  /** The quarter the rate was notified for (its first day). */
  quarterStart: string | undefined;
  /**
   * 'rate notified for January–March 2026' when the latest quarter on record has passed, so the
   * page does not present an old quarter's rate as current; undefined while it is current.
   */
  notifiedFor: string | undefined;
}

/**
 * A scheme page's default rate: the one in force today, from GET /api/scheme-rates (asked once
 * for every page and kept an hour, lib/scheme-rates.ts), and the words that say which quarter it
 * was notified for (schemeRateMessages, which only the scheme pages load; each page's intro says
 * which rate its deposit keeps). A post office time deposit takes the rate of its `years`.
 */
export function useSchemeRate(
  page: SchemePage,
  years?: TimeDepositYears,
): SchemeRate {
  const t = useMessages(schemeRateMessages);
  const locale = useLocale();
  const [data, setData] = useState<SchemeRatesInForce>();
  useEffect(() => {
    let shown = true;
    // Offline, or the server failing: the page keeps its sliders' own default.
    schemeRatesInForce().then(
      (answer) => shown && setData(answer),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, []);
  const key = schemeRateKeyOf(page, years);
  const quarter = data?.quarter ?? undefined;
  return {
    rate: quarter?.rates[key],
    kvpMonths: quarter?.kvpMonths,
    quarterStart: quarter?.quarterStart,
    notifiedFor:
      quarter && !data?.current
        ? t("notifiedFor", {
            quarter: formatQuarter(quarter.quarterStart, locale),
          })
        : undefined,
  };
}
