import {
  reminderSettingsRequest,
  reminderSettingsResponse,
  unsubscribeResponse,
} from "@kosh/core/contracts/reminders";
import fp from "fastify-plugin";
import type {
  FastifyPluginAsyncZod,
  ZodTypeProvider,
} from "fastify-type-provider-zod";
import { z } from "zod";
import { NotFound } from "../../errors.ts";
import { INFRASTRUCTURE } from "../../plugins/infrastructure.ts";
import { errorResponses } from "../../plugins/openapi.ts";
import { AUTH } from "../auth/auth.plugin.ts";
import { signedInUser } from "../auth/authenticate.ts";
import { createReminderService } from "./reminders.service.ts";
import { unsubscribePage } from "./unsubscribe-page.ts";

const UNSUBSCRIBED =
  "Maturity reminders are off. You can turn them on again in Kosh's settings.";

/**
 * Maturity reminders (docs/product.md#reminders): the signed-in settings, the one-click unsubscribe
 * that needs no sign-in (RFC 8058). The sweep runs on the jobs plugin's schedule (src/jobs/).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["reminders"];
  const reminders = createReminderService(app);
  const signedIn = { onRequest: app.authenticate };
  const security = [{ bearerAuth: [] }];

  app.get(
    "/settings",
    {
      ...signedIn,
      schema: {
        tags,
        operationId: "getReminderSettings",
        summary: "My reminder settings and a preview of my next reminders",
        security,
        response: {
          200: reminderSettingsResponse,
          ...errorResponses(401),
        },
      },
    },
    async (request) => reminders.settings(signedInUser(request).id),
  );

  app.put(
    "/settings",
    {
      ...signedIn,
      schema: {
        tags,
        operationId: "updateReminderSettings",
        summary: "Turn reminders on or off and choose the lead times",
        security,
        body: reminderSettingsRequest,
        response: {
          200: reminderSettingsResponse,
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) =>
      reminders.updateSettings(signedInUser(request).id, request.body),
  );

  const tokenParams = z.object({ token: z.string() });
  // The token is the person's secret: the log writes it redacted (plugins/request-logger.ts).
  const secretToken = { secretParams: ["token"] };
  /** The unsubscribe page's type, for a person reading it in a browser. */
  const PAGE = "text/html; charset=utf-8";
  // Only the one-click route reads a form; every other route keeps answering 415 to one.
  await app.register(async (child) => {
    const oneClick = child.withTypeProvider<ZodTypeProvider>();
    // The address holds the person's secret: no answer of it is stored, the page included (it
    // gets a page's headers, so that its style element may apply: plugins/security-headers.ts).
    child.addHook("onSend", (_request, reply, payload, done) => {
      reply.header("cache-control", "no-store");
      done(null, payload);
    });
    // Mail apps post `List-Unsubscribe=One-Click` as a form; the secret in the path is all that counts.
    for (const type of [
      "application/x-www-form-urlencoded",
      "multipart/form-data",
    ]) {
      oneClick.addContentTypeParser(
        type,
        { parseAs: "string" },
        (_request, body, done) => done(null, body),
      );
    }

    oneClick.post(
      "/unsubscribe/:token",
      {
        config: secretToken,
        schema: {
          tags,
          operationId: "unsubscribeFromReminders",
          summary:
            "One-click unsubscribe from a reminder mail (RFC 8058); no sign-in",
          params: tokenParams,
          response: {
            200: unsubscribeResponse.or(z.string()),
            ...errorResponses(404),
          },
        },
      },
      async (request, reply) => {
        // The page's own button asks for a page: a person reads the answer, never raw JSON.
        const page = request.headers.accept?.includes("text/html");
        try {
          await reminders.unsubscribe(request.params.token);
        } catch (error) {
          if (!page || !(error instanceof NotFound)) throw error;
          return reply
            .code(404)
            .type(PAGE)
            .send(
              unsubscribePage({
                heading: "Link not recognised",
                message: error.message,
              }),
            );
        }
        if (page)
          return reply.type(PAGE).send(
            unsubscribePage({
              heading: "Unsubscribed",
              message: UNSUBSCRIBED,
            }),
          );
        return { message: UNSUBSCRIBED };
      },
    );

    oneClick.get(
      "/unsubscribe/:token",
      {
        config: secretToken,
        schema: {
          tags,
          operationId: "showUnsubscribePage",
          summary:
            "The page the unsubscribe link in a reminder opens: one button that unsubscribes",
          params: tokenParams,
          produces: ["text/html"],
        },
      },
      async (request, reply) =>
        reply.type(PAGE).send(unsubscribePage(undefined, request.params.token)),
    );
  });
};

export const reminderRoutes = fp(routes, {
  name: "kosh-reminders",
  dependencies: [INFRASTRUCTURE, AUTH],
  encapsulate: true,
});
