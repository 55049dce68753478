// A buyer's sessions (ASVS V7.5.2): the list on /personal-information — each by device and dates, this
// browser's marked — and "Sign out everywhere else", which asks for the password first.
import { data, type RouterContextProvider } from "react-router";
import { cloudflareContext } from "~/context";
import { messages, pastAbsoluteTimeout } from "~/domain/account";
import { signOutOthersSchema } from "~/domain/account-forms";
import { describeDevice } from "~/domain/devices";
import { formResult, parseForm } from "~/domain/form-errors";
import type { SignedIn } from "~/domain/account";
import { authFor, refusal } from "./auth.server";
import { securityEvent } from "../platform/security-log.server";

type Context = Readonly<RouterContextProvider>;

export type SessionView = { id: string; device: string; signedInAt: string; lastActiveAt: string; current: boolean };

type Row = { id: string; createdAt: string | number; updatedAt: string | number; expiresAt: string | number; userAgent: string | null };

/** The account's live sessions, the newest activity first; tokens never leave the server. */
export async function sessionsOf(context: Context, account: SignedIn, now = new Date()): Promise<SessionView[]> {
  const { results } = await context.get(cloudflareContext).env.DB.prepare("SELECT id, createdAt, updatedAt, expiresAt, userAgent FROM auth_sessions WHERE userId = ?").bind(account.user.id).all<Row>();
  return results
    .filter((row) => new Date(row.expiresAt) > now && !pastAbsoluteTimeout(new Date(row.createdAt), now))
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      signedInAt: new Date(row.createdAt).toISOString(),
      lastActiveAt: new Date(row.updatedAt).toISOString(),
      current: row.id === account.session.id,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
}

/** Ends every session of the account but this one, once the password is confirmed. */
export async function signOutOtherSessions(context: Context, request: Request, form: FormData) {
  const parsed = parseForm(signOutOthersSchema, form);
  if (!parsed.ok) return data(formResult("sign-out-others", parsed.errors), { status: 400 });
  const auth = await authFor(context);
  const from = { env: context.get(cloudflareContext).env, request };
  try {
    await auth.api.verifyPassword({ body: { password: parsed.data.currentPassword }, headers: request.headers });
  } catch (error) {
    await securityEvent("sessions.end-others-failed", { actor: "buyer", reason: refusal(error) }, from);
    return data(formResult("sign-out-others", { currentPassword: messages.wrongPassword }), { status: 400 });
  }
  await auth.api.revokeOtherSessions({ headers: request.headers });
  await securityEvent("sessions.ended-others", { actor: "buyer" }, from);
  return data(formResult("sign-out-others", {}, {}, "others-signed-out"));
}
