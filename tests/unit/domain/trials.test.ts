// Issue #22 §1: the rules of one free trial per person (decision 0029).
import { describe, expect, it } from "vitest";
import { normalisedEmail, refusalOf, refusalReason } from "~/domain/trials";

describe("the email a trial is claimed under", () => {
  it("ignores case, spaces around it and a +tag", () => {
    expect(normalisedEmail("  Ana.Lopez+Week2@Riverside.Example ")).toBe("ana.lopez@riverside.example");
    expect(normalisedEmail("ana@riverside.example")).toBe("ana@riverside.example");
  });

  it("ignores Gmail's dots, and reads googlemail.com as gmail.com", () => {
    expect(normalisedEmail("a.n.a.lopez+trial@gmail.com")).toBe("analopez@gmail.com");
    expect(normalisedEmail("Ana.Lopez@googlemail.com")).toBe("analopez@gmail.com");
  });

  it("keeps dots elsewhere, and an address that is only a tag as it is", () => {
    expect(normalisedEmail("ana.lopez@outlook.com")).toBe("ana.lopez@outlook.com");
    expect(normalisedEmail("+tag@riverside.example")).toBe("+tag@riverside.example");
  });
});

describe("why a trial was refused", () => {
  it("names the account first, then the email, then the card", () => {
    expect(refusalOf({ account: true, email: true, card: true })).toBe("account");
    expect(refusalOf({ account: false, email: true, card: true })).toBe("email");
    expect(refusalOf({ account: false, email: false, card: true })).toBe("card");
    expect(refusalOf({ account: false, email: false, card: false })).toBeNull();
  });

  it("says it in one plain sentence", () => {
    expect(refusalReason("account")).toBe("The free week is once per person, and this account has already had it.");
    expect(refusalReason("email")).toContain("this email address");
    expect(refusalReason("card")).toContain("the card you entered");
  });
});
