import type { Translation } from "../../i18n/messages.ts";
import type en from "./en.ts";
import homeLoan from "./home-loan/hi.ts";
import homeLoanAmortization from "./home-loan-amortization/hi.ts";
import sip from "./sip/hi.ts";
import fd from "./fd/hi.ts";
import rd from "./rd/hi.ts";
import simpleInterest from "./simple-interest/hi.ts";
import compoundInterest from "./compound-interest/hi.ts";

export default {
  ...homeLoan,
  ...homeLoanAmortization,
  ...sip,
  ...fd,
  ...rd,
  ...simpleInterest,
  ...compoundInterest,
} satisfies Translation<typeof en>;
