-- Accounts (better-auth's core tables, under our names; app/lib/auth.server.ts maps them).
-- Dates are stored as better-auth's SQLite adapter writes them (ISO text); booleans as 0/1.

CREATE TABLE auth_users (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  emailVerified INTEGER NOT NULL DEFAULT 0,
  image TEXT,
  organisation TEXT,
  createdAt DATE NOT NULL,
  updatedAt DATE NOT NULL
);

-- One row per signed-in browser; the cookie holds the signed token. Deleting the row ends the session.
CREATE TABLE auth_sessions (
  id TEXT PRIMARY KEY,
  expiresAt DATE NOT NULL,
  token TEXT NOT NULL UNIQUE,
  createdAt DATE NOT NULL,
  updatedAt DATE NOT NULL,
  ipAddress TEXT,
  userAgent TEXT,
  userId TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE
);
CREATE INDEX auth_sessions_user ON auth_sessions (userId);

-- Credentials: the scrypt password hash lives here (providerId 'credential').
CREATE TABLE auth_accounts (
  id TEXT PRIMARY KEY,
  accountId TEXT NOT NULL,
  providerId TEXT NOT NULL,
  userId TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  accessToken TEXT,
  refreshToken TEXT,
  idToken TEXT,
  accessTokenExpiresAt DATE,
  refreshTokenExpiresAt DATE,
  scope TEXT,
  password TEXT,
  createdAt DATE NOT NULL,
  updatedAt DATE NOT NULL
);
CREATE INDEX auth_accounts_user ON auth_accounts (userId);

-- Single-use tokens: password resets (30 minutes) and email confirmations.
CREATE TABLE auth_verifications (
  id TEXT PRIMARY KEY,
  identifier TEXT NOT NULL,
  value TEXT NOT NULL,
  expiresAt DATE NOT NULL,
  createdAt DATE NOT NULL,
  updatedAt DATE NOT NULL
);
CREATE INDEX auth_verifications_identifier ON auth_verifications (identifier);
