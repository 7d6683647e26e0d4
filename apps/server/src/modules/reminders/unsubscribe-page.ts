import { escapeHtml } from "../../mail/html-email.ts";

/**
 * The small page behind a reminder's "Stop these reminders" link. Opening the link changes
 * nothing (link scanners in mail systems open links too, RFC 8058 §3): the page has one button
 * that posts to the same address. After the post, `done` says what happened.
 */
export function unsubscribePage(done?: string, token?: string): string {
  const body = done
    ? `<h1>Unsubscribed</h1>\n<p role="status">${escapeHtml(done)}</p>`
    : `<h1>Stop maturity reminders?</h1>
<p>Kosh will no longer e-mail you before your deposits mature. You can turn reminders on again in Kosh's settings.</p>
<form method="post" action="${escapeHtml(encodeURIComponent(token ?? ""))}">
<button type="submit">Stop reminders</button>
</form>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kosh reminders</title></head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
