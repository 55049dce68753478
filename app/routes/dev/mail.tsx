// /_dev/mail: the local mailbox. Every email the site has sent or is sending (the outbox), newest first,
// with its links, so someone trying the site locally can follow a confirmation or reset link. Answers
// 404 in production: it would show everyone's mail.
import { data } from "react-router";
import type { Route } from "./+types/mail";
import { requestContext, cloudflareContext } from "~/context";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

type Mail = { id: string; to: string; subject: string; text: string; status: string; createdAt: string };

export async function loader({ context }: Route.LoaderArgs) {
  if (context.get(requestContext).config.env === "production") throw data(null, { status: 404 });
  const { results } = await context
    .get(cloudflareContext)
    .env.DB.prepare("SELECT id, payload, status, created_at FROM outbox WHERE kind = 'email' ORDER BY created_at DESC, rowid DESC LIMIT 100")
    .all<{ id: string; payload: string; status: string; created_at: string }>();
  const mails: Mail[] = results.map((row) => {
    const payload = JSON.parse(row.payload) as { to: string; subject: string; text: string };
    return { id: row.id, to: payload.to, subject: payload.subject, text: payload.text, status: row.status, createdAt: row.created_at };
  });
  return { mails };
}

/** The text with its http(s) links made clickable. */
function WithLinks({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return <>{parts.map((part, i) => (/^https?:\/\//.test(part) ? <a key={i} href={part}>{part}</a> : part))}</>;
}

export default function DevMail({ loaderData }: Route.ComponentProps) {
  const { mails } = loaderData;
  return (
    <section className="page-section narrow" aria-labelledby="dev-mail-title">
      <h1 id="dev-mail-title">Local mailbox</h1>
      <p>Every email this local site has sent, newest first. This page exists only outside production.</p>
      {mails.length === 0 ? <p>No emails yet.</p> : null}
      <ol className="dev-mailbox">
        {mails.map((mail) => (
          <li key={mail.id}>
            <article aria-label={mail.subject}>
              <h2>{mail.subject}</h2>
              <p>
                To: {mail.to} · {mail.createdAt} · {mail.status}
              </p>
              <pre className="dev-mail-text">
                <WithLinks text={mail.text} />
              </pre>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}

// In production the page doesn't exist: its 404 must not name it either.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({ title: "Local mailbox | Hablarte (development)", description: "Emails the local site has sent.", path: "/_dev/mail", noindex: true })
    : [{ title: "Page not found | Hablarte" }, { name: "robots", content: "noindex" }];
