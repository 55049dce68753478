// Renders a marketing page's sections (app/domain/page-sections.ts) in order; CMS-backed sections get
// the data their loader resolved (app/lib/page-sections.server.ts), index for index.
import { Link, useLocation } from "react-router";
import { ourCoursesTrialPath } from "~/domain/free-trial";
import { callToAction } from "~/domain/call-to-action";
import type { Section } from "~/domain/page-sections";
import type { SectionData } from "~/lib/page-sections.server";
import { ArticleList } from "./article-list";
import { CallToActionBlock } from "./call-to-action-block";
import { Challenges } from "./challenges";
import { ComparisonTable } from "./comparison-table";
import { CourseList } from "./course-list";
import { CourseOverview } from "./course-overview";
import { FaqList } from "./faq-list";
import { ImpactFigures } from "./impact-figures";
import { MissionVisionValues } from "./mission-vision-values";
import { PageHero } from "./page-hero";
import { IndividualPlans, PaymentOptions, PricingCards } from "./pricing";
import { SectionHeading } from "./section-heading";
import { SuccessStories } from "./success-stories";
import { TeamCards } from "./team-cards";
import { Testimonials } from "./testimonials";
import { TextSection } from "./text-section";
import { TileGrid } from "./tile-grid";
import { Timeline } from "./timeline";
import { TrustedLogos } from "./trusted-logos";
import { StateApprovals } from "./state-approvals";
import { EntryCardGrid } from "~/components/collections/entry-card";
import { FeaturedCourses, LatestArticles } from "./home-listings";
import { HomeHero } from "./home-hero";
import { NewsletterSignup, type NewsletterResult } from "./newsletter-signup";
import { OurSolution } from "./our-solution";

function Listing({ id, tag, title, intro, button, trialHref, children }: { id: string; tag?: string; title: string; intro?: string; button?: { label: string; href: string }; trialHref?: string; children: React.ReactNode }) {
  return (
    <section className="page-section" aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} tag={tag} title={title} intro={intro} />
      {children}
      {button || trialHref ? (
        <div className="section-actions">
          {button ? (
            <Link className="button button-secondary" to={button.href}>
              {button.label}
            </Link>
          ) : null}
          {trialHref ? (
            <Link className="button button-primary" to={trialHref}>
              Book Your Free Trial Now
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** What the page's action answered, for the sections holding a form (the newsletter). */
export type SectionForms = { newsletter?: NewsletterResult; formError?: string };

function PageSection({ section, data, path, forms }: { section: Section; data: SectionData; path: string; forms: SectionForms }) {
  switch (section.type) {
    case "homeHero":
      return <HomeHero copy={section} />;
    case "solution":
      return <OurSolution solution={section} />;
    case "newsletter":
      return <NewsletterSignup copy={section} serverResult={forms.newsletter} formError={forms.formError} />;
    case "featuredCourses":
      return data?.type === "featuredCourses" ? <FeaturedCourses section={section} cards={data.cards} /> : null;
    case "latestArticles":
      return data?.type === "latestArticles" ? <LatestArticles section={section} cards={data.cards} /> : null;
    case "hero":
      return <PageHero {...section} />;
    case "features":
      return <TileGrid id={section.id} tag={section.tag} title={section.title} intro={section.intro} tiles={section.items} button={section.button} tone={section.tone} />;
    case "stats":
      return <ImpactFigures {...section} />;
    case "challenges":
      return <Challenges {...section} />;
    case "comparison":
      return <ComparisonTable {...section} />;
    case "timeline":
      return <Timeline {...section} />;
    case "faq":
      return <FaqList {...section} />;
    case "missionVisionValues":
      return <MissionVisionValues {...section} />;
    case "courseOverview":
      return <CourseOverview {...section} />;
    case "text":
      return <TextSection {...section} />;
    case "cta":
      return <CallToActionBlock cta={callToAction(section)} />;
    case "pricingCards":
      return <PricingCards {...section} />;
    case "individualPlans":
      return <IndividualPlans {...section} />;
    case "paymentOptions":
      return <PaymentOptions {...section} />;
    case "testimonials":
      return data?.type === "testimonials" ? <Testimonials badge={section.badge} title={section.title} items={data.items} /> : null;
    case "trustedLogos":
      return data?.type === "trustedLogos" ? <TrustedLogos title={section.title} logos={data.logos} /> : null;
    case "successStories":
      return data?.type === "successStories" ? <SuccessStories title={section.title} button={section.button} slides={data.slides} /> : null;
    case "courseList":
      // §2.3: the 'our courses' trial button goes to /book-demo on the individuals page, the free trial elsewhere.
      return data?.type === "courseList" ? (
        <Listing {...section} trialHref={ourCoursesTrialPath(path)}>
          <CourseList cards={data.cards} />
        </Listing>
      ) : null;
    case "articleList":
      return data?.type === "articleList" ? (
        <Listing {...section}>
          <ArticleList cards={data.cards} />
        </Listing>
      ) : null;
    case "team":
      return data?.type === "team" ? <TeamCards id={section.id} title={section.title} intro={section.intro} members={data.members} /> : null;
    case "stateApprovals":
      return data?.type === "stateApprovals" ? <StateApprovals {...section} states={data.states} /> : null;
    case "k12Programs":
      return data?.type === "k12Programs" ? (
        <Listing {...section}>
          <EntryCardGrid cards={data.cards} actionLabel="See the program" />
        </Listing>
      ) : null;
  }
}

export function PageSections({ sections, data, forms = {} }: { sections: Section[]; data: SectionData[]; forms?: SectionForms }) {
  const { pathname } = useLocation();
  return (
    <>
      {sections.map((section, i) => (
        <PageSection key={"id" in section ? section.id : `${section.type}-${i}`} section={section} data={data[i] ?? null} path={pathname} forms={forms} />
      ))}
    </>
  );
}
