import {
  type InterestSchedule,
  isPayoutSchedule,
  periodMonths,
} from "../deposits/interest-schedule.ts";
import { translate, type Translate } from "../i18n/messages.ts";
import en from "./messages/forms/en.ts";

/** The investment forms' words in one language (messages/forms). */
export type FormWords = Translate<typeof en>;

/** The forms' words in English, what the forms say when not given another language. */
export const ENGLISH_FORM_WORDS: FormWords = translate(en);

const EVERY = {
  1: "frequency.1",
  3: "frequency.3",
  6: "frequency.6",
  12: "frequency.12",
} as const;

/** How often: "every quarter"; "at maturity" for simple interest. */
export function scheduleFrequency(
  schedule: InterestSchedule,
  t: FormWords = ENGLISH_FORM_WORDS,
): string {
  const months = periodMonths(schedule);
  if (months === null) return t("frequency.atMaturity");
  return t(EVERY[months as keyof typeof EVERY]);
}

/** How an estimate was made, for the maturity hint: "compounded every quarter". */
export function scheduleWording(
  schedule: InterestSchedule | "" | null,
  t: FormWords = ENGLISH_FORM_WORDS,
): string {
  if (!schedule) return t("wording.noSchedule");
  if (schedule === "simple") return t("wording.simple");
  if (isPayoutSchedule(schedule)) return t("wording.payout");
  return t("wording.compounded", {
    frequency: scheduleFrequency(schedule, t),
  });
}
