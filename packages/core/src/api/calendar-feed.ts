import {
  calendarFeedResponse,
  calendarFeedStatusResponse,
  createCalendarFeedRequest,
} from "../contracts/reminders.ts";
import { z } from "zod";
import { defineEndpoints, textAnswer } from "./endpoint.ts";

const tags = ["calendar feed"];

/**
 * One's calendar address of maturities (docs/product.md#reminders): made, checked and revoked
 * signed in; the feed itself needs only the secret address (`<token>.ics`).
 */
export const calendarFeedEndpoints = defineEndpoints({
  create: {
    method: "POST",
    path: "/api/calendar-feed",
    access: "signed-in",
    tags,
    operationId: "createCalendarFeed",
    summary:
      "A new secret calendar address of my maturities; replaces the one before",
    body: createCalendarFeedRequest,
    responses: { 201: calendarFeedResponse },
    errors: [400, 401],
  },
  status: {
    method: "GET",
    path: "/api/calendar-feed",
    access: "signed-in",
    tags,
    operationId: "getCalendarFeedStatus",
    summary: "Whether I have a calendar address (it is shown only when made)",
    responses: { 200: calendarFeedStatusResponse },
    errors: [401],
  },
  revoke: {
    method: "DELETE",
    path: "/api/calendar-feed",
    access: "signed-in",
    tags,
    operationId: "revokeCalendarFeed",
    summary: "Revoke my calendar address; it then answers 404",
    responses: { 204: z.null() },
    errors: [401],
  },
  feed: {
    method: "GET",
    path: "/api/calendar-feed/:file",
    access: "public",
    tags,
    operationId: "getCalendarFeed",
    summary:
      "The calendar (text/calendar) behind a secret address; no sign-in, 404 once revoked",
    params: z.object({ file: z.string() }),
    secretParams: ["file"],
    responses: { 200: textAnswer("text/calendar") },
    errors: [404],
  },
});
