import {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { Redirect, Route, Switch } from "wouter";
import {
  CALCULATORS,
  isApiCalculator,
  type CalculatorSlug,
} from "@kosh/core/calculators/calculator-registry";
import {
  type EarlyRoute,
  investmentListRoute,
  profileRoute,
} from "@kosh/core/api/early-routes";
import { requestEarly } from "../lib/api-client.ts";
import { readToken } from "../lib/session-token.ts";
import { PageLoading } from "./layout/page-loading.tsx";
import { RouteErrorBoundary } from "./layout/route-error-boundary.tsx";

type RouteModule = {
  default: ComponentType;
  /** What the page's first screen needs besides its code, loaded before it draws. */
  ready?: () => Promise<void>;
};

export interface LazyPage {
  (): ReactNode;
  /**
   * Loads the page's chunk, and what its module's `ready` names; once they are in, the page
   * renders at once, without a fallback.
   */
  preload: () => Promise<void>;
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
  { requests = [] }: { requests?: readonly EarlyRoute[] } = {},
): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then(async (module) => {
      await module.ready?.();
      loaded = module.default;
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function RoutePage() {
    // Chosen once per visit: switching from Lazy to the loaded page would remount it.
    const [Page] = useState(() => loaded ?? Lazy);
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

const Home = lazyPage(() => import("./routes/home.tsx"));
const Auth = lazyPage(() => import("./routes/auth.tsx"));
const CompleteProfile = lazyPage(() => import("./routes/complete-profile.tsx"));
// Its list is asked for while its chunk downloads (preloadPage).
const Dashboard = lazyPage(() => import("./routes/dashboard.tsx"), {
  requests: [investmentListRoute],
});
const Admin = lazyPage(() => import("./routes/admin.tsx"));
const TaxYearInterest = lazyPage(
  () => import("./routes/tax-year-interest.tsx"),
);
const Settings = lazyPage(() => import("./routes/settings.tsx"));
/** The route modules by file, for the calculators that have a page of their own. */
const ROUTE_MODULES = import.meta.glob<RouteModule>([
  "./routes/*.tsx",
  "!./routes/*.test.tsx",
]);

/**
 * A calculator's page (docs/architecture.md#adding-a-calculator): its own route module
 * (routes/<slug>.tsx) when it has one, else the standard page of a calculator the server answers.
 */
export function calculatorPage(slug: CalculatorSlug): LazyPage {
  const own = ROUTE_MODULES[`./routes/${slug}.tsx`];
  if (own) return lazyPage(own);
  if (!isApiCalculator(slug)) {
    throw new Error(
      `The calculator ${slug} has no page: add routes/${slug}.tsx`,
    );
  }
  return lazyPage(() =>
    import("./routes/standard-calculator.tsx").then((module) => ({
      default: module.standardCalculatorPage(slug),
    })),
  );
}

const NotFound = lazyPage(() => import("./routes/not-found.tsx"));

/** The pages by their address: the routes below, and what the first load preloads. */
const PAGES: Record<string, LazyPage> = {
  "/": Home,
  "/auth": Auth,
  "/complete-profile": CompleteProfile,
  "/dashboard": Dashboard,
  "/admin": Admin,
  "/tax-year-interest": TaxYearInterest,
  "/settings": Settings,
  ...Object.fromEntries(
    CALCULATORS.map(({ slug }) => [`/${slug}`, calculatorPage(slug)]),
  ),
};

/** Every page's address. */
export const PAGE_PATHS = Object.keys(PAGES);

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
  const page = PAGES[pathname.replace(/(.)\/+$/, "$1")] ?? NotFound;
  if (readToken() !== null) {
    // Sent now, not once the contracts' chunk is in: the answers are parsed when taken.
    for (const route of [profileRoute, ...page.requests]) requestEarly(route);
  }
  return page.preload().catch(() => undefined);
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
        <Route path="/login">
          <Redirect to="/auth" replace />
        </Route>
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
