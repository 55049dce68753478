// Deliveries to third parties: stored in D1 first, then sent through the OUTBOX Queue with retries.
// A third-party outage loses nothing: the row stays 'pending' until delivered, or becomes the
// dead-letter record ('dead') after the last attempt; the cron re-drives rows the Queue never saw.
import type { ContactRequest } from "~/domain/newsletter";
import { contactRequestSchema } from "~/domain/newsletter-schema";
import { storeContactRequest } from "./db.server";
import { getConfig, type AppConfig } from "./env.server";

export const MAX_ATTEMPTS = 8;
const STUCK_AFTER_MINUTES = 10;

export type OutboxMessage = { id: string };

/** §7 level-test submission: the answers keyed by form-entry ids, with the contact fields. */
export type FormServicePayload = { submissionId: string; fields: Record<string, string> };
export type EmailPayload = { to: string; subject: string; text: string };

type Delivery =
  | { kind: "backend-contact"; payload: ContactRequest }
  | { kind: "form-service"; payload: FormServicePayload }
  | { kind: "email"; payload: EmailPayload };

export class DeliveryError extends Error {
  override name = "DeliveryError";
}

async function deliver(delivery: Delivery, config: AppConfig, env: Env): Promise<void> {
  switch (delivery.kind) {
    case "backend-contact": {
      const payload = contactRequestSchema.parse(delivery.payload);
      if (!config.backendUrl) {
        // No external backend configured: this site is its own backend (POST /api/webpage/contact).
        await storeContactRequest(env.DB, payload);
        return;
      }
      const response = await fetch(`${config.backendUrl}/api/webpage/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(10_000),
      });
      // The response body is not read (§7); only success matters.
      if (!response.ok) throw new DeliveryError(`backend answered ${response.status}`);
      return;
    }
    case "form-service": {
      const { submissionId, fields } = delivery.payload;
      if (!config.levelTestFormUrl) {
        // No form service configured: this site keeps the response itself.
        await env.DB.prepare("INSERT INTO form_responses (submission_id, fields) VALUES (?, ?)").bind(submissionId, JSON.stringify(fields)).run();
        return;
      }
      // A Google-Forms-style formResponse endpoint: urlencoded entry.<id>=<value> pairs.
      const response = await fetch(config.levelTestFormUrl, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new DeliveryError(`form service answered ${response.status}`);
      return;
    }
    case "email": {
      const { to, subject, text } = delivery.payload;
      if (!config.email) {
        await env.DB.prepare("INSERT INTO sent_emails (recipient, subject, body) VALUES (?, ?, ?)").bind(to, subject, text).run();
        return;
      }
      // A Resend-compatible email API: POST {from, to, subject, text} with a bearer key.
      const response = await fetch(config.email.apiUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${config.email.apiKey}` },
        body: JSON.stringify({ from: config.email.from, to: [to], subject, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new DeliveryError(`email API answered ${response.status}`);
      return;
    }
  }
}

export async function enqueue(env: Env, delivery: Delivery): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO outbox (id, kind, payload) VALUES (?, ?, ?)")
    .bind(id, delivery.kind, JSON.stringify(delivery.payload))
    .run();
  try {
    await env.OUTBOX.send({ id } satisfies OutboxMessage);
  } catch (error) {
    // Stored is what matters: the scheduled re-drive sends it later.
    console.error(`[outbox] queue send failed for ${id}; the cron will re-drive it`, error);
  }
  return id;
}

type OutboxRow = { id: string; kind: Delivery["kind"]; payload: string; status: string; attempts: number };

/** Exponential backoff: base, 2×base, 4×base … capped at one hour. */
export function retryDelaySeconds(attempt: number, baseSeconds: number): number {
  return Math.min(3600, baseSeconds * 2 ** Math.max(0, attempt - 1));
}

export async function handleOutboxBatch(batch: MessageBatch<OutboxMessage>, env: Env): Promise<void> {
  const config = getConfig(env);
  for (const message of batch.messages) {
    const row = await env.DB.prepare("SELECT id, kind, payload, status, attempts FROM outbox WHERE id = ?")
      .bind(message.body.id)
      .first<OutboxRow>();
    if (!row || row.status !== "pending") {
      message.ack();
      continue;
    }
    const attempts = row.attempts + 1;
    try {
      await deliver({ kind: row.kind, payload: JSON.parse(row.payload) } as Delivery, config, env);
      await env.DB.prepare(
        "UPDATE outbox SET status = 'delivered', attempts = ?, last_error = NULL, delivered_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?",
      )
        .bind(attempts, row.id)
        .run();
      message.ack();
    } catch (error) {
      const dead = attempts >= MAX_ATTEMPTS;
      await env.DB.prepare(
        "UPDATE outbox SET status = ?, attempts = ?, last_error = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?",
      )
        .bind(dead ? "dead" : "pending", attempts, String(error).slice(0, 500), row.id)
        .run();
      console.warn(`[outbox] delivery ${row.id} (${row.kind}) attempt ${attempts} failed${dead ? "; dead-lettered" : ""}`, error);
      if (dead) message.ack();
      else message.retry({ delaySeconds: retryDelaySeconds(attempts, config.outboxRetryBaseSeconds) });
    }
  }
}

/** Cron: send again what is pending but has not moved for a while (a lost send, an exhausted queue). */
export async function redriveStuckDeliveries(env: Env): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT id FROM outbox WHERE status = 'pending' AND updated_at < strftime('%Y-%m-%dT%H:%M:%fZ','now','-${STUCK_AFTER_MINUTES} minutes') LIMIT 100`,
  ).all<{ id: string }>();
  if (results.length > 0) await env.OUTBOX.sendBatch(results.map(({ id }) => ({ body: { id } satisfies OutboxMessage })));
  return results.length;
}
