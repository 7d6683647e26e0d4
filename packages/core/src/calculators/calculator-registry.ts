import type { CalculatorDetail } from "./calculator-detail.ts";
import {
  CALCULATOR_LIST,
  type ApiCalculatorSlug,
  type CalculatorListing,
  type CalculatorSlug,
  type DetailOf,
} from "./calculator-list.ts";
import type { SliderShape } from "./slider-config.ts";
import homeLoan from "./details/home-loan.ts";
import homeLoanAmortization from "./details/home-loan-amortization.ts";
import sip from "./details/sip.ts";
import stepUpSip from "./details/step-up-sip.ts";
import goalSip from "./details/goal-sip.ts";
import lumpsum from "./details/lumpsum.ts";
import swp from "./details/swp.ts";
import fd from "./details/fd.ts";
import rd from "./details/rd.ts";
import ppf from "./details/ppf.ts";
import sukanyaSamriddhi from "./details/sukanya-samriddhi.ts";
import nsc from "./details/nsc.ts";
import kvp from "./details/kvp.ts";
import scss from "./details/scss.ts";
import postOfficeMis from "./details/post-office-mis.ts";
import postOfficeTd from "./details/post-office-td.ts";
import simpleInterest from "./details/simple-interest.ts";
import compoundInterest from "./details/compound-interest.ts";

export type {
  CalculatorApi,
  CalculatorDetail,
  CalculatorHistory,
  RequestField,
} from "./calculator-detail.ts";
export type {
  ApiCalculatorSlug,
  CalculatorSlug,
  HistorySlug,
} from "./calculator-list.ts";

/**
 * Every calculator's detail module by slug, for the server and what lists every calculator's
 * sliders or history (the web's pages load only their own: calculator-list.ts). The type holds it
 * to the list: one detail for every slug, the one its listing loads
 * (docs/architecture.md#adding-a-calculator).
 */
const DETAILS = {
  "home-loan": homeLoan,
  "home-loan-amortization": homeLoanAmortization,
  sip,
  "step-up-sip": stepUpSip,
  "goal-sip": goalSip,
  lumpsum,
  swp,
  fd,
  rd,
  ppf,
  "sukanya-samriddhi": sukanyaSamriddhi,
  nsc,
  kvp,
  scss,
  "post-office-mis": postOfficeMis,
  "post-office-td": postOfficeTd,
  "simple-interest": simpleInterest,
  "compound-interest": compoundInterest,
} as const satisfies { [S in CalculatorSlug]: DetailOf<S> };

/** One calculator: its place in the list and its detail. */
export type CalculatorEntry = Omit<CalculatorListing, "detail"> &
  CalculatorDetail;

type Entry = {
  [S in CalculatorSlug]: Omit<Extract<Listing, { slug: S }>, "detail"> &
    DetailOf<S>;
}[CalculatorSlug];

type Listing = (typeof CALCULATOR_LIST)[number];

/**
 * The calculators (docs/product.md#screens-and-routes) with their details, in the list's order
 * (calculator-list.ts): the menus, the footer and the home page list them so.
 */
export const CALCULATORS: readonly Entry[] = CALCULATOR_LIST.map(
  ({ detail: _detail, ...listed }) =>
    ({ ...listed, ...DETAILS[listed.slug] }) as Entry,
);

/** The entry of a slug, with its optional parts (`api`, `history`) as the interface gives them. */
export function calculatorEntry(slug: CalculatorSlug): CalculatorEntry {
  return CALCULATORS.find((entry) => entry.slug === slug)!;
}

/** Every calculator's slug, in the registry's order. */
export const CALCULATOR_SLUGS = CALCULATORS.map((entry) => entry.slug);

/** Each calculator page's sliders, by the page's address (`/sip` → `sip`). */
export const PAGE_FIELDS = Object.fromEntries(
  CALCULATORS.map((entry): [string, readonly SliderShape[]] => [
    entry.slug,
    entry.fields,
  ]),
) as Record<CalculatorSlug, readonly SliderShape[]>;

/** Whether `slug` names a calculator the server answers. */
export function isApiCalculator(
  slug: CalculatorSlug,
): slug is ApiCalculatorSlug {
  return calculatorEntry(slug).api !== undefined;
}

/** The calculators the server answers, as entries with their `api` part. */
export const API_CALCULATORS = CALCULATORS.filter(
  (entry): entry is Extract<Entry, { api: object }> => "api" in entry,
);
