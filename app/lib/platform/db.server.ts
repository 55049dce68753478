// D1 queries for the foundation's data. Each function is one statement, named for what it means.
import type { ContactRequest } from "~/domain/newsletter";

export async function storeContactRequest(db: D1Database, request: ContactRequest): Promise<void> {
  await db
    .prepare("INSERT INTO contact_requests (email, subject, payload) VALUES (?, ?, ?)")
    .bind(request.email, request.subject, JSON.stringify(request))
    .run();
}
