// The staff audit log (issue #11 §3): every staff action, who did it and when, on which record. Written
// as a statement, so an action's change and its audit row go in one D1 batch (one transaction).

export function auditStatement(db: D1Database, staffEmail: string, action: string, target: string | null = null, detail: string | null = null, at = Date.now()): D1PreparedStatement {
  return db.prepare("INSERT INTO staff_audit (at, staff_email, action, target, detail) VALUES (?, ?, ?, ?, ?)").bind(at, staffEmail, action, target, detail);
}

export type AuditEntry = { at: Date; staffEmail: string; action: string; target: string | null; detail: string | null };

/** The newest entries first, a page at a time. */
export async function auditLog(db: D1Database, { limit = 100, before }: { limit?: number; before?: number } = {}): Promise<AuditEntry[]> {
  const { results } = await db
    .prepare("SELECT at, staff_email, action, target, detail FROM staff_audit WHERE at < ? ORDER BY at DESC, id DESC LIMIT ?")
    .bind(before ?? Number.MAX_SAFE_INTEGER, limit)
    .all<{ at: number; staff_email: string; action: string; target: string | null; detail: string | null }>();
  return results.map((r) => ({ at: new Date(r.at), staffEmail: r.staff_email, action: r.action, target: r.target, detail: r.detail }));
}
