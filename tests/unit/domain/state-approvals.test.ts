import { describe, expect, it } from "vitest";
import { approvalsByState } from "~/domain/state-approvals";

describe("state approvals", () => {
  it("lists each approving state once, alphabetically, with its programs by grade band", () => {
    const result = approvalsByState([
      { title: "Middle", href: "/K12-program/m", gradeBand: "6–8", states: ["Texas", "Arizona"] },
      { title: "Early", href: "/K12-program/e", gradeBand: "K–2", states: ["Texas"] },
    ]);
    expect(result).toEqual([
      { state: "Arizona", programs: [{ title: "Middle", href: "/K12-program/m" }] },
      { state: "Texas", programs: [{ title: "Middle", href: "/K12-program/m" }, { title: "Early", href: "/K12-program/e" }] },
    ]);
  });
});
