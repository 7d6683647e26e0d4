import names from "@kosh/core/calculators/messages/names/en";

/**
 * The words of the app's frame in English: the skip link, the guest's top bar and menu, the
 * calculators' names in the menus and the footer (core's calculators/messages/names), the footer,
 * the loading and error screens a page can fall back to, which every page shows or may show at
 * once (docs/decisions/0038-hindi-with-typed-dictionaries.md): one file per language. The words
 * of the parts the frame loads on demand (the signed-in controls, the update offer) are theirs
 * (docs/decisions/0041-the-shell-loads-what-it-shows-on-demand.md); a page's own words are not here.
 */
export default {
  ...names,
  skipToMain: "Skip to main content",
  "nav.label": "Main",
  "nav.menu": "Menu",
  "nav.calculators": "Calculators",
  "account.login": "Login",
  "account.register": "Register",
  "language.label": "Language",
  "footer.memorial":
    "In memory of the grandparents and parents who taught us to save a little every month, long before there were apps for it. Their steady habit of putting something aside is what this place is built on.",
  "footer.copyright": "© 2026 Kosh",
  "footer.privacy": "Your data and who holds it",
  loading: "Loading…",
  "error.heading": "Something went wrong",
  "error.updated":
    "Kosh was updated or the connection dropped while loading this page. Reload to continue.",
  "error.failed":
    "This page could not be shown. Your saved data is safe; try reloading.",
  reload: "Reload",
  goHome: "Go home",
} as const;
