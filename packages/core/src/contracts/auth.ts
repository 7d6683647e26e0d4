import { z } from "zod";
import { singleLineText } from "./plain-text.ts";

export const OTP_LENGTH = 6;
export const RESEND_COUNTDOWN_SECONDS = 60;
export const MINIMUM_AGE = 18;

const email = z
  .string({
    error: (issue) =>
      issue.input === undefined ? "Email is required" : "Email is invalid",
  })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is invalid")
  .pipe(z.email("Email is invalid"))
  .transform((value) => value.toLowerCase());

export const sendOtpRequest = z.strictObject({ email });
export const resendOtpRequest = sendOtpRequest;

export const verifyOtpRequest = z.strictObject({
  email,
  otp: z
    .string({ error: "OTP is required" })
    .trim()
    .min(1, "OTP is required")
    .regex(
      new RegExp(`^\\d{${OTP_LENGTH}}$`),
      `OTP must be ${OTP_LENGTH} digits`,
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
});
export type User = z.infer<typeof userSchema>;

export const verifyOtpResponse = z.object({
  session: z.object({ access_token: z.string(), expires_at: z.string() }),
  user: userSchema,
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponse>;

/** GET /auth/profile and PUT /auth/complete-profile both answer `{ user }`. */
export const profileResponse = z.object({ user: userSchema });
export type ProfileResponse = z.infer<typeof profileResponse>;

/** What send and resend answer for every address, invited or not (no enumeration). */
export const otpSentResponse = z.object({ message: z.string() });
export const OTP_SENT_MESSAGE =
  "If this address is invited, a code is on its way.";

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
  return z.strictObject({
    name: z
      .string({ error: "Name is required" })
      .check(singleLineText("Name"))
      .trim()
      .min(1, "Name is required")
      .max(100, "Name must be at most 100 characters"),
    date_of_birth: z
      .string({ error: "Date of birth is required" })
      .trim()
      .min(1, { message: "Date of birth is required", abort: true })
      .regex(/^\d{4}-\d{2}-\d{2}$/, {
        message: "Date of birth must be a date (YYYY-MM-DD)",
        abort: true,
      })
      // Date.parse accepts 2023-02-30; only a date that survives the round trip is real.
      // Each check stops the chain, so a person reads the one message that applies.
      .refine(isRealDate, {
        message: "Date of birth must be a real date",
        abort: true,
      })
      .refine((value) => value <= currentDay(), {
        message: "Date of birth cannot be in the future",
        abort: true,
      })
      .refine(
        (value) => ageInYears(value, currentDay()) >= MINIMUM_AGE,
        "You must be at least 18 years old",
      ),
    location: z
      .string({ error: "Location is required" })
      .check(singleLineText("Location"))
      .trim()
      .min(1, "Location is required")
      .max(100, "Location must be at most 100 characters"),
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
