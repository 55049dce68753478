// Licences given to teachers (spec §2.9, §6; issue #11 §2; decision 0020): an assignment's states and the
// moves between them, the teacher's email as stored, the invitation's lifetime, and the rule of one licence
// per teacher per level. Pure: app/lib/commerce/licences.server.ts applies the answers with conditional updates.

export type AssignmentStatus = "invited" | "claimed" | "revoked";

/** The buyer's words for each state (the flag's colour is only a second signal). */
export const ASSIGNMENT_FLAGS: Record<AssignmentStatus, { label: string; colour: "blue" | "green" | "grey" }> = {
  invited: { label: "Invited", colour: "blue" },
  claimed: { label: "Claimed", colour: "green" },
  revoked: { label: "Revoked", colour: "grey" },
};

/** An invited or claimed assignment holds its licence; a revoked one gave it back. */
export const isLive = (status: AssignmentStatus) => status !== "revoked";

/** An invitation link works for this long after it was (last) sent. */
export const INVITATION_VALID_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const invitationExpiresAt = (sentAt: Date) => new Date(sentAt.getTime() + INVITATION_VALID_DAYS * DAY_MS);

export type AssignmentState = { status: AssignmentStatus; expiresAt: Date };
export type AssignmentAction = "claim" | "revoke" | "remind";

/** Why a move is refused, and the HTTP status that says it: 409 the state moved on, 410 the link is gone. */
export type Refusal = { ok: false; status: 409 | 410; reason: string };
export type Move = { ok: true; status: AssignmentStatus } | Refusal;

const MOVES: Record<AssignmentAction, { from: AssignmentStatus[]; to: AssignmentStatus }> = {
  claim: { from: ["invited"], to: "claimed" },
  // Revoking a claimed licence is how a buyer takes it back when a teacher leaves mid-year.
  revoke: { from: ["invited", "claimed"], to: "revoked" },
  // Sending the invitation again (a fresh link, a fresh 30 days) keeps it invited.
  remind: { from: ["invited"], to: "invited" },
};

const REFUSED: Record<AssignmentAction, Partial<Record<AssignmentStatus, Refusal>>> = {
  claim: {
    claimed: { ok: false, status: 409, reason: "This invitation has already been used: a license can be claimed only once." },
    revoked: { ok: false, status: 410, reason: "This invitation was withdrawn by the school. Ask the person who invited you if you still need the license." },
  },
  revoke: { revoked: { ok: false, status: 409, reason: "This license was already revoked." } },
  remind: {
    claimed: { ok: false, status: 409, reason: "The teacher has already claimed this license." },
    revoked: { ok: false, status: 409, reason: "This invitation was revoked. Assign the license again instead." },
  },
};

export const isExpired = (state: AssignmentState, now: Date) => state.status === "invited" && now.getTime() > state.expiresAt.getTime();

export function move(state: AssignmentState, action: AssignmentAction, now: Date): Move {
  const target = MOVES[action];
  if (!target.from.includes(state.status)) return REFUSED[action][state.status] ?? { ok: false, status: 409, reason: "This license changed meanwhile." };
  if (action === "claim" && isExpired(state, now)) {
    return { ok: false, status: 410, reason: "This invitation link has expired. Ask the person who invited you to send it again." };
  }
  return { ok: true, status: target.to };
}

/** Addresses are compared as mail servers practically treat them: without surrounding space, any case. */
export const normaliseEmail = (raw: string) => raw.trim().toLowerCase();

export type LiveAssignment = { productSlug: string; teacherEmail: string };

/**
 * Spec §6, one licence per teacher per level: a buyer may not give a second licence of a level to an
 * address that already holds (or is invited to) one of theirs. Answers the refusal, or null when allowed.
 */
export function secondLicenceRefusal(live: LiveAssignment[], productSlug: string, email: string): string | null {
  const teacher = normaliseEmail(email);
  return live.some((a) => a.productSlug === productSlug && normaliseEmail(a.teacherEmail) === teacher)
    ? `${teacher} already has a license for this level from you. Each teacher needs one license per level.`
    : null;
}

/** The history's words for each action: what happened, to whom. */
export function historyLine(action: "assigned" | "claimed" | "revoked" | "reminded", title: string, teacher: string): string {
  switch (action) {
    case "assigned":
      return `Invited ${teacher} to ${title}`;
    case "claimed":
      return `${teacher} claimed ${title}`;
    case "revoked":
      return `Revoked ${title} from ${teacher}: the license is available again`;
    case "reminded":
      return `Sent the invitation to ${title} again to ${teacher}`;
  }
}
