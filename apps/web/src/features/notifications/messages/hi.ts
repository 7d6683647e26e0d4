import type { Translation } from "@kosh/core/i18n/messages";
import type en from "./en.ts";

/** The notification bell and its panel in Hindi (docs/hindi-glossary.md). */
export default {
  bell: "सूचनाएँ",
  bellUnread: "सूचनाएँ, {count} बिना पढ़ी",
  heading: "सूचनाएँ",
  markAllRead: "सब पढ़ी हुई मानें",
  clearAll: "सब हटाएँ",
  clearTitle: "सूचनाएँ हटाएँ",
  clearConfirmation: "क्या आप सचमुच सारी सूचनाएँ हटाना चाहते हैं?",
  empty: "कोई सूचना नहीं",
  emptyHint: "आपने सब देख लिया है!",
  unread: " (बिना पढ़ी)",
  "type.maturity": "परिपक्वता",
  "type.warning": "चेतावनी",
  "type.milestone": "पड़ाव",
  "type.reminder": "रिमाइंडर",
  "type.success": "सफल",
  delete: "सूचना हटाएँ: {title}",
} satisfies Translation<typeof en>;
