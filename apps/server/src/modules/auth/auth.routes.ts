import {
  completeProfileRequest,
  OTP_SENT_MESSAGE,
  otpSentResponse,
  profileResponse,
  sendOtpRequest,
  resendOtpRequest,
  verifyOtpRequest,
  verifyOtpResponse,
} from "@kosh/core/contracts/auth";
import { serverToday } from "../../server-today.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { databaseUnavailable } from "../../db/database-errors.ts";
import { Unauthorized } from "../../errors.ts";
import { publicUser } from "../users/users.repo.ts";
import type { AuthService } from "./auth.service.ts";
import { SIGNED_IN } from "../../plugins/openapi.ts";
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
  const tags = ["auth"];
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

  app.post(
    "/send-otp",
    {
      schema: {
        tags,
        summary: "Send a sign-in code to an invited address",
        body: sendOtpRequest,
        response: { 200: otpSentResponse },
      },
      config: signInConfig,
    },
    async (request) => {
      await auth.requestCode(request.body.email, request.ip);
      return { message: OTP_SENT_MESSAGE };
    },
  );

  app.post(
    "/resend-otp",
    {
      schema: {
        tags,
        summary: "Send a new sign-in code to an invited address",
        body: resendOtpRequest,
        response: { 200: otpSentResponse },
      },
      config: signInConfig,
    },
    async (request) => {
      await auth.requestCode(request.body.email, request.ip);
      return { message: OTP_SENT_MESSAGE };
    },
  );

  app.post(
    "/verify-otp",
    {
      schema: {
        tags,
        summary: "Check a sign-in code and open a session",
        body: verifyOtpRequest,
        response: { 200: verifyOtpResponse },
      },
      config: signInConfig,
    },
    async (request, reply) => {
      const signedIn = await auth.verifyCode(
        request.body.email,
        request.body.otp,
        request.ip,
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
  );

  app.get(
    "/profile",
    {
      schema: {
        tags,
        summary: "The signed-in person",
        security: SIGNED_IN,
        response: { 200: profileResponse },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({ user: publicUser(signedInUser(request)) }),
  );

  app.put(
    "/complete-profile",
    {
      schema: {
        tags,
        summary: "Complete the signed-in person's profile",
        security: SIGNED_IN,
        body: completeProfileRequest(() => serverToday(app.now())),
        response: { 200: profileResponse },
      },
      // onRequest, like every other signed-in route: a stranger gets 401, not the body's validation errors.
      onRequest: app.authenticate,
      config: { unavailableMessage: PROFILE_UNAVAILABLE_MESSAGE },
    },
    async (request) => {
      const { name, date_of_birth, location } = request.body;
      const updated = await auth.completeProfile(signedInUser(request).id, {
        name,
        dateOfBirth: date_of_birth,
        location,
      });
      return { user: publicUser(updated) };
    },
  );

  app.post(
    "/sign-out",
    {
      schema: {
        tags,
        summary: "End the session of the bearer token",
        security: SIGNED_IN,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw new Unauthorized();
      // Idempotent: an unknown or already-ended token is signed out as well.
      await auth.signOut(token);
      return reply.code(204).send(null);
    },
  );
};
