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
  "reminder.household": "Household",
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
  "reminder.fullStop": ".",
  "reminder.stop": "Stop these reminders",
  "reminder.interestPaidOut": "Interest paid out",
  "reminder.payout.payout_monthly": "{payout} a month",
  "reminder.payout.payout_quarterly": "{payout} a quarter",
  "reminder.payout.payout_half_yearly": "{payout} every six months",
  "reminder.payout.payout_yearly": "{payout} a year",
  "reminder.maturityWithLastPayout": "{maturity} + the last payout, {payout}",

  "schemeReminder.why":
    "You get this because reminders are on in your Kosh settings: they remind you of maturities, RD instalments and the yearly PPF and Sukanya Samriddhi deposit.",

  "instalment.dueToday":
    "Your {investType} instalment of {instalment} with {companyName} is due today",
  "instalment.dueTomorrow":
    "Your {investType} instalment of {instalment} with {companyName} is due tomorrow",
  "instalment.payOnTime":
    "Pay it by the due date: a late instalment can cost a default fee.",
  "instalment.amount": "Instalment",
  "instalment.dueOn": "Due on",
  "instalment.number": "Instalment number",
  "instalment.numberOf": "{number} of {count}",
  "instalment.seeIt": "See the deposit in Kosh:",

  "accountYear.startHeadline":
    "Deposit in your {investType} with {companyName} by {depositBy} to earn interest for the whole year",
  "accountYear.startNote":
    "No deposit is recorded in it for this financial year yet. A deposit made by the 5th of a month earns interest for that month, so one made by {depositBy} earns it for the whole year.",
  "accountYear.endHeadline":
    "No deposit yet this financial year in your {investType} with {companyName}: deposit at least {minimum} by {yearEnd}",
  "accountYear.endNote":
    "At least {minimum} each financial year keeps the account active; a year without it leaves the account discontinued until it is revived, with a fee for each year missed.",
  "accountYear.financialYear": "Financial year",
  "accountYear.deposited": "Deposited so far",
  "accountYear.limits": "Each year takes",
  "accountYear.limitsRange": "{minimum} to {maximum}",
  "accountYear.record":
    "Already deposited? Record it in Kosh so the balance and interest stay right:",

  "footer.operator": "Run by: {name} · Contact: {email}",
  "footer.notSet": "not set",
  "footer.privacy": "What Kosh keeps about you, and why",
} as const;
