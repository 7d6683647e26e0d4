import { healthResponse } from "../contracts/health.ts";
import { defineEndpoints } from "./endpoint.ts";

/** Whether the server and its dependencies answer (docs/architecture.md#health). */
export const healthEndpoints = defineEndpoints({
  health: {
    method: "GET",
    path: "/api/health",
    access: "public",
    tags: ["health"],
    summary:
      "Whether the server and its dependencies answer, and the database can write",
    responses: { 200: healthResponse },
  },
});
