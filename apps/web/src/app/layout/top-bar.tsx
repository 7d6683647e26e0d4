import type { ReactNode } from "react";
import { Link } from "wouter";
import { useMessages } from "../../lib/i18n/messages.ts";
import { useSession, type User } from "../../lib/session.tsx";
import { appMessages } from "../messages/index.ts";
import { localeOfPath } from "@kosh/core/i18n/locale";
import { onDemand, useOnDemand } from "../../lib/on-demand.ts";
import { signedInMessages } from "./messages/signed-in/index.ts";
import { useGuestShortcuts } from "./calculator-links.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { NavLink } from "./nav-link.tsx";
import { useLogout } from "./use-logout.ts";
import { buttonClass } from "../../components/ui/button.tsx";

/**
 * The signed-in person's controls, in a chunk a guest never loads, with their words; a page opened with a stored
 * session asks for it beside its own (router.tsx preloadPage), so the bar draws them with it
 * (docs/decisions/0041-the-shell-loads-what-it-shows-on-demand.md).
 */
export const signedInControls = onDemand(() =>
  Promise.all([
    import("./signed-in-controls.tsx"),
    signedInMessages.load(localeOfPath(window.location.pathname)),
  ]).then(([module]) => module),
);

export interface TopBarProps {
  /** The notification bell, shown to signed-in people only; the notifications feature supplies it. */
  notifications?: ReactNode;
}

/** What guests and signed-in people see at the top of every page (docs/product.md#layout). */
export function TopBar({ notifications }: TopBarProps) {
  const { user, loading } = useSession();
  // A stored session still being checked: neither a guest's Login nor the person's own menu yet.
  const checking = loading && !user;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-bar max-w-6xl items-center gap-2 px-4 sm:gap-4">
        <Logo />
        {!checking && (
          <TopBarControls user={user} notifications={notifications} />
        )}
      </div>
    </header>
  );
}

/** The navigation and the guest's or the person's own controls, once the session is known. */
function TopBarControls({
  user,
  notifications,
}: {
  user: User | null;
  notifications: ReactNode;
}) {
  const logout = useLogout();
  const guestShortcuts = useGuestShortcuts();
  const t = useMessages(appMessages);
  // Until they are in, the bar shows neither the guest's controls nor the person's.
  const signedIn = useOnDemand(signedInControls, user !== null);
  return (
    <>
      <nav
        aria-label={t("nav.label")}
        className="hidden items-center gap-1 md:flex"
      >
        {user
          ? signedIn && <signedIn.SignedInNav user={user} />
          : guestShortcuts.map((link) => (
              <NavLink key={link.href} href={link.href}>
                {link.label}
              </NavLink>
            ))}
      </nav>
      <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
        <LanguageSwitch className={buttonClass("ghostNeutral", "sm")} />
        {user && notifications}
        <div className="hidden min-w-0 items-center gap-3 md:flex">
          {user ? (
            signedIn && (
              <signedIn.SignedInAccount user={user} onLogout={logout} />
            )
          ) : (
            <>
              <Link href="/auth" className={buttonClass("ghostNeutral", "sm")}>
                {t("account.login")}
              </Link>
              <Link href="/auth" className={buttonClass("primary", "sm")}>
                {t("account.register")}
              </Link>
            </>
          )}
        </div>
        <MobileMenu user={user} onLogout={logout} />
      </div>
    </>
  );
}
