-- Issue #22 §8 (decision 0018, addendum): card orders are bounded. An order remembers which cart and
-- billing details it was made from (cart_key, a SHA-256 of them), and one account has at most one
-- pending order per cart_key: a repeated checkout of the same cart is answered with that order. The
-- check and the insert are one statement (INSERT … ON CONFLICT DO NOTHING against this index).
ALTER TABLE orders ADD COLUMN cart_key TEXT;
CREATE UNIQUE INDEX orders_open_cart ON orders (user_id, cart_key) WHERE status = 'pending' AND cart_key IS NOT NULL;
CREATE INDEX orders_user_status ON orders (user_id, status, created_at);
