-- Issue #25 (decision 0048): the curriculum a licence gives a teacher.
-- A licence covers one school year: it expires twelve months after its order was paid. Licences made
-- before this migration count from when they were made. Access checks `expires_at > now` in the same
-- statement that finds the teacher's claimed licence, so an expired licence loses access at once.
ALTER TABLE licences ADD COLUMN expires_at INTEGER;
UPDATE licences SET expires_at = created_at + 31536000000 WHERE expires_at IS NULL;

-- When a teacher last opened the curriculum of a licence (noted at most every 15 minutes), for the
-- buyer's renewal figures. One row per assignment; no personal data beyond the ids.
CREATE TABLE licence_usage (
  assignment_id TEXT PRIMARY KEY,
  owner_id TEXT,
  last_opened_at INTEGER NOT NULL
);

-- Every file a teacher downloaded, per licence (a unit's ZIP counts as each of its lessons' files).
CREATE TABLE curriculum_downloads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  assignment_id TEXT NOT NULL,
  owner_id TEXT,
  product_slug TEXT NOT NULL,
  unit INTEGER NOT NULL,
  lesson INTEGER NOT NULL,
  material TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX curriculum_downloads_assignment ON curriculum_downloads (assignment_id, unit, lesson);
CREATE INDEX curriculum_downloads_owner ON curriculum_downloads (owner_id, at);

-- A department's roster may name its teachers (issue #25): shown beside the address in My Products and in
-- the usage export.
ALTER TABLE licence_assignments ADD COLUMN teacher_name TEXT;
