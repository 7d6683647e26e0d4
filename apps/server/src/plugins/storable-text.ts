import { message } from "@kosh/core/contracts/message";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { DomainError } from "../errors.ts";

/**
 * PostgreSQL text cannot hold U+0000: a body carrying one would pass every contract and then
 * fail in the database as a 500. The JSON parser itself refuses it, with a message naming the
 * field, so no route can forget. A NUL reaches JSON text only escaped (a raw control character
 * is not valid JSON), so a body without `\u0000` in its text is never walked: the check costs
 * one string search on the busiest routes, not a hook.
 */
export const storableTextPlugin = fp(
  async (app: FastifyInstance) => {
    // Fastify's own parser, refusing __proto__ and constructor.prototype keys as it does by default.
    const parseJson = app.getDefaultJsonParser("error", "error");
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser(
      "application/json",
      { parseAs: "string" },
      (request, text, done) => {
        // Fastify's parser answers through the callback; its type also allows a promise.
        void parseJson(request, text as string, (error, body) => {
          if (error) return done(error, undefined);
          const field = (text as string).includes("\\u0000")
            ? fieldWithNul(body)
            : undefined;
          if (field === undefined) return done(null, body);
          done(
            new DomainError(
              400,
              "VALIDATION_ERROR",
              message("request.nulCharacter", {
                field: field || message("word.requestBody"),
              }),
            ),
            undefined,
          );
        });
      },
    );
  },
  { name: "kosh-storable-text" },
);

interface Visit {
  value: unknown;
  key?: string;
  parent?: Visit;
}

/**
 * The path of the first string (or key) holding U+0000, if any. A loop, not recursion: a body
 * of thousands of nested arrays fits in the size limit and must not overflow the stack.
 */
function fieldWithNul(body: unknown): string | undefined {
  const pending: Visit[] = [{ value: body }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return pathOf(visit);
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const child = { value: item, key, parent: visit };
        if (key.includes("\u0000")) return pathOf(child);
        pending.push(child);
      }
    }
  }
  return undefined;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (
    let at: Visit | undefined = visit;
    at?.key !== undefined;
    at = at.parent
  ) {
    keys.unshift(at.key);
  }
  return keys.join(".");
}
