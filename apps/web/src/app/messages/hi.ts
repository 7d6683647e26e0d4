import type { Translation } from "@kosh/core/i18n/messages";
import names from "@kosh/core/calculators/messages/names/hi";
import type en from "./en.ts";

/** The app frame's words in Hindi (docs/hindi-glossary.md). */
export default {
  ...names,
  skipToMain: "मुख्य सामग्री पर जाएँ",
  "nav.label": "मुख्य",
  "nav.menu": "मेन्यू",
  "nav.calculators": "कैलकुलेटर",
  "account.login": "लॉग इन",
  "account.register": "रजिस्टर करें",
  "language.label": "भाषा",
  "footer.memorial":
    "उन दादा-दादी, नाना-नानी और माता-पिता की याद में, जिन्होंने ऐप आने से बहुत पहले हमें हर महीने थोड़ी-थोड़ी बचत करना सिखाया। कुछ न कुछ बचाकर रखने की उनकी वही आदत इस जगह की नींव है।",
  "footer.copyright": "© 2026 Kosh",
  "footer.privacy": "आपका डेटा और उसे कौन रखता है",
  loading: "लोड हो रहा है…",
  "error.heading": "कुछ गड़बड़ हो गई",
  "error.updated":
    "यह पेज लोड होते समय Kosh अपडेट हो गया या कनेक्शन टूट गया। आगे बढ़ने के लिए पेज फिर से लोड करें।",
  "error.failed":
    "यह पेज दिखाया नहीं जा सका। आपका सहेजा हुआ डेटा सुरक्षित है; पेज फिर से लोड करके देखें।",
  reload: "फिर से लोड करें",
  goHome: "होम पर जाएँ",
} satisfies Translation<typeof en>;
