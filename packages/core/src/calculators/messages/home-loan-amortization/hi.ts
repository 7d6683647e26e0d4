import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "home-loan-amortization.title": "होम लोन प्रीपेमेंट कैलकुलेटर",
  "home-loan-amortization.chatName": "अतिरिक्त भुगतान वाला होम लोन कैलकुलेटर",
  "home-loan-amortization.field.principal": "लोन राशि",
  "home-loan-amortization.field.rate": "ब्याज दर",
  "home-loan-amortization.field.tenure": "अवधि",
  "home-loan-amortization.field.extraPaymentAmount": "अतिरिक्त भुगतान",
  "home-loan-amortization.field.extraPaymentAmount.zero":
    "कोई अतिरिक्त भुगतान नहीं",
} satisfies Translation<typeof en>;
