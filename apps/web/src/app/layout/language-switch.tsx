import { useId } from "react";
import { useLocation, useSearch } from "wouter";
import {
  LANGUAGE_NAME,
  LANGUAGE_TAG,
  LOCALES,
  pathInLocale,
} from "@kosh/core/i18n/locale";
import {
  useLocale,
  writePreferredLocale,
  writeUnsavedLocale,
} from "../../lib/i18n/locale.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { useSession } from "../../lib/session.tsx";
import { appMessages } from "../messages/index.ts";

/**
 * The same page in the other language(s) (docs/decisions/0038-hindi-with-typed-dictionaries.md):
 * a plain link each, named in its own language, so the page loads with that language's words
 * only, and the choice is kept on this device for the next visit (a signed-in person's profile
 * gets it too, saved by the page the link opens: useProfileGetsChosenLocale). The links are a group named
 * "Language" in the page's language: read aloud everywhere, shown where `visibleLabel` asks
 * (the mobile menu), the top bar having no room for it.
 */
export function LanguageSwitch({
  className,
  visibleLabel = false,
}: {
  /** The links' classes. */
  className?: string;
  visibleLabel?: boolean;
}) {
  const locale = useLocale();
  const { user } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  const t = useMessages(appMessages);
  const labelId = useId();
  const href = (other: (typeof LOCALES)[number]) =>
    pathInLocale(path, other) + (search ? `?${search}` : "");
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="flex items-center justify-between gap-3"
    >
      <span
        id={labelId}
        className={
          visibleLabel ? "text-base font-medium text-slate-700" : "sr-only"
        }
      >
        {t("language.label")}
      </span>
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <a
          key={other}
          href={href(other)}
          lang={LANGUAGE_TAG[other]}
          hrefLang={LANGUAGE_TAG[other]}
          className={className}
          onClick={() => {
            writePreferredLocale(other);
            if (user) writeUnsavedLocale(other);
          }}
        >
          {LANGUAGE_NAME[other]}
        </a>
      ))}
    </div>
  );
}
