import {
  accountExportSchema,
  deleteAccountRequest,
} from "../contracts/account.ts";
import { z } from "zod";
import { defineEndpoints } from "./endpoint.ts";

const tags = ["account"];

/** "Your data" (docs/product.md#your-data): the person's data as one file, and deleting it all. */
export const accountEndpoints = defineEndpoints({
  exportData: {
    method: "GET",
    path: "/api/account/export",
    access: "signed-in",
    tags,
    operationId: "exportAccountData",
    summary:
      "Everything Kosh holds about me and my household, as one JSON file (kosh-data-YYYY-MM-DD.json)",
    responses: { 200: accountExportSchema },
    errors: [401],
  },
  deleteAccount: {
    method: "DELETE",
    path: "/api/account",
    access: "signed-in",
    tags,
    operationId: "deleteAccount",
    summary:
      "Delete my account and my household's data, confirmed with a fresh sign-in code (POST /api/auth/send-otp)",
    body: deleteAccountRequest,
    responses: { 204: z.null() },
    // The last active admin (409); too many wrong codes (429).
    errors: [401, 409, 429],
  },
});
