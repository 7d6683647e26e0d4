import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "step-up-sip.title": "स्टेप-अप एसआईपी कैलकुलेटर",
  "step-up-sip.chatName": "स्टेप-अप एसआईपी कैलकुलेटर",
  "step-up-sip.intro":
    "हर साल बढ़ाया जाने वाला मासिक निवेश कितना बढ़ सकता है, हर किस्त उसके महीने की शुरुआत में निवेश और हर 12 महीने बाद स्टेप-अप जितनी बढ़ी मानकर।",
  "step-up-sip.field.monthlyInvestment": "मासिक निवेश",
  "step-up-sip.field.stepUp": "सालाना स्टेप-अप",
  "step-up-sip.field.expectedReturn": "अनुमानित वार्षिक रिटर्न",
  "step-up-sip.field.timePeriod": "अवधि",
  "step-up-sip.result.maturityAmount": "परिपक्वता राशि",
  "step-up-sip.result.totalInvestment": "कुल निवेश",
  "step-up-sip.result.totalReturns": "कुल रिटर्न",
} satisfies Translation<typeof en>;
