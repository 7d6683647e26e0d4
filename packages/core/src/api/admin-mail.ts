import { undeliveredMailSchema } from "../contracts/admin-mail.ts";
import { z } from "zod";
import { defineEndpoints } from "./endpoint.ts";

/** The mails Kosh gave up on (docs/product.md#undelivered-mail), for admins. */
export const adminMailEndpoints = defineEndpoints({
  list: {
    method: "GET",
    path: "/api/admin/undelivered-mails",
    access: "admin",
    tags: ["admin mail"],
    summary:
      "Mails given up, the newest first: to whom, what kind and why (admins)",
    responses: { 200: z.array(undeliveredMailSchema) },
  },
});
