import { formatInr } from "../format/money.ts";
import { formatYears, say, type ChatLanguage } from "./assistant-texts.ts";

/**
 * Used when the person names no amount: the FD calculator's default deposit
 * (docs/product.md#sliders).
 */
export const FD_EXAMPLE_AMOUNT = 100_000;

/**
 * 'Best FD rates for 5 years': Kosh holds no bank rates, so it says so, says where rates are
 * published, and offers the calculation once the person names a rate.
 */
export function fdRatesReply(
  amount: number | undefined,
  years: number | undefined,
  language: ChatLanguage,
): string {
  const inYears =
    years === undefined ? undefined : formatYears(years, language.locale);
  const period =
    inYears === undefined
      ? ""
      : say(language, "fdRates.period", { years: inYears });
  const deposit = formatInr(amount ?? FD_EXAMPLE_AMOUNT);
  const offer =
    inYears === undefined
      ? amount === undefined
        ? say(language, "fdRates.offerOwnAmount", { deposit })
        : say(language, "fdRates.offer", { deposit })
      : amount === undefined
        ? say(language, "fdRates.offerYearsOwnAmount", {
            deposit,
            years: inYears,
          })
        : say(language, "fdRates.offerYears", { deposit, years: inYears });
  return [
    say(language, "fdRates.noTrack", { period }),
    say(language, "fdRates.compare"),
    offer,
  ].join("\n");
}
