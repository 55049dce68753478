// Licences given to teachers (issue #11 §2): every move of an assignment and every refused one, the
// invitation's 30 days, the teacher's email as stored, and one licence per teacher per level.
import { describe, expect, it } from "vitest";
import {
  ASSIGNMENT_FLAGS,
  historyLine,
  invitationExpiresAt,
  isExpired,
  isLive,
  move,
  normaliseEmail,
  secondLicenceRefusal,
  type AssignmentAction,
  type AssignmentStatus,
} from "~/domain/licence-assignment";
import { teacherEmailSchema } from "~/domain/licence-forms";

const sent = new Date("2026-11-23T12:00:00Z");
const expiresAt = invitationExpiresAt(sent);
const during = new Date("2026-12-10T12:00:00Z");
const after = new Date("2026-12-23T12:00:01Z");
const state = (status: AssignmentStatus) => ({ status, expiresAt });

const STATUSES: AssignmentStatus[] = ["invited", "claimed", "revoked"];
const ACTIONS: AssignmentAction[] = ["claim", "revoke", "remind"];
const ALLOWED: Record<string, AssignmentStatus> = {
  "invited claim": "claimed",
  "invited revoke": "revoked",
  "claimed revoke": "revoked",
  "invited remind": "invited",
};

describe("an assignment's moves", () => {
  for (const status of STATUSES) {
    for (const action of ACTIONS) {
      const target = ALLOWED[`${status} ${action}`];
      it(`${status} + ${action} → ${target ?? "refused"}`, () => {
        const result = move(state(status), action, during);
        if (target) expect(result).toEqual({ ok: true, status: target });
        // A withdrawn invitation is gone for the teacher (410); every other refusal is a state that moved on (409).
        else expect(result).toMatchObject({ ok: false, status: status === "revoked" && action === "claim" ? 410 : 409 });
      });
    }
  }

  it("refuses a second claim, and a claim of a withdrawn invitation, with words a teacher understands", () => {
    expect(move(state("claimed"), "claim", during)).toEqual({ ok: false, status: 409, reason: "This invitation has already been used: a license can be claimed only once." });
    expect(move(state("revoked"), "claim", during)).toMatchObject({ ok: false, status: 410, reason: expect.stringContaining("withdrawn") });
  });

  it("lets an invitation be claimed for 30 days, then answers that the link expired (410)", () => {
    expect(expiresAt.toISOString()).toBe("2026-12-23T12:00:00.000Z");
    expect(move(state("invited"), "claim", expiresAt)).toEqual({ ok: true, status: "claimed" });
    expect(move(state("invited"), "claim", after)).toMatchObject({ ok: false, status: 410, reason: expect.stringContaining("expired") });
    expect(isExpired(state("invited"), after)).toBe(true);
    // Only an open invitation expires: a claimed licence stays claimed.
    expect(isExpired(state("claimed"), after)).toBe(false);
  });

  it("still lets the buyer revoke or send again an expired invitation", () => {
    expect(move(state("invited"), "revoke", after)).toEqual({ ok: true, status: "revoked" });
    expect(move(state("invited"), "remind", after)).toEqual({ ok: true, status: "invited" });
  });

  it("counts invited and claimed as holding the licence, revoked as giving it back", () => {
    expect(STATUSES.filter(isLive)).toEqual(["invited", "claimed"]);
  });

  it("names every state in words: Invited, Claimed, Revoked", () => {
    expect(STATUSES.map((s) => ASSIGNMENT_FLAGS[s].label)).toEqual(["Invited", "Claimed", "Revoked"]);
  });
});

describe("the teacher's email", () => {
  it("is stored trimmed and lower-cased", () => {
    expect(normaliseEmail("  Maria.Garcia@School.ORG ")).toBe("maria.garcia@school.org");
    expect(teacherEmailSchema.parse(" Maria.Garcia@School.ORG")).toBe("maria.garcia@school.org");
  });

  it("must be an email address, with a message for the field", () => {
    for (const [value, message] of [
      ["", "Enter the teacher’s email address."],
      ["   ", "Enter the teacher’s email address."],
      ["maria", "Enter a valid email address, like teacher@school.org."],
      ["maria@", "Enter a valid email address, like teacher@school.org."],
      [`${"a".repeat(250)}@x.org`, "Enter a valid email address, like teacher@school.org."],
    ]) {
      const parsed = teacherEmailSchema.safeParse(value);
      expect(parsed.success, value).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(message);
    }
    expect(teacherEmailSchema.safeParse(undefined).error?.issues[0]?.message).toBe("Enter the teacher’s email address.");
  });
});

describe("one licence per teacher per level", () => {
  const live = [
    { productSlug: "k2-level-1", teacherEmail: "maria@school.org" },
    { productSlug: "k2-level-2", teacherEmail: "juan@school.org" },
  ];

  it("refuses a second licence of a level for the same teacher, whatever the case of the address", () => {
    expect(secondLicenceRefusal(live, "k2-level-1", "Maria@School.org ")).toBe("maria@school.org already has a license for this level from you. Each teacher needs one license per level.");
  });

  it("allows the same teacher another level, and another teacher the same level", () => {
    expect(secondLicenceRefusal(live, "k2-level-2", "maria@school.org")).toBeNull();
    expect(secondLicenceRefusal(live, "k2-level-1", "juan@school.org")).toBeNull();
    expect(secondLicenceRefusal([], "k2-level-1", "maria@school.org")).toBeNull();
  });
});

describe("the licence history's words", () => {
  it("says who got what", () => {
    expect(historyLine("assigned", "K–2, Level 1 (Level 1)", "maria@school.org")).toBe("Invited maria@school.org to K–2, Level 1 (Level 1)");
    expect(historyLine("claimed", "Level 1", "maria@school.org")).toBe("maria@school.org claimed Level 1");
    expect(historyLine("revoked", "Level 1", "maria@school.org")).toBe("Revoked Level 1 from maria@school.org: the license is available again");
    expect(historyLine("reminded", "Level 1", "maria@school.org")).toBe("Sent the invitation to Level 1 again to maria@school.org");
  });
});
