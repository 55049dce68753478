// My Products (spec §2.9, §6; issue #11 §2): the buyer's licences per product and level (bought, assigned,
// available); per product, Assign a licence to a teacher's email and the list of its teachers with their
// state in words (Invited, Claimed, Revoked) and Revoke; the licence history; and, for a teacher, the
// licences assigned to them with a link to each one's materials. Plain forms: all of it works without
// JavaScript.
import { Form, Link } from "react-router";
import { Done } from "~/components/account/form-fields";
import { FormMessage, TextField } from "~/components/ui/form-field";
import { brand } from "~/config/site";
import { INVITATION_VALID_DAYS } from "~/domain/licence-assignment";
import type { AssignmentRow, HistoryRow, LicenceRow, MyProductsData } from "~/domain/my-products-view";

export type MyProductsFeedback = { error?: string; assign?: { product: string; email: string; message: string } };

/** What the page confirms after a change (post → redirect → get). */
const DONE: Record<string, { title: string; text: string }> = {
  "licence-assigned": { title: "Invitation sent", text: `The teacher has an email with a link to claim the licence, valid ${INVITATION_VALID_DAYS} days. You’ll see Claimed here once they have.` },
  "licence-revoked": { title: "Licence revoked", text: "It is available again: assign it to another teacher whenever you’re ready." },
  "invitation-resent": { title: "Invitation sent again", text: `It has a new link, valid ${INVITATION_VALID_DAYS} days; the old link no longer works.` },
};

export function MyProducts({ data, feedback }: { data: MyProductsData; feedback?: MyProductsFeedback }) {
  const done = data.done ? DONE[data.done] : undefined;
  return (
    <>
      <div className="account-panel">
        <h2>My Products</h2>
        {done ? (
          <Done title={done.title}>
            <p>{done.text}</p>
          </Done>
        ) : null}
        <FormMessage error={feedback?.error} />
        {data.licences.length === 0 ? (
          <>
            <p>
              {data.assignedToYou.length > 0 ? "Your school’s licences for you are listed below. " : "No products yet. "}
              Curriculum licences you buy appear here per product and level — bought, assigned and available — ready to give to your teachers.
            </p>
            <p>
              <Link to="/catalog">Browse the K-12 curriculum</Link>
            </p>
          </>
        ) : (
          <>
            <LicenceTable licences={data.licences} />
            {data.licences.map((licence) => (
              <ProductTeachers key={licence.slug} licence={licence} assignments={data.assignments.filter((a) => a.slug === licence.slug)} feedback={feedback?.assign?.product === licence.slug ? feedback.assign : undefined} />
            ))}
            <LicenceHistory history={data.history} />
          </>
        )}
      </div>
      {data.assignedToYou.length > 0 ? (
        <div className="account-panel">
          <h2>Licences assigned to you</h2>
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

function LicenceTable({ licences }: { licences: LicenceRow[] }) {
  return (
    // A wide table scrolls inside its own region on small screens: focusable, so the keyboard can scroll it.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-label="Your licences" tabIndex={0}>
      <table className="comparison-table licence-table">
        <caption>Your licences, one per teacher per level</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Level</th>
            <th scope="col">Bought</th>
            <th scope="col">Assigned</th>
            <th scope="col">Available</th>
          </tr>
        </thead>
        <tbody>
          {licences.map((licence) => (
            <tr key={licence.slug}>
              <th scope="row">{licence.title}</th>
              <td>{licence.level}</td>
              <td>{licence.bought}</td>
              <td>{licence.assigned}</td>
              <td>{licence.available}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ProductTeachers({ licence, assignments, feedback }: { licence: LicenceRow; assignments: AssignmentRow[]; feedback?: MyProductsFeedback["assign"] }) {
  const titleId = `product-${licence.slug}-title`;
  return (
    <section id={`product-${licence.slug}`} className="order-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{licence.title}</h3>
      <p>
        {licence.available} of {licence.bought} {licence.bought === 1 ? "licence" : "licences"} available. <Link to={`/account/my-products/${licence.slug}`}>
          See the teacher materials<span className="visually-hidden"> of {licence.title}</span>
        </Link>
      </p>
      {licence.available > 0 || feedback ? (
        <Form method="post" className="stack-form" noValidate>
          <h4>Assign a licence</h4>
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
            hint={`We email them a link to claim the licence with a ${brand.name} account; the link works for ${INVITATION_VALID_DAYS} days.`}
            defaultValue={feedback?.email}
            error={feedback?.message}
          />
          <button type="submit" className="button button-primary">
            Send invitation
          </button>
        </Form>
      ) : (
        <p>All licences of this level are assigned. Revoke one below to give it to another teacher, or buy more from the catalog.</p>
      )}
      {assignments.length > 0 ? <TeacherTable title={licence.title} assignments={assignments} /> : null}
    </section>
  );
}

function TeacherTable({ title, assignments }: { title: string; assignments: AssignmentRow[] }) {
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-label={`Teachers of ${title}`} tabIndex={0}>
      <table className="comparison-table">
        <caption>Teachers of {title}</caption>
        <thead>
          <tr>
            <th scope="col">Teacher</th>
            <th scope="col">Status</th>
            <th scope="col">Details</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {assignments.map((a) => (
            <tr key={a.id}>
              <th scope="row">{a.teacherEmail}</th>
              <td>
                <span className={`status-flag flag-${a.colour}`}>{a.label}</span>
              </td>
              <td>{a.note}</td>
              <td>
                <div className="button-row">
                  {a.canResend ? <AssignmentButton intent="resend-invitation" id={a.id} label="Send again" teacher={a.teacherEmail} /> : null}
                  {a.canRevoke ? <AssignmentButton intent="revoke-licence" id={a.id} label="Revoke" teacher={a.teacherEmail} /> : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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

function LicenceHistory({ history }: { history: HistoryRow[] }) {
  return (
    // Not a landmark of its own: the table's scrolling region already carries the name.
    <div className="licence-history">
      <h3>Licence history</h3>
      {history.length === 0 ? (
        <p>Every invitation, claim and revocation will be listed here: who, when and what.</p>
      ) : (
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="table-scroll" role="region" aria-label="Licence history" tabIndex={0}>
          <table className="comparison-table">
            <caption className="visually-hidden">Licence history, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
              </tr>
            </thead>
            <tbody>
              {history.map((h, i) => (
                <tr key={`${h.iso}-${i}`}>
                  <td>
                    <time dateTime={h.iso}>{h.when}</time>
                  </td>
                  <td>{h.who}</td>
                  <td>{h.what}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
