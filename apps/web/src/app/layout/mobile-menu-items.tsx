import type { ComponentType } from "react";
import { Link } from "wouter";
import { useMessages } from "../../lib/i18n/messages.ts";
import type { User } from "../../lib/session.tsx";
import { appMessages } from "../messages/index.ts";
import { CalculatorGroupLists } from "./calculator-group-lists.tsx";
import { useOnDemand } from "../../lib/on-demand.ts";
import { signedInMessages } from "./messages/signed-in/index.ts";
import { signedInControls } from "./top-bar.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { NavLink } from "./nav-link.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";

/**
 * The mobile menu's panel: the top bar's items as a list, every calculator under its group's name
 * (a guest's too, where the top bar has room for three), the language switch last
 * (docs/product.md#layout). Loaded when the menu is about to open (mobile-menu.tsx).
 */
export function MobileMenuItems({
  user,
  onLogout,
  close,
}: {
  user: User | null;
  onLogout: () => void;
  /** Closes the menu: a followed link does. */
  close: () => void;
}) {
  const t = useMessages(appMessages);
  // A signed-in person's items take the greeting and the words that come with the signed-in
  // controls, which the top bar has loaded for anyone signed in.
  const signedIn = useOnDemand(signedInControls, user !== null);
  return (
    <>
      {user ? (
        signedIn && (
          <SignedInItems
            user={user}
            Greeting={signedIn.Greeting}
            HouseholdSwitcher={signedIn.HouseholdSwitcher}
            onLogout={onLogout}
            close={close}
          />
        )
      ) : (
        <>
          <div className="mt-2 grid grid-cols-2 gap-2">
            <Link
              href="/auth"
              onClick={close}
              className={buttonClass("secondary")}
            >
              {t("account.login")}
            </Link>
            <Link
              href="/auth"
              onClick={close}
              className={buttonClass("primary")}
            >
              {t("account.register")}
            </Link>
          </div>
          <CalculatorLinks close={close} />
        </>
      )}
      <div className="mt-3 border-t border-slate-100 px-3 pt-3">
        <LanguageSwitch
          visibleLabel
          className={buttonClass("secondary", "sm")}
        />
      </div>
    </>
  );
}

/**
 * A signed-in person's items: the greeting, the household switcher (when they may see more than
 * one), their pages, every calculator and Logout.
 */
function SignedInItems({
  user,
  Greeting,
  HouseholdSwitcher,
  onLogout,
  close,
}: {
  user: User;
  Greeting: ComponentType<{ user: User }>;
  HouseholdSwitcher: ComponentType<{ block?: boolean }>;
  onLogout: () => void;
  close: () => void;
}) {
  const t = useMessages(signedInMessages);
  return (
    <>
      <div className="border-b border-slate-100 px-3 pt-1 pb-3">
        <Greeting user={user} />
        <HouseholdSwitcher block />
      </div>
      <ul className="mt-2 space-y-0.5">
        <li>
          <NavLink block href="/dashboard" onClick={close}>
            {t("nav.myInvestments")}
          </NavLink>
        </li>
        <li>
          <NavLink block href="/household" onClick={close}>
            {t("nav.household")}
          </NavLink>
        </li>
        <li>
          <NavLink block href="/settings" onClick={close}>
            {t("nav.settings")}
          </NavLink>
        </li>
        {user.role === "admin" && (
          <li>
            <NavLink block href="/admin" onClick={close}>
              {t("nav.admin")}
            </NavLink>
          </li>
        )}
      </ul>
      <CalculatorLinks close={close} />
      <Button
        variant="secondary"
        className="mt-3 w-full"
        onClick={() => {
          close();
          onLogout();
        }}
      >
        {t("account.logout")}
      </Button>
    </>
  );
}

/** Every calculator under its group's name, each link closing the menu when followed. */
function CalculatorLinks({ close }: { close: () => void }) {
  const t = useMessages(appMessages);
  return (
    <>
      <p className="mt-4 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t("nav.calculators")}
      </p>
      <CalculatorGroupLists
        className="mt-2"
        labelClassName="px-3 py-1 text-sm font-semibold text-brand-800"
        listClassName="space-y-0.5"
        link={(link) => (
          <NavLink block href={link.href} onClick={close}>
            {link.label}
          </NavLink>
        )}
      />
    </>
  );
}
