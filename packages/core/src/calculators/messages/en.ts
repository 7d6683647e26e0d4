/**
 * The calculators' words (calculator-registry.ts holds their structure), one module per calculator
 * (<slug>/en.ts) so that a page loads only its own: each page's title, line under it, sliders,
 * results and history, and how the assistant names it. Keys start with the calculator's slug; a
 * field's label is `<slug>.field.<field key>`. Its card on the home page is in cards/, its name in
 * the menus in names/. This module is all of them, for the server and the assistant.
 */
import homeLoan from "./home-loan/en.ts";
import homeLoanAmortization from "./home-loan-amortization/en.ts";
import sip from "./sip/en.ts";
import stepUpSip from "./step-up-sip/en.ts";
import goalSip from "./goal-sip/en.ts";
import lumpsum from "./lumpsum/en.ts";
import swp from "./swp/en.ts";
import fd from "./fd/en.ts";
import rd from "./rd/en.ts";
import ppf from "./ppf/en.ts";
import sukanyaSamriddhi from "./sukanya-samriddhi/en.ts";
import nsc from "./nsc/en.ts";
import kvp from "./kvp/en.ts";
import scss from "./scss/en.ts";
import postOfficeMis from "./post-office-mis/en.ts";
import postOfficeTd from "./post-office-td/en.ts";
import simpleInterest from "./simple-interest/en.ts";
import compoundInterest from "./compound-interest/en.ts";

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
} as const;
