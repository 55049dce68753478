// The part of the section catalogue the home page doesn't use, in its own chunk. Most of these sections have
// no state or handlers: page-sections.tsx keeps them as static islands, so on a page's first load the
// server's HTML stays and this chunk is not downloaded; a client-side navigation to such a page loads it.
// The two that hydrate (a hero whose button opens the scheduler, the demo booking) are rendered by their own
// pages' routes (SectionBlocks, decision 0070); this chunk renders them only where an editor puts them elsewhere.
import { DemoBooking } from "~/components/scheduler/book-demo-content";
import { ourCoursesTrialPath } from "~/domain/free-trial";
import type { Section } from "~/domain/page-sections";
import type { SectionData } from "~/domain/section-data";
import { EntryCardGrid } from "~/components/collections/entry-card";
import { ArticleList } from "./article-list";
import { Challenges } from "./challenges";
import { ComparisonTable } from "./comparison-table";
import { CourseList } from "./course-list";
import { CourseOverview } from "./course-overview";
import { FaqList } from "./faq-list";
import { MissionVisionValues } from "./mission-vision-values";
import { PageHero } from "./page-hero";
import { IndividualPlans, PaymentOptions, PricingCards } from "./pricing";
import { Section as PageSection } from "./section-heading";
import { ButtonLink } from "~/components/ui/links";
import { StateApprovals } from "./state-approvals";
import { TeamCards } from "./team-cards";
import { TextSection } from "./text-section";
import { Timeline } from "./timeline";

function Listing({ id, tag, title, intro, button, trialHref, children }: { id: string; tag?: string; title: string; intro?: string; button?: { label: string; href: string }; trialHref?: string; children: React.ReactNode }) {
  return (
    <PageSection id={id} tag={tag} title={title} intro={intro}>
      {children}
      {button || trialHref ? (
        <div className="section-actions">
          <ButtonLink link={button} className="button button-secondary" />
          <ButtonLink link={trialHref ? { label: "Book Your Free Trial Now", href: trialHref } : undefined} className="button button-primary" />
        </div>
      ) : null}
    </PageSection>
  );
}

export default function MoreSection({ section, data, path }: { section: Section; data: SectionData; path: string }) {
  switch (section.type) {
    case "hero":
      return <PageHero {...section} />;
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
      return <CourseOverview {...section} image={data?.type === "courseOverview" ? data.image : null} />;
    case "text":
      return <TextSection {...section} />;
    case "pricingCards":
      return data?.type === "pricingCards" ? <PricingCards {...section} words={data.words} /> : null;
    case "individualPlans":
      return data?.type === "individualPlans" ? <IndividualPlans {...section} words={data.words} /> : null;
    case "paymentOptions":
      return <PaymentOptions {...section} />;
    case "demoBooking":
      // On /book-demo its route renders it; on any other page an editor puts it on, here.
      return <DemoBooking {...section} />;
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
          <EntryCardGrid cards={data.cards} actionLabel={data.actionLabel} />
        </Listing>
      ) : null;
    default:
      return null;
  }
}
