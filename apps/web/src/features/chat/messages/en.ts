/**
 * The chat window's own words in English (docs/product.md#home-and-chat,
 * docs/decisions/0038-hindi-with-typed-dictionaries.md); what the assistant says is core's
 * (core/chat/messages).
 */
export default {
  "panel.title": "Kosh Assistant",
  "panel.privacy": "Works in your browser; nothing you type is sent anywhere",
  "panel.clear": "Clear chat",
  "panel.log": "Conversation with Kosh Assistant",
  "panel.newMessage": "New message",
  "panel.tryAsking": "Try asking",
  "message.mine": "You:",
  "message.assistant": "Kosh Assistant:",
  typing: "Kosh Assistant is typing…",
  "composer.label": "Message Kosh Assistant",
  "composer.placeholder": "e.g. SIP 5000 at 12%, 10 years",
  "composer.send": "Send",
} as const;
