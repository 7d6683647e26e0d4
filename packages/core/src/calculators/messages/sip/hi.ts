import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "sip.title": "एसआईपी कैलकुलेटर",
  "sip.chatName": "एसआईपी कैलकुलेटर",
  "sip.intro":
    "हर महीने का निवेश कितना बढ़ सकता है, हर किस्त उसके महीने की शुरुआत में निवेश मानकर।",
  "sip.field.monthlyInvestment": "मासिक निवेश",
  "sip.field.expectedReturn": "अनुमानित वार्षिक रिटर्न",
  "sip.field.timePeriod": "अवधि",
  "sip.result.maturityAmount": "परिपक्वता राशि",
  "sip.result.totalInvestment": "कुल निवेश",
  "sip.result.totalReturns": "कुल रिटर्न",
  "sip.history.name": "एसआईपी",
  "sip.history.title": "एसआईपी गणना",
  "sip.history.toastTitle": "एसआईपी गणना पूरी हुई",
  "sip.history.toastMessage":
    "आपकी एसआईपी गणना के अनुसार परिपक्वता राशि {maturityAmount} है",
} satisfies Translation<typeof en>;
