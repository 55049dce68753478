// /try-{brand}-for-free: what the free trial is and how to start it (spec §2.3, §4 "Individual funnel").
import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/free-trial";
import { Timeline } from "~/components/sections/timeline";
import { brand } from "~/config/site";
import { SchedulerPopupButton } from "~/components/scheduler/scheduler-popup";
import { useFilledCopy } from "~/components/layout/site-facts";
import { FREE_TRIAL_DAYS } from "~/domain/pricing";
import { pageMeta } from "~/lib/content/seo";
import type { loader as rootLoader } from "~/root";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

const steps = [
  { title: "Choose a weekly plan", desc: `One, two or three live classes a week. You won’t be charged during the ${FREE_TRIAL_DAYS}-day trial.` },
  { title: "Tell us about you", desc: "Your goals, your schedule and, if you like, a quick level test so we place you well." },
  { title: "Meet your teacher", desc: "Book your first class at a time that suits you and start speaking from minute one." },
];

export default function FreeTrial() {
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  const included = useFilledCopy({ self: "{{classFormat:self}}", child: "{{classFormat:child}}" });
  return (
    <>
      <section className="hero hero-compact" aria-labelledby="trial-title">
        <div className="hero-inner">
          <p className="eyebrow">{`Free for ${FREE_TRIAL_DAYS} days`}</p>
          <h1 id="trial-title">{`Try ${brand.name} free for ${FREE_TRIAL_DAYS} days`}</h1>
          <div className="hero-description">
            <p>Join live Spanish classes with a native teacher. There is no charge until your trial ends, and you can cancel any time before that.</p>
          </div>
          <div className="button-row">
            <Link className="button button-primary button-large" to="/individual-plans">
              Start my free trial
            </Link>
            {/* The scheduler as a popup; without JavaScript (or without a scheduler) the /book-demo page. */}
            {shell?.schedulerDemoUrl ? (
              <SchedulerPopupButton
                label="Book a demo class instead"
                className="button button-ghost button-large"
                fallbackHref="/book-demo"
                url={shell.schedulerDemoUrl}
                gclid={shell.gclid}
              />
            ) : (
              <Link className="button button-ghost button-large" to="/book-demo">
                Book a demo class instead
              </Link>
            )}
          </div>
        </div>
      </section>
      <Timeline id="trial-steps" title="How the trial works" steps={steps} />
      <section className="page-section narrow" aria-labelledby="trial-included-title">
        <h2 id="trial-included-title">What’s included</h2>
        <ul className="check-list">
          <li>{included.self}</li>
          <li>{included.child}</li>
          <li>Native teachers who all hold a master’s degree.</li>
          <li>A placement at your level, from complete beginner to advanced.</li>
          <li>Class materials and practice between lessons.</li>
          <li>Schedule changes with one week’s notice.</li>
        </ul>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Try ${brand.name} free for ${FREE_TRIAL_DAYS} days | Live Spanish classes`,
    description: `Start a free ${FREE_TRIAL_DAYS}-day trial of live Spanish classes with native teachers. No charge until your trial ends; cancel any time.`,
    path: `/try-${brand.slug}-for-free`,
  });
