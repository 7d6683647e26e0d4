/** The words of the top bar's and the mobile menu's controls for a signed-in person (signed-in-controls.tsx), loaded with them, in English. */
export default {
  "nav.myInvestments": "My Investments",
  "nav.settings": "Settings",
  "nav.admin": "Admin",
  "account.logout": "Logout",
  "greeting.hello": "Hi,",
  "greeting.settings": "(settings)",
  "greeting.title": "{name}: settings",
} as const;
