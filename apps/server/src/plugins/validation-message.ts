/** One issue as fastify-type-provider-zod reports it: zod's issue code becomes `keyword`. */
export interface ValidationIssue {
  keyword?: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const PART_NAMES: Record<string, string> = {
  body: "The request body",
  querystring: "The query string",
  params: "The URL",
  headers: "The request headers",
};

/**
 * Turns zod's issues into one sentence a person can act on, naming each field.
 * Messages our contracts wrote ('principal must be greater than 0') pass through;
 * zod's generic wording ('Invalid input: expected number, received undefined') is rewritten.
 */
export function validationMessage(
  issues: readonly ValidationIssue[],
  part = "body",
): string {
  const sentences = issues.map((issue) => issueMessage(issue, part));
  const unique = [...new Set(sentences)];
  return unique.length > 0 ? unique.join("; ") : "The request is not valid.";
}

function issueMessage(issue: ValidationIssue, part: string): string {
  const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
  const message = issue.message ?? "";

  if (issue.keyword === "unrecognized_keys") {
    // An empty name ('?=1') would otherwise vanish from the sentence.
    const keys = Array.isArray(issue.params.keys)
      ? issue.params.keys.map((key) => String(key) || '""')
      : [];
    const where = field ? ` in ${field}` : "";
    const noun = part === "querystring" ? "query parameter" : "field";
    return keys.length === 1
      ? `Unknown ${noun}${where}: ${keys[0]}`
      : `Unknown ${noun}s${where}: ${keys.join(", ")}`;
  }

  if (!isZodDefaultWording(message)) return message;

  if (!field) {
    const subject = PART_NAMES[part] ?? "The request";
    return issue.keyword === "invalid_type" &&
      issue.params.expected === "object"
      ? `${subject} must be a JSON object`
      : `${subject} is not valid: ${message}`;
  }
  if (issue.keyword === "invalid_type") {
    return message.endsWith("received undefined")
      ? `${field} is required`
      : `${field} must be ${withArticle(String(issue.params.expected))}`;
  }
  return `${field}: ${message}`;
}

/** zod 4's built-in messages all open with one of these; our contracts' messages never do. */
function isZodDefaultWording(message: string): boolean {
  return /^(Invalid|Too (small|big)|Unrecognized)\b/.test(message);
}

function withArticle(noun: string): string {
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}
