/** The unsubscribe page's words (unsubscribe-page.ts), in the language of the person it belongs to. */
export default {
  title: "Kosh reminders",
  "ask.heading": "Stop maturity reminders?",
  "ask.message":
    "Kosh will no longer e-mail you before your deposits mature, when an RD instalment is due or when a PPF or Sukanya Samriddhi year has no deposit yet. You can turn reminders on again in Kosh's settings.",
  "ask.button": "Stop reminders",
  "done.heading": "Unsubscribed",
  "done.message":
    "Maturity reminders are off. You can turn them on again in Kosh's settings.",
  "unknown.heading": "Link not recognised",
  "unknown.message":
    "This unsubscribe link is not known. Turn reminders off in Kosh's settings instead.",
  openSettings: "Open Kosh's settings",
} as const;
