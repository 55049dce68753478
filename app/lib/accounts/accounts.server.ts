// The account forms' actions: validate (zod), throttle, call better-auth, answer with a redirect or the
// page's field messages and a 4xx. Nothing here reveals whether an email has an account.
import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { cloudflareContext, requestContext } from "~/context";
import { afterSignInPath, messages } from "~/domain/account";
import { countersClearedByReset } from "~/domain/sign-in-throttle";
import { changePasswordSchema, createAccountSchema, deleteAccountSchema, profileSchema, requestResetSchema, resetPasswordSchema, signInSchema } from "~/domain/account-forms";
import { formResult, parseForm, type FormErrors } from "~/domain/form-errors";
import { writeNotice } from "../platform/cookies.server";
import { authFor, clearSessionCookie, endSession, refusal } from "./auth.server";
import { isCommon } from "./common-passwords.server";
import { adoptVisitorCart } from "../commerce/cart.server";
import { claimSignIn, clearCounters, withinRateLimit } from "../platform/rate-limit.server";
import { RATE_LIMITS } from "~/domain/rate-limits";
import { pseudonym, securityEvent } from "../platform/security-log.server";

type Context = Readonly<RouterContextProvider>;
/** The page's answer for a refused form: messages next to the fields, the typed values back (never passwords). */
function refused(intent: string, status: 400 | 401 | 403 | 429, errors: FormErrors, values: Record<string, string | undefined> = {}) {
  const kept = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return data(formResult(intent, errors, kept), { status });
}

function parse<S extends z.ZodType>(schema: S, form: FormData, intent: string) {
  const parsed = parseForm(schema, form);
  if (parsed.ok) return { ok: true as const, value: parsed.data };
  return { ok: false as const, response: refused(intent, 400, parsed.errors, parsed.values) };
}

/** Where a security event comes from: the request, and the env that keys the client's pseudonym. */
const where = (context: Context, request: Request) => ({ env: context.get(cloudflareContext).env, request });

