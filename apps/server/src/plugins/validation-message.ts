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
      : zodReason(issue, subject);
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
  return zodReason(issue, field);
}

/** The messages of a limit zod checks, by what it limits (its `origin`): inclusive, exclusive. */
const LIMITS: Record<string, Record<string, [MessageKey, MessageKey]>> = {
  too_small: {
    number: ["field.atLeast", "field.greaterThan"],
    bigint: ["field.atLeast", "field.greaterThan"],
    string: ["field.atLeastCharacters", "field.atLeastCharacters"],
    array: ["field.atLeastEntries", "field.atLeastEntries"],
  },
  too_big: {
    number: ["field.atMost", "field.lessThan"],
    bigint: ["field.atMost", "field.lessThan"],
    string: ["field.atMostCharacters", "field.atMostCharacters"],
    array: ["field.atMostEntries", "field.atMostEntries"],
  },
};

/**
 * zod's own reason for an issue no contract worded, as a message of the catalogue naming
 * `subject`, so that it too is said in the reader's language: a limit with its figure, a choice
 * with its options, anything else "is not valid".
 */
function zodReason(issue: ValidationIssue, subject: string): string {
  const { keyword, params } = issue;
  const limit = params.minimum ?? params.maximum;
  const keys = LIMITS[keyword ?? ""]?.[String(params.origin)];
  if (keys && (typeof limit === "number" || typeof limit === "bigint")) {
    // zod counts a string's length or a list's entries as whole numbers; "at least 1 characters"
    // would read as a required field, which it is.
    if (keyword === "too_small" && params.origin === "string" && limit === 1)
      return message("field.required", { field: subject });
    const key = params.inclusive === false ? keys[1] : keys[0];
    return message(key, {
      field: subject,
      [keyword === "too_small" ? "min" : "max"]: String(limit),
    });
  }
  if (keyword === "invalid_value" && Array.isArray(params.values))
    return message("field.oneOf", {
      field: subject,
      choices: params.values.map((value) => String(value)).join(", "),
    });
  return message("field.notValid", { field: subject });
}

/** zod 4's built-in messages all open with one of these; our contracts' messages never do. */
function isZodDefaultWording(message: string): boolean {
  return /^(Invalid|Too (small|big)|Unrecognized)\b/.test(message);
}

function withArticle(noun: string): string {
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}
