/** The words of the update offer (update-offer.tsx), loaded with it, in English. */
export default {
  "update.heading": "A new version of Kosh is ready",
  "update.body":
    "Reload to use it. Anything you have typed on this page will be cleared.",
  "update.reloading": "Reloading…",
  "update.later": "Later",
} as const;
