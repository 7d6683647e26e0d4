import { lazy, Suspense, type ComponentType } from "react";
import { Redirect, Route, Switch } from "wouter";
import { PageLoading } from "./layout/page-loading.tsx";
import { RouteErrorBoundary } from "./layout/route-error-boundary.tsx";

type RouteModule = { default: ComponentType };
/** A page loaded with its own chunk, inside its own error boundary. */
export function lazyPage(load: () => Promise<RouteModule>) {
  const Page = lazy(load);
  return function RoutePage() {
    return (
      <RouteErrorBoundary>
        <Page />
      </RouteErrorBoundary>
    );
  };
}

const Home = lazyPage(() => import("./routes/home.tsx"));
const Auth = lazyPage(() => import("./routes/auth.tsx"));
const CompleteProfile = lazyPage(() => import("./routes/complete-profile.tsx"));
const Dashboard = lazyPage(() => import("./routes/dashboard.tsx"));
const Admin = lazyPage(() => import("./routes/admin.tsx"));
const TaxYearInterest = lazyPage(
  () => import("./routes/tax-year-interest.tsx"),
);
const Settings = lazyPage(() => import("./routes/settings.tsx"));
const HomeLoan = lazyPage(() => import("./routes/home-loan.tsx"));
const HomeLoanAmortization = lazyPage(
  () => import("./routes/home-loan-amortization.tsx"),
);
const Sip = lazyPage(() => import("./routes/sip.tsx"));
const Fd = lazyPage(() => import("./routes/fd.tsx"));
const Rd = lazyPage(() => import("./routes/rd.tsx"));
const SimpleInterest = lazyPage(() => import("./routes/simple-interest.tsx"));
const CompoundInterest = lazyPage(
  () => import("./routes/compound-interest.tsx"),
);
const NotFound = lazyPage(() => import("./routes/not-found.tsx"));

/**
 * Every screen of docs/product.md#screens-and-routes; each page is its own chunk, each has its own
 * error boundary.
 */
export function Routes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/" component={Home} />
        <Route path="/auth" component={Auth} />
        <Route path="/login">
          <Redirect to="/auth" replace />
        </Route>
        <Route path="/complete-profile" component={CompleteProfile} />
        <Route path="/dashboard" component={Dashboard} />
        <Route path="/admin" component={Admin} />
        <Route path="/tax-year-interest" component={TaxYearInterest} />
        <Route path="/settings" component={Settings} />
        <Route path="/home-loan" component={HomeLoan} />
        <Route
          path="/home-loan-amortization"
          component={HomeLoanAmortization}
        />
        <Route path="/sip" component={Sip} />
        <Route path="/fd" component={Fd} />
        <Route path="/rd" component={Rd} />
        <Route path="/simple-interest" component={SimpleInterest} />
        <Route path="/compound-interest" component={CompoundInterest} />
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
