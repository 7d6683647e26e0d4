import { authEndpoints as endpoints } from "@kosh/core/api/auth";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { databaseUnavailable } from "../../db/database-errors.ts";
import { Unauthorized } from "../../errors.ts";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import {
  requestCatalogue,
  requestLocale,
} from "../../plugins/request-locale.ts";
import { publicUser } from "../users/users.repo.ts";
import type { AuthService } from "./auth.service.ts";
import { signedInUser } from "./authenticate.ts";
import { bearerToken } from "./session-token.ts";
import {
  AUTH_UNAVAILABLE_MESSAGE,
  PROFILE_UNAVAILABLE_MESSAGE,
} from "./sign-in-rules.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The 503 message of this route when the database is away (docs/product.md#messages words it
     * per screen).
     */
    unavailableMessage?: string;
  }
}

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (
  app,
  { auth },
) => {
  const signInConfig = { unavailableMessage: AUTH_UNAVAILABLE_MESSAGE };

  // Database errors get each screen's words (docs/product.md#messages); the app's handler does the
  // rest.
  app.setErrorHandler((error, request) => {
    const unavailable = databaseUnavailable(
      error,
      request.routeOptions.config.unavailableMessage,
    );
    throw unavailable ?? error;
  });

  endpointRoute(
    app,
    endpoints.sendOtp,
    async (request) => {
      await auth.requestCode(
        request.body.email,
        request.ip,
        requestLocale(request),
      );
      // The same answer for every address (no enumeration), in the page's language.
      return { message: requestCatalogue(request)("auth.codeSent") };
    },
    { config: signInConfig },
  );

  endpointRoute(
    app,
    endpoints.resendOtp,
    async (request) => {
      await auth.requestCode(
        request.body.email,
        request.ip,
        requestLocale(request),
      );
      // The same answer for every address (no enumeration), in the page's language.
      return { message: requestCatalogue(request)("auth.codeSent") };
    },
    { config: signInConfig },
  );

  endpointRoute(
    app,
    endpoints.verifyOtp,
    async (request, reply) => {
      const signedIn = await auth.verifyCode(
        request.body.email,
        request.body.otp,
        request.ip,
        requestLocale(request),
      );
      reply.header("cache-control", "no-store");
      return {
        session: {
          access_token: signedIn.accessToken,
          expires_at: signedIn.expiresAt.toISOString(),
        },
        user: publicUser(signedIn.user),
      };
    },
    { config: signInConfig },
  );

  endpointRoute(app, endpoints.profile, async (request) => ({
    user: publicUser(signedInUser(request)),
  }));

  endpointRoute(
    app,
    endpoints.completeProfile,
    async (request) => {
      const { name, date_of_birth, location } = request.body;
      const updated = await auth.completeProfile(signedInUser(request).id, {
        name,
        dateOfBirth: date_of_birth,
        location,
      });
      return { user: publicUser(updated) };
    },
    { config: { unavailableMessage: PROFILE_UNAVAILABLE_MESSAGE } },
  );

  endpointRoute(
    app,
    endpoints.updateLocale,
    async (request) => ({
      user: publicUser(
        await auth.setLocale(signedInUser(request).id, request.body.locale),
      ),
    }),
    { config: { unavailableMessage: PROFILE_UNAVAILABLE_MESSAGE } },
  );

  // Its entry takes any bearer token (acceptsEndedSession): the check is here, not app.authenticate.
  endpointRoute(app, endpoints.signOut, async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new Unauthorized();
    // Idempotent: an unknown or already-ended token is signed out as well.
    await auth.signOut(token);
    return reply.code(204).send(null);
  });
};
