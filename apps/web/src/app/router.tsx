import { lazy, Suspense, type ComponentType } from "react";
import { Redirect, Route, Switch } from "wouter";
import { ErrorBoundary } from "./layout/error-boundary.tsx";
import { PageLoading } from "./layout/page-loading.tsx";

type RouteModule = { default: ComponentType };
const page = (load: () => Promise<RouteModule>) => lazy(load);

const Home = page(() => import("./routes/home.tsx"));
const Auth = page(() => import("./routes/auth.tsx"));
const CompleteProfile = page(() => import("./routes/complete-profile.tsx"));
const Dashboard = page(() => import("./routes/dashboard.tsx"));
const Admin = page(() => import("./routes/admin.tsx"));
const HomeLoan = page(() => import("./routes/home-loan.tsx"));
const HomeLoanAmortization = page(
  () => import("./routes/home-loan-amortization.tsx"),
);
const Sip = page(() => import("./routes/sip.tsx"));
const Fd = page(() => import("./routes/fd.tsx"));
const Rd = page(() => import("./routes/rd.tsx"));
const SimpleInterest = page(() => import("./routes/simple-interest.tsx"));
const CompoundInterest = page(() => import("./routes/compound-interest.tsx"));
const NotFound = page(() => import("./routes/not-found.tsx"));

/**
 * Every screen of docs/product.md#screens-and-routes; each page is its own chunk, each has its own
 * error boundary.
 */
export function Routes() {
  return (
    <ErrorBoundary>
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
    </ErrorBoundary>
  );
}
