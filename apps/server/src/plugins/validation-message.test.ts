import { catalogueIn } from "@kosh/core/contracts/message";
import hi from "@kosh/core/contracts/messages/hi";
import { validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  type ValidationIssue,
  validationMessage,
} from "./validation-message.ts";

/** zod's own issues for `value`, as fastify-type-provider-zod hands them to the error handler. */
function issuesOf(schema: z.ZodType, value: unknown): ValidationIssue[] {
  const validate = validatorCompiler({
    schema,
    method: "POST",
    url: "/",
    httpPart: "body",
  } as Parameters<typeof validatorCompiler>[0]);
  const result = validate(value) as { error?: ValidationIssue[] };
  if (!result.error) throw new Error("the value was accepted");
  return result.error;
}

/** A schema whose checks carry no message of ours: zod words each refusal itself. */
const unworded = z.strictObject({
  count: z.number().min(2).max(9),
  share: z.number().gt(0).lt(1),
  code: z.string().min(4).max(6),
  tags: z.array(z.string()).max(2),
  kind: z.enum(["fd", "rd"]),
  day: z.iso.date(),
});

describe("zod's own reasons", () => {
  it("become messages of the catalogue, each naming its field and figure", () => {
    expect(
      validationMessage(
        issuesOf(unworded, {
          count: 1,
          share: 1,
          code: "abc",
          tags: ["a", "b", "c"],
          kind: "sip",
          day: "someday",
        }),
      ).split("; "),
    ).toEqual([
      "count must be at least 2",
      "share must be less than 1",
      "code must be at least 4 characters",
      "tags must have at most 2 entries",
      "kind must be one of fd, rd",
      "day is not valid",
    ]);
  });

  it("are said in Hindi to a Hindi request", () => {
    expect(
      validationMessage(
        issuesOf(unworded, {
          count: 10,
          share: 0,
          code: "",
          tags: [],
          kind: "fd",
          day: "2025-01-01",
        }),
        "body",
        catalogueIn(hi),
      ),
    ).toBe(
      "count अधिकतम 9 हो सकता है; share 0 से अधिक होना चाहिए; code में कम से कम 4 अक्षर होने चाहिए",
    );
  });
});
