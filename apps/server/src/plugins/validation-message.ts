import {
  message,
  type SayMessage,
  type MessageKey,
  translateMessage,
} from "@kosh/core/contracts/message";

/** One issue as fastify-type-provider-zod reports it: zod's issue code becomes `keyword`. */
export interface ValidationIssue {
  keyword?: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const PART_NAMES: Record<string, MessageKey> = {
  body: "word.requestBody",
  querystring: "word.queryString",
  params: "word.url",
  headers: "word.requestHeaders",
};

/** What zod says a value must be, as a message's part: "a number", "an object". */
const TYPE_NAMES: Record<string, MessageKey> = {
  number: "word.aNumber",
  string: "word.aString",
  boolean: "word.aBoolean",
  array: "word.anArray",
  object: "word.anObject",
};

/**
 * Turns zod's issues into one sentence a person can act on, naming each field.
 * Messages our contracts wrote ('principal must be greater than 0') pass through;
 * zod's generic wording ('Invalid input: expected number, received undefined') is rewritten.
 * Each sentence is in the catalogue's language (the request's), translated before they are joined.
 */
export function validationMessage(
  issues: readonly ValidationIssue[],
  part = "body",
  say: SayMessage = message,
): string {
  const sentences = issues.map((issue) =>
    translateMessage(issueMessage(issue, part), say),
  );
  const unique = [...new Set(sentences)];
  return unique.length > 0 ? unique.join("; ") : say("request.notValid");
}

function issueMessage(issue: ValidationIssue, part: string): string {
  const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
  const said = issue.message ?? "";

  if (issue.keyword === "unrecognized_keys") {
    // An empty name ('?=1') would otherwise vanish from the sentence.
    const keys = Array.isArray(issue.params.keys)
      ? issue.params.keys.map((key) => String(key) || '""')
      : [];
    const names = keys.join(", ");
    if (part === "querystring")
      return keys.length === 1
        ? message("request.unknownQueryParameter", { names })
        : message("request.unknownQueryParameters", { names });
    if (field)
      return keys.length === 1
        ? message("request.unknownFieldIn", { where: field, names })
        : message("request.unknownFieldsIn", { where: field, names });
    return keys.length === 1
      ? message("request.unknownField", { names })
      : message("request.unknownFields", { names });
  }

  if (!isZodDefaultWording(said)) return said;

  if (!field) {
    const subject = message(PART_NAMES[part] ?? "word.request");
    return issue.keyword === "invalid_type" &&
      issue.params.expected === "object"
      ? message("request.partNotObject", { part: subject })
      : message("request.partNotValid", { part: subject, reason: said });
  }
  if (issue.keyword === "invalid_type") {
    if (said.endsWith("received undefined"))
      return message("field.required", { field });
    const expected = String(issue.params.expected);
    const type = TYPE_NAMES[expected];
    return message("field.type", {
      field,
      type: type ? message(type) : withArticle(expected),
    });
  }
  return `${field}: ${said}`;
}

/** zod 4's built-in messages all open with one of these; our contracts' messages never do. */
function isZodDefaultWording(message: string): boolean {
  return /^(Invalid|Too (small|big)|Unrecognized)\b/.test(message);
}

function withArticle(noun: string): string {
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}
