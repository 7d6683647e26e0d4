import {
  reminderSettingsRequest,
  reminderSettingsResponse,
  unsubscribeResponse,
} from "../contracts/reminders.ts";
import { z } from "zod";
import { defineEndpoints, textAnswer } from "./endpoint.ts";

const tags = ["reminders"];
/** The unsubscribe token is the person's secret, from their reminder mail. */
const tokenParams = z.object({ token: z.string() });

/**
 * Maturity reminders (docs/product.md#reminders): the signed-in settings, and the one-click
 * unsubscribe (RFC 8058) and its page, which need no sign-in, only the secret in the path.
 */
export const reminderEndpoints = defineEndpoints({
  settings: {
    method: "GET",
    path: "/api/reminders/settings",
    access: "signed-in",
    tags,
    operationId: "getReminderSettings",
    summary: "My reminder settings and a preview of my next reminders",
    responses: { 200: reminderSettingsResponse },
    errors: [401],
  },
  updateSettings: {
    method: "PUT",
    path: "/api/reminders/settings",
    access: "signed-in",
    tags,
    operationId: "updateReminderSettings",
    summary: "Turn reminders on or off and choose the lead times",
    body: reminderSettingsRequest,
    responses: { 200: reminderSettingsResponse },
    errors: [400, 401],
  },
  unsubscribe: {
    method: "POST",
    path: "/api/reminders/unsubscribe/:token",
    access: "public",
    tags,
    operationId: "unsubscribeFromReminders",
    summary:
      "One-click unsubscribe from a reminder mail (RFC 8058); no sign-in",
    params: tokenParams,
    secretParams: ["token"],
    // Mail apps post `List-Unsubscribe=One-Click` as a form; the page's own button asks for a
    // page (Accept: text/html), and gets the page's text instead of JSON.
    alsoAnswersHtml: true,
    responses: { 200: unsubscribeResponse.or(z.string()) },
    errors: [404],
  },
  unsubscribePage: {
    method: "GET",
    path: "/api/reminders/unsubscribe/:token",
    access: "public",
    tags,
    operationId: "showUnsubscribePage",
    summary:
      "The page the unsubscribe link in a reminder opens: one button that unsubscribes",
    params: tokenParams,
    secretParams: ["token"],
    responses: { 200: textAnswer("text/html") },
  },
});
