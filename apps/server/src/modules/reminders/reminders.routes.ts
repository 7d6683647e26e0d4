import { reminderEndpoints as endpoints } from "@kosh/core/api/reminders";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { NotFound } from "../../errors.ts";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { INFRASTRUCTURE } from "../../plugins/infrastructure.ts";
import { requestLocale } from "../../plugins/request-locale.ts";
import { AUTH } from "../auth/auth.plugin.ts";
import { signedInUser } from "../auth/authenticate.ts";
import { createReminderService } from "./reminders.service.ts";
import { unsubscribeMessages, unsubscribePage } from "./unsubscribe-page.ts";

/**
 * Maturity reminders (docs/product.md#reminders): the signed-in settings, the one-click unsubscribe
 * that needs no sign-in (RFC 8058). The sweep runs on the jobs plugin's schedule (src/jobs/).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const reminders = createReminderService(app);

  endpointRoute(app, endpoints.settings, async (request) =>
    reminders.settings(signedInUser(request).id),
  );

  endpointRoute(app, endpoints.updateSettings, async (request) =>
    reminders.updateSettings(signedInUser(request).id, request.body),
  );

  /** The unsubscribe page's type, for a person reading it in a browser. */
  const PAGE = "text/html; charset=utf-8";
  // Only the one-click route reads a form; every other route keeps answering 415 to one.
  await app.register(async (oneClick) => {
    // The address holds the person's secret: no answer of it is stored, the page included (it
    // gets a page's headers, so that its style element may apply: plugins/security-headers.ts).
    oneClick.addHook("onSend", (_request, reply, payload, done) => {
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

    // The token is the person's secret: its entry has the log write it redacted (plugins/request-logger.ts).
    endpointRoute(oneClick, endpoints.unsubscribe, async (request, reply) => {
      // The page's own button asks for a page: a person reads the answer, never raw JSON.
      // It answers in the language of the person the link was sent to; an unknown link, in the
      // browser's.
      const page = request.headers.accept?.includes("text/html");
      let locale;
      try {
        locale = await reminders.unsubscribe(request.params.token);
      } catch (error) {
        if (!page || !(error instanceof NotFound)) throw error;
        return reply
          .code(404)
          .type(PAGE)
          .send(unsubscribePage(requestLocale(request), "unknown"));
      }
      if (page) return reply.type(PAGE).send(unsubscribePage(locale, "done"));
      return { message: unsubscribeMessages(locale)("done.message") };
    });

    endpointRoute(
      oneClick,
      endpoints.unsubscribePage,
      async (request, reply) => {
        const { token } = request.params;
        const locale =
          (await reminders.unsubscribeLocale(token)) ?? requestLocale(request);
        return reply.type(PAGE).send(unsubscribePage(locale, undefined, token));
      },
    );
  });
};

export const reminderRoutes = fp(routes, {
  name: "kosh-reminders",
  dependencies: [INFRASTRUCTURE, AUTH],
  encapsulate: true,
});
