// When D1 fails (an outage, an overloaded database, a migration not applied), a visitor gets a clear 503
// — "nothing was saved, try again in a few minutes" — rather than a 500, and the error goes to the log.
// Every statement a request runs goes through this guard (workers/app.ts hands routes the guarded
// binding). A constraint failure is not an outage: it stays the error it is, for the code that expects it
// (the UNIQUE retries of order and invoice numbers). Multi-row changes are D1 batches, which are
// transactions: a failure leaves nothing half-written.
import { data } from "react-router";

export const STORAGE_UNAVAILABLE = "We couldn’t save that just now, so nothing was saved. Please try again in a few minutes.";

/** The 503's Retry-After (set by the root middleware: React Router keeps only the status of a thrown answer). */
export const STORAGE_RETRY_AFTER_SECONDS = 120;

async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (String(error).includes("constraint failed")) throw error;
    console.error("[storage] D1 failed; answering 503", error);
    throw data({ message: STORAGE_UNAVAILABLE }, { status: 503 });
  }
}

const REAL = Symbol("the guarded statement");

function guardStatement(statement: D1PreparedStatement): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, property) {
      if (property === REAL) return target;
      if (property === "bind") return (...values: unknown[]) => guardStatement(target.bind(...values));
      if (property === "first" || property === "run" || property === "all" || property === "raw") {
        const method = target[property] as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => guarded(() => method.apply(target, args));
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const unwrap = (statement: D1PreparedStatement) => ((statement as unknown as Record<symbol, D1PreparedStatement>)[REAL] ?? statement);

export function guardDatabase(db: D1Database): D1Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === "prepare") return (query: string) => guardStatement(target.prepare(query));
      if (property === "batch") return (statements: D1PreparedStatement[]) => guarded(() => target.batch(statements.map(unwrap)));
      if (property === "exec") return (query: string) => guarded(() => target.exec(query));
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const guardedEnvs = new WeakMap<Env, Env>();

/** The Worker's bindings with D1 guarded: one object per isolate, so caches keyed by env keep working. */
export function withStorageGuard(env: Env): Env {
  let guardedEnv = guardedEnvs.get(env);
  if (!guardedEnv) {
    guardedEnv = { ...env, DB: guardDatabase(env.DB) };
    guardedEnvs.set(env, guardedEnv);
  }
  return guardedEnv;
}
