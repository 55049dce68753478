// D1 queries for the foundation's data. Each function is one statement, named for what it means.
import type { ContactRequest } from "~/domain/newsletter";

/** Stores the subscription once per email; returns false when the email was already subscribed. */
export async function addNewsletterSubscription(db: D1Database, email: string, source: string): Promise<boolean> {
  const result = await db
    .prepare("INSERT INTO newsletter_subscriptions (email, source) VALUES (?, ?) ON CONFLICT(email) DO NOTHING")
    .bind(email, source)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

export async function storeContactRequest(db: D1Database, request: ContactRequest): Promise<void> {
  await db
    .prepare("INSERT INTO contact_requests (email, subject, payload) VALUES (?, ?, ?)")
    .bind(request.email, request.subject, JSON.stringify(request))
    .run();
}
