/**
 * The home page's words in English (docs/product.md#home-and-chat,
 * docs/decisions/0038-hindi-with-typed-dictionaries.md); the calculators' cards are the
 * calculators' own (core's calculators/messages).
 */
export default {
  title: "Kosh — plan and track your savings",
  "hero.eyebrow": "Savings calculators for Indian households",
  "hero.heading": "Know what your savings will grow to, to the rupee",
  "hero.body":
    "Work out EMIs, SIPs, FDs and RDs in seconds, ask Kosh Assistant in plain words, and, if you have an invitation, keep every deposit you hold in one place with a reminder before it matures.",
  "hero.ask": "Ask Kosh Assistant",
  "hero.browse": "Browse calculators",

  "story.heading": "Why we built Kosh",
  "story.home":
    "Most of us learnt to save at home, long before we learnt the word compounding: a tin on a kitchen shelf, a passbook updated at the bank counter, a recurring deposit opened the month the first salary came in. The people who taught us kept no spreadsheets, yet they always knew when each deposit would mature and what it would be worth.",
  "story.name":
    "Kosh, the Hindi word for a treasury, is our way of keeping that habit with today's tools: calculations you can check line by line, and one place that remembers every deposit and tells you before it matures.",

  "chat.heading": "Chat with Kosh Assistant",
  "chat.body":
    "Ask the way you would ask a friend: ‘EMI for 50 lakh at 8.5% for 20 years’ or ‘SIP of 5k for 10 yrs’. It answers with the same calculators as the pages below.",

  "features.heading": "What Kosh does",
  "features.exact.title": "Correct to the rupee",
  "features.exact.body":
    "EMIs by the reducing-balance formula, FDs compounded quarterly, RDs by the formula Indian banks use. Amounts in lakhs and crores, the way you say them.",
  "features.prepay.title": "See what prepaying saves",
  "features.prepay.body":
    "Add an extra payment every month or every year and see the interest saved, the months cut and the schedule month by month.",
  "features.track.title": "Track your own deposits",
  "features.track.body":
    "Invited users record FDs, RDs and other investments, renew or close them, and get a notice in the month before one matures.",
  "features.history.title": "Your history stays with you",
  "features.history.body":
    "Past SIP and FD calculations are kept in this browser only, ready to load again, export or clear.",

  "calculators.heading": "Calculators",

  "signUp.heading": "Keep track of your own deposits",
  "signUp.body":
    "My Investments is open to invited users. Sign in with a one-time code sent to your e-mail, record your deposits, and renew them when they mature.",
  "signUp.link": "Login or Register",
} as const;
