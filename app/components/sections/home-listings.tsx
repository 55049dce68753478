// The home page's two listings (spec §2.5): its courses, under the anchor the hero's 'Discover more'
// scrolls to, and the latest articles. Cards come from the CMS (app/lib/page-sections.server.ts).
import { Link, useLocation } from "react-router";
import { ourCoursesTrialPath } from "~/domain/free-trial";
import type { Section } from "~/domain/page-sections";
import type { ArticleCardView, CourseCardView } from "~/domain/section-data";
import { ArticleList } from "./article-list";
import { CourseList } from "./course-list";
import { SectionHeading } from "./section-heading";

type Fields<T extends Section["type"]> = Omit<Extract<Section, { type: T }>, "type">;

export function FeaturedCourses({ section, cards }: { section: Fields<"featuredCourses">; cards: CourseCardView[] }) {
  const location = useLocation();
  return (
    <section className="page-section our-courses" id={section.id} aria-labelledby={`${section.id}-title`}>
      <SectionHeading id={`${section.id}-title`} tag={section.tag} title={section.title} intro={section.intro} />
      <CourseList cards={cards} />
      <div className="section-actions">
        <Link className="button button-secondary" to="/spanish-courses-overview">
          {section.viewAll}
        </Link>
        <Link className="button button-primary" to={ourCoursesTrialPath(location.pathname)}>
          {section.trialButton}
        </Link>
      </div>
    </section>
  );
}

export function LatestArticles({ section, cards }: { section: Fields<"latestArticles">; cards: ArticleCardView[] }) {
  return (
    <section className="page-section latest-insights" aria-labelledby={`${section.id}-title`}>
      <SectionHeading id={`${section.id}-title`} tag={section.tag} title={section.title} />
      <ArticleList cards={cards} />
      <div className="section-actions">
        <Link className="button button-secondary" to="/spanish-learning-articles">
          {section.link}
        </Link>
      </div>
    </section>
  );
}
