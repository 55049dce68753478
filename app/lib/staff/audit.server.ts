// The staff audit log (issue #11 §3): every staff action, who did it and when, on which record. Written
// as a statement, so an action's change and its audit row go in one D1 batch (one transaction).

export function auditStatement(db: D1Database, staffEmail: string, action: string, target: string | null = null, detail: string | null = null, at = Date.now()): D1PreparedStatement {
  return db.prepare("INSERT INTO staff_audit (at, staff_email, action, target, detail) VALUES (?, ?, ?, ?, ?)").bind(at, staffEmail, action, target, detail);
}
