// Spec §2.6 "Team-member cards with a 'read more'" (§3: image, title, description, readMore).
import { RichText } from "~/components/ui/rich-text";
import type { TeamMemberView } from "~/domain/section-data";
import { Section } from "./section-heading";
import { ContentImage } from "~/components/ui/content-image";

export function TeamCards({ id, title, intro, members }: { id: string; title: string; intro?: string; members: TeamMemberView[] }) {
  return (
    <Section id={id} title={title} intro={intro}>
      <ul className="card-grid">
        {members.map((member) => (
          <li key={member.id}>
            <article className="card team-card" aria-labelledby={`member-${member.id}`}>
              {member.image ? <ContentImage className="team-photo" image={member.image} width={120} height={120} sizes="120px" /> : null}
              <div className="card-body">
                <h3 id={`member-${member.id}`} className="card-title">
                  {member.name}
                </h3>
                <p className="card-subtext">{member.role}</p>
                <p>{member.description}</p>
                <details className="read-more">
                  <summary>
                    Read more<span className="visually-hidden"> about {member.name}</span>
                  </summary>
                  <RichText document={member.readMore} />
                </details>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
