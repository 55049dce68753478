import { describe, expect, it } from "vitest";
import { EMAIL_FIELD_MESSAGE, isNewsletterEmail, newsletterContact } from "~/domain/newsletter";
import { contactRequestSchema, newsletterSchema } from "~/domain/newsletter-schema";
import { NOTIFICATIONS } from "~/domain/notifications";

describe("newsletter email (spec §5)", () => {
  it.each(["ana@example.com", "j.doe+news@school.k12.us", "luis@mail.info", "a@b.co"])("accepts %s", (email) => {
    expect(newsletterSchema.safeParse({ email }).success).toBe(true);
    expect(isNewsletterEmail(email)).toBe(true);
  });

  it.each(["", "ana", "ana@example", "ana@example.c", "ana@example.museum", "<script>@x.com", "ana @example.com", "a".repeat(250) + "@x.com"])(
    "rejects %j with 'Enter a valid email'",
    (email) => {
      const result = newsletterSchema.safeParse({ email });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(EMAIL_FIELD_MESSAGE);
      expect(isNewsletterEmail(email)).toBe(false);
    },
  );

  it("rejects a missing or non-text email with the field message", () => {
    expect(newsletterSchema.safeParse({}).error?.issues[0]?.message).toBe("Enter a valid email");
    expect(newsletterSchema.safeParse({ email: 42 }).error?.issues[0]?.message).toBe("Enter a valid email");
  });

  it("uses the spec's notifications", () => {
    expect(NOTIFICATIONS.newsletterInvalid).toMatchObject({ title: "Missing fields", message: "Please fill in the email", type: "error" });
    expect(NOTIFICATIONS.newsletterThanks.message).toBe("Thank you for providing your information. We will reach out soon.");
  });
});

describe("backend contact payload (spec §7)", () => {
  it("is exactly {email, subject: 'Subscribe To Newsletter'}", () => {
    expect(newsletterContact("ana@example.com")).toEqual({ email: "ana@example.com", subject: "Subscribe To Newsletter" });
  });

  it("refuses extra fields", () => {
    expect(contactRequestSchema.safeParse({ email: "ana@example.com", subject: "Hi", admin: true }).success).toBe(false);
  });
});
