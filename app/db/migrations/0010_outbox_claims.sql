-- Exactly-once delivery (issue #13 §3; decision 0026). A delivery is claimed before it is sent: the claim
-- is a lease (claimed_until, ms since the epoch) taken by one conditional UPDATE, so a queue message and
-- a cron re-drive of the same row can't both send it. A failed attempt schedules the next one
-- (next_attempt_at, ms), which the re-drive honours instead of undercutting the retry delay.
ALTER TABLE outbox ADD COLUMN next_attempt_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN claimed_until INTEGER;
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
