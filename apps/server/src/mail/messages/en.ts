/**
 * The words of Kosh's e-mails (docs/decisions/0038-hindi-with-typed-dictionaries.md). A `\n` is
 * where the plain-text part breaks the line; the HTML part reads it as a space.
 */
export default {
  "signInCode.subject": "{code} is your Kosh sign-in code",
  "signInCode.title": "Your Kosh sign-in code",
  "signInCode.codeIs": "Your Kosh sign-in code is {code}",
  "signInCode.codeFollows": "Your Kosh sign-in code is",
  "signInCode.expires":
    "It expires in {minutes} minutes ({expiry}) and works only once.",
  "signInCode.enterIt": "Enter it on the sign-in page where you asked for it.",
  "signInCode.notYou":
    "If you did not ask to sign in to Kosh, you can ignore this e-mail:\nnobody can sign in without the code.",

  "invitation.subject": "You are invited to Kosh",
  "invitation.invitedAsUser":
    "{invitedBy} invited you to Kosh to track your fixed deposits, recurring deposits and other investments.",
  "invitation.invitedAsAdmin":
    "{invitedBy} invited you to Kosh as an administrator, who also manages the reference lists and who may sign in.",
  "invitation.signInHere": "Sign in here: {link}",
  "invitation.button": "Sign in to Kosh",
  "invitation.enterAddress":
    "Enter this e-mail address ({email}); Kosh sends you a one-time\ncode to finish signing in. There is no password to remember.",
  "invitation.buttonFails": "If the button does not work, open {link}.",
  "invitation.notExpected":
    "If you did not expect this invitation, you can ignore this e-mail.",

  "reminder.maturesToday": "Your {investType} with {companyName} matures today",
  "reminder.maturesTomorrow":
    "Your {investType} with {companyName} matures tomorrow",
  "reminder.maturesInDays":
    "Your {investType} with {companyName} matures in {days} days",
  "reminder.company": "Company",
  "reminder.type": "Type",
  "reminder.amountInvested": "Amount invested",
  "reminder.endDate": "End date",
  "reminder.maturityAmount": "Maturity amount",
  "reminder.decide":
    "Decide whether to renew or withdraw it, and record what you did:",
  "reminder.openDashboard": "Open my dashboard",
  "reminder.why":
    "You get this because maturity reminders are on in your Kosh settings.",
  "reminder.stopLink": "Stop these reminders: {link}",
  "reminder.stopEnd": ".",
  "reminder.stop": "Stop these reminders",
} as const;
