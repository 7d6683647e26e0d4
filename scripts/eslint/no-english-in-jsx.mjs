/**
 * One way to write a user-facing string (docs/decisions/0038-hindi-with-typed-dictionaries.md):
 * from a feature's messages, never as an English literal in JSX. Reports text between tags, a
 * string or template literal placed as a child, and a literal in an attribute a person reads or
 * hears (aria-label, title, placeholder, alt …). Text without a Latin letter (₹, ·, —) and the
 * brand's name pass.
 */
const READ_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "title",
  "placeholder",
  "alt",
  "label",
]);
const LETTER = /[A-Za-z]/;
const ALLOWED = new Set(["Kosh"]);

const hasWords = (text) => LETTER.test(text) && !ALLOWED.has(text.trim());

/** The literal text of a string or template literal (its fixed parts), else null. */
function literalText(node) {
  if (node?.type === "Literal" && typeof node.value === "string")
    return node.value;
  if (node?.type === "TemplateLiteral")
    return node.quasis.map((quasi) => quasi.value.cooked ?? "").join(" ");
  return null;
}

export default {
  meta: {
    type: "problem",
    docs: {
      description: "User-facing words come from the messages, not JSX literals",
    },
    messages: {
      literal:
        "Words a person reads come from the feature's messages (useMessages), in every language: {{text}}",
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({
        node,
        messageId: "literal",
        data: { text: JSON.stringify(text.trim().slice(0, 40)) },
      });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === "JSXAttribute") return;
        const text = literalText(node.expression);
        if (text !== null && hasWords(text)) report(node, text);
      },
      JSXAttribute(node) {
        const name =
          node.name.type === "JSXIdentifier" ? node.name.name : undefined;
        if (!name || !READ_ATTRIBUTES.has(name)) return;
        const value =
          node.value?.type === "JSXExpressionContainer"
            ? node.value.expression
            : node.value;
        const text = literalText(value);
        if (text !== null && hasWords(text)) report(node, text);
      },
    };
  },
};
