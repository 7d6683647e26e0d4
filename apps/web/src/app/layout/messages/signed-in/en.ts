/** The words of the top bar's and the mobile menu's controls for a signed-in person (signed-in-controls.tsx), loaded with them, in English. */
export default {
  "nav.myInvestments": "My Investments",
  "nav.settings": "Settings",
  "nav.household": "Household",
  "household.label": "Household shown",
  "household.owner": "{name} (yours)",
  "household.view": "{name} (view only)",
  "household.edit": "{name} (can change)",
  "nav.admin": "Admin",
  "account.logout": "Logout",
  "greeting.hello": "Hi,",
  "greeting.settings": "(settings)",
  "greeting.title": "{name}: settings",
} as const;
