/**
 * The shared controls' own words in English (docs/decisions/0038-hindi-with-typed-dictionaries.md):
 * a modal's close button, a toast's dismiss button, a form's Cancel, the notice while a modal's
 * code arrives. What a control shows of its page's (a title, a label) comes from that page.
 */
export default {
  "modal.close": "Close",
  "modal.opening": "Opening…",
  "toast.dismiss": "Dismiss",
  "form.cancel": "Cancel",
} as const;
