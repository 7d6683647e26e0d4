import type { Translation } from "../../../i18n/messages.ts";
import type en from "./en.ts";

export default {
  "simple-interest.title": "साधारण ब्याज कैलकुलेटर",
  "simple-interest.chatName": "साधारण ब्याज कैलकुलेटर",
  "simple-interest.intro": "केवल मूलधन पर ब्याज: मूलधन × दर × समय ÷ 100।",
  "simple-interest.field.principal": "मूलधन",
  "simple-interest.field.rate": "ब्याज दर",
  "simple-interest.field.time": "समय",
  "simple-interest.result.simpleInterest": "साधारण ब्याज",
  "simple-interest.result.totalAmount": "कुल राशि",
  "simple-interest.result.principal": "मूलधन",
  "simple-interest.history.name": "साधारण ब्याज",
} satisfies Translation<typeof en>;
