import type { Translation } from "@kosh/core/i18n/messages";
import type en from "./en.ts";

/** The words of app/routes' own pages in Hindi (docs/hindi-glossary.md). */
export default {
  "notFound.title": "पेज नहीं मिला — Kosh",
  "notFound.heading": "पेज नहीं मिला",
  "notFound.body":
    "इस पते पर कोई पेज नहीं है। हो सकता है वह कहीं और चला गया हो, या लिंक में कोई गलती हो।",
  "notFound.sip": "एसआईपी कैलकुलेटर खोलें",
} satisfies Translation<typeof en>;
