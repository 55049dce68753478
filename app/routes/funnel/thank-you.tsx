// /external/thank-you: the hot-site funnel's last screen. The booking itself is confirmed by the
// scheduler's webhook (stepBooked 5); until it arrives the page says what happens next.
import { Link } from "react-router";
import type { Route } from "./+types/thank-you";
import { brand } from "~/config/site";
import { cloudflareContext } from "~/context";
import { formatSchoolTime } from "~/domain/events";
import { latestBooking } from "~/lib/funnel/bookings.server";
import { readVisitor } from "~/lib/platform/session.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const { visitor, isNew, referenced } = await readVisitor(context, request);
  const booking = isNew && !referenced ? null : await latestBooking(env.DB, visitor.funnelId);
  return { name: visitor.contact?.name ?? null, booking };
}

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { name, booking } = loaderData;
  return (
    <section className="page-section narrow funnel-page" aria-labelledby="thanks-title">
      <h1 id="thanks-title">{name ? `Thank you, ${name}!` : "Thank you!"}</h1>
      {booking ? (
        <p>
          Your class is booked{booking.startTime ? <> for <strong>{formatSchoolTime(booking.startTime)}</strong></> : null}. The confirmation and the link to
          join are in your email.
        </p>
      ) : (
        <p>Your booking is on its way: you’ll receive a confirmation email with the link to join your class in the next few minutes.</p>
      )}
      <h2>Before your class</h2>
      <ul className="check-list">
        <li>Find a quiet spot and test your headphones and microphone.</li>
        <li>Join from a laptop or tablet five minutes early, using the link in your email.</li>
        <li>Need another time? Reply to the email; schedule changes need one week’s notice.</li>
      </ul>
      <p>
        <Link className="button button-primary" to="/">
          Back to {brand.name}
        </Link>
      </p>
    </section>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: `Thank you | ${brand.name}`, description: "Your Spanish class is on its way.", path: "/external/thank-you", noindex: true });
