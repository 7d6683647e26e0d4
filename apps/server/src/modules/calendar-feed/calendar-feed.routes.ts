import { calendarFeedEndpoints as endpoints } from "@kosh/core/api/calendar-feed";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { INFRASTRUCTURE } from "../../plugins/infrastructure.ts";
import { AUTH } from "../auth/auth.plugin.ts";
import { signedInUser } from "../auth/authenticate.ts";
import { createCalendarFeedService } from "./calendar-feed.service.ts";

/** Make, check and revoke one's calendar address (signed in); the feed itself needs only the secret. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const feeds = createCalendarFeedService(app);

  endpointRoute(app, endpoints.create, async (request, reply) =>
    reply.code(201).send(await feeds.create(signedInUser(request).id)),
  );

  endpointRoute(app, endpoints.status, async (request) =>
    feeds.status(signedInUser(request).id),
  );

  endpointRoute(app, endpoints.revoke, async (request, reply) => {
    await feeds.revoke(signedInUser(request).id);
    return reply.code(204).send(null);
  });

  // The address is the secret: its entry has the log write it redacted (plugins/request-logger.ts).
  endpointRoute(app, endpoints.feed, async (request, reply) => {
    const token = request.params.file.replace(/\.ics$/, "");
    const text = await feeds.calendar(token);
    return reply
      .type("text/calendar; charset=utf-8")
      .header("content-disposition", 'inline; filename="kosh-maturities.ics"')
      .send(text);
  });
};

export const calendarFeedRoutes = fp(routes, {
  name: "kosh-calendar-feed",
  dependencies: [INFRASTRUCTURE, AUTH],
  encapsulate: true,
});
