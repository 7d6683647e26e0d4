/**
 * The words of the app's frame in English: the skip link, top bar, menus, footer, the loading and
 * error screens a page can fall back to, and the update prompt, which every page can show
 * (docs/decisions/0038-hindi-with-typed-dictionaries.md). A page's own words are not here.
 */
export default {
  skipToMain: "Skip to main content",
  "nav.label": "Main",
  "nav.menu": "Menu",
  "nav.myInvestments": "My Investments",
  "nav.calculators": "Calculators",
  "nav.settings": "Settings",
  "nav.admin": "Admin",
  "account.login": "Login",
  "account.register": "Register",
  "account.logout": "Logout",
  "greeting.hello": "Hi,",
  "greeting.settings": "(settings)",
  "greeting.title": "{name}: settings",
  "language.label": "Language",
  "footer.memorial":
    "In memory of the grandparents and parents who taught us to save a little every month, long before there were apps for it. Their steady habit of putting something aside is what this place is built on.",
  "footer.copyright": "© 2026 Kosh",
  loading: "Loading…",
  "error.heading": "Something went wrong",
  "error.updated":
    "Kosh was updated or the connection dropped while loading this page. Reload to continue.",
  "error.failed":
    "This page could not be shown. Your saved data is safe; try reloading.",
  reload: "Reload",
  goHome: "Go home",
  "update.heading": "A new version of Kosh is ready",
  "update.body":
    "Reload to use it. Anything you have typed on this page will be cleared.",
  "update.reloading": "Reloading…",
  "update.later": "Later",
} as const;
