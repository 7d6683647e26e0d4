import {
  LANGUAGE_TAG,
  type Locale,
  pathInLocale,
} from "@kosh/core/i18n/locale";
import { type Dictionaries, translate } from "@kosh/core/i18n/messages";
import { escapeHtml } from "../../mail/html-email.ts";
import en from "./messages/en.ts";
import hi from "./messages/hi.ts";

const PAGE_MESSAGES: Dictionaries<typeof en> = { en, hi };

/** The page's words in `locale`; the English ones also answer the one-click JSON and its 404. */
export function unsubscribeMessages(locale: Locale) {
  return translate(PAGE_MESSAGES[locale]);
}

/**
 * The look of Kosh (its brand teal, slate text, one white card) in a style element: the page is
 * served by the API, not the web app, so it carries its own few rules and no script.
 */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:24px 16px;background:#f8fafc;color:#0f172a;font:16px/1.5 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{max-width:28rem;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:24px}
.brand{margin:0 0 16px;font-weight:700;font-size:1.125rem;color:#0f766e}
h1{margin:0 0 8px;font-size:1.5rem;line-height:1.25}
p{margin:0 0 16px;color:#334155}
button{min-height:44px;padding:10px 18px;border:0;border-radius:8px;background:#0f766e;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#115e59}
a{color:#0f766e;font-weight:600}
:focus-visible{outline:3px solid #0d9488;outline-offset:2px}
`;

/** What the page says once its button was pressed: done, or the link is not known. */
export type UnsubscribeOutcome = "done" | "unknown";

/**
 * The small page behind a reminder's "Stop these reminders" link, in the language of the person
 * the link was sent to. Opening the link changes nothing (link scanners in mail systems open links
 * too, RFC 8058 §3): the page has one button that posts to the same address. After the post,
 * `outcome` says what happened.
 */
export function unsubscribePage(
  locale: Locale,
  outcome?: UnsubscribeOutcome,
  token?: string,
): string {
  const t = unsubscribeMessages(locale);
  const body = outcome
    ? `<h1>${escapeHtml(t(`${outcome}.heading`))}</h1>
<p role="status">${escapeHtml(t(`${outcome}.message`))}</p>
<p><a href="${escapeHtml(pathInLocale("/settings", locale))}">${escapeHtml(t("openSettings"))}</a></p>`
    : `<h1>${escapeHtml(t("ask.heading"))}</h1>
<p>${escapeHtml(t("ask.message"))}</p>
<form method="post" action="${escapeHtml(encodeURIComponent(token ?? ""))}">
<button type="submit">${escapeHtml(t("ask.button"))}</button>
</form>`;
  // The app's icon, named as its pages name it: a page without one makes the browser ask for
  // /favicon.ico, which is no file of the app (404).
  return `<!doctype html>
<html lang="${LANGUAGE_TAG[locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t("title"))}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head>
<body>
<main>
<p class="brand">Kosh</p>
${body}
</main>
</body>
</html>`;
}
