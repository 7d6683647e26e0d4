// The lint rule that keeps the server's error messages in the catalogue, so that each is sent in
// the reader's language (scripts/eslint/no-literal-error-message.mjs,
// docs/decisions/0038-hindi-with-typed-dictionaries.md).
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";
import rule from "./eslint/no-literal-error-message.mjs";

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, sourceType: "module" },
});

const literal = { messageId: "literal" };

tester.run("no-literal-error-message", rule, {
  valid: [
    'throw new NotFound(message("investments.notFound"));',
    'const GONE = message("calendarFeed.unknown"); throw new NotFound(GONE);',
    "throw new NotFound();",
    'throw new Conflict(message("admin.alreadyUser", { email }));',
    "throw new Conflict(existing ? message(a) : message(b));",
    'throw new DomainError(400, "VALIDATION_ERROR", message("request.notValid"));',
    // The status and code are no words for a person.
    "throw new TooManyRequests(outcome.message, 30); new Unavailable(text, 5);",
    "class InvalidCode extends DomainError { constructor(text: string) { super(400, 'INVALID_OTP', text); } }",
    // Other errors never reach a person as they are (a 500 says only its reference).
    'throw new Error("Inserting a sign-in code returned no row");',
    'class Other extends Error { constructor() { super("internal"); } }',
  ],
  invalid: [
    {
      code: 'throw new NotFound("Company type not found.");',
      errors: [literal],
    },
    {
      code: "throw new Conflict(`${email} is already invited.`);",
      errors: [literal],
    },
    {
      code: 'const GONE = "This calendar address is not known."; throw new NotFound(GONE);',
      errors: [literal],
    },
    {
      code: "throw new Conflict(existing ? listed(existing) : `${email} is already invited.`);",
      errors: [literal],
    },
    {
      code: 'throw new BadRequest(`${field || "The request body"} holds a NUL`);',
      errors: [literal],
    },
    {
      code: 'throw new BadRequest("Too large: " + detail);',
      errors: [literal],
    },
    {
      code: 'new DomainError(400, "VALIDATION_ERROR", `${field} contains a NUL character`);',
      errors: [literal],
    },
    {
      code: 'class KeyReused extends DomainError { constructor() { super(422, "IDEMPOTENCY_KEY_REUSED", "This key was already used."); } }',
      errors: [literal],
    },
    {
      code: 'class Gone extends NotFound { constructor() { super("Gone."); } }',
      errors: [literal],
    },
    {
      code: 'throw new Unavailable("Kosh is not healthy.", 5);',
      errors: [literal],
    },
  ],
});
