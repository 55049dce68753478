// A quote's state changes (decision 0019; issue #23): the state machine of app/domain/quote-order.ts
// decides, a conditional update on the quote's `version` makes each change all-or-nothing, and its history
// row is written in the same batch. Every write of a quote's status, and every history row, goes through here.
import { transition, type QuoteEvent, type QuoteStatus } from "~/domain/quote-order";

/** What an event needs of the quote: which one, where it stands, and the version it was read at. */
export type QuoteState = { id: string; status: QuoteStatus; validUntil: Date; version: number };

/** `conflict`: the order changed since it was read (another person acted first), not a refused transition. */
export type Applied = { ok: true; status: QuoteStatus } | { ok: false; reason: string; conflict?: true };

type QuoteChanges = {
  set?: Record<string, string | number | null>;
  detail?: string;
  /** One more condition of the update, with its values (SQL written by this module's callers, never a request's). */
  onlyIf?: { sql: string; values: unknown[] };
};

/**
 * The two statements of one quote event, for a caller that runs them in a batch of its own: the state
 * machine decides, the update is conditional on `version` (and `onlyIf`), and the history row follows only
 * if the update changed the quote. Every write of a quote's status goes through here (issue #23).
 */
export function quoteEventStatements(
  db: D1Database,
  quote: QuoteState,
  event: QuoteEvent,
  actor: string,
  changes: QuoteChanges = {},
  now = new Date(),
): { ok: true; status: QuoteStatus; statements: [D1PreparedStatement, D1PreparedStatement] } | { ok: false; reason: string } {
  const next = transition({ status: quote.status, validUntil: quote.validUntil }, event, now);
  if (!next.ok) return next;
  const set = Object.entries(changes.set ?? {});
  // Column names come from this module's callers, never from a request.
  const assignments = ["status = ?", "version = version + 1", "updated_at = ?", ...set.map(([column]) => `${column} = ?`)].join(", ");
  const condition = changes.onlyIf ? ` AND ${changes.onlyIf.sql}` : "";
  return {
    ok: true,
    status: next.status,
    statements: [
      db
        .prepare(`UPDATE quotes SET ${assignments} WHERE id = ? AND version = ?${condition}`)
        .bind(next.status, now.getTime(), ...set.map(([, value]) => value), quote.id, quote.version, ...(changes.onlyIf?.values ?? [])),
      db
        .prepare("INSERT INTO quote_events (quote_id, at, actor, action, detail) SELECT ?, ?, ?, ?, ? WHERE changes() = 1")
        .bind(quote.id, now.getTime(), actor, event.type, changes.detail ?? null),
    ],
  };
}

/** A new quote's first history row, for the batch that makes the quote: the buyer requested it. */
export function requestedEventStatement(db: D1Database, quoteId: string, now: Date): D1PreparedStatement {
  return db.prepare("INSERT INTO quote_events (quote_id, at, actor, action) VALUES (?, ?, 'buyer', 'requested')").bind(quoteId, now.getTime());
}

/**
 * Applies one event to a quote: the state machine decides, a conditional update on `version` makes it
 * all-or-nothing (a concurrent change makes this one lose, and say so), and the audit row is written in
 * the same batch.
 */
export async function applyQuoteEvent(
  db: D1Database,
  quote: QuoteState,
  event: QuoteEvent,
  actor: string,
  changes: QuoteChanges & { before?: D1PreparedStatement[]; also?: D1PreparedStatement[] } = {},
  now = new Date(),
): Promise<Applied> {
  const planned = quoteEventStatements(db, quote, event, actor, changes, now);
  if (!planned.ok) return planned;
  const before = changes.before ?? [];
  const results = await db.batch([
    // Statements that must precede the update (a row it will reference), each guarded by the same condition.
    ...before,
    ...planned.statements,
    // The caller's own statements ride in the same transaction; each guards itself on the new state.
    ...(changes.also ?? []),
  ]);
  if ((results[before.length]?.meta.changes ?? 0) === 0) return { ok: false, reason: "This order changed a moment ago. Please look at it again.", conflict: true };
  return { ok: true, status: planned.status };
}
