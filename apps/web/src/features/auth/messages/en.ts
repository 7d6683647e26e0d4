/**
 * The sign-in and profile screens' words in English (docs/product.md#sign-in,
 * docs/decisions/0038-hindi-with-typed-dictionaries.md); their error messages are core's catalogue.
 */
export default {
  "signIn.title": "Sign in — Kosh",
  "signIn.privacy": "What Kosh keeps about you, and who holds it",
  "signIn.heading": "Login for Invited Users",
  "signIn.verifyHeading": "Verify OTP",
  "signIn.intro":
    "Kosh is invite-only. Enter the e-mail address you were invited with and we will send you a one-time code. No password needed.",
  "signIn.registerIntro":
    "Kosh has no open registration: ask the person who runs your Kosh to invite your e-mail address, then sign in with it here.",
  "signIn.newToKosh": "New to Kosh?",
  "signIn.register": "Register",
  "signIn.alreadyInvited": "Already invited?",
  "signIn.signIn": "Sign in",
  "signIn.email": "Email",
  "signIn.changeEmail": "Change email",
  "signIn.codeSent":
    "{sent} Enter the {length}-digit code from the e-mail; it is valid for 10 minutes.",
  "signIn.codeResent":
    "If this address is invited, a new code is on its way, and the earlier code no longer works. Enter the {length}-digit code from the latest e-mail; it is valid for 10 minutes.",
  "signIn.noCode":
    "No code yet? Kosh is invite-only: codes go only to addresses that have been invited. Check your spam folder and the address above, or ask the person who runs your Kosh to invite this address.",
  "signIn.otp": "OTP",
  "signIn.send": "Send OTP",
  "signIn.verify": "Verify OTP",
  "signIn.tryAgain": "Try Again",
  "signIn.resend": "Resend OTP",
  "signIn.resendIn": "Resend OTP in {seconds}s",
  "session.checking": "Checking your session…",
  "profile.title": "Complete your profile — Kosh",
  "profile.heading": "Complete Profile",
  "profile.welcome":
    "Welcome to Kosh, {email}. Tell us a little about yourself before you start tracking your investments.",
  "profile.name": "Full Name",
  "profile.dateOfBirth": "Date of Birth",
  "profile.location": "Location",
  "profile.locationPlaceholder": "City, State",
  "profile.save": "Save and Continue",
} as const;
