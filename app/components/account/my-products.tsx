// My Products (spec §2.9, §6; issue #11 §2): the buyer's licences per product and level (bought, assigned,
// available); per product, Assign a licence to a teacher's email and the list of its teachers with their
// state in words (Invited, Claimed, Revoked) and Revoke; the licence history; and, for a teacher, the
// licences assigned to them with a link to each one's materials. Plain forms: all of it works without
// JavaScript.
import { Form, Link } from "react-router";
import { Done } from "~/components/account/form-fields";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FormMessage, TextField } from "~/components/ui/form-field";
import { brand } from "~/config/site";
import { INVITATION_VALID_DAYS } from "~/domain/licence-assignment";
import type { AssignmentRow, HistoryRow, LicenceRow, MyProductsData } from "~/domain/my-products-view";

export type MyProductsFeedback = { error?: string; assign?: { product: string; email: string; message: string }; roster?: { text: string; problems: string[] } };

/** What the page confirms after a change (post → redirect → get). */
const DONE: Record<string, { title: string; text: string }> = {
  "licence-assigned": { title: "Invitation sent", text: `The teacher has an email with a link to claim the license, valid ${INVITATION_VALID_DAYS} days. You’ll see Claimed here once they have.` },
  "licence-revoked": { title: "License revoked", text: "It is available again: assign it to another teacher whenever you’re ready." },
  "invitation-resent": { title: "Invitation sent again", text: `It has a new link, valid ${INVITATION_VALID_DAYS} days; the old link no longer works.` },
  "roster-invited": { title: "Roster invited", text: `Each teacher has an email with a link to claim their license, valid ${INVITATION_VALID_DAYS} days.` },
  "licences-revoked": { title: "Licenses revoked", text: "They are available again: assign them to other teachers whenever you’re ready." },
  "invitations-resent": { title: "Invitations sent again", text: `Each has a new link, valid ${INVITATION_VALID_DAYS} days; the old links no longer work.` },
};

/** "12 teachers: Roster invited", for the changes that count. */
const doneTitle = (title: string, count: number | null) => (count ? `${title}: ${count} ${count === 1 ? "teacher" : "teachers"}` : title);

