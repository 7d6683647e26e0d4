import { operatorSchema } from "../contracts/operator.ts";
import { defineEndpoints } from "./endpoint.ts";

/** Who runs this Kosh, for the privacy page (docs/product.md#privacy; decision 0054). */
export const operatorEndpoints = defineEndpoints({
  operator: {
    method: "GET",
    path: "/api/operator",
    access: "public",
    tags: ["operator"],
    summary:
      "Who runs this Kosh and holds its data, and their contact address (null where not configured)",
    responses: { 200: operatorSchema },
  },
});