const forwardCookies = (from: Headers) => {
  const headers = new Headers();
  for (const cookie of from.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
};

export async function createAccount(context: Context, request: Request, form: FormData) {
  const parsed = parse(createAccountSchema, form, "create-account");
  if (!parsed.ok) return parsed.response;
  const { name, email, organisation, password, redirectTo } = parsed.value;
  const { env } = context.get(cloudflareContext);
  if (await isCommon(env, password, [name, email.split("@")[0]!])) return refused("create-account", 400, { password: messages.commonPassword }, { name, email, organisation });
  // Each sign-up sends an email: bounded per address (the same answer for a new email or not).
  if (!(await withinRateLimit(env, "sign-up-email", email, RATE_LIMITS.signUpPerAddress))) {
    return refused("create-account", 429, { form: messages.signUpThrottled }, { name, email, organisation });
  }
  try {
    // callbackURL: the confirmation link brings the buyer back to where they were going.
    await (await authFor(context)).api.signUpEmail({ body: { name, email, password, organisation, callbackURL: afterSignInPath(redirectTo) }, headers: request.headers });
  } catch (error) {
    // An existing email never lands here: it answers exactly like a new one (better-auth emails its owner
    // instead). Whatever else the library refused, its code stays in the log, not on the page.
    console.warn(`[accounts] sign-up refused: ${refusal(error)}`);
    return refused("create-account", 400, { form: messages.signUpFailed }, { name, email, organisation });
  }
  return data(formResult("create-account", {}, { email }, "confirm-email"));
}

export async function signIn(context: Context, request: Request, form: FormData) {
  const parsed = parse(signInSchema, form, "sign-in");
  if (!parsed.ok) return parsed.response;
  const { email, password, redirectTo } = parsed.value;
  const from = where(context, request);
  // Counted before the password is checked: parallel guesses each take a place, and only the first few go on.
  const attempt = await claimSignIn(context, request, "buyer", email);
  const { account } = attempt;
  if (!attempt.allowed) return refused("sign-in", 429, { form: messages.throttled }, { email, redirectTo });
  const next = afterSignInPath(redirectTo);
  try {
    const { headers, response } = await (await authFor(context)).api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    if (!(await attempt.stillWithin())) {
      // A burst of guesses from this client passed the limit while this one was checked: none of them
      // signs in, the right password included (it may be the burst's lucky guess).
      await endSession(context, response.token);
      await attempt.throttled();
      return refused("sign-in", 429, { form: messages.throttled }, { email, redirectTo });
    }
    await attempt.release();
    await securityEvent("sign-in.succeeded", { actor: "buyer", account, user: response.user.id }, from);
    await adoptVisitorCart(context, request, response.user.id);
    return redirect(next, { headers: forwardCookies(headers) });
  } catch (error) {
    const code = refusal(error);
    await securityEvent("sign-in.failed", { actor: "buyer", account, reason: code }, from);
    // An unconfirmed account's right password still counts: each such sign-in would send a new link.
    if (code === "EMAIL_NOT_VERIFIED") return refused("sign-in", 403, { form: messages.notConfirmed }, { email, redirectTo });
    // The same words for an unknown email and a wrong password.
    return refused("sign-in", 401, { form: messages.signInFailed }, { email, redirectTo });
  }
}

export async function requestPasswordReset(context: Context, request: Request, form: FormData) {
  const parsed = parse(requestResetSchema, form, "request-reset");
  if (!parsed.ok) return parsed.response;
  const { email } = parsed.value;
  const { env } = context.get(cloudflareContext);
  const ip = context.get(requestContext).clientIp ?? "unknown";
  // Each request sends an email: bounded per address and per IP, with the same answer either way.
  if ((await withinRateLimit(env, "reset-email", email, { limit: 3, windowSeconds: 3600 })) && (await withinRateLimit(env, "reset-ip", ip, { limit: 20, windowSeconds: 3600 }))) {
    await (await authFor(context)).api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" }, headers: request.headers }).catch(refusal);
    await securityEvent("password-reset.requested", { actor: "buyer", account: await pseudonym(env, "email", email) }, { env, request });
  }
  return data(formResult("request-reset", {}, { email }, "reset-sent"));
}

/** Whether a reset link can still be used (issue #27: a used or expired one says so on open, not on submit). */
export async function resetLinkUsable(context: Context, token: string): Promise<boolean> {
  if (!token) return false;
  const expiresAt = await context.get(cloudflareContext).env.DB.prepare("SELECT expiresAt FROM auth_verifications WHERE identifier = ?").bind(`reset-password:${token}`).first<string>("expiresAt");
  return expiresAt !== null && new Date(expiresAt).getTime() > Date.now();
}

export async function resetPassword(context: Context, request: Request, form: FormData) {
  const parsed = parse(resetPasswordSchema, form, "reset-password");
  if (!parsed.ok) return parsed.response;
  const { token, password } = parsed.value;
  const { env } = context.get(cloudflareContext);
  if (await isCommon(env, password)) return refused("reset-password", 400, { password: messages.commonPassword }, { token });
  // Whose link it is, read before better-auth spends it (its row is keyed by the token).
  const owner = await env.DB.prepare("SELECT u.email FROM auth_verifications v JOIN auth_users u ON u.id = v.value WHERE v.identifier = ?")
    .bind(`reset-password:${token}`)
    .first<string>("email");
  try {
    await (await authFor(context)).api.resetPassword({ body: { newPassword: password, token }, headers: request.headers });
  } catch (error) {
    await securityEvent("password-reset.failed", { actor: "buyer", reason: refusal(error) }, where(context, request));
    return refused("reset-password", 400, { form: messages.resetLinkInvalid });
  }
  await securityEvent("password-reset.succeeded", { actor: "buyer" }, where(context, request));
  // The owner proved their mailbox: whatever pause strangers' guesses put on the account is lifted.
  if (owner) await clearCounters(env, countersClearedByReset(owner, context.get(requestContext).clientIp ?? "unknown"));
  // Every session of the account ended with the reset, this browser's too: sign in with the new password.
  return redirect("/login?reset=done", { headers: { "Set-Cookie": clearSessionCookie() } });
}

export async function updateProfile(context: Context, request: Request, form: FormData) {
  const parsed = parse(profileSchema, form, "profile");
  if (!parsed.ok) return parsed.response;
  await (await authFor(context)).api.updateUser({ body: { name: parsed.value.name, organisation: parsed.value.organisation }, headers: request.headers });
  return data(formResult("profile", {}, {}, "profile-saved"));
}

export async function changePassword(context: Context, request: Request, form: FormData) {
  const parsed = parse(changePasswordSchema, form, "change-password");
  if (!parsed.ok) return parsed.response;
  const { currentPassword, password } = parsed.value;
  if (await isCommon(context.get(cloudflareContext).env, password)) return refused("change-password", 400, { password: messages.commonPassword });
  try {
    const { headers } = await (await authFor(context)).api.changePassword({
      body: { currentPassword, newPassword: password, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await securityEvent("password.changed", { actor: "buyer" }, where(context, request));
    // better-auth replaced this browser's session too (every session ended): the new cookie must reach the
    // browser before the page loads again, so the answer is a redirect, not this request's page.
    return redirect("/personal-information?done=password-changed", { headers: forwardCookies(headers) });
  } catch (error) {
    await securityEvent("password.change-failed", { actor: "buyer", reason: refusal(error) }, where(context, request));
    return refused("change-password", 400, { currentPassword: messages.wrongPassword });
  }
}

/** Deletes the account after checking the password: personal data goes; sessions end. */
export async function deleteAccount(context: Context, request: Request, form: FormData) {
  const parsed = parse(deleteAccountSchema, form, "delete-account");
  if (!parsed.ok) return parsed.response;
  try {
    await (await authFor(context)).api.deleteUser({ body: { password: parsed.value.currentPassword }, headers: request.headers });
  } catch (error) {
    await securityEvent("account.delete-failed", { actor: "buyer", reason: refusal(error) }, where(context, request));
    return refused("delete-account", 400, { currentPassword: messages.wrongPassword });
  }
  await securityEvent("account.deleted", { actor: "buyer" }, where(context, request));
  const headers = new Headers({ "Set-Cookie": clearSessionCookie() });
  headers.append("Set-Cookie", await writeNotice("accountDeleted"));
  return redirect("/", { headers });
}
