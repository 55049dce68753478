// My Products (/account/my-products; issue #11 §2): what the page shows — the buyer's licences per product
// and level, their teachers, the licence history, and the licences this account holds as a teacher — and
// its three forms (assign, revoke, send again), each answering a redirect with a confirmation or a 4xx
// with its message.
import { parseForm } from "~/domain/form-errors";
import { ASSIGNMENT_FLAGS, isExpired } from "~/domain/licence-assignment";
import { assignLicenceSchema, assignmentSchema } from "~/domain/licence-forms";
import type { MyProductsData } from "~/domain/my-products-view";
import { formatLongDate, formatShortDate } from "~/domain/shop";
import { assignLicence, assignmentsOf, claimedLicencesOf, licenceHistoryOf, resendInvitation, revokeAssignment, type Actor } from "./licences.server";
import { licencesOf } from "./orders.server";

const INTENTS = ["assign-licence", "revoke-licence", "resend-invitation"] as const;
type Intent = (typeof INTENTS)[number];

export const isMyProductsIntent = (intent: unknown): intent is Intent => INTENTS.includes(intent as Intent);

const whenFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC" });

export async function myProductsOf(db: D1Database, userId: string): Promise<Omit<MyProductsData, "done">> {
  const [licences, assignments, history, assignedToYou] = await Promise.all([licencesOf(db, userId), assignmentsOf(db, userId), licenceHistoryOf(db, userId), claimedLicencesOf(db, userId)]);
  const now = new Date();
  return {
    licences,
    assignments: assignments.map((a) => {
      const flag = ASSIGNMENT_FLAGS[a.status];
      const expired = isExpired({ status: a.status, expiresAt: a.expiresAt }, now);
      const note =
        a.status === "claimed"
          ? `Claimed on ${formatShortDate(a.claimedAt!)}${a.claimedEmail && a.claimedEmail !== a.teacherEmail ? ` with the account ${a.claimedEmail}` : ""}.`
          : a.status === "revoked"
            ? `Revoked on ${formatShortDate(a.revokedAt!)}.`
            : expired
              ? `The link expired on ${formatLongDate(a.expiresAt)}: send it again, or revoke to free the licence.`
              : `Invitation sent on ${formatShortDate(a.sentAt)}; the link works until ${formatLongDate(a.expiresAt)}.`;
      return { id: a.id, slug: a.slug, teacherEmail: a.teacherEmail, label: flag.label, colour: flag.colour, note, canRevoke: a.live, canResend: a.status === "invited" };
    }),
    history: history.map((h) => ({ iso: h.at.toISOString(), when: `${whenFormat.format(h.at)} UTC`, who: h.actor, what: h.detail })),
    assignedToYou: assignedToYou.map((c) => ({ slug: c.slug, title: c.title, level: c.level, organisation: c.organisation, since: formatShortDate(c.claimedAt) })),
  };
}

export type MyProductsRefusal = { status: 400 | 404 | 409 | 410 | 429; error: string; assign?: { product: string; email: string; message: string } };

/** The page's forms: a redirect target with its confirmation, or the refusal to show. */
export async function myProductsAction(env: Env, owner: Actor, form: FormData, origin: string): Promise<{ ok: true; location: string } | ({ ok: false } & MyProductsRefusal)> {
  const intent = form.get("intent") as Intent;
  if (intent === "assign-licence") {
    const parsed = parseForm(assignLicenceSchema, form);
    const product = parsed.values.product ?? "";
    if (!parsed.ok) {
      const message = Object.values(parsed.errors)[0] ?? "Please check this field.";
      return { ok: false, status: 400, error: "", assign: { product, email: (parsed.values.email ?? "").slice(0, 254), message } };
    }
    const assigned = await assignLicence(env, owner, parsed.data.product, parsed.data.email, origin);
    if (!assigned.ok) return assigned.status === 404 ? { ok: false, status: 404, error: assigned.error } : { ok: false, status: assigned.status, error: "", assign: { product, email: parsed.data.email, message: assigned.error } };
    return { ok: true, location: `/account/my-products?done=licence-assigned#product-${parsed.data.product}` };
  }
  const parsed = parseForm(assignmentSchema, form);
  if (!parsed.ok) return { ok: false, status: 400, error: "Choose a licence from the list. Please reload the page." };
  const done = intent === "revoke-licence" ? await revokeAssignment(env, owner, parsed.data.assignment) : await resendInvitation(env, owner, parsed.data.assignment, origin);
  if (!done.ok) return { ok: false, status: done.status, error: done.error };
  return { ok: true, location: `/account/my-products?done=${intent === "revoke-licence" ? "licence-revoked" : "invitation-resent"}#product-${done.slug}` };
}
