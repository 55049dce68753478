// My Products (/account/my-products; issue #11 §2): what the page shows — the buyer's licences per product
// and level, their teachers, the licence history, and the licences this account holds as a teacher — and
// its three forms (assign, revoke, send again), each answering a redirect with a confirmation or a 4xx
// with its message.
import { parseForm } from "~/domain/form-errors";
import { ASSIGNMENT_FLAGS, isExpired } from "~/domain/licence-assignment";
import { assignLicenceSchema, assignmentSchema } from "~/domain/licence-forms";
import type { MyProductsData } from "~/domain/my-products-view";
import { formatLongDate, formatShortDate } from "~/domain/shop";
import { MAX_ROSTER_BYTES, parseRoster, problemText, type RosterLevel } from "~/domain/roster";
import { assignLicence, assignmentsRead, assignRoster, claimedLicencesRead, licenceHistoryRead, resendInvitation, revokeAssignment, type Actor } from "./licences.server";
import { licencesRead } from "./orders.server";
import { usageRead } from "./licence-usage.server";
import { readsOf, type BatchedRead } from "../platform/batched-reads.server";
import { strictUtf8 } from "../edge/form.server";

const INTENTS = ["assign-licence", "revoke-licence", "resend-invitation", "assign-roster", "revoke-selected", "resend-selected"] as const;
type Intent = (typeof INTENTS)[number];

export const isMyProductsIntent = (intent: unknown): intent is Intent => INTENTS.includes(intent as Intent);

const whenFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC" });

/** The page's reads, for the caller's batch (`readTogether`, `requireAccountWith`): five owners' reads, one round trip and one snapshot (decision 0047). */
export function myProductsRead(db: D1Database, userId: string, now = new Date()): BatchedRead<Omit<MyProductsData, "done" | "count">> {
  return readsOf([licencesRead(db, userId), assignmentsRead(db, userId), licenceHistoryRead(db, userId), claimedLicencesRead(db, userId), usageRead(db, userId)], ([licences, assignments, history, assignedToYou, usage]) => ({
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
              ? `The link expired on ${formatLongDate(a.expiresAt)}: send it again, or revoke to free the license.`
              : `Invitation sent on ${formatShortDate(a.sentAt)}; the link works until ${formatLongDate(a.expiresAt)}.`;
      const used = usage.get(a.id);
      return {
        id: a.id,
        slug: a.slug,
        teacherEmail: a.teacherEmail,
        teacherName: a.teacherName,
        label: flag.label,
        colour: flag.colour,
        note,
        canRevoke: a.live,
        canResend: a.status === "invited",
        opened: used?.lastOpenedAt ? formatShortDate(new Date(used.lastOpenedAt)) : a.status === "claimed" ? "Not yet" : "—",
        lessons: used?.lessonsDownloaded ?? 0,
      };
    }),
    history: history.map((h) => ({ iso: h.at.toISOString(), when: `${whenFormat.format(h.at)} UTC`, who: h.actor, what: h.detail })),
    assignedToYou: assignedToYou.map((c) => ({ slug: c.slug, title: c.title, level: c.level, organisation: c.organisation, since: formatShortDate(c.claimedAt) })),
  }));
}

export type MyProductsRefusal = { status: 400 | 404 | 409 | 410 | 413 | 415 | 429; error: string; assign?: { product: string; email: string; message: string }; roster?: { product: string; text: string; problems: string[] } };

/** The page's forms: a redirect target with its confirmation, or the refusal to show. */
export async function myProductsAction(env: Env, owner: Actor, form: FormData, origin: string, levels: RosterLevel[]): Promise<{ ok: true; location: string } | ({ ok: false } & MyProductsRefusal)> {
  const intent = form.get("intent") as Intent;
  if (intent === "assign-roster") return rosterAction(env, owner, form, origin, levels);
  if (intent === "revoke-selected" || intent === "resend-selected") return selectedAction(env, owner, form, origin, intent);
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
  if (!parsed.ok) return { ok: false, status: 400, error: "Choose a license from the list. Please reload the page." };
  const done = intent === "revoke-licence" ? await revokeAssignment(env, owner, parsed.data.assignment) : await resendInvitation(env, owner, parsed.data.assignment, origin);
  if (!done.ok) return { ok: false, status: done.status, error: done.error };
  return { ok: true, location: `/account/my-products?done=${intent === "revoke-licence" ? "licence-revoked" : "invitation-resent"}#product-${done.slug}` };
}

