import { describe, expect, it } from "vitest";
import { EMAIL_FIELD_MESSAGE, isEnhancedNewsletterPost, isNewsletterEmail, isNewsletterThanks, NEWSLETTER_THANKS_LOCATION, newsletterContact } from "~/domain/newsletter";
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

describe("after a signup (decision 0045)", () => {
  const post = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return form;
  };

  it("sends a signup without JavaScript to the home page's signup, on an address that thanks the visitor", () => {
    const landing = new URL(NEWSLETTER_THANKS_LOCATION, "https://www.hablarte.com");
    expect(landing.pathname).toBe("/");
    expect(landing.hash).toBe("#newsletter");
    expect(isNewsletterThanks(landing.searchParams)).toBe(true);
    expect(isNewsletterThanks(new URLSearchParams(""))).toBe(false);
    expect(isNewsletterThanks(new URLSearchParams("newsletter=other"))).toBe(false);
  });

  it("tells the script's signup (enhanced=1) from a plain form post and from other forms", () => {
    expect(isEnhancedNewsletterPost(post({ intent: "newsletter", email: "a@b.co", enhanced: "1" }))).toBe(true);
    expect(isEnhancedNewsletterPost(post({ intent: "newsletter", email: "a@b.co" }))).toBe(false);
    expect(isEnhancedNewsletterPost(post({ intent: "answer", enhanced: "1" }))).toBe(false);
    expect(isEnhancedNewsletterPost(undefined)).toBe(false);
  });
});
