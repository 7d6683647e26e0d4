import type { SchemeRatesInForce } from "@kosh/core/contracts/scheme-rates";
import { callEndpoint } from "./api-client.ts";

/**
 * The small-savings rates in force today (docs/product.md#scheme-rates), asked once and kept an
 * hour for every scheme page; an admin's save forgets them. A public page's one-shot request, not
 * a query: the scheme pages load no TanStack Query (decision 0021).
 */

/** A quarter's rates change four times a year at most: an hour's answer is fresh enough. */
const AN_HOUR = 60 * 60 * 1000;

let held: { at: number; answer: Promise<SchemeRatesInForce> } | undefined;

export function schemeRatesInForce(
  now: number = Date.now(),
): Promise<SchemeRatesInForce> {
  if (!held || now - held.at > AN_HOUR) {
    // The entry and its contract load with the first call, not with the page that asks.
    const answer = import("@kosh/core/api/scheme-rates").then(
      ({ schemeRateEndpoints }) =>
        callEndpoint(
          schemeRateEndpoints.inForce,
          {},
          { fallbackMessage: "rates.loadFailed" },
        ),
    );
    held = { at: now, answer };
    // A failure is not kept: the next page asks again.
    answer.catch(() => {
      if (held?.answer === answer) held = undefined;
    });
  }
  return held.answer;
}

/** Drops the rates held, so the next page asks the server (after an admin saved a quarter). */
export function forgetSchemeRatesInForce(): void {
  held = undefined;
}
