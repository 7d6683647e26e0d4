import type { ReactNode } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { useSession } from "../../lib/session.tsx";
import { withNext } from "./next-location.ts";
import { SessionLoading } from "./session-loading.tsx";

/**
 * The protected-route rules (docs/product.md#protected-pages): a guest goes to /auth and a person
 * whose profile is not completed goes to /complete-profile, each remembering where they were going.
 * While a stored session is checked it draws `checking`: the page's own shape where it has one.
 */
export function RequireAuth({
  children,
  checking = <SessionLoading />,
}: {
  children: ReactNode;
  checking?: ReactNode;
}) {
  const { user, loading } = useSession();
  const [location] = useLocation();
  const search = useSearch();
  const here = search ? `${location}?${search}` : location;

  if (!user) {
    if (loading) return checking;
    return <Redirect to={withNext("/auth", here)} replace />;
  }
  if (!user.profile_completed) {
    return <Redirect to={withNext("/complete-profile", here)} replace />;
  }
  return children;
}
