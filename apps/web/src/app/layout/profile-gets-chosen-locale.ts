import { useEffect } from "react";
import { toast } from "../../components/toaster.tsx";
import { callEndpoint } from "../../lib/api-client.ts";
import {
  readUnsavedLocale,
  useLocale,
  writeUnsavedLocale,
} from "../../lib/i18n/locale.tsx";
import {
  loadAuthEndpoints,
  type User,
  useSession,
  useSessionStore,
} from "../../lib/session.tsx";
import { profileLanguageMessages } from "./messages/profile-language/index.ts";

/**
 * Saves the language a signed-in person chose with the switch to their profile, so their mails
 * speak it (docs/decisions/0038-hindi-with-typed-dictionaries.md). The switch is a plain link and
 * the page it leaves unloads at once, so the save runs here, on the page it opens: nothing waits
 * for it, and a failure is shown and tried again on the next page until the profile has it.
 */
export function useProfileGetsChosenLocale() {
  const { user } = useSession();
  const store = useSessionStore();
  const locale = useLocale();
  useEffect(() => {
    const chosen = readUnsavedLocale();
    if (!user || chosen === null) return;
    if (chosen === user.locale) return writeUnsavedLocale(null);
    let current = true;
    saveLocale(chosen).then(
      (saved) => {
        writeUnsavedLocale(null);
        if (current) store.updateUser(saved);
      },
      async () => {
        await profileLanguageMessages.load(locale);
        const t = profileLanguageMessages.in(locale);
        if (current)
          toast({ title: t("notSavedTitle"), message: t("notSaved") });
      },
    );
    return () => {
      current = false;
    };
  }, [user, store, locale]);
}

async function saveLocale(locale: User["locale"]): Promise<User> {
  const { updateLocale } = await loadAuthEndpoints();
  const { user } = await callEndpoint(updateLocale, { body: { locale } });
  return user;
}
