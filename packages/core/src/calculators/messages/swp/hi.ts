import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "swp.title": "एसडब्ल्यूपी कैलकुलेटर",
  "swp.chatName": "एसडब्ल्यूपी कैलकुलेटर",
  "swp.intro":
    "सिस्टमैटिक विदड्रॉल प्लान (एसडब्ल्यूपी) के बाद कितना बचता है: हर महीने राशि उस दर से बढ़ती है जो साल भर में वार्षिक रिटर्न देती है, फिर निकासी होती है, जब तक पैसा खत्म न हो जाए।",
  "swp.field.totalInvestment": "कुल निवेश",
  "swp.field.monthlyWithdrawal": "मासिक निकासी",
  "swp.field.expectedReturn": "अनुमानित वार्षिक रिटर्न",
  "swp.field.timePeriod": "अवधि",
  "swp.result.finalValue": "अंतिम मूल्य",
  "swp.result.totalWithdrawal": "कुल निकासी",
  "swp.result.monthsLasted": "पूरी निकासी की अवधि",
} satisfies Translation<typeof en>;
