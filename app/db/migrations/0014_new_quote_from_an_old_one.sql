-- Issue #26: an expired or rejected quote can be asked for again ("Request a new quote"), its lines at
-- today's prices. The new quote names the one it replaces; the unique index makes a second request (a double
-- click, two tabs) a no-op that answers the first new quote, decided by the constraint, not a read before.
ALTER TABLE quotes ADD COLUMN requoted_from TEXT;
CREATE UNIQUE INDEX quotes_requoted_from ON quotes (requoted_from) WHERE requoted_from IS NOT NULL;
