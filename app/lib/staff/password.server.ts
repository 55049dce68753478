// A member of staff changes their own password (ASVS V6.2.2): the current one first, a new one that
// passes the same rules as a buyer's (8–128 characters, not common, not the school's words or their own
// email). Their other sessions end; wrong current passwords count towards the same pause as failed
// sign-ins. Audited and logged.
import { hashPassword, verifyPassword } from "better-auth/crypto";
import type { RouterContextProvider } from "react-router";
import { cloudflareContext, requestContext } from "~/context";
import { messages } from "~/domain/account";
import { changePasswordSchema } from "~/domain/account-forms";
import { parseForm, type FormErrors } from "~/domain/form-errors";
import { signInCounters } from "~/domain/sign-in-throttle";
import { isCommon } from "../accounts/common-passwords.server";
import { claimAttempt } from "../platform/rate-limit.server";
import { securityEvent } from "../platform/security-log.server";
import { auditStatement } from "./audit.server";
import { staffPasswordStatements, type StaffMember } from "./auth.server";

type Result = { ok: true } | { ok: false; status: 400 | 429; errors: FormErrors };

export async function changeStaffPassword(context: Readonly<RouterContextProvider>, request: Request, staff: StaffMember, form: FormData): Promise<Result> {
  const parsed = parseForm(changePasswordSchema, form);
  if (!parsed.ok) return { ok: false, status: 400, errors: parsed.errors };
  const { currentPassword, password } = parsed.data;
  const { env } = context.get(cloudflareContext);
  const from = { env, request };
  // The current password is a guess like a sign-in's: counted first, on the same counters.
  const attempt = await claimAttempt(env, signInCounters("staff", staff.email, context.get(requestContext).clientIp ?? "unknown"));
  if (!attempt.allowed) {
    return { ok: false, status: 429, errors: { form: "Too many attempts. Please wait 15 minutes before trying again." } };
  }
  const row = await env.DB.prepare("SELECT password_hash FROM staff_members WHERE id = ? AND disabled_at IS NULL").bind(staff.id).first<{ password_hash: string }>();
  if (!row || !(await verifyPassword({ hash: row.password_hash, password: currentPassword }))) {
    await securityEvent("password.change-failed", { actor: "staff", staff: staff.id }, from);
    return { ok: false, status: 400, errors: { currentPassword: messages.wrongPassword } };
  }
  await attempt.release();
  if (await isCommon(env, password, [staff.email])) return { ok: false, status: 400, errors: { password: messages.commonPassword } };
  await env.DB.batch([
    ...staffPasswordStatements(env.DB, staff, await hashPassword(password)),
    auditStatement(env.DB, { staff: staff.email, action: "changed their password" }),
  ]);
  await securityEvent("password.changed", { actor: "staff", staff: staff.id }, from);
  return { ok: true };
}
