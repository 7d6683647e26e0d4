import fastJson from "fast-json-stringify";
import type { FastifyInstance } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

type SerializerCompiler = Parameters<
  FastifyInstance["setSerializerCompiler"]
>[0];

/**
 * Responses are written by fast-json-stringify from the JSON Schema of each route's zod response
 * contract: it keeps only the properties the contract names (nothing unlisted leaks out) and costs
 * a fraction of re-parsing every answer with zod before JSON.stringify. A contract JSON Schema
 * cannot express (a transform, a date object) keeps zod's own serializer.
 */
export const responseSerializerCompiler: SerializerCompiler = (route) => {
  const schema = route.schema;
  if (!(schema instanceof z.ZodType)) {
    return zodSerializerCompiler(route as never);
  }
  try {
    const jsonSchema = z.toJSONSchema(schema, {
      io: "output",
      target: "draft-7",
      unrepresentable: "throw",
    });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializerCompiler(route as never);
  }
};
