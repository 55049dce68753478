-- Issue #26: invoice reminders. When the last reminder of an invoice went (to the buyer and, when one was given
-- at checkout, to accounts payable): the scheduled job claims a reminder with a conditional update on it, so a
-- reminder goes once per week at most, however many jobs run.
ALTER TABLE quotes ADD COLUMN reminded_at INTEGER;
