import { todayIso } from "@kosh/core/format/date";
import { SCHEME_RATE_HISTORY } from "@kosh/core/schemes/scheme-rate-history";
import {
  formatQuarter,
  ratesInForce,
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

/** What a person does first on a page: a tap, a click, a key, focus moving into it. */
const FIRST_TOUCH = ["pointerdown", "keydown", "focusin"] as const;

/**
 * The rates in force today in India by the notifications built into the page (core's
 * SCHEME_RATE_HISTORY, which the server's table is seeded from), until the server's answer is in.
 */
function builtInRates(): SchemeRatesInForce {
  const today = todayIso(new Date(), "Asia/Kolkata");
  const inForce = ratesInForce(SCHEME_RATE_HISTORY, today);
  return {
    today,
    current: inForce?.current ?? false,
    quarter: inForce?.quarter ?? null,
  };
}

/**
 * A scheme page's default rate: the one in force today, first by the notifications built into the
 * page, then from GET /api/scheme-rates (asked once for every page and kept an hour,
 * lib/scheme-rates.ts) as soon as the person first touches the page, so a quarter an admin entered
 * after this build counts; asking then rather than at load keeps the request's contract (zod, about
 * 32 KiB) out of the page's first load, as a calculator's Calculate does (docs/architecture.md#first-paint), and the words that say which quarter it
 * was notified for (schemeRateMessages, which only the scheme pages load; each page's intro says
 * which rate its deposit keeps). A post office time deposit takes the rate of its `years`.
 */
export function useSchemeRate(
  page: SchemePage,
  years?: TimeDepositYears,
): SchemeRate {
  const t = useMessages(schemeRateMessages);
  const locale = useLocale();
  const [data, setData] = useState<SchemeRatesInForce>(builtInRates);
  useEffect(() => {
    let shown = true;
    const ask = () => {
      stopListening();
      schemeRatesInForce().then(
        (answer) => shown && setData(answer),
        () => undefined,
      );
    };
    const stopListening = () => {
      for (const event of FIRST_TOUCH) {
        window.removeEventListener(event, ask, true);
      }
    };
    for (const event of FIRST_TOUCH) window.addEventListener(event, ask, true);
    return () => {
      shown = false;
      stopListening();
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
