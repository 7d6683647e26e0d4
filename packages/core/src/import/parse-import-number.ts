import {
  MAX_INVESTMENT_AMOUNT,
  MAX_INVESTMENT_RATE,
} from "../contracts/investments.ts";
import type { ImportReason } from "./import-problem.ts";

type Parsed = { ok: true; value: number } | { ok: false; reason: ImportReason };

/** Digits with Indian grouping (12,34,568), Western (1,234,568) or none, and paise or cents. */
const GROUPED = /^(\d{1,3}(,\d{3})+|\d{1,2}(,\d{2})*,\d{3}|\d+)(\.\d+)?$/;

/** Ways of saying rupees before an amount (₹, Rs., Rs, INR) and the "/-" that closes one after. */
const RUPEES = /^(₹|rs\.?|inr)\s*/i;
const CLOSED = /\s*\/-$/;

/**
 * An amount as banks and spreadsheets write it, in rupees (docs/product.md#import): with or without
 * ₹, Rs. or INR and a closing "/-", grouped the Indian way (1,50,000.50) or the Western (150,000.50)
 * or not at all, and kept to the paisa. It must be more than ₹0 and at most the ledger's
 * ₹10,000 crore, as the API requires (contracts/investments.ts).
 */
export function parseImportAmount(text: string): Parsed {
  const value = text.trim();
  const digits = value
    .replace(RUPEES, "")
    .replace(CLOSED, "")
    .replace(/[\s\u00a0]/g, "");
  if (!GROUPED.test(digits) && !/^-\d/.test(digits))
    return { ok: false, reason: { key: "reason.amount", values: { value } } };
  const amount = Math.round(Number(digits.replaceAll(",", "")) * 100) / 100;
  if (!Number.isFinite(amount))
    return { ok: false, reason: { key: "reason.amount", values: { value } } };
  if (!(amount > 0))
    return {
      ok: false,
      reason: { key: "reason.greaterThanZero", values: { value } },
    };
  if (amount > MAX_INVESTMENT_AMOUNT)
    return {
      ok: false,
      reason: { key: "reason.atMostAmount", values: { value } },
    };
  return { ok: true, value: amount };
}

/**
 * A yearly rate of interest in percent (docs/product.md#import): 7.25, 7.25 % or 7.25% p.a.;
 * from 0 to the API's most, 50 % (MAX_INVESTMENT_RATE).
 */
export function parseImportRate(text: string): Parsed {
  const value = text.trim();
  const number = value.replace(/\s*%?\s*(p\.?\s*a\.?)?$/i, "");
  if (!/^-?\d+(\.\d+)?$/.test(number) && !/^-?\.\d+$/.test(number))
    return { ok: false, reason: { key: "reason.rate", values: { value } } };
  const rate = Number(number);
  if (rate < 0 || rate > MAX_INVESTMENT_RATE)
    return {
      ok: false,
      reason: {
        key: "reason.rateRange",
        values: { value: number, max: MAX_INVESTMENT_RATE },
      },
    };
  return { ok: true, value: rate };
}
