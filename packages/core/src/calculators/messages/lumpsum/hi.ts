import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "lumpsum.title": "एकमुश्त निवेश कैलकुलेटर",
  "lumpsum.chatName": "एकमुश्त निवेश कैलकुलेटर",
  "lumpsum.intro":
    "एक बार किया गया निवेश कितना बढ़ सकता है, अनुमानित रिटर्न पर साल में एक बार चक्रवृद्धि मानकर।",
  "lumpsum.field.totalInvestment": "कुल निवेश",
  "lumpsum.field.expectedReturn": "अनुमानित वार्षिक रिटर्न",
  "lumpsum.field.timePeriod": "अवधि",
  "lumpsum.result.maturityAmount": "परिपक्वता राशि",
  "lumpsum.result.totalInvestment": "कुल निवेश",
  "lumpsum.result.totalReturns": "कुल रिटर्न",
} satisfies Translation<typeof en>;
