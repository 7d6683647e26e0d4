import {
  calendarFeedResponse,
  createCalendarFeedRequest,
} from "@kosh/core/contracts/reminders";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { INFRASTRUCTURE } from "../../plugins/infrastructure.ts";
import { errorResponses } from "../../plugins/openapi.ts";
import { AUTH } from "../auth/auth.plugin.ts";
import { signedInUser } from "../auth/authenticate.ts";
import { createCalendarFeedService } from "./calendar-feed.service.ts";

/** Make, check and revoke one's calendar address (signed in); the feed itself needs only the secret. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["calendar feed"];
  const feeds = createCalendarFeedService(app);
  const signedIn = { onRequest: app.authenticate };
  const security = [{ bearerAuth: [] }];

  app.post(
    "/",
    {
      ...signedIn,
      schema: {
        tags,
        operationId: "createCalendarFeed",
        summary:
          "A new secret calendar address of my maturities; replaces the one before",
        security,
        body: createCalendarFeedRequest,
        response: { 201: calendarFeedResponse, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await feeds.create(signedInUser(request).id)),
  );

  app.get(
    "/",
    {
      ...signedIn,
      schema: {
        tags,
        operationId: "getCalendarFeedStatus",
        summary:
          "Whether I have a calendar address (it is shown only when made)",
        security,
        response: {
          200: z.object({ active: z.boolean() }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => feeds.status(signedInUser(request).id),
  );

  app.delete(
    "/",
    {
      ...signedIn,
      schema: {
        tags,
        operationId: "revokeCalendarFeed",
        summary: "Revoke my calendar address; it then answers 404",
        security,
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await feeds.revoke(signedInUser(request).id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/:file",
    {
      // The address is the secret: the log writes it redacted (plugins/request-logger.ts).
      config: { secretParams: ["file"] },
      schema: {
        tags,
        operationId: "getCalendarFeed",
        summary:
          "The calendar (text/calendar) behind a secret address; no sign-in, 404 once revoked",
        params: z.object({ file: z.string() }),
        produces: ["text/calendar"],
        response: { 200: z.string(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, "");
      const text = await feeds.calendar(token);
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", 'inline; filename="kosh-maturities.ics"')
        .send(text);
    },
  );
};

export const calendarFeedRoutes = fp(routes, {
  name: "kosh-calendar-feed",
  dependencies: [INFRASTRUCTURE, AUTH],
  encapsulate: true,
});
