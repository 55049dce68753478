// Account rules (issue #10 §1): password policy (ASVS 5.0 L2), lastURL redirects, timeouts, form schemas.
import { dictionary } from "@zxcvbn-ts/language-common";
import { describe, expect, it } from "vitest";
import { createAccountSchema, signInSchema } from "~/domain/account-forms";
import { parseForm, REPEATED_FIELD } from "~/domain/form-errors";
import {
  afterSignInPath,
  isCommonPassword,
  isContextPassword,
  loginPathFor,
  pastAbsoluteTimeout,
  RESET_LINK_SECONDS,
  SESSION_ABSOLUTE_SECONDS,
} from "~/domain/account";

const common = new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
const account = (password: string) => ({ intent: "create-account", name: "Ana López", email: "Ana@Example.com", password });
const fieldError = (input: unknown, field: string) => {
  const parsed = createAccountSchema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
};

describe("passwords", () => {
  it("need at least 8 characters and allow at least 64 (up to 128), with no composition rules", () => {
    expect(fieldError(account("1234567"), "password")).toBe("Use at least 8 characters");
    expect(fieldError(account("abcdefgh"), "password")).toBeUndefined();
    expect(fieldError(account("a".repeat(64)), "password")).toBeUndefined();
    expect(fieldError(account("a".repeat(128)), "password")).toBeUndefined();
    expect(fieldError(account("a".repeat(129)), "password")).toBe("Use at most 128 characters");
    // Spaces and any characters count as they are: a passphrase is welcome, nothing is trimmed.
    expect(createAccountSchema.parse(account("  my café password  ")).password).toBe("  my café password  ");
  });

  it("are refused when they are on the bundled list of at least 10,000 common passwords, in any case", () => {
    expect(common.size).toBeGreaterThanOrEqual(10_000);
    for (const password of ["password", "Password1", "qwertyuiop", "iloveyou", "12345678"]) expect(isCommonPassword(password, common), password).toBe(true);
    expect(isCommonPassword("tres tristes tigres comen trigo", common)).toBe(false);
  });

  it("are refused when they are little more than the site's own words or the person's name (ASVS V6.2.11)", () => {
    const words = ["Hablarte", "Ana López", "ana.lopez"];
    for (const password of ["Hablarte2026!", "hablarte hablarte", "SpanishSpanish", "español-curriculum", "LÓPEZ lopez 99", "ana.lopez1", "teacher!!teacher"]) {
      expect(isContextPassword(password, words), password).toBe(true);
    }
    for (const password of ["tres tristes tigres", "hablarte is where I learn on Tuesdays", "my 3 spanish verbs: ser, estar, haber", "12345678901234"]) {
      expect(isContextPassword(password, words), password).toBe(false);
    }
  });
});

describe("account forms", () => {
  it("normalise the email and refuse fields the form doesn't have", () => {
    expect(createAccountSchema.parse(account("tres tristes tigres")).email).toBe("ana@example.com");
    const tampered = createAccountSchema.safeParse({ ...account("tres tristes tigres"), role: "staff" });
    expect(tampered.success).toBe(false);
  });

  it("answer a repeated field or a missing one with a message, not a crash", () => {
    const form = new FormData();
    form.append("intent", "sign-in");
    form.append("email", "a@example.com");
    form.append("email", "b@example.com");
    expect(parseForm(signInSchema, form)).toMatchObject({ ok: false, errors: { email: REPEATED_FIELD } });
    form.delete("email");
    form.append("email", "a@example.com");
    expect(parseForm(signInSchema, form)).toMatchObject({ ok: false, errors: { password: expect.any(String) } });
  });
});

describe("lastURL (§4): only same-site paths", () => {
  it.each([
    ["/checkout", "/checkout"],
    ["/account/my-products", "/account/my-products"],
    ["/cart?step=2", "/cart?step=2"],
    ["//evil.example", "/account"],
    ["https://evil.example", "/account"],
    ["/\\evil.example", "/account"],
    ["javascript:alert(1)", "/account"],
    ["", "/account"],
    [undefined, "/account"],
    ["/login?redirectTo=/account", "/account"],
    ["/reset-password?token=x", "/account"],
  ])("%s → %s", (target, expected) => {
    expect(afterSignInPath(target)).toBe(expected);
  });

  it("a protected page sends the visitor to /login with the page they were on", () => {
    expect(loginPathFor("/account/my-products")).toBe("/login?redirectTo=%2Faccount%2Fmy-products");
    expect(loginPathFor("/checkout?x=1")).toBe("/login?redirectTo=%2Fcheckout%3Fx%3D1");
  });
});

describe("session and link lifetimes", () => {
  it("a session ends 30 days after sign-in however active; a reset link lasts 30 minutes or less", () => {
    const signedIn = new Date("2026-11-01T10:00:00Z");
    expect(SESSION_ABSOLUTE_SECONDS).toBe(30 * 24 * 3600);
    expect(pastAbsoluteTimeout(signedIn, new Date("2026-11-30T10:00:00Z"))).toBe(false);
    expect(pastAbsoluteTimeout(signedIn, new Date("2026-12-01T10:00:01Z"))).toBe(true);
    expect(RESET_LINK_SECONDS).toBeLessThanOrEqual(30 * 60);
  });
});
