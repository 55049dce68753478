// /staff/:section (issue #11 §3): the records staff read — leads, contact messages, level tests, newsletter
// sign-ups, the outbox's dead letters (each with a Re-drive that works without JavaScript) and the audit
// log — 50 a page, newest first. 404 to anyone but staff, and for a section that doesn't exist.
import { data, Form, Link, redirect, useNavigation, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/records";
import { DoneMessage } from "~/components/staff/done-message";
import { FormMessage } from "~/components/ui/form-field";
import { formResult } from "~/domain/form-errors";
import { PageHero } from "~/components/sections/page-hero";
import { StaffNav } from "~/components/staff/staff-nav";
import { type Column, DataTable } from "~/components/ui/data-table";
import { brand } from "~/config/site";
import { cloudflareContext } from "~/context";
import { pageHref, type Pagination } from "~/domain/pagination";
import { formatStaffTime, isRecordSection, messagePreview, type RecordSection } from "~/domain/staff-records";
import { readFormOrReject } from "~/lib/edge/form.server";
import { pageMeta } from "~/lib/content/seo";
import { requireStaff } from "~/lib/staff/auth.server";
import { auditRecords, contactMessages, deadLetters, leads, levelTestSubmissions, newsletterSignUps, redrive, type RecordPage } from "~/lib/staff/records.server";
import { flashMessage } from "~/domain/flash";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

const SECTIONS: Record<RecordSection, { title: string; line: string; empty: string }> = {
  leads: { title: "Leads", line: "Each visitor journey through the questionnaire and the sign-up steps: answers, plan, level and how far they went.", empty: "No leads yet. A lead is recorded when a visitor starts the questionnaire or the sign-up steps." },
  messages: { title: "Contact messages", line: "What visitors wrote through the contact form, newest first.", empty: "No one has written through the contact form yet." },
  "level-tests": { title: "Level tests", line: "Placement tests as visitors sent them, with their scores.", empty: "No one has sent a level test yet." },
  newsletter: { title: "Newsletter sign-ups", line: "Addresses that asked for the newsletter, and where they signed up.", empty: "No one has signed up to the newsletter yet." },
  outbox: { title: "Outbox dead letters", line: "Messages to third parties that failed every attempt. Fix the cause, then re-drive: the message gets all its retries again.", empty: "No dead letters: every message has been delivered or is still being tried." },
  audit: { title: "Audit log", line: "Every staff action: who, when, and on which record.", empty: "No staff action has been recorded yet." },
};

const DONE: Record<string, string> = {
  redriven: "Re-driven: the message is back in the queue. It shows here again only if every new attempt fails.",
  "redriven-later": "Re-driven: the message is pending again. The queue couldn’t be reached just now, so the scheduled re-drive will send it within about 10 minutes.",
};

const when = (date: Date | null) => (date ? { iso: date.toISOString(), label: formatStaffTime(date) } : null);
const paging = <T,>(list: RecordPage<T>) => ({ total: list.total, pagination: list.pagination });

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  const section = params.section;
  if (!isRecordSection(section)) throw data(null, { status: 404 });
  const { DB } = context.get(cloudflareContext).env;
  const pageParam = url.searchParams.get("page");
  const base = { email: staff.email, path: `/staff/${section}`, done: flashMessage(url, DONE) };
  switch (section) {
    case "leads": {
      const list = await leads(DB, pageParam);
      return { ...base, section, ...paging(list), rows: list.rows.map(({ createdAt, updatedAt, ...lead }) => ({ ...lead, started: when(createdAt), updated: when(updatedAt) })) };
    }
    case "messages": {
      const list = await contactMessages(DB, pageParam);
      return { ...base, section, ...paging(list), rows: list.rows.map(({ createdAt, ...message }) => ({ ...message, received: when(createdAt) })) };
    }
    case "level-tests": {
      const list = await levelTestSubmissions(DB, pageParam);
      return { ...base, section, ...paging(list), rows: list.rows.map(({ createdAt, ...test }) => ({ ...test, sent: when(createdAt) })) };
    }
    case "newsletter": {
      const list = await newsletterSignUps(DB, pageParam);
      return { ...base, section, ...paging(list), rows: list.rows.map(({ createdAt, ...signUp }) => ({ ...signUp, signedUp: when(createdAt) })) };
    }
    case "outbox": {
      const list = await deadLetters(DB, pageParam);
      return { ...base, section, ...paging(list), counts: list.counts, rows: list.rows.map(({ createdAt, deadSince, ...letter }) => ({ ...letter, created: when(createdAt), died: when(deadSince) })) };
    }
    case "audit": {
      const list = await auditRecords(DB, pageParam);
      return { ...base, section, ...paging(list), rows: list.rows.map(({ at, ...entry }) => ({ ...entry, at: when(at) })) };
    }
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(context, request);
  // Only the outbox has something to post; elsewhere there is no such action.
  if (params.section !== "outbox") throw data(null, { status: 404 });
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  const result = await redrive(context.get(cloudflareContext).env, staff, read.form);
  if (!result.ok) return data(formResult("redrive", { form: result.message }), { status: result.status });
  throw redirect(`/staff/outbox?done=${result.queued ? "redriven" : "redriven-later"}`);
}

/** A 409 means the outbox changed under the page: with JavaScript on, show the list as it is now. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate;

type Loaded = Route.ComponentProps["loaderData"];
type Time = { iso: string; label: string } | null;

export default function StaffRecords({ loaderData, actionData }: Route.ComponentProps) {
  const copy = SECTIONS[loaderData.section];
  return (
    <>
      <PageHero eyebrow={`${brand.name} staff`} title={copy.title} lines={[copy.line]} />
      <section className="page-section" aria-label="Records">
        <StaffNav email={loaderData.email} />
        <DoneMessage message={loaderData.done} />
        <FormMessage error={actionData?.errors.form} />
        {loaderData.section === "outbox" ? (
          <ul className="staff-counts" aria-label="Outbox messages by state">
            <li>Pending: {loaderData.counts.pending}</li>
            <li>Dead letters: {loaderData.counts.dead}</li>
            <li>Delivered: {loaderData.counts.delivered}</li>
          </ul>
        ) : null}
        <div className="account-panel">
          <Records section={loaderData.section} rows={loaderData.rows} total={loaderData.total} pagination={loaderData.pagination} title={copy.title} empty={copy.empty} />
          <Pager path={loaderData.path} pagination={loaderData.pagination} label={copy.title} />
        </div>
      </section>
    </>
  );
}

type Row<S extends RecordSection> = Extract<Loaded, { section: S }>["rows"][number];

const LEAD_COLUMNS: Array<Column<Row<"leads">>> = [
  { header: "Started", cell: (lead) => <When time={lead.started} />, rowHeader: true },
  { header: "Name", cell: (lead) => lead.name ?? "Not given" },
  { header: "Email", cell: (lead) => lead.email ?? "Not given" },
  { header: "Plan", cell: (lead) => lead.planId ?? "None chosen" },
  { header: "Level", cell: (lead) => lead.level ?? "Not chosen" },
  { header: "Furthest step", cell: (lead) => <>{lead.furthestStep}{lead.updated ? <> (last seen <When time={lead.updated} />)</> : null}</> },
  {
    header: "Answers",
    cell: (lead) =>
      lead.answers.length === 0 ? "None" : (
        <details>
          <summary>{lead.answers.length === 1 ? "1 answer" : `${lead.answers.length} answers`}</summary>
          <dl className="staff-answers">
            {lead.answers.map((answer, i) => (
              <div key={i}>
                <dt>{answer.question}</dt>
                <dd>{answer.answer}</dd>
              </div>
            ))}
          </dl>
        </details>
      ),
  },
  { header: "Site", cell: (lead) => <>{lead.variant} ({lead.host}){lead.fromAd ? ", from an ad" : ""}</> },
];

const MESSAGE_COLUMNS: Array<Column<Row<"messages">>> = [
  { header: "Received", cell: (message) => <When time={message.received} />, rowHeader: true },
  { header: "Name", cell: (message) => message.name },
  { header: "Email", cell: (message) => message.email },
  { header: "Organization", cell: (message) => message.organisation || "—" },
  { header: "Topic", cell: (message) => message.topic },
  {
    header: "Message",
    cell: (message) =>
      message.message.length <= 160 ? message.message : (
        <details>
          <summary>{messagePreview(message.message)}</summary>
          <p className="staff-message">{message.message}</p>
        </details>
      ),
  },
];

const LEVEL_TEST_COLUMNS: Array<Column<Row<"level-tests">>> = [
  { header: "Sent", cell: (test) => <When time={test.sent} />, rowHeader: true },
  { header: "Name", cell: (test) => test.name },
  { header: "Email", cell: (test) => test.email },
  { header: "State", cell: (test) => test.state },
  { header: "Test", cell: (test) => test.bank, className: "staff-capitalise" },
  { header: "Score", cell: (test) => `${test.score} / ${test.total}` },
  { header: "Level", cell: (test) => test.cefr },
];

const NEWSLETTER_COLUMNS: Array<Column<Row<"newsletter">>> = [
  { header: "Signed up", cell: (signUp) => <When time={signUp.signedUp} />, rowHeader: true },
  { header: "Email", cell: (signUp) => signUp.email },
  { header: "Where", cell: (signUp) => signUp.source },
];

const OUTBOX_COLUMNS: Array<Column<Row<"outbox">>> = [
  { header: "Failed for good", cell: (letter) => <When time={letter.died} />, rowHeader: true },
  { header: "Kind", cell: (letter) => letter.kind },
  { header: "For", cell: (letter) => letter.target },
  { header: "Attempts", cell: (letter) => letter.attempts },
  { header: "Last error", cell: (letter) => letter.lastError },
  { header: "First queued", cell: (letter) => <When time={letter.created} /> },
  { header: "Action", cell: (letter) => <RedriveButton id={letter.id} what={`${letter.kind} for ${letter.target}`} /> },
];

const AUDIT_COLUMNS: Array<Column<Row<"audit">>> = [
  { header: "When", cell: (entry) => <When time={entry.at} />, rowHeader: true },
  { header: "Staff", cell: (entry) => entry.staffEmail },
  { header: "Action", cell: (entry) => entry.action },
  { header: "Record", cell: (entry) => entry.target ?? "—" },
  { header: "Detail", cell: (entry) => entry.detail ?? "—" },
];

const COLUMNS: { [S in RecordSection]: Array<Column<Row<S>>> } = {
  leads: LEAD_COLUMNS,
  messages: MESSAGE_COLUMNS,
  "level-tests": LEVEL_TEST_COLUMNS,
  newsletter: NEWSLETTER_COLUMNS,
  outbox: OUTBOX_COLUMNS,
  audit: AUDIT_COLUMNS,
};

/** The section's records, newest first, in its own columns; what to say when there are none. */
function Records<S extends RecordSection>({ section, rows, total, pagination, title, empty }: { section: S; rows: ReadonlyArray<Row<S>>; total: number; pagination: Pagination; title: string; empty: string }) {
  return (
    <DataTable
      caption={`${title}, newest first: ${total} in all${pagination.pageCount > 1 ? `, page ${pagination.page} of ${pagination.pageCount}` : ""}`}
      label={`${title}: the table`}
      className="staff-records"
      columns={COLUMNS[section]}
      rows={rows}
      rowKey={(row) => row.id}
      empty={total === 0 ? empty : "Nothing on this page."}
    />
  );
}

function When({ time }: { time: Time }) {
  return time ? <time dateTime={time.iso}>{time.label}</time> : <>Unknown</>;
}

/** A plain form post; with JavaScript the button also says it is working, so a second click can't follow. */
function RedriveButton({ id, what }: { id: string; what: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === id;
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="button button-secondary" disabled={busy}>
        {busy ? "Re-driving…" : "Re-drive"}
        <span className="visually-hidden"> the {what}</span>
      </button>
    </Form>
  );
}

/** Newer and older pages as plain links. */
function Pager({ path, pagination, label }: { path: string; pagination: Pagination; label: string }) {
  if (pagination.pageCount <= 1) return null;
  return (
    <nav className="pagination staff-pager" aria-label={`${label} pages`}>
      <ul>
        {pagination.page > 1 ? (
          <li>
            <Link to={pageHref(path, pagination.page - 1)} rel="prev">Newer<span className="visually-hidden"> {label.toLowerCase()}</span></Link>
          </li>
        ) : null}
        <li>Page {pagination.page} of {pagination.pageCount}</li>
        {pagination.page < pagination.pageCount ? (
          <li>
            <Link to={pageHref(path, pagination.page + 1)} rel="next">Older<span className="visually-hidden"> {label.toLowerCase()}</span></Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export const meta: Route.MetaFunction = ({ params }) => {
  const section = isRecordSection(params.section) ? SECTIONS[params.section].title : "Staff console";
  return pageMeta({ title: `${section} | ${brand.name} staff`, description: `The ${brand.name} staff console.`, path: `/staff/${params.section ?? ""}`, noindex: true });
};
