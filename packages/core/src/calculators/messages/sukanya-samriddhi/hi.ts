import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "sukanya-samriddhi.title": "सुकन्या समृद्धि कैलकुलेटर",
  "sukanya-samriddhi.chatName": "सुकन्या समृद्धि कैलकुलेटर",
  "sukanya-samriddhi.intro":
    "सुकन्या समृद्धि खाता परिपक्वता पर कितना देगा: खाता खुलने से 15 साल तक हर साल जमा, ब्याज पर सालाना चक्रवृद्धि, और खाता खुलने के 21 साल बाद परिपक्वता; खाते पर हर तिमाही की घोषित दर लगती है, इसलिए आगे की दरें अलग हो सकती हैं।",
  "sukanya-samriddhi.field.yearlyDeposit": "सालाना जमा",
  "sukanya-samriddhi.field.rate": "ब्याज दर",
  "sukanya-samriddhi.result.maturityAmount": "परिपक्वता राशि",
  "sukanya-samriddhi.result.totalDeposits": "कुल जमा",
  "sukanya-samriddhi.result.interestEarned": "अर्जित ब्याज",
} satisfies Translation<typeof en>;
