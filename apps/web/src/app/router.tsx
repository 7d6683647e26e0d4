import {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { Redirect, Route, Switch } from "wouter";
import {
  CALCULATOR_LIST,
  type CalculatorSlug,
} from "@kosh/core/calculators/calculator-list";
import {
  type EarlyRoute,
  householdMembersRoute,
  investmentListRoute,
  profileRoute,
} from "@kosh/core/api/early-routes";
import {
  DEFAULT_LOCALE,
  localeOfPath,
  pathWithoutLocale,
  type Locale,
} from "@kosh/core/i18n/locale";
import { requestEarly } from "../lib/api-client.ts";
import { useLocale } from "../lib/i18n/locale.tsx";
import type { Messages } from "../lib/i18n/messages.ts";
import { SHELL_MESSAGES } from "./messages/index.ts";
import { componentMessages } from "../components/messages/index.ts";
import { chatMessages } from "../features/chat/messages/index.ts";
import { greetingWords } from "../features/chat/messages/assistant/index.ts";
import { homeMessages } from "../features/home/messages/index.ts";
import { calculatorPageFirstScreen } from "../features/calculators/messages/index.ts";
import { calculatorCardMessages } from "../lib/i18n/calculator-messages.ts";
import {
  depositMessages,
  investmentMessages,
  investmentStatusMessages,
} from "../features/investments/messages/index.ts";
import { taxYearMessages } from "../features/investments/messages/tax-year/index.ts";
import { routeMessages } from "./routes/messages/index.ts";
import { adminMessages } from "../features/admin/messages/index.ts";
import { readToken } from "../lib/session-token.ts";
import { authMessages } from "../features/auth/messages/index.ts";
import { settingsMessages } from "../features/settings/messages/index.ts";
import { privacyMessages } from "../features/privacy/messages/index.ts";
import { errorMessages } from "../lib/i18n/error-messages.ts";
import { PageLoading } from "./layout/page-loading.tsx";
import { RouteErrorBoundary } from "./layout/route-error-boundary.tsx";
import { signedInControls } from "./layout/top-bar.tsx";

type RouteModule = {
  default: ComponentType;
  /** What the page's first screen needs besides its code, loaded before it draws. */
  ready?: () => Promise<void>;
  /**
   * The page's own messages, loaded once its chunk is in, in the page's language: a signed-in
   * page names them here rather than in `lazyPage`, so the shell every page loads does not carry
   * their loaders (docs/architecture.md#performance-budgets).
   */
  messages?: readonly AnyMessages[];
};

/** Any feature's messages (lib/i18n/messages.ts), whatever its words. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyMessages = Messages<any>;

export interface LazyPage {
  (): ReactNode;
  /**
   * Loads the page's chunk, what its module's `ready` names and its messages in `locale`; once
   * they are in, the page renders at once, without a fallback.
   */
  preload: (locale?: Locale) => Promise<void>;
  /** The GETs its first screen makes for a signed-in person: their routes, without their zod. */
  requests: readonly EarlyRoute[];
}

/**
 * A page loaded with its own chunk, inside its own error boundary. A page whose chunk is already
 * in (preloaded, or shown before) renders directly: a page revealed after a Suspense fallback is
 * held back by React for up to 300 ms (its fallback throttle), which was most of the time the
 * dashboard took to ask for its list (docs/architecture.md#performance-budgets).
 */
export function lazyPage(
  load: () => Promise<RouteModule>,
  {
    requests = [],
    messages = [],
  }: {
    requests?: readonly EarlyRoute[];
    /** The messages its first screen shows, loaded beside its chunk in the page's language. */
    messages?: readonly AnyMessages[];
  } = {},
): LazyPage {
  let loaded: ComponentType | undefined;
  /** The languages whose messages of this page are in. */
  const worded = new Set<Locale>();
  const preload = async (locale: Locale = DEFAULT_LOCALE) => {
    const [module] = await Promise.all([
      load(),
      ...messages.map((words) => words.load(locale)),
    ]);
    await Promise.all([
      ...(module.messages ?? []).map((words) => words.load(locale)),
      module.ready?.(),
    ]);
    worded.add(locale);
    loaded = module.default;
  };
  const lazyIn = new Map<Locale, ComponentType>();
  const lazyFor = (locale: Locale) => {
    let Lazy = lazyIn.get(locale);
    if (!Lazy) {
      Lazy = lazy(() => preload(locale).then(() => ({ default: loaded! })));
      lazyIn.set(locale, Lazy);
    }
    return Lazy;
  };
  function RoutePage() {
    const locale = useLocale();
    // Chosen once per visit: switching from Lazy to the loaded page would remount it.
    const [Page] = useState(() =>
      loaded && worded.has(locale) ? loaded : lazyFor(locale),
    );
    return (
      <RouteErrorBoundary>
        <Page />
      </RouteErrorBoundary>
    );
  }
  RoutePage.preload = preload;
  RoutePage.requests = requests;
  return RoutePage;
}

