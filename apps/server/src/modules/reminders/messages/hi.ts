import type { Translation } from "@kosh/core/i18n/messages";
import type en from "./en.ts";

export default {
  title: "Kosh रिमाइंडर",
  "ask.heading": "परिपक्वता रिमाइंडर बंद करें?",
  "ask.message":
    "इसके बाद Kosh आपकी जमा राशियों के परिपक्व होने से पहले, आरडी की किस्त देय होने पर या पीपीएफ और सुकन्या समृद्धि खाते में साल की जमा बाकी होने पर आपको ईमेल नहीं भेजेगा। रिमाइंडर Kosh की सेटिंग्स में फिर से चालू किए जा सकते हैं।",
  "ask.button": "रिमाइंडर बंद करें",
  "done.heading": "रिमाइंडर बंद हो गए",
  "done.message":
    "परिपक्वता रिमाइंडर बंद हैं। इन्हें Kosh की सेटिंग्स में फिर से चालू किया जा सकता है।",
  "unknown.heading": "यह लिंक पहचाना नहीं गया",
  "unknown.message":
    "रिमाइंडर बंद करने का यह लिंक मान्य नहीं है। इसके बजाय Kosh की सेटिंग्स में रिमाइंडर बंद करें।",
  openSettings: "Kosh की सेटिंग्स खोलें",
} satisfies Translation<typeof en>;
