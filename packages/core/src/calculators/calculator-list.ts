import type {
  CalculatorDetail,
  CalculatorHistory,
} from "./calculator-detail.ts";

const INTEREST_ICON =
  "M19 5L5 19M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z";

/**
 * The calculators (docs/product.md#screens-and-routes), in the order the menus, the footer and the
 * home page list them, each under its group (CALCULATOR_GROUPS): the light half of the registry
 * (calculator-registry.ts), all that every page's shell carries, with how history lists it. Each
 * names its detail module (details/<slug>.ts: sliders, API), which its page loads on its own, and
 * its words are in messages/ (`<slug>.title`, the page's heading and, with ' — Kosh', its document
 * title; `<slug>.menuLabel`, its name in the menus and the footer, whose `group.<group>` names its
 * group; `<slug>.chatName`, how the assistant names its page; `<slug>.card.title` and `.body`, its
 * card on the home page; `<slug>.intro`, the page's line under its title). The server's routes,
 * the web's pages, menus and prerendered paths, history and the chat's links all derive from this
 * list (docs/architecture.md#adding-a-calculator).
 */
export const CALCULATOR_LIST = [
  {
    slug: "home-loan",
    group: "loans",
    detail: () => import("./details/home-loan.ts"),
    history: {
      icon: "M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6",
    },
  },
  {
    slug: "home-loan-amortization",
    group: "loans",
    detail: () => import("./details/home-loan-amortization.ts"),
  },
  {
    slug: "sip",
    group: "mutual-funds",
    guestShortcut: true,
    detail: () => import("./details/sip.ts"),
    history: {
      icon: "M3 17l6-6 4 4 8-8M15 7h6v6",
      saves: true,
    },
  },
  {
    slug: "step-up-sip",
    group: "mutual-funds",
    detail: () => import("./details/step-up-sip.ts"),
  },
  {
    slug: "goal-sip",
    group: "mutual-funds",
    detail: () => import("./details/goal-sip.ts"),
  },
  {
    slug: "lumpsum",
    group: "mutual-funds",
    detail: () => import("./details/lumpsum.ts"),
  },
  {
    slug: "swp",
    group: "mutual-funds",
    detail: () => import("./details/swp.ts"),
  },
  {
    slug: "fd",
    group: "bank-deposits",
    guestShortcut: true,
    detail: () => import("./details/fd.ts"),
    history: {
      icon: "M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18",
      saves: true,
    },
  },
  {
    slug: "rd",
    group: "bank-deposits",
    guestShortcut: true,
    detail: () => import("./details/rd.ts"),
    history: {
      icon: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h2M12 14h2M16 14h0",
    },
  },
  { slug: "ppf", group: "schemes", detail: () => import("./details/ppf.ts") },
  {
    slug: "sukanya-samriddhi",
    group: "schemes",
    detail: () => import("./details/sukanya-samriddhi.ts"),
  },
  { slug: "nsc", group: "schemes", detail: () => import("./details/nsc.ts") },
  { slug: "kvp", group: "schemes", detail: () => import("./details/kvp.ts") },
  { slug: "scss", group: "schemes", detail: () => import("./details/scss.ts") },
  {
    slug: "post-office-mis",
    group: "schemes",
    detail: () => import("./details/post-office-mis.ts"),
  },
  {
    slug: "post-office-td",
    group: "schemes",
    detail: () => import("./details/post-office-td.ts"),
  },
  {
    slug: "simple-interest",
    group: "interest",
    detail: () => import("./details/simple-interest.ts"),
    history: { icon: INTEREST_ICON },
  },
  {
    slug: "compound-interest",
    group: "interest",
    detail: () => import("./details/compound-interest.ts"),
    history: { icon: INTEREST_ICON },
  },
] as const satisfies readonly CalculatorListing[];

/**
 * The groups the menus, the footer and the home page list the calculators under, in their order
 * (docs/product.md#layout): simple and compound interest, which are no one product's, are a group
 * of their own, last.
 */
export const CALCULATOR_GROUPS = [
  "loans",
  "mutual-funds",
  "bank-deposits",
  "schemes",
  "interest",
] as const;

/**
 * A group of calculators: its name is `group.<group>` in the menus' words (messages/names) and the
 * home page's (messages/cards).
 */
export type CalculatorGroup = (typeof CALCULATOR_GROUPS)[number];

/** Things listed per calculator (menu links, home cards) under their groups, in the groups' order. */
export function byGroup<T extends { group: CalculatorGroup }>(
  items: readonly T[],
): { group: CalculatorGroup; items: T[] }[] {
  return CALCULATOR_GROUPS.map((group) => ({
    group,
    items: items.filter((item) => item.group === group),
  }));
}

/** A calculator's place in the list: its slug, its group, and whether a guest has it in the top bar. */
export interface CalculatorListing {
  /** Its page's path (`/sip`) and, when it has `api`, its route (`POST /api/calculate/sip`). */
  slug: string;
  /** The group the menus and the home page list it under. */
  group: CalculatorGroup;
  /** A guest sees it in the top bar rather than under the Calculators menu. */
  guestShortcut?: boolean;
  /** How history lists it (light: any page with history shows any calculator's records). */
  history?: CalculatorHistory;
  /** Its detail module (details/<slug>.ts), loaded by its page. */
  detail: () => Promise<{ default: CalculatorDetail }>;
}

type Listing = (typeof CALCULATOR_LIST)[number];

/** A calculator's slug: its page is `/${slug}`. */
export type CalculatorSlug = Listing["slug"];

/** The detail of each slug, as its module writes it. */
export type DetailOf<S extends CalculatorSlug> = Awaited<
  ReturnType<Extract<Listing, { slug: S }>["detail"]>
>["default"];

/** The calculators the server answers: those whose detail has an `api` part. */
export type ApiCalculatorSlug = {
  [S in CalculatorSlug]: DetailOf<S> extends { api: object } ? S : never;
}[CalculatorSlug];

/** The calculators history can list: those with a `history` part. */
export type HistorySlug = Extract<Listing, { history: object }>["slug"];

/** A calculator's listing with its detail (sliders, API), which loads from its own module. */
export async function loadCalculatorDetail(
  slug: CalculatorSlug,
): Promise<Omit<CalculatorListing, "detail"> & CalculatorDetail> {
  const { detail, ...listed }: CalculatorListing = CALCULATOR_LIST.find(
    (entry) => entry.slug === slug,
  )!;
  return { ...listed, ...(await detail()).default };
}
