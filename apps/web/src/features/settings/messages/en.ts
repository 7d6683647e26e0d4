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
  "data.heading": "Your data",
  "data.intro":
    "Download everything Kosh holds about you and your household as one file (JSON): your profile, members, investments with their deposits, holders and renewals, reminder settings, who has access, and your sign-ins.",
  "data.download": "Download all my data",
  "data.downloading": "Preparing your file…",
  "data.downloaded": "Downloaded {file}.",
  "delete.open": "Delete my account",
  "delete.title": "Delete my account",
  "delete.removes":
    "This deletes your account and everything Kosh holds for your household:",
  "delete.profile": "your profile, reminder settings and calendar address;",
  "delete.household":
    "your household's members and investments, with their deposits, holders and renewals;",
  "delete.access":
    "the access you gave others to your household, and the access others gave you to theirs (their own households stay as they are);",
  "delete.signIns":
    "your sessions, sign-in codes and any e-mail still waiting to be sent to you.",
  "delete.cannotUndo":
    "This cannot be undone. Download your data first if you want a copy.",
  "delete.sendCode": "E-mail me a code",
  "delete.sending": "Sending…",
  "delete.codeSent":
    "We sent a code to {email}. Enter it to delete your account.",
  "delete.code": "Code from the e-mail",
  "delete.confirm": "Delete my account permanently",
  "delete.deleting": "Deleting…",
  "delete.sendAgain": "Send a new code",
  "delete.done": "Your account has been deleted",
  "delete.doneDetail":
    "Kosh no longer holds your account or your household's data, and you are signed out.",
  "delete.finish": "Done",
} as const;
