// Deliveries to third parties: stored in D1 first, then sent through the OUTBOX Queue with retries.
// A third-party outage loses nothing: the row stays 'pending' until delivered, or becomes the
// dead-letter record ('dead') after the last attempt; the cron re-drives rows the Queue never saw. Each
// attempt claims its row first, so a delivery is sent once however many messages name it (decision 0026).
import type { ContactRequest } from "~/domain/newsletter";
import { contactRequestSchema } from "~/domain/newsletter-schema";
import { storeContactRequest } from "./db.server";
import { getConfig, type AppConfig } from "./env.server";
import { post } from "./outbound.server";

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


/** `id` goes to each provider as its Idempotency-Key: should an attempt die after sending, the retry is one message. */
async function deliver(delivery: Delivery, config: AppConfig, env: Env, id: string): Promise<void> {
  switch (delivery.kind) {
    case "backend-contact": {
      const payload = contactRequestSchema.parse(delivery.payload);
      if (!config.backendUrl) {
        // No external backend configured: this site is its own backend (POST /api/webpage/contact).
        await storeContactRequest(env.DB, payload);
        return;
      }
      const response = await post(`${config.backendUrl}/api/webpage/contact`, {
        headers: { "Content-Type": "application/json", "Idempotency-Key": id },
        body: JSON.stringify(payload),
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
      const response = await post(config.levelTestFormUrl, {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
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
      const response = await post(config.email.apiUrl, {
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${config.email.apiKey}`, "Idempotency-Key": id },
        body: JSON.stringify({ from: config.email.from, to: [to], subject, text }),
      });
      if (!response.ok) throw new DeliveryError(`email API answered ${response.status}`);
      return;
    }
  }
}

/**
 * The statement that stores a delivery, for the batch of the change it belongs to: the change and its
 * delivery are kept together or not at all. Hand the id to `dispatch` once the batch has run.
 */
export function storeDelivery(env: Env, delivery: Delivery, only?: "if the previous statement changed a row"): { id: string; statement: D1PreparedStatement } {
  const id = crypto.randomUUID();
  const sql = only
    ? "INSERT INTO outbox (id, kind, payload) SELECT ?, ?, ? WHERE changes() > 0"
    : "INSERT INTO outbox (id, kind, payload) VALUES (?, ?, ?)";
  return { id, statement: env.DB.prepare(sql).bind(id, delivery.kind, JSON.stringify(delivery.payload)) };
}

/** Hands stored deliveries to the Queue; stored is what matters, so a failed send waits for the cron. */
export async function dispatch(env: Env, id: string): Promise<void> {
  try {
    await env.OUTBOX.send({ id } satisfies OutboxMessage);
  } catch (error) {
    console.error(`[outbox] queue send failed for ${id}; the cron will re-drive it`, error);
  }
}

/** Stores a delivery on its own and hands it to the Queue. */
export async function enqueue(env: Env, delivery: Delivery): Promise<string> {
  const { id, statement } = storeDelivery(env, delivery);
  await statement.run();
  await dispatch(env, id);
  return id;
}

/** Exponential backoff: base, 2×base, 4×base … capped at one hour. */
export function retryDelaySeconds(attempt: number, baseSeconds: number): number {
  return Math.min(3600, baseSeconds * 2 ** Math.max(0, attempt - 1));
}

/** How long a claim holds: longer than a delivery's 10 s timeout, short enough for a crashed one to be retried. */
export const CLAIM_SECONDS = 60;

type Claimed = { id: string; kind: Delivery["kind"]; payload: string; attempts: number; claimed_until: number };

/**
 * Takes the batch's deliveries that are pending, due and not held by another attempt: one conditional
 * UPDATE, so of two consumers (a queue message and a re-drive, or a duplicated message) exactly one gets
 * each row.
 */
async function claimAll(env: Env, ids: string[], now: number): Promise<Claimed[]> {
  const { results } = await env.DB.prepare(
    `UPDATE outbox SET claimed_until = ?1 + ${CLAIM_SECONDS * 1000}, attempts = attempts + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
     WHERE id IN (SELECT value FROM json_each(?2)) AND status = 'pending' AND next_attempt_at <= ?1 AND (claimed_until IS NULL OR claimed_until < ?1)
     RETURNING id, kind, payload, attempts, claimed_until`,
  )
    .bind(now, JSON.stringify(ids))
    .all<Claimed>();
  return results;
}

/** When each of `ids` that is pending but not yet due may be tried again. */
async function notYetDue(env: Env, ids: string[], now: number): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const { results } = await env.DB.prepare("SELECT id, next_attempt_at FROM outbox WHERE id IN (SELECT value FROM json_each(?1)) AND status = 'pending' AND next_attempt_at > ?2")
    .bind(JSON.stringify(ids), now)
    .all<{ id: string; next_attempt_at: number }>();
  return new Map(results.map((row) => [row.id, row.next_attempt_at]));
}

type Attempt = { row: Claimed; error: unknown; dead: boolean; delaySeconds: number };

/** The statement that records an attempt: delivered, or failed (pending again after its delay, or dead). Only the holder of the claim completes the row. */
function settleStatement(env: Env, { row, error, dead, delaySeconds }: Attempt): D1PreparedStatement {
  if (error === undefined) {
    return env.DB.prepare(
      "UPDATE outbox SET status = 'delivered', claimed_until = NULL, last_error = NULL, delivered_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ? AND claimed_until = ?",
    ).bind(row.id, row.claimed_until);
  }
  return env.DB.prepare(
    "UPDATE outbox SET status = ?, claimed_until = NULL, next_attempt_at = ?, last_error = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ? AND claimed_until = ?",
  ).bind(dead ? "dead" : "pending", Date.now() + delaySeconds * 1000, String(error).slice(0, 500), row.id, row.claimed_until);
}

/**
 * A Queue batch: its deliveries claimed together, sent side by side, and their outcomes recorded together
 * (the outbox's own D1 calls are two or three a batch, not two or three a message: issue #24; a signup
 * without JavaScript cost ~2.5 ms less of workerd CPU). A message whose row is not claimed is done —
 * delivered, dead, or held by another attempt (which finishes it or, if it crashed, the re-drive retries it
 * once its claim lapses) — or early: then it comes back when its row is due.
 */
export async function handleOutboxBatch(batch: MessageBatch<OutboxMessage>, env: Env): Promise<void> {
  const config = getConfig(env);
  const now = Date.now();
  const ids = [...new Set(batch.messages.map((message) => message.body.id))];
  const claimed = await claimAll(env, ids, now);
  const early = await notYetDue(env, ids.filter((id) => !claimed.some((row) => row.id === id)), now);
  const attempts = await Promise.all(
    claimed.map(async (row): Promise<Attempt> => {
      try {
        await deliver({ kind: row.kind, payload: JSON.parse(row.payload) } as Delivery, config, env, row.id);
        return { row, error: undefined, dead: false, delaySeconds: 0 };
      } catch (error) {
        const dead = row.attempts >= MAX_ATTEMPTS;
        console.warn(`[outbox] delivery ${row.id} (${row.kind}) attempt ${row.attempts} failed${dead ? "; dead-lettered" : ""}`, error);
        return { row, error, dead, delaySeconds: retryDelaySeconds(row.attempts, config.outboxRetryBaseSeconds) };
      }
    }),
  );
  if (attempts.length > 0) await env.DB.batch(attempts.map((attempt) => settleStatement(env, attempt)));
  const answered = new Set<string>();
  for (const message of batch.messages) {
    const { id } = message.body;
    const attempt = answered.has(id) ? undefined : attempts.find((a) => a.row.id === id);
    answered.add(id);
    const dueAt = early.get(id);
    if (attempt && attempt.error !== undefined && !attempt.dead) message.retry({ delaySeconds: attempt.delaySeconds });
    else if (!attempt && dueAt !== undefined) message.retry({ delaySeconds: Math.ceil((dueAt - now) / 1000) });
    else message.ack();
  }
}

/**
 * A dead letter back to pending with every retry a new delivery gets, for the caller's batch. Conditional
 * on the row still being dead: its result's `meta.changes` is 1 only for the click that re-drove it.
 */
export function redriveDeadStatement(db: D1Database, id: string): D1PreparedStatement {
  return db
    .prepare("UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = 0, claimed_until = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND status = 'dead'")
    .bind(id);
}

/**
 * Cron: send again what is pending, due for a while and held by no one (a lost send, an exhausted queue,
 * an attempt that crashed mid-delivery). A row waiting out its retry delay is not due, so it waits.
 */
export async function redriveStuckDeliveries(env: Env): Promise<number> {
  const now = Date.now();
  const { results } = await env.DB.prepare(
    "SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until < ?) AND updated_at < strftime('%Y-%m-%dT%H:%M:%fZ','now',?) LIMIT 100",
  )
    .bind(now, now, `-${STUCK_AFTER_MINUTES} minutes`)
    .all<{ id: string }>();
  if (results.length > 0) await env.OUTBOX.sendBatch(results.map(({ id }) => ({ body: { id } satisfies OutboxMessage })));
  return results.length;
}
