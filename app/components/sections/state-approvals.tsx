import { Link } from "react-router";
import { Section } from "./section-heading";

/** The approving states and their programs, as a definition list (state → programs). */
export function StateApprovals({ id, title, intro, states }: { id: string; title: string; intro?: string; states: Array<{ state: string; programs: Array<{ title: string; href: string }> }> }) {
  return (
    <Section id={id} title={title} intro={intro}>
      <dl className="state-approvals">
        {states.map((entry) => (
          <div key={entry.state} className="state-approval">
            <dt>{entry.state}</dt>
            {entry.programs.map((program) => (
              <dd key={program.href}>
                <Link to={program.href}>{program.title}</Link>
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </Section>
  );
}
