import {
  completeProfileRequest,
  otpSentResponse,
  profileResponse,
  resendOtpRequest,
  sendOtpRequest,
  updateLocaleRequest,
  verifyOtpRequest,
  verifyOtpResponse,
} from "../contracts/auth.ts";
import { z } from "zod";
import { profileRoute } from "./early-routes.ts";
import { defineEndpoints } from "./endpoint.ts";

const tags = ["auth"];

/** Signing in with a code by e-mail, the profile, signing out (docs/product.md#sign-in). */
export const authEndpoints = defineEndpoints({
  sendOtp: {
    method: "POST",
    path: "/api/auth/send-otp",
    access: "public",
    tags,
    summary: "Send a sign-in code to an invited address",
    body: sendOtpRequest,
    responses: { 200: otpSentResponse },
    // Too many codes for the address or the client (docs/product.md#sign-in-limits).
    errors: [429],
  },
  resendOtp: {
    method: "POST",
    path: "/api/auth/resend-otp",
    access: "public",
    tags,
    summary: "Send a new sign-in code to an invited address",
    body: resendOtpRequest,
    responses: { 200: otpSentResponse },
    // Too many codes for the address or the client (docs/product.md#sign-in-limits).
    errors: [429],
  },
  verifyOtp: {
    method: "POST",
    path: "/api/auth/verify-otp",
    access: "public",
    tags,
    summary: "Check a sign-in code and open a session",
    body: verifyOtpRequest,
    responses: { 200: verifyOtpResponse },
    // Too many wrong codes (docs/product.md#sign-in-limits).
    errors: [429],
  },
  profile: {
    ...profileRoute,
    tags,
    summary: "The signed-in person",
    responses: { 200: profileResponse },
  },
  completeProfile: {
    method: "PUT",
    path: "/api/auth/complete-profile",
    access: "signed-in",
    tags,
    summary: "Complete the signed-in person's profile",
    body: completeProfileRequest,
    responses: { 200: profileResponse },
  },
  updateLocale: {
    method: "PUT",
    path: "/api/auth/locale",
    access: "signed-in",
    tags,
    summary: "Set the signed-in person's language",
    description:
      "The language their reminders, unsubscribe page and calendar titles are in, and the one sign-in takes them to.",
    body: updateLocaleRequest,
    responses: { 200: profileResponse },
  },
  signOut: {
    method: "POST",
    path: "/api/auth/sign-out",
    access: "signed-in",
    acceptsEndedSession: true,
    tags,
    summary: "End the session of the bearer token",
    responses: { 204: z.null() },
  },
});