/** A roster pasted or uploaded (issue #25): every teacher invited, or none, with each problem by its line. */
async function rosterAction(env: Env, owner: Actor, form: FormData, origin: string, levels: RosterLevel[]): Promise<{ ok: true; location: string } | ({ ok: false } & MyProductsRefusal)> {
  const product = String(form.get("product") ?? "").slice(0, 80);
  const under = levels.some((l) => l.slug === product) ? product : undefined;
  const pasted = String(form.get("roster") ?? "").slice(0, MAX_ROSTER_BYTES);
  const read = await rosterText(form.get("rosterFile"), pasted);
  const refuse = (status: MyProductsRefusal["status"], problems: string[]) => ({ ok: false as const, status, error: "", roster: { product: under ?? "", text: pasted, problems } });
  if ("refused" in read) return refuse(read.status, [read.refused]);
  const parsed = parseRoster(read.text, levels, under);
  if (!parsed.ok) return refuse(400, parsed.problems.map(problemText));
  const assigned = await assignRoster(env, owner, parsed.rows, origin);
  if (!assigned.ok) return refuse(assigned.status, assigned.problems.map(problemText));
  return { ok: true, location: `/account/my-products?done=roster-invited&count=${assigned.invited}${under ? `#product-${under}` : ""}` };
}

const TEXT_FILE = /\.(csv|txt)$/i;

/** The roster's text: an uploaded CSV (checked to be text) when there is one, else what was pasted. */
async function rosterText(file: FormDataEntryValue | null, pasted: string): Promise<{ text: string } | { refused: string; status: 400 | 413 | 415 }> {
  if (!(file instanceof File) || file.size === 0) return { text: pasted };
  if (file.size > MAX_ROSTER_BYTES) return { refused: `The roster file is larger than ${MAX_ROSTER_BYTES / 1000} KB: split it in two.`, status: 413 };
  const bytes = new Uint8Array(await file.arrayBuffer());
  // A CSV is text: no NUL bytes, valid UTF-8 (a spreadsheet's "CSV UTF-8"), and named .csv or .txt.
  if (!TEXT_FILE.test(file.name) || bytes.includes(0)) return { refused: "Upload the roster as a CSV file (.csv), with the columns email, name and level.", status: 415 };
  try {
    return { text: strictUtf8.decode(bytes) };
  } catch {
    return { refused: "We couldn’t read this file as text. In your spreadsheet, save it as “CSV UTF-8” and upload it again.", status: 400 };
  }
}

/** Revoke or send again several licences at once: each one on its own, all reported. */
async function selectedAction(env: Env, owner: Actor, form: FormData, origin: string, intent: "revoke-selected" | "resend-selected"): Promise<{ ok: true; location: string } | ({ ok: false } & MyProductsRefusal)> {
  const ids = [...new Set(form.getAll("assignment").map(String))].filter((id) => id.length > 0 && id.length <= 64).slice(0, 500);
  if (ids.length === 0) return { ok: false, status: 400, error: "Select the teachers first, then choose what to do." };
  const failures: string[] = [];
  let done = 0;
  let slug = "";
  for (const id of ids) {
    const outcome = intent === "revoke-selected" ? await revokeAssignment(env, owner, id) : await resendInvitation(env, owner, id, origin);
    if (outcome.ok) {
      done++;
      slug = outcome.slug;
    } else failures.push(outcome.error);
  }
  if (failures.length) {
    const did = intent === "revoke-selected" ? "revoked" : "sent again";
    return { ok: false, status: 409, error: `${done} of ${ids.length} ${did}. Not the others: ${[...new Set(failures)].join(" ")}` };
  }
  return { ok: true, location: `/account/my-products?done=${intent === "revoke-selected" ? "licences-revoked" : "invitations-resent"}&count=${done}${slug ? `#product-${slug}` : ""}` };
}
