import { escapeHtml } from "../../mail/html-email.ts";

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

/** What the page says once its button was pressed: a heading and one sentence. */
export interface UnsubscribeOutcome {
  heading: string;
  message: string;
}

/**
 * The small page behind a reminder's "Stop these reminders" link. Opening the link changes
 * nothing (link scanners in mail systems open links too, RFC 8058 §3): the page has one button
 * that posts to the same address. After the post, `outcome` says what happened.
 */
export function unsubscribePage(
  outcome?: UnsubscribeOutcome,
  token?: string,
): string {
  const body = outcome
    ? `<h1>${escapeHtml(outcome.heading)}</h1>
<p role="status">${escapeHtml(outcome.message)}</p>
<p><a href="/settings">Open Kosh's settings</a></p>`
    : `<h1>Stop maturity reminders?</h1>
<p>Kosh will no longer e-mail you before your deposits mature. You can turn reminders on again in Kosh's settings.</p>
<form method="post" action="${escapeHtml(encodeURIComponent(token ?? ""))}">
<button type="submit">Stop reminders</button>
</form>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kosh reminders</title><style>${STYLE}</style></head>
<body>
<main>
<p class="brand">Kosh</p>
${body}
</main>
</body>
</html>`;
}
