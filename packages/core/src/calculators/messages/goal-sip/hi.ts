import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "goal-sip.title": "लक्ष्य एसआईपी कैलकुलेटर",
  "goal-sip.chatName": "लक्ष्य एसआईपी कैलकुलेटर",
  "goal-sip.intro":
    "लक्ष्य राशि तक पहुँचने के लिए कितना मासिक निवेश चाहिए, पूरे रुपये तक बढ़ाकर, हर किस्त उसके महीने की शुरुआत में निवेश मानकर।",
  "goal-sip.field.targetAmount": "लक्ष्य राशि",
  "goal-sip.field.expectedReturn": "अनुमानित वार्षिक रिटर्न",
  "goal-sip.field.timePeriod": "अवधि",
  "goal-sip.result.monthlyInvestment": "ज़रूरी मासिक निवेश",
  "goal-sip.result.totalInvestment": "कुल निवेश",
  "goal-sip.result.totalReturns": "कुल रिटर्न",
} satisfies Translation<typeof en>;
