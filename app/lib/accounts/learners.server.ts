// Who an account's classes are for (issue #27; decision 0052): the only writer of `learners`. The funnel's
// step 2 and the account page save it; the plan's page, the booking page and the plan's emails read it.
import { data } from "react-router";
import type { Learner } from "~/domain/learner";
import { learnerFormSchema, learnerFromForm } from "~/domain/learner-form";
import { formResult, parseForm } from "~/domain/form-errors";
import type { BatchedRead } from "../platform/batched-reads.server";
import { readTogether } from "../platform/batched-reads.server";

type Row = { who: string; first_name: string | null; grade: string | null };

const toLearner = (row: Row | undefined): Learner | null =>
  !row ? null : row.who === "child" && row.first_name && row.grade ? { who: "child", firstName: row.first_name, grade: row.grade } : { who: "self" };

/** The account's learner (null: not asked yet), in the caller's batch. */
export function learnerRead(db: D1Database, userId: string): BatchedRead<Learner | null> {
  return {
    statements: [db.prepare("SELECT who, first_name, grade FROM learners WHERE user_id = ?").bind(userId)],
    view: ([result]) => toLearner((result?.results as Row[] | undefined)?.[0]),
  };
}

export async function learnerOf(db: D1Database, userId: string): Promise<Learner | null> {
  const [learner] = await readTogether(db, [learnerRead(db, userId)]);
  return learner;
}

/** Saves who is learning; a later answer replaces the earlier one (one learner per account). */
export async function saveLearner(db: D1Database, userId: string, learner: Learner): Promise<void> {
  const child = learner.who === "child" ? learner : null;
  await db
    .prepare(
      `INSERT INTO learners (user_id, who, first_name, grade, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET who = excluded.who, first_name = excluded.first_name, grade = excluded.grade, updated_at = excluded.updated_at`,
    )
    .bind(userId, learner.who, child?.firstName ?? null, child?.grade ?? null, Date.now())
    .run();
}

/**
 * The "Who is learning?" fieldset's post, saved: null when saved, else the refusal (400, the messages next
 * to the fields, what was typed) as the form `intent` answers it.
 */
export async function saveLearnerForm(db: D1Database, userId: string, form: FormData, intent: string) {
  const parsed = parseForm(learnerFormSchema, form);
  if (!parsed.ok) return data(formResult(intent, parsed.errors, parsed.values), { status: 400 });
  await saveLearner(db, userId, learnerFromForm(parsed.data));
  return null;
}

/** Account deletion, in its batch: a child's name goes with the account. */
export function deleteLearnerStatement(db: D1Database, userId: string): D1PreparedStatement {
  return db.prepare("DELETE FROM learners WHERE user_id = ?").bind(userId);
}
