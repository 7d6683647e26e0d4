export default {
  notSavedTitle: "Language not saved to your profile",
  notSaved:
    "Kosh shows this language on this device, but your e-mails stay in the one before. It tries again on the next page.",
} as const;
