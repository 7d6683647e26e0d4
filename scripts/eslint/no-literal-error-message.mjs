/**
 * One way to write what the server answers a person (docs/decisions/0038-hindi-with-typed-dictionaries.md):
 * the message of an HTTP error is a message of the catalogue, `message(key, values)`
 * (packages/core/src/contracts/messages), which the error handler sends in the request's language.
 * A string or template literal as the message of the server's error classes (apps/server/src/errors.ts)
 * would reach a Hindi reader in English, so it is reported: passed directly, through a `const`
 * holding one, or as a part of `a ? b : c`, `a ?? b`, `a + b`. `super(…)` in a class extending
 * one of them is checked too.
 */

/** Each error class and the index of its message among its arguments. */
const MESSAGE_ARGUMENT = {
  DomainError: 2,
  BadRequest: 0,
  Unauthorized: 0,
  Forbidden: 0,
  NotFound: 0,
  Conflict: 0,
  TooManyRequests: 0,
  Unavailable: 0,
};

/** The `const` an identifier names, when it is declared with a value in a scope around `node`. */
function constantValue(context, identifier) {
  let scope = context.sourceCode.getScope(identifier);
  for (; scope; scope = scope.upper) {
    const variable = scope.set.get(identifier.name);
    if (!variable) continue;
    const definition = variable.defs[0];
    const declarator = definition?.node;
    return definition?.type === "Variable" &&
      declarator.parent?.kind === "const"
      ? declarator.init
      : null;
  }
  return null;
}

/** The literal (string or template) that `node` is or holds as a part, else null. */
function literalIn(context, node, seen = new Set()) {
  if (!node || seen.has(node)) return null;
  seen.add(node);
  switch (node.type) {
    case "Literal":
      return typeof node.value === "string" ? node : null;
    case "TemplateLiteral":
      return node;
    case "TSAsExpression":
    case "TSNonNullExpression":
    case "TSSatisfiesExpression":
      return literalIn(context, node.expression, seen);
    case "ConditionalExpression":
      return (
        literalIn(context, node.consequent, seen) ??
        literalIn(context, node.alternate, seen)
      );
    case "LogicalExpression":
    case "BinaryExpression":
      return (
        literalIn(context, node.left, seen) ??
        literalIn(context, node.right, seen)
      );
    case "Identifier":
      return literalIn(context, constantValue(context, node), seen);
    default:
      return null;
  }
}

/** The name of the class `node` (a `super(…)` call) is in extends, if it is a plain name. */
function superClassName(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === "ClassDeclaration" || parent.type === "ClassExpression")
      return parent.superClass?.type === "Identifier"
        ? parent.superClass.name
        : undefined;
  }
  return undefined;
}

export default {
  meta: {
    type: "problem",
    docs: {
      description:
        "The server's HTTP errors say a message of the catalogue, not a literal",
    },
    messages: {
      literal:
        "A person reads this error in their language: name a message of the catalogue with message(key, values) (packages/core/src/contracts/messages), not {{text}}",
    },
    schema: [],
  },
  create(context) {
    const check = (className, args) => {
      const index = MESSAGE_ARGUMENT[className];
      if (index === undefined) return;
      const literal = literalIn(context, args[index]);
      if (!literal) return;
      context.report({
        node: literal,
        messageId: "literal",
        data: {
          text: JSON.stringify(
            context.sourceCode.getText(literal).slice(0, 40),
          ),
        },
      });
    };
    return {
      NewExpression(node) {
        if (node.callee.type === "Identifier")
          check(node.callee.name, node.arguments);
      },
      CallExpression(node) {
        if (node.callee.type === "Super")
          check(superClassName(node), node.arguments);
      },
    };
  },
};
