// The opening of every marketing page: eyebrow, the page's one h1, short lines, and up to two actions. With
// `scheduler`, the second opens the demo scheduler in a popup (the free-trial page); its link before
// hydration, without JavaScript or without a scheduler.
import { useRouteLoaderData } from "react-router";
import { SchedulerPopupButton } from "~/components/scheduler/scheduler-popup";
import { ButtonLink } from "~/components/ui/links";
import { useFieldTags } from "./section-heading";
import type { Link as LinkData } from "~/domain/page-sections";
import type { ShellData } from "~/domain/shell";

type Props = { eyebrow?: string; title: string; lines: string[]; primary?: LinkData; secondary?: LinkData; scheduler?: boolean };

export function PageHero({ eyebrow, title, lines, primary, secondary, scheduler = false }: Props) {
  const field = useFieldTags();
  return (
    <section className="hero hero-compact" aria-labelledby="page-title">
      <div className="hero-inner">
        {eyebrow ? (
          <p className="eyebrow" {...field("eyebrow")}>
            {eyebrow}
          </p>
        ) : null}
        <h1 id="page-title" {...field("title")}>
          {title}
        </h1>
        <div className="hero-description" {...field("lines")}>
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        {primary || secondary ? (
          <div className="button-row">
            <ButtonLink link={primary} className="button button-primary button-large" tags={field("primaryButtonLabel")} />
            {scheduler && secondary ? <SchedulerButton link={secondary} /> : <ButtonLink link={secondary} className="button button-ghost button-large" tags={field("secondaryButtonLabel")} />}
          </div>
        ) : null}
      </div>
    </section>
  );
}

function SchedulerButton({ link }: { link: LinkData }) {
  const shell = useRouteLoaderData<ShellData>("root");
  const className = "button button-ghost button-large";
  return shell?.schedulerDemoUrl ? (
    <SchedulerPopupButton label={link.label} className={className} fallbackHref={link.href} url={shell.schedulerDemoUrl} gclid={shell.gclid} />
  ) : (
    <ButtonLink link={link} className={className} />
  );
}

/** A hero section's words as a plain heading: the page's h1 and its lines, inside a section of the route's own (a funnel step, the level test). */
export function HeroHeading({ id, title, lines }: { id: string; title: string; lines: string[] }) {
  return (
    <>
      <h1 id={id}>{title}</h1>
      {lines.map((line) => (
        <p key={line} className="section-intro">
          {line}
        </p>
      ))}
    </>
  );
}
