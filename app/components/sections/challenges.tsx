// Spec §2.6 "Challenge blocks" (§3 Challenge): a problem on top, and how we answer it below.
import { Icon } from "~/components/ui/icon";
import type { Challenge } from "~/domain/page-sections";
import { Section } from "./section-heading";

export function Challenges({ id, title, intro, items }: { id: string; title: string; intro?: string; items: Challenge[] }) {
  return (
    <Section id={id} className="challenges" title={title} intro={intro}>
      <ul className="challenge-grid">
        {items.map((item) => (
          <li key={item.titleTop} className="challenge">
            <div className="challenge-top">
              <Icon name={item.iconTop} size={28} />
              <h3>{item.titleTop}</h3>
              <p>{item.descTop}</p>
            </div>
            <div className="challenge-bottom">
              <Icon name={item.iconBottom} size={28} />
              <h3>{item.titleBottom}</h3>
              <p>{item.descBottom}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
