// The staff audit log (issue #11 §3): every staff action, who did it and when, on which record. Written
// as a statement, so an action's change and its audit row go in one D1 batch (one transaction). Every
// staff_audit row is written here (issue #23: one helper, one owner of the table).

export type AuditEntry = {
  staff: string;
  action: string;
  target?: string | null;
  detail?: string | null;
  at?: number;
  /**
   * Written only if the batch's previous statement changed exactly one row (SQLite's changes() = 1): the
   * action whose conditional update lost a race (a second click, a stale version) leaves no audit row.
   */
  afterChange?: boolean;
};

export function auditStatement(db: D1Database, entry: AuditEntry): D1PreparedStatement {
  const values = [entry.at ?? Date.now(), entry.staff, entry.action, entry.target ?? null, entry.detail ?? null];
  return entry.afterChange
    ? db.prepare("INSERT INTO staff_audit (at, staff_email, action, target, detail) SELECT ?, ?, ?, ?, ? WHERE changes() = 1").bind(...values)
    : db.prepare("INSERT INTO staff_audit (at, staff_email, action, target, detail) VALUES (?, ?, ?, ?, ?)").bind(...values);
}