export function MyProducts({ data, feedback }: { data: MyProductsData; feedback?: MyProductsFeedback }) {
  const done = data.done ? DONE[data.done] : undefined;
  return (
    <>
      <div className="account-panel">
        <h2>My Products</h2>
        {done ? (
          <Done title={doneTitle(done.title, data.count)}>
            <p>{done.text}</p>
          </Done>
        ) : null}
        <FormMessage error={feedback?.error} />
        {data.licences.length === 0 ? (
          <>
            <p>
              {data.assignedToYou.length > 0 ? "Your school’s licenses for you are listed below. " : "No products yet. "}
              Curriculum licenses you buy appear here per product and level — bought, assigned and available — ready to give to your teachers.
            </p>
            <p>
              <Link to="/catalog">Browse the K-12 curriculum</Link>
            </p>
          </>
        ) : (
          <>
            <DataTable caption="Your licenses, one per teacher per level" label="Your licenses" className="licence-table" columns={LICENCE_COLUMNS} rows={data.licences} rowKey={(licence) => licence.slug} />
            <RosterForm levels={data.licences} feedback={feedback?.roster} />
            {data.licences.map((licence) => (
              <ProductTeachers key={licence.slug} licence={licence} assignments={data.assignments.filter((a) => a.slug === licence.slug)} feedback={feedback?.assign?.product === licence.slug ? feedback.assign : undefined} />
            ))}
            <p>
              <a href="/account/my-products/usage.csv" download>
                Export teachers and curriculum use (CSV)
              </a>{" "}
              — for renewals: each license’s teacher, status, when they last opened the curriculum and how many lessons they downloaded.
            </p>
            <LicenceHistory history={data.history} />
          </>
        )}
      </div>
      {data.assignedToYou.length > 0 ? (
        <div className="account-panel">
          <h2>Licenses assigned to you</h2>
          <ul className="order-list">
            {data.assignedToYou.map((licence) => (
              <li key={`${licence.slug}-${licence.organisation}`} className="order-card">
                <h3>
                  <Link to={`/account/my-products/${licence.slug}`}>{licence.title}</Link>
                </h3>
                <p>
                  {licence.level} · from {licence.organisation} · since {licence.since}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

const LICENCE_COLUMNS: Array<Column<LicenceRow>> = [
  { header: "Product", cell: (licence) => licence.title, rowHeader: true },
  { header: "Level", cell: (licence) => licence.level },
  { header: "Bought", cell: (licence) => licence.bought },
  { header: "Assigned", cell: (licence) => licence.assigned },
  { header: "Available", cell: (licence) => licence.available },
];

function ProductTeachers({ licence, assignments, feedback }: { licence: LicenceRow; assignments: AssignmentRow[]; feedback?: MyProductsFeedback["assign"] }) {
  const titleId = `product-${licence.slug}-title`;
  return (
    <section id={`product-${licence.slug}`} className="order-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{licence.title}</h3>
      <p>
        {licence.available} of {licence.bought} {licence.bought === 1 ? "license" : "licenses"} available. <Link to={`/account/my-products/${licence.slug}`}>
          See the teacher materials<span className="visually-hidden"> of {licence.title}</span>
        </Link>
      </p>
      {licence.available > 0 || feedback ? (
        <Form method="post" className="stack-form" noValidate>
          <h4>Assign a license</h4>
          <input type="hidden" name="intent" value="assign-licence" />
          <input type="hidden" name="product" value={licence.slug} />
          <TextField
            idPrefix={`assign-${licence.slug}-`}
            name="email"
            label="Teacher’s email"
            type="email"
            autoComplete="off"
            maxLength={254}
            required
            hint={`We email them a link to claim the license with a ${brand.name} account; the link works for ${INVITATION_VALID_DAYS} days.`}
            defaultValue={feedback?.email}
            error={feedback?.message}
          />
          <button type="submit" className="button button-primary">
            Send invitation
          </button>
        </Form>
      ) : (
        <p>All licenses of this level are assigned. Revoke one below to give it to another teacher, or buy more from the catalog.</p>
      )}
      <DataTable caption={`Teachers of ${licence.title}`} columns={teacherColumns(licence.slug)} rows={assignments} rowKey={(a) => a.id} />
      {assignments.some((a) => a.canRevoke || a.canResend) ? (
        // The ticks in the table belong to this form (their `form` attribute): several at once, no JavaScript needed.
        <Form method="post" id={bulkFormId(licence.slug)} className="button-row bulk-actions">
          <button type="submit" name="intent" value="resend-selected" className="button button-secondary">
            Send selected invitations again<span className="visually-hidden"> ({licence.title})</span>
          </button>
          <button type="submit" name="intent" value="revoke-selected" className="button button-secondary">
            Revoke selected<span className="visually-hidden"> ({licence.title})</span>
          </button>
        </Form>
      ) : null}
    </section>
  );
}

const bulkFormId = (slug: string) => `teachers-${slug}`;

const teacherColumns = (slug: string): Array<Column<AssignmentRow>> => [
  {
    header: "Select",
    cell: (a) =>
      a.canRevoke || a.canResend ? <input type="checkbox" name="assignment" value={a.id} form={bulkFormId(slug)} aria-label={`Select ${a.teacherEmail}`} className="select-box" /> : null,
  },
  {
    header: "Teacher",
    cell: (a) => (
      <>
        {a.teacherEmail}
        {a.teacherName ? <span className="teacher-name">{a.teacherName}</span> : null}
      </>
    ),
    rowHeader: true,
  },
  { header: "Status", cell: (a) => <span className={`status-flag flag-${a.colour}`}>{a.label}</span> },
  { header: "Details", cell: (a) => a.note },
  { header: "Last opened", cell: (a) => a.opened },
  { header: "Lessons downloaded", cell: (a) => a.lessons },
  {
    header: "Actions",
    cell: (a) => (
      <div className="button-row">
        {a.canResend ? <AssignmentButton intent="resend-invitation" id={a.id} label="Send again" teacher={a.teacherEmail} /> : null}
        {a.canRevoke ? <AssignmentButton intent="revoke-licence" id={a.id} label="Revoke" teacher={a.teacherEmail} /> : null}
      </div>
    ),
  },
];

function AssignmentButton({ intent, id, label, teacher }: { intent: string; id: string; label: string; teacher: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="assignment" value={id} />
      <button type="submit" name="intent" value={intent} className="button button-secondary">
        {label}
        <span className="visually-hidden"> ({teacher})</span>
      </button>
    </Form>
  );
}

/**
 * A department at once (issue #25): addresses pasted one a line, or a CSV file with the columns email, name
 * and level. Every teacher is invited, or none, with each problem by its line.
 */
function RosterForm({ levels, feedback }: { levels: LicenceRow[]; feedback?: MyProductsFeedback["roster"] }) {
  const only = levels.length === 1 ? levels[0] : undefined;
  const hintId = "roster-hint";
  const errorId = "roster-error";
  return (
    <section className="order-card" aria-labelledby="roster-title">
      <h3 id="roster-title">Invite your department at once</h3>
      <Form method="post" encType="multipart/form-data" className="stack-form" noValidate>
        <input type="hidden" name="intent" value="assign-roster" />
        {only ? <input type="hidden" name="product" value={only.slug} /> : null}
        <div className="field">
          <label htmlFor="roster">Teachers</label>
          <p id={hintId} className="field-hint">
            {only
              ? `One email address a line (or “Name <email>”), all for ${only.title}. Or a CSV with the columns email, name, level.`
              : `One teacher a line: email, name, level — the level by its name or code (${levels[0]?.sku ?? ""}). A spreadsheet saved as CSV works too.`}
          </p>
          <textarea
            id="roster"
            name="roster"
            rows={6}
            defaultValue={feedback?.text}
            aria-describedby={feedback ? `${hintId} ${errorId}` : hintId}
            aria-invalid={feedback ? true : undefined}
            spellCheck={false}
          />
          {feedback ? (
            <div id={errorId} className="field-error" role="alert">
              <p>Nobody was invited. Please fix:</p>
              <ul>
                {feedback.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="roster-file">Or upload a CSV file</label>
          <input id="roster-file" name="rosterFile" type="file" accept=".csv,.txt,text/csv,text/plain" />
        </div>
        <button type="submit" className="button button-primary">
          Invite these teachers
        </button>
      </Form>
    </section>
  );
}

const HISTORY_COLUMNS: Array<Column<HistoryRow>> = [
  { header: "When", cell: (h) => <time dateTime={h.iso}>{h.when}</time> },
  { header: "Who", cell: (h) => h.who },
  { header: "What", cell: (h) => h.what },
];

function LicenceHistory({ history }: { history: HistoryRow[] }) {
  return (
    // Not a landmark of its own: the table's scrolling region already carries the name.
    <div className="licence-history">
      <h3>License history</h3>
      <DataTable
        caption="License history, newest first"
        captionHidden
        label="License history"
        columns={HISTORY_COLUMNS}
        rows={history}
        rowKey={(h, i) => `${h.iso}-${i}`}
        empty="Every invitation, claim and revocation will be listed here: who, when and what."
      />
    </div>
  );
}
