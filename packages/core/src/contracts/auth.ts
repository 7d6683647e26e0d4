import { z } from "zod";
import { LOCALES } from "../i18n/locale.ts";
import { message } from "./message.ts";
import { singleLineText } from "./plain-text.ts";

export const OTP_LENGTH = 6;
export const RESEND_COUNTDOWN_SECONDS = 60;
export const MINIMUM_AGE = 18;

const EMAIL = message("word.email");
const EMAIL_REQUIRED = message("field.required", { field: EMAIL });
const EMAIL_INVALID = message("field.invalid", { field: EMAIL });
const OTP_REQUIRED = message("field.required", { field: message("word.otp") });

/** An e-mail address, trimmed and lower-cased: sign-in, invitations, sharing the household. */
export const email = z
  .string({
    error: (issue) =>
      issue.input === undefined ? EMAIL_REQUIRED : EMAIL_INVALID,
  })
  .trim()
  .min(1, EMAIL_REQUIRED)
  .max(254, EMAIL_INVALID)
  .pipe(z.email(EMAIL_INVALID))
  .transform((value) => value.toLowerCase());

export const sendOtpRequest = z.strictObject({ email });
export const resendOtpRequest = sendOtpRequest;

export const verifyOtpRequest = z.strictObject({
  email,
  otp: z
    .string({ error: OTP_REQUIRED })
    .trim()
    .min(1, OTP_REQUIRED)
    .regex(
      new RegExp(`^\\d{${OTP_LENGTH}}$`),
      message("auth.otpDigits", { length: OTP_LENGTH }),
    ),
});

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(["admin", "user"]),
  profile_completed: z.boolean(),
  date_of_birth: z.string().nullable(),
  location: z.string().nullable(),
  /** The language the person reads Kosh in: their mails and calendar speak it, sign-in takes them to it. */
  locale: z.enum(LOCALES),
});
export type User = z.infer<typeof userSchema>;

export const verifyOtpResponse = z.object({
  session: z.object({ access_token: z.string(), expires_at: z.string() }),
  user: userSchema,
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponse>;

/** PUT /auth/locale: the signed-in person's language, set by the language switch. */
export const updateLocaleRequest = z.strictObject({ locale: z.enum(LOCALES) });
export type UpdateLocaleInput = z.infer<typeof updateLocaleRequest>;

/** GET /auth/profile, PUT /auth/complete-profile and PUT /auth/locale answer `{ user }`. */
export const profileResponse = z.object({ user: userSchema });
export type ProfileResponse = z.infer<typeof profileResponse>;

/** What send and resend answer for every address, invited or not (no enumeration). */
export const otpSentResponse = z.object({ message: z.string() });
export const OTP_SENT_MESSAGE = message("auth.codeSent");

/** Age by year difference (docs/product.md#complete-profile). */
export function ageInYears(dateOfBirth: string, today: string): number {
  return Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
}

/**
 * The profile form and PUT /auth/complete-profile share this; `today` is YYYY-MM-DD. The server
 * passes a function so one schema, built at start-up, keeps judging ages against the current day.
 */
export function completeProfileRequest(today: string | (() => string)) {
  const currentDay = typeof today === "function" ? today : () => today;
  const name = message("word.name");
  const dateOfBirth = message("word.dateOfBirth");
  const location = message("word.location");
  return z.strictObject({
    name: z
      .string({ error: message("field.required", { field: name }) })
      .check(singleLineText(name))
      .trim()
      .min(1, message("field.required", { field: name }))
      .max(100, message("field.atMostCharacters", { field: name, max: 100 })),
    date_of_birth: z
      .string({ error: message("field.required", { field: dateOfBirth }) })
      .trim()
      .min(1, {
        message: message("field.required", { field: dateOfBirth }),
        abort: true,
      })
      .regex(/^\d{4}-\d{2}-\d{2}$/, {
        message: message("field.date", { field: dateOfBirth }),
        abort: true,
      })
      // Date.parse accepts 2023-02-30; only a date that survives the round trip is real.
      // Each check stops the chain, so a person reads the one message that applies.
      .refine(isRealDate, {
        message: message("field.realDate", { field: dateOfBirth }),
        abort: true,
      })
      .refine((value) => value <= currentDay(), {
        message: message("profile.dateOfBirthFuture"),
        abort: true,
      })
      .refine(
        (value) => ageInYears(value, currentDay()) >= MINIMUM_AGE,
        message("profile.minimumAge", { age: MINIMUM_AGE }),
      ),
    location: z
      .string({ error: message("field.required", { field: location }) })
      .check(singleLineText(location))
      .trim()
      .min(1, message("field.required", { field: location }))
      .max(
        100,
        message("field.atMostCharacters", { field: location, max: 100 }),
      ),
    // Clients written for the original API also send a userId; the server ignores it and uses the
    // session's user.
    userId: z.string().optional(),
  });
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export type CompleteProfileInput = z.infer<
  ReturnType<typeof completeProfileRequest>
>;
