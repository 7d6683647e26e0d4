/**
 * The privacy page's words in English (docs/product.md#privacy): what Kosh keeps, why, for how
 * long, who sees it, how to take it out and have it deleted, as the code does it today. A change
 * to what Kosh stores changes this page (decision 0054).
 */
export default {
  title: "Your data — Kosh",
  heading: "Your data in Kosh",
  intro:
    "What this Kosh keeps about you, why, for how long, who can see it, and how to take it out or have it deleted. This page describes Kosh as it works today.",

  "operator.heading": "Who holds it",
  "operator.runBy":
    "This Kosh is run by {name}, who holds the data kept in it.",
  "operator.nameNotSet":
    "The name of whoever runs this Kosh is not set in its configuration (OPERATOR_NAME).",
  "operator.writeTo":
    "Write to {email} about your data: to ask what is kept about you, to have it corrected, or to have it deleted.",
  "operator.emailNotSet":
    "No contact address is set in its configuration (OPERATOR_EMAIL): ask the person who invited you who runs it.",
  "operator.loading": "Finding out who runs this Kosh…",
  "operator.failed": "Who runs this Kosh could not be loaded: {reason}",
  "operator.unreachable": "Kosh could not be reached. Check your connection.",
  "operator.retry": "Try again",

  "kept.heading": "What Kosh keeps, and why",
  "kept.account.heading": "Your account",
  "kept.account.body":
    "Your e-mail address, to send you sign-in codes and the reminders you ask for; the name, date of birth and location you give on Complete Profile (the date of birth is checked to be at least 18 years ago); your role (user or admin), who invited you and when, when you last signed in, your language and your reminder settings.",
  "kept.investments.heading": "Your investments",
  "kept.investments.body":
    "For each investment you record: the institution and type, the amounts, rate and dates, its status, the account number, document or receipt number, notes and reasons you type, a PPF or Sukanya Samriddhi account's deposits, and which investment renewed which. Kosh keeps them to show them to you, to work out interest and maturity amounts, and to remind you. Closing an investment keeps its record.",
  "kept.household.heading": "Your household",
  "kept.household.body":
    "The members you add (name, relation, and a date of birth if you give it, which the TDS estimate reads), which of them hold each deposit, and whom you have given access to your household and whether they may only see it or also change it.",
  "kept.signIn.heading": "Signing in",
  "kept.signIn.body":
    "A sign-in code is never stored, only a keyed hash of it, with the address it was asked for and the client's IP address, which the sign-in limits count. A wrong code is recorded with the address, the client's IP address and the time. Both are deleted once they are two hours old, by a clean-up that runs once a day unless the operator makes it run more often.",
  "kept.sessions.heading": "Sessions",
  "kept.sessions.body":
    "A hash of your session's token (never the token itself), when the session began and when it was last used. A session ends after 30 days without use or 90 days in all, when you log out, or when an admin disables your account, and is then deleted.",
  "kept.mail.heading": "Mail",
  "kept.mail.body":
    "Each mail waits in Kosh's outbox until the mail server accepts it, and is then deleted. A mail that cannot be delivered stays in the outbox, its text included; admins see only its address, its kind and the reason, never what it said.",
  "kept.reminders.heading": "Reminders and the calendar",
  "kept.reminders.body":
    "Which reminder was sent for which investment, so that none is sent twice; a hash of each reminder's unsubscribe link; and, if you make a calendar address, a hash of its secret, which is why Kosh shows the address only once. Revoking the address deletes its hash.",
  "kept.repeats.heading": "Repeated requests",
  "kept.repeats.body":
    "When the app sends a change with a key that keeps it from being saved twice, the first answer is kept for 24 hours and removed at your next such change after that.",
  "kept.log.heading": "The server's log",
  "kept.log.body":
    "Each request writes one line: the method, the address asked for (with secrets such as a calendar address taken out), the answer's status, how long it took, the client's IP address and a request number. It never holds a token or what a form sent. The log goes to the operator's server; how long it is kept is the operator's choice, not Kosh's.",
  "kept.backups.heading": "Backups",
  "kept.backups.body":
    "The operator's backups hold a copy of everything above, for as long as the operator keeps them.",
  "kept.device.heading": "On your device",
  "kept.device.body":
    "Your browser keeps your session's token and your name, e-mail address and role (to show your pages while offline) until you log out, your calculator history until you clear it, and a chat conversation until you close the tab. The history and the chat are never sent to Kosh; the figures sent with Calculate are worked out and not kept. Kosh loads no advertising, analytics or other sites' scripts.",

  "seen.heading": "Who can see it",
  "seen.you":
    "You see your profile and your household. The people you give access to see your household's members (your own name and date of birth among them) and investments, and change them if you gave them edit access; taking access back ends it at their next request. No one else who uses this Kosh sees them.",
  "seen.admins":
    "Admins of this Kosh see, for everyone, the e-mail address, name, role, status, when and by whom they were invited, and when they last signed in; and the address, kind and reason of each mail that could not be delivered. The admin panel shows no one's investments.",
  "seen.operator":
    "Whoever runs the server can read everything it stores, its log and its backups.",
  "seen.mail":
    "Mails pass through the mail server the operator has chosen, then through your own mail provider.",
  "seen.nobodyElse": "Kosh itself sends your data to no one else.",

  "out.heading": "Take it out, or have it deleted",
  "out.export":
    "Export CSV, on My Investments, downloads every investment of the household you are looking at, with every field, as a spreadsheet.",
  "out.everything":
    "Download all my data, in Settings, gives everything Kosh holds about you and your household as one file: your profile, your household's members and investments with their deposits, holders and renewals, reminder settings, who has access, and your sign-ins.",
  "out.delete":
    "Delete my account, in Settings, deletes your account, your household and everything kept with them at once, once you enter a code sent to your e-mail address; it cannot be undone. The last admin must first make someone else an admin. The server's log and the operator's backups keep what they already hold for as long as the operator keeps them. An admin can also disable your account at once, which ends your sessions and your calendar address.",
  "out.stop":
    "You can turn reminders off in Settings, and revoke your calendar address on My Investments, at any time.",
} as const;
