import type { Translation } from "../../i18n/messages.ts";
import type en from "./en.ts";
import homeLoan from "./home-loan/hi.ts";
import homeLoanAmortization from "./home-loan-amortization/hi.ts";
import sip from "./sip/hi.ts";
import stepUpSip from "./step-up-sip/hi.ts";
import goalSip from "./goal-sip/hi.ts";
import lumpsum from "./lumpsum/hi.ts";
import swp from "./swp/hi.ts";
import fd from "./fd/hi.ts";
import rd from "./rd/hi.ts";
import ppf from "./ppf/hi.ts";
import sukanyaSamriddhi from "./sukanya-samriddhi/hi.ts";
import nsc from "./nsc/hi.ts";
import kvp from "./kvp/hi.ts";
import scss from "./scss/hi.ts";
import postOfficeMis from "./post-office-mis/hi.ts";
import postOfficeTd from "./post-office-td/hi.ts";
import simpleInterest from "./simple-interest/hi.ts";
import compoundInterest from "./compound-interest/hi.ts";

export default {
  ...homeLoan,
  ...homeLoanAmortization,
  ...sip,
  ...stepUpSip,
  ...goalSip,
  ...lumpsum,
  ...swp,
  ...fd,
  ...rd,
  ...ppf,
  ...sukanyaSamriddhi,
  ...nsc,
  ...kvp,
  ...scss,
  ...postOfficeMis,
  ...postOfficeTd,
  ...simpleInterest,
  ...compoundInterest,
} satisfies Translation<typeof en>;
