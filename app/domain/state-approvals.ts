// The state-approved programs page (§2.2 "/{hash}"): every approving state, alphabetically, with the
// programs (by grade band) that its Department of Education approved.

type Program = { title: string; href: string; gradeBand: string; states: string[] };

/** One approving state and the programs it approved, as the page lists them. */
export type StateApproval = { state: string; programs: Array<{ title: string; href: string }> };

export function approvalsByState(programs: Program[]): StateApproval[] {
  const byState = new Map<string, Program[]>();
  for (const program of programs) for (const state of program.states) byState.set(state, [...(byState.get(state) ?? []), program]);
  return [...byState.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, list]) => ({ state, programs: list.sort((a, b) => a.gradeBand.localeCompare(b.gradeBand)).map(({ title, href }) => ({ title, href })) }));
}
