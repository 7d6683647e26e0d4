import { authEndpoints } from "@kosh/core/api/auth";
import type { CompleteProfileInput, User } from "@kosh/core/contracts/auth";
import { apiClient, expectSuccess } from "./api-client.ts";
import type { SendJson } from "./send-json.ts";
import type { Mailbox } from "./smtp-capture.ts";

export interface SignedInSession {
  email: string;
  token: string;
  user: User;
}

export interface SignInOptions {
  /** Completes the profile with these details when the server asks for one (a first sign-in). */
  profile?: CompleteProfileInput;
}

/**
 * Signs in as a person does, over HTTP: asks for a code (`authEndpoints.sendOtp`), reads it from
 * the mail the server sent, and sends it back (`authEndpoints.verifyOtp`). `send` is a base URL
 * or a way of sending of the caller's.
 */
export async function signInOverHttp(
  send: string | SendJson,
  mailbox: Mailbox,
  email: string,
  { profile }: SignInOptions = {},
): Promise<SignedInSession> {
  const call = apiClient(send);
  const before = await mailbox.count(email);
  await expectSuccess(
    call(authEndpoints.sendOtp, { body: { email } }),
    200,
    `send-otp for ${email}`,
  );
  const otp = await mailbox.latestCode(email, { after: before });
  const verified = await expectSuccess(
    call(authEndpoints.verifyOtp, { body: { email, otp } }),
    200,
    `verify-otp for ${email}`,
  );
  const token = verified.session.access_token;
  if (profile && !verified.user.profile_completed) {
    const completed = await expectSuccess(
      call(authEndpoints.completeProfile, { body: profile }, { token }),
      200,
      `complete-profile for ${email}`,
    );
    return { email, token, user: completed.user };
  }
  return { email, token, user: verified.user };
}
