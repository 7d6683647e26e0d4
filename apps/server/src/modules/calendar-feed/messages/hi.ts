import type { Translation } from "@kosh/core/i18n/messages";
import type en from "./en.ts";

export default {
  name: "Kosh: परिपक्वता तिथियाँ",
  summary: "{companyName} {investType} की परिपक्वता: {maturity}",
  description:
    "{companyName} में {investType}: {principal} का निवेश, परिपक्वता पर {maturity}। इसका नवीनीकरण कराएँ या राशि निकालें, फिर Kosh में दर्ज करें: {link}",
} satisfies Translation<typeof en>;
