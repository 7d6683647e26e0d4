import { useMessages } from "../../lib/i18n/messages.ts";
import type { User } from "../../lib/session.tsx";
import { signedInMessages } from "./messages/signed-in/index.ts";
import { CalculatorsMenu } from "./calculators-menu.tsx";
import { Greeting } from "./greeting.tsx";
import { NavLink } from "./nav-link.tsx";
import { useProfileGetsChosenLocale } from "./profile-gets-chosen-locale.ts";
import { Button } from "../../components/ui/button.tsx";
import { HouseholdSwitcher } from "./household-switcher.tsx";

/**
 * The top bar's controls for a signed-in person, in a chunk of their own that a guest never loads
 * (top-bar.tsx, docs/decisions/0041-the-shell-loads-what-it-shows-on-demand.md).
 */

/** The navigation: My Investments, Household, the Calculators dropdown and, for admins, Admin. */
export function SignedInNav({ user }: { user: User }) {
  const t = useMessages(signedInMessages);
  return (
    <>
      <NavLink href="/dashboard">{t("nav.myInvestments")}</NavLink>
      <NavLink href="/household">{t("nav.household")}</NavLink>
      <CalculatorsMenu />
      {user.role === "admin" && (
        <NavLink href="/admin">{t("nav.admin")}</NavLink>
      )}
    </>
  );
}

/**
 * The household switcher (when the person may see more than one), the greeting and Logout; mounted whenever someone is signed in (hidden, not absent, on a phone),
 * it also saves a language they chose with the switch to their profile.
 */
export function SignedInAccount({
  user,
  onLogout,
}: {
  user: User;
  onLogout: () => void;
}) {
  const t = useMessages(signedInMessages);
  useProfileGetsChosenLocale();
  return (
    <>
      <HouseholdSwitcher />
      <Greeting user={user} />
      <Button variant="secondary" size="sm" onClick={onLogout}>
        {t("account.logout")}
      </Button>
    </>
  );
}

export { NotificationBellSlot } from "../../features/notifications/notification-bell-slot.tsx";
export { Greeting, HouseholdSwitcher };
