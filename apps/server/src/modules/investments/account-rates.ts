import type { RateChange } from "@kosh/core/contracts/investments";
import {
  type AccountScheme,
  type InvestmentScheme,
  isAccountScheme,
} from "@kosh/core/deposits/investment-scheme";
import {
  rateChangesOf,
  type SchemeRateKey,
  type SchemeRateQuarter,
} from "@kosh/core/schemes/scheme-rates";

/** The rate in the notified quarters each account scheme earns (docs/product.md#scheme-rates). */
const ACCOUNT_RATE_KEY: Record<AccountScheme, SchemeRateKey> = {
  ppf: "ppf",
  sukanya_samriddhi: "sukanyaSamriddhi",
};

/**
 * An account's rates from its opening on (docs/product.md#schemes-in-my-investments): the rate of
 * the quarter it opened in, then each change the quarters on record notify; none for a scheme
 * that keeps the rate it opened at.
 */
export function rateChangesFrom(
  quarters: readonly SchemeRateQuarter[],
  scheme: InvestmentScheme,
  startDate: string,
): RateChange[] {
  if (!isAccountScheme(scheme)) return [];
  return rateChangesOf(quarters, ACCOUNT_RATE_KEY[scheme], startDate);
}
