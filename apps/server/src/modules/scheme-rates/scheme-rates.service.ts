import { message } from "@kosh/core/contracts/message";
import type {
  SchemeRateQuarterAnswer,
  SchemeRatesInForce,
} from "@kosh/core/contracts/scheme-rates";
import {
  nextQuarter,
  quarterOf,
  type SchemeRates,
} from "@kosh/core/schemes/scheme-rates";
import { BadRequest } from "../../errors.ts";
import type { Infrastructure } from "../../plugins/infrastructure.ts";
import { serverToday } from "../../server-today.ts";
import {
  listQuarters,
  quarterInForce,
  quarterOnRecord,
  saveQuarter,
} from "./scheme-rates.repo.ts";

/** The first quarter an admin may enter: rates from before 2000 are no page's default. */
export const FIRST_ENTERABLE_QUARTER = "2000-01-01";

/**
 * The small-savings rates (docs/product.md#scheme-rates): those in force on the server's day in
 * India, every quarter for admins, and an admin's entry of a quarter — any from 2000 up to the
 * next one (the government notifies a quarter's rates before it starts; a later one is a slip).
 */
export function createSchemeRateService({
  db,
  now,
}: Pick<Infrastructure, "db" | "now">) {
  return {
    async inForce(): Promise<SchemeRatesInForce> {
      const today = serverToday(now());
      const quarter = await quarterInForce(db, quarterOf(today));
      return {
        today,
        current: quarter?.quarterStart === quarterOf(today),
        quarter: quarter ?? null,
      };
    },

    history: (): Promise<SchemeRateQuarterAnswer[]> => listQuarters(db),

    async save(
      quarterStart: string,
      rates: SchemeRates,
      kvpMonths: number,
    ): Promise<{ created: boolean; quarter: SchemeRateQuarterAnswer }> {
      const last = nextQuarter(quarterOf(serverToday(now())));
      if (quarterStart < FIRST_ENTERABLE_QUARTER || quarterStart > last) {
        throw new BadRequest(
          message("rates.quarterOutOfRange", {
            first: FIRST_ENTERABLE_QUARTER,
            last,
          }),
        );
      }
      const created = !(await quarterOnRecord(db, quarterStart));
      const quarter = { quarterStart, rates, kvpMonths };
      await saveQuarter(db, quarter, now());
      return { created, quarter };
    },
  };
}
