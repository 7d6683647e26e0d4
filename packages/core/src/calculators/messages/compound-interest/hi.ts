import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "compound-interest.title": "चक्रवृद्धि ब्याज कैलकुलेटर",
  "compound-interest.chatName": "चक्रवृद्धि ब्याज कैलकुलेटर",
  "compound-interest.intro":
    "ब्याज पर ब्याज, साल में एक बार चक्रवृद्धि, या आपकी पसंद से हर छमाही, तिमाही या महीने।",
  "compound-interest.field.principal": "मूलधन",
  "compound-interest.field.rate": "ब्याज दर",
  "compound-interest.field.time": "समय",
  "compound-interest.field.frequency": "चक्रवृद्धि",
  "compound-interest.field.frequency.option.yearly": "सालाना",
  "compound-interest.field.frequency.option.half-yearly": "छमाही",
  "compound-interest.field.frequency.option.quarterly": "तिमाही",
  "compound-interest.field.frequency.option.monthly": "मासिक",
  "compound-interest.result.compoundInterest": "चक्रवृद्धि ब्याज",
  "compound-interest.result.compoundAmount": "चक्रवृद्धि राशि",
  "compound-interest.result.principal": "मूलधन",
  "compound-interest.history.name": "चक्रवृद्धि ब्याज",
} satisfies Translation<typeof en>;
