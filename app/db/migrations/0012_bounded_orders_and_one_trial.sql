-- Issue #22 §8 (decision 0018, addendum): card orders are bounded. An order remembers which cart and
-- billing details it was made from (cart_key, a SHA-256 of them), and one account has at most one
-- pending order per cart_key: a repeated checkout of the same cart is answered with that order. The
-- check and the insert are one statement (INSERT … ON CONFLICT DO NOTHING against this index).
ALTER TABLE orders ADD COLUMN cart_key TEXT;
CREATE UNIQUE INDEX orders_open_cart ON orders (user_id, cart_key) WHERE status = 'pending' AND cart_key IS NOT NULL;
CREATE INDEX orders_user_status ON orders (user_id, status, created_at);

-- Issue #22 §1 (decision 0029): one free trial per person. A trial is claimed when the provider reports a
-- subscription in its trial, by one INSERT … ON CONFLICT DO NOTHING: each of the account, the confirmed
-- email (normalised, kept only as an HMAC under the site's secret, so the list of addresses isn't kept
-- after an account is deleted) and the card (the provider's fingerprint; never the number) can claim one
-- trial. Two trials at once can't both claim: the constraint decides, not a read before the write.
CREATE TABLE trial_claims (
  subscription_id TEXT PRIMARY KEY,
  user_id TEXT UNIQUE,
  email_hash TEXT UNIQUE,
  card_fingerprint TEXT UNIQUE,
  provider TEXT NOT NULL,
  claimed_at INTEGER NOT NULL
);

-- Every trial already given counts: the account's first subscription that had a trial is its claim. (The
-- email's HMAC can't be computed here; an account's deletion fills it in before the account goes.)
INSERT INTO trial_claims (subscription_id, user_id, provider, claimed_at)
SELECT id, user_id, provider, created_at FROM subscriptions
WHERE trial_end IS NOT NULL AND user_id IS NOT NULL
ORDER BY created_at
ON CONFLICT DO NOTHING;

-- A subscription whose trial was refused (it was cancelled at once, before any charge): which key had had
-- a trial, for the page and the email that say so.
ALTER TABLE subscriptions ADD COLUMN trial_refused TEXT CHECK (trial_refused IN ('account', 'email', 'card'));

-- The test gateway's card fingerprint for a session (an HMAC of the digits; the number itself is never kept),
-- reported as the subscription's payment method, as Stripe does.
ALTER TABLE gateway_sessions ADD COLUMN card_fingerprint TEXT;
