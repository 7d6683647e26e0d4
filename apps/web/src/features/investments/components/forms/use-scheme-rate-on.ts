import type { SchemeRatesInForce } from "@kosh/core/contracts/scheme-rates";
import type { InvestmentScheme } from "@kosh/core/deposits/investment-scheme";
import { SCHEME_RATE_HISTORY } from "@kosh/core/schemes/scheme-rate-history";
import type { SchemePage } from "@kosh/core/schemes/scheme-pages";
import {
  ratesInForce,
  schemeRateKeyOf,
  type TimeDepositYears,
} from "@kosh/core/schemes/scheme-rates";
import { useEffect, useState } from "react";
import { schemeRatesInForce } from "../../../../lib/scheme-rates.ts";

/** The scheme page whose notified rate a scheme of My Investments earns; none for bank deposits. */
const SCHEME_PAGE: Partial<Record<InvestmentScheme, SchemePage>> = {
  ppf: "ppf",
  sukanya_samriddhi: "sukanya-samriddhi",
  nsc: "nsc",
  kvp: "kvp",
  scss: "scss",
  post_office_mis: "post-office-mis",
  post_office_td: "post-office-td",
};

/**
 * The rate notified for the quarter of `startDate` for a small-savings scheme (docs/product.md#scheme-rates),
 * undefined for a bank deposit: the quarters built into the page (core's SCHEME_RATE_HISTORY) and
 * today's quarter as GET /api/scheme-rates gives it (lib/scheme-rates.ts, asked once an hour, as the
 * scheme pages ask), so a quarter an admin entered after this build counts. A time deposit takes
 * the rate of its `years`.
 */
export function useSchemeRateOn(
  scheme: InvestmentScheme,
  startDate: string,
  years: TimeDepositYears,
): number | undefined {
  const page = SCHEME_PAGE[scheme];
  const [served, setServed] = useState<SchemeRatesInForce | null>(null);
  useEffect(() => {
    if (!page) return;
    let shown = true;
    schemeRatesInForce().then(
      (answer) => shown && setServed(answer),
      // Without the server's answer the built-in quarters still give a rate.
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [page]);
  if (!page || !startDate) return undefined;
  const quarters = served?.quarter
    ? [
        served.quarter,
        ...SCHEME_RATE_HISTORY.filter(
          (quarter) => quarter.quarterStart !== served.quarter?.quarterStart,
        ),
      ]
    : SCHEME_RATE_HISTORY;
  return ratesInForce(quarters, startDate)?.quarter.rates[
    schemeRateKeyOf(page, years)
  ];
}