// The calculators' cards on the home page are in the calculators' words.
const Home = lazyPage(() => import("./routes/home.tsx"), {
  messages: [homeMessages, chatMessages, greetingWords, calculatorCardMessages],
});
/** The sign-in pages fetch the top bar's signed-in controls too, for the person they sign in. */
const withSignedInControls = (load: () => Promise<RouteModule>) => () => {
  void signedInControls.load().catch(() => undefined);
  return load();
};
const Auth = lazyPage(
  withSignedInControls(() => import("./routes/auth.tsx")),
  { messages: [authMessages, errorMessages] },
);
const CompleteProfile = lazyPage(
  withSignedInControls(() => import("./routes/complete-profile.tsx")),
  {
    messages: [authMessages, errorMessages],
  },
);
// Its list and the household's members are asked for while its chunk downloads (preloadPage). A
// signed-in page names the sign-in words too: its session check shows them while it waits.
const Dashboard = lazyPage(() => import("./routes/dashboard.tsx"), {
  requests: [investmentListRoute, householdMembersRoute],
  messages: [
    investmentMessages,
    investmentStatusMessages,
    componentMessages,
    authMessages,
    settingsMessages,
  ],
});
const Admin = lazyPage(() => import("./routes/admin.tsx"), {
  messages: [adminMessages, componentMessages, errorMessages, authMessages],
});
const TaxYearInterest = lazyPage(
  () => import("./routes/tax-year-interest.tsx"),
  {
    messages: [
      taxYearMessages,
      depositMessages,
      investmentMessages,
      authMessages,
    ],
  },
);
const Settings = lazyPage(() => import("./routes/settings.tsx"), {
  messages: [settingsMessages, authMessages, errorMessages],
});
// Their own words come with their chunks (each module's `messages`).
const Household = lazyPage(() => import("./routes/household.tsx"), {
  messages: [authMessages, errorMessages, componentMessages],
});
const Import = lazyPage(() => import("./routes/import.tsx"), {
  messages: [authMessages, errorMessages],
});
/**
 * The route modules of the calculators that have a page of their own, by file. Only these: each
 * module the pattern finds costs the shell an entry, loaded by every page.
 */
const CALCULATOR_ROUTE_MODULES = import.meta.glob<RouteModule>([
  "./routes/calculators/*.tsx",
  "!./routes/calculators/*.test.tsx",
]);

/**
 * A calculator's page (docs/architecture.md#adding-a-calculator): its own route module
 * (routes/calculators/<slug>.tsx) when it has one, else the standard page of a calculator the
 * server answers.
 */
export function calculatorPage(slug: CalculatorSlug): LazyPage {
  const own = CALCULATOR_ROUTE_MODULES[`./routes/calculators/${slug}.tsx`];
  // With the controls' words: the history's dialog and the toasts of a calculation use them.
  const messages = [...calculatorPageFirstScreen(slug), componentMessages];
  if (own) return lazyPage(own, { messages });
  // The standard page says when its calculator has no `api` part (and so no page).
  return lazyPage(
    () =>
      import("./routes/standard-calculator.tsx").then(async (module) => ({
        default: await module.standardCalculatorPage(slug),
      })),
    { messages },
  );
}

const Privacy = lazyPage(() => import("./routes/privacy.tsx"), {
  messages: [privacyMessages],
});

const NotFound = lazyPage(() => import("./routes/not-found.tsx"), {
  messages: [routeMessages],
});

/** The pages by their address: the routes below, and what the first load preloads. */
const PAGES: Record<string, LazyPage> = {
  "/": Home,
  "/auth": Auth,
  "/complete-profile": CompleteProfile,
  "/dashboard": Dashboard,
  "/import": Import,
  "/admin": Admin,
  "/tax-year-interest": TaxYearInterest,
  "/settings": Settings,
  "/household": Household,
  "/privacy": Privacy,
  ...Object.fromEntries(
    CALCULATOR_LIST.map(({ slug }) => [`/${slug}`, calculatorPage(slug)]),
  ),
};

/** Every page's address in English; each is also at its Hindi address (`/hi/sip`). */
export const PAGE_PATHS = Object.keys(PAGES);

/** Addresses the app sends on to a page (`/login` to `/auth`), in every language too. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  "/login": "/auth",
};

/**
 * Loads the chunk of the page at `pathname` (main.tsx waits for it before the first render), so
 * the first screen shows the page itself rather than a loading placeholder and then the page.
 * A chunk that fails to load is left to the page's own error boundary.
 *
 * With a stored session, the start-up check of who the person is and the page's own first
 * requests start now, beside the chunk, rather than once its code has run: on a slow phone
 * network that is a round trip and a chunk's download sooner (docs/architecture.md#first-paint).
 */
export function preloadPage(pathname: string): Promise<void> {
  const locale = localeOfPath(pathname);
  const page =
    PAGES[pathWithoutLocale(pathname).replace(/(.)\/+$/, "$1")] ?? NotFound;
  const signedIn = readToken() !== null;
  if (signedIn) {
    // Sent now, not once the contracts' chunk is in: the answers are parsed when taken.
    for (const route of [profileRoute, ...page.requests]) requestEarly(route);
  }
  return Promise.all([
    page.preload(locale),
    ...SHELL_MESSAGES.map((words) => words.load(locale)),
    // The top bar's controls for the person the stored session names, beside the page's chunk.
    ...(signedIn ? [signedInControls.load()] : []),
  ]).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Every screen of docs/product.md#screens-and-routes; each page is its own chunk, each has its own
 * error boundary.
 */
export function Routes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {Object.entries(PAGES).map(([path, page]) => (
          <Route key={path} path={path} component={page} />
        ))}
        {Object.entries(REDIRECTS).map(([path, to]) => (
          <Route key={path} path={path}>
            <Redirect to={to} replace />
          </Route>
        ))}
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
