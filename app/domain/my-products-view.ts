// What the My Products panel shows (spec §2.9, §6; issue #11 §2): the buyer's licences per product, the
// teachers they were assigned to, the history, and the licences assigned to the signed-in teacher.
// app/lib/my-products.server.ts fills it and app/components/account/my-products.tsx renders it; the
// type lives here so that neither imports the other (decision 0032).
export type LicenceRow = { slug: string; title: string; sku: string; level: string; bought: number; assigned: number; available: number };
/** `opened`/`lessons`: the teacher's use of the curriculum, for renewals (issue #25). */
export type AssignmentRow = { id: string; slug: string; teacherEmail: string; teacherName: string; label: string; colour: string; note: string; canRevoke: boolean; canResend: boolean; opened: string; lessons: number };
export type HistoryRow = { iso: string; when: string; who: string; what: string };
export type AssignedToYou = { slug: string; title: string; level: string; organisation: string; since: string };
export type MyProductsData = { licences: LicenceRow[]; assignments: AssignmentRow[]; history: HistoryRow[]; assignedToYou: AssignedToYou[]; done: string | null; count: number | null };
