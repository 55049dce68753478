// The account forms' schemas (server side): each field's rule and the message shown next to it.
import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./account";
import { MAX_EMAIL_LENGTH } from "./newsletter";
import { isOneLine, ONE_LINE_MESSAGE, redirectToField } from "./one-line";

const email = z
  .string({ error: "Enter your email address" })
  .trim()
  .min(1, { error: "Enter your email address" })
  .max(MAX_EMAIL_LENGTH, { error: "Enter a valid email address" })
  // Any address a mail server accepts (zod's pattern), not the newsletter's stricter 2–4-letter TLD rule.
  .regex(z.regexes.email, { error: "Enter a valid email address" })
  .transform((value) => value.toLowerCase());

/** A new password: length only (ASVS 6.2.5: no composition rules); the common list is checked apart. */
const newPassword = z
  .string({ error: "Choose a password" })
  .min(1, { error: "Choose a password" })
  .min(MIN_PASSWORD_LENGTH, { error: `Use at least ${MIN_PASSWORD_LENGTH} characters` })
  .max(MAX_PASSWORD_LENGTH, { error: `Use at most ${MAX_PASSWORD_LENGTH} characters` });

/** A password typed to prove who you are: never trimmed, never judged, only bounded. */
const currentPassword = z
  .string({ error: "Enter your password" })
  .min(1, { error: "Enter your password" })
  .max(MAX_PASSWORD_LENGTH, { error: "Enter your password" });

const name = z.string({ error: "Tell us your name" }).trim().min(1, { error: "Tell us your name" }).max(120, { error: "Use at most 120 characters" }).refine(isOneLine, { error: ONE_LINE_MESSAGE });
const organisation = z.string().trim().max(160, { error: "Use at most 160 characters" }).refine(isOneLine, { error: ONE_LINE_MESSAGE }).optional().default("");

export const createAccountSchema = z.strictObject({ intent: z.literal("create-account"), name, email, organisation, password: newPassword, redirectTo: redirectToField });
export const signInSchema = z.strictObject({ intent: z.literal("sign-in"), email, password: currentPassword, redirectTo: redirectToField });
export const requestResetSchema = z.strictObject({ intent: z.literal("request-reset"), email });
/** An address carried from the sign-in screen to the reset screen (issue #27): kept if it is one, else dropped. */
export const carriedEmail = (value: unknown): string | null => email.safeParse(value).data ?? null;
export const resetPasswordSchema = z.strictObject({ intent: z.literal("reset-password"), token: z.string().min(1).max(200), password: newPassword });
export const profileSchema = z.strictObject({ intent: z.literal("profile"), name, organisation });
export const changePasswordSchema = z.strictObject({ intent: z.literal("change-password"), currentPassword, password: newPassword });
export const deleteAccountSchema = z.strictObject({ intent: z.literal("delete-account"), currentPassword });
export const signOutOthersSchema = z.strictObject({ intent: z.literal("sign-out-others"), currentPassword });
