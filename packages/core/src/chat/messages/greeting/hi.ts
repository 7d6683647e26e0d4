import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

/** The assistant's first words in Hindi (en.ts says which). */
export default {
  assistantName: "Kosh सहायक",
  greeting:
    "नमस्ते! मैं {assistant} हूँ। मैं होम लोन की ईएमआई और अतिरिक्त भुगतान से होने वाली बचत, एसआईपी (स्टेप-अप, लक्ष्य, एसडब्ल्यूपी और एकमुश्त भी), एफडी, आरडी, पीपीएफ और डाकघर की योजनाओं, और साधारण या चक्रवृद्धि ब्याज का हिसाब लगा सकता हूँ। अपने शब्दों में पूछिए, हिंदी या अंग्रेज़ी में, जैसे '5000 की एसआईपी 12 प्रतिशत 10 साल' या '30 लाख का लोन 20 साल 8.5 प्रतिशत', या नीचे दिया कोई सवाल चुनिए।",
  "quickPrompt.sip": "हर महीने ₹5000 की एसआईपी का हिसाब",
  "quickPrompt.fdRates": "5 साल के लिए सबसे अच्छी एफडी दरें",
  "quickPrompt.rdVsSip": "आरडी और एसआईपी की तुलना",
  "quickPrompt.homeLoan": "होम लोन की ईएमआई का हिसाब",
  unavailable:
    "माफ़ कीजिए, इसका हिसाब लगाने के लिए ज़रूरी हिस्सा लोड नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचिए और फिर से पूछिए।",
} satisfies Translation<typeof en>;
