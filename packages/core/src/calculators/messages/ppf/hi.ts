import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "ppf.title": "पीपीएफ कैलकुलेटर",
  "ppf.chatName": "पीपीएफ कैलकुलेटर",
  "ppf.intro":
    "लोक भविष्य निधि (पीपीएफ) खाता अंत में कितना होगा, जैसे डाकघर गिनता है: जमा 5 अप्रैल तक (या हर महीने 5 तारीख़ तक), ब्याज हर महीने उस महीने की शेष राशि पर, हर 31 मार्च को खाते में; खाते पर हर तिमाही की घोषित दर लगती है, इसलिए आगे की दरें अलग हो सकती हैं।",
  "ppf.field.deposit": "जमा राशि",
  "ppf.field.rate": "ब्याज दर",
  "ppf.field.years": "अवधि",
  "ppf.field.frequency": "जमा कितनी बार",
  "ppf.field.frequency.option.yearly": "हर साल",
  "ppf.field.frequency.option.monthly": "हर महीने",
  "ppf.result.maturityAmount": "परिपक्वता राशि",
  "ppf.result.totalDeposits": "कुल जमा",
  "ppf.result.interestEarned": "अर्जित ब्याज",
} satisfies Translation<typeof en>;
