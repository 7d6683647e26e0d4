/** The settings screen's words in English (docs/product.md#reminders, #calendar-feed). */
export default {
  title: "Settings — Kosh",
  heading: "Settings",
  intro:
    "Kosh can e-mail you before your money matures, even in a week you do not open Kosh.",
  "reminders.heading": "Maturity reminders",
  "reminders.loading": "Loading reminder settings…",
  retry: "Retry",
  "reminders.next": "Next reminders",
  "reminders.nextList": "Next reminders, soonest first",
  "reminders.label": "Reminders",
  "reminders.leadTimes": "Lead times",
  "reminders.saved": "Reminder settings saved",
  "reminders.savedOn": "Kosh will e-mail you before your deposits mature.",
  "reminders.savedOff": "Kosh will not e-mail you reminders.",
  "reminders.emailMe": "E-mail me before my deposits mature",
  "reminders.hint":
    "Every reminder names the deposit, its end date and maturity amount, and has a link to stop reminders. Kosh also e-mails the day before a recurring deposit's instalment, and in late March and early April when a PPF or Sukanya Samriddhi account has no deposit yet that financial year; the times below are for maturity.",
  "reminders.when": "When to remind me",
  "reminders.save": "Save",
  "reminders.saving": "Saving…",
  "lead.onTheDay": "On the day",
  "lead.oneDay": "1 day before",
  "lead.days": "{days} days before",
  "lead.onTheEndDate": "On the end date",
  "lead.oneDayBeforeEnd": "1 day before the end date",
  "lead.daysBeforeEnd": "{days} days before the end date",
  "reminders.off": "Reminders are off, so none will be sent.",
  "reminders.none":
    "No reminders coming up: none of your active deposits ends within the lead times you chose.",
  "reminders.item": "{sendOn}: {company} · {type}",
  "reminders.itemEnd": "{before}, {endDate}; matures to {amount}",
  "reminders.schemeNext": "Instalments and yearly deposits",
  "reminders.schemeList": "Next scheme reminders, soonest first",
  "reminders.rd_instalment": "Instalment due on {dueOn}",
  "reminders.account_year_start":
    "No deposit yet this financial year: one by 5 April earns the whole year's interest",
  "reminders.account_year_end":
    "No deposit yet this financial year: the year's minimum, by 31 March, keeps the account active",
  "feed.heading": "Maturities in your calendar",
  "feed.loading": "Loading…",
  "feed.address": "Your calendar address (keep it private)",
  "feed.copy": "Copy",
  "feed.copied": "Copied",
  "feed.howTo":
    "Copy it now: Kosh shows it only once. Google Calendar: Other calendars, then From URL. Outlook: Add calendar, then Subscribe from web. Apple Calendar: File, then New Calendar Subscription. Each deposit's end date appears as an all-day event.",
  "feed.madeEarlier":
    "Your calendar subscribes to an address made earlier. It is shown only once: make a new one to copy it again (the old one stops working).",
  "feed.subscribe":
    "Subscribe from Google Calendar, Outlook or Apple Calendar to see when each active deposit ends.",
  "feed.makeNew": "Make a new address",
  "feed.add": "Add maturities to my calendar",
  "feed.revoke": "Revoke address",
} as const;
