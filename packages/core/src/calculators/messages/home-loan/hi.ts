import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "home-loan.title": "होम लोन ईएमआई कैलकुलेटर",
  "home-loan.chatName": "होम लोन ईएमआई कैलकुलेटर",
  "home-loan.intro":
    "बैंकों की घटती शेष राशि (रिड्यूसिंग बैलेंस) पद्धति से आपकी मासिक किस्त, और पूरे लोन पर कुल ब्याज।",
  "home-loan.field.principal": "लोन राशि",
  "home-loan.field.rate": "ब्याज दर",
  "home-loan.field.tenure": "अवधि",
  "home-loan.result.emi": "मासिक ईएमआई",
  "home-loan.result.totalAmount": "कुल राशि",
  "home-loan.result.totalInterest": "कुल ब्याज",
  "home-loan.result.principal": "मूलधन",
  "home-loan.history.name": "होम लोन",
} satisfies Translation<typeof en>;
