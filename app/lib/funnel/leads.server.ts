// The school's record of each hot-site journey (D1 `leads`), keyed by the session's funnel reference:
// the questionnaire answers as they come, then the plan, contact and level the visitor chose.
import type { RouterContextProvider } from "react-router";
import { cloudflareContext, requestContext } from "~/context";
import { yourLevelRecord } from "~/domain/levels";
import type { Visitor } from "../platform/session.server";

type LeadAnswers = Array<{ question: string; answer: string }>;

export async function recordLead(context: Readonly<RouterContextProvider>, visitor: Visitor, extra: { answers?: LeadAnswers } = {}): Promise<void> {
  const { env } = context.get(cloudflareContext);
  const state = context.get(requestContext);
  await env.DB.prepare(
    `INSERT INTO leads (funnel_id, host, variant, answers, your_level, plan_id, name, email, gclid, step_booked)
     VALUES (?1, ?2, ?3, COALESCE(?4, '[]'), ?5, ?6, ?7, ?8, ?9, ?10)
     ON CONFLICT(funnel_id) DO UPDATE SET
       answers = COALESCE(?4, answers), your_level = COALESCE(?5, your_level), plan_id = COALESCE(?6, plan_id),
       name = COALESCE(?7, name), email = COALESCE(?8, email), gclid = COALESCE(?9, gclid),
       step_booked = MAX(step_booked, ?10), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  )
    .bind(
      visitor.funnelId,
      state.host,
      state.variant,
      extra.answers ? JSON.stringify(extra.answers) : null,
      // The school reads the lead: its level is spec §3 yourLevel, by title.
      visitor.yourLevel ? JSON.stringify(yourLevelRecord(visitor.yourLevel)) : null,
      visitor.planId ?? null,
      visitor.contact?.name ?? null,
      visitor.contact?.email ?? null,
      state.gclid,
      visitor.stepBooked,
    )
    .run();
}

/** A booking reached this journey's lead, for the caller's batch with the booking: the step only moves forward. */
export function leadBookedStatement(db: D1Database, funnelId: string, step: number): D1PreparedStatement {
  return db.prepare("UPDATE leads SET step_booked = MAX(step_booked, ?), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE funnel_id = ?").bind(step, funnelId);
}
