// The words of each collection's list page and records' pages (decision 0069): one `collectionPage` entry
// per collection. {{tokens}} are the site's facts (decision 0025), and in a record's card details and facts
// its own values (decision 0076).
import { entry } from "~/content/build";
import type { CollectionKind } from "~/domain/collections/kinds";
import { COLLECTION_PAGE_CONTENT_TYPE, type CollectionPageWords } from "~/domain/content/collection-pages";

const CREATED = "2026-01-12T09:00:00.000Z";

const WORDS: Record<CollectionKind, { name: string } & CollectionPageWords> = {
  courses: {
    name: "Courses",
    listTitle: "Spanish courses for every learner",
    listIntro: "Live online classes with native teachers, for adults, young learners, professionals and heritage speakers. Every course starts with a free {{trialDays}}-day trial.",
    listHeading: "All courses",
    popularBadge: "Most Popular",
    detailHeading: "What you get",
  },
  articles: {
    name: "Articles",
    listTitle: "Articles on learning Spanish",
    listIntro: "Grammar made clear, culture notes and practical advice from our teachers.",
    listHeading: "All articles",
  },
  caseStudies: {
    name: "Case studies",
    listTitle: "Success stories",
    listIntro: "How schools, hospitals, universities and companies put live Spanish classes to work.",
    listHeading: "All case studies",
  },
  ebooks: {
    name: "eBooks",
    listTitle: "Free Spanish eBooks",
    listIntro: "Practical guides you can download and keep, written by our teachers and curriculum team.",
    listHeading: "All eBooks",
    cardAction: "Get the eBook",
    primaryAction: "Download the eBook",
    cardDetails: ["{{pages}} pages", "{{audience}}"],
    facts: ["Pages: {{pages}}", "For: {{audience}}"],
  },
  events: {
    name: "Events",
    listTitle: "Spanish events and workshops",
    listIntro: "Open classes, webinars and cultural workshops — most of them online and free.",
    upcomingHeading: "Upcoming events",
    pastHeading: "Past events",
    noUpcoming: "New events are announced here first. Check back soon.",
    cardAction: "See the details",
    pastCardAction: "See what happened",
    primaryAction: "Save my place",
    pastNotice: "This event has taken place. See our [upcoming events].",
    cardDetails: ["{{when}}", "{{format}}"],
    facts: ["When: {{when}}", "Where: {{location}}", "Format: {{format}}", "For: {{audience}}"],
  },
  resources: {
    name: "Resources",
    listTitle: "Spanish learning resources and guides",
    listIntro: "Phrase lists, worksheets, checklists and guides to use between classes.",
    listHeading: "All resources",
    cardAction: "Read more",
    cardDetails: ["{{type}}", "{{audience}}"],
    facts: ["Type: {{type}}", "For: {{audience}}"],
  },
  learningMaterials: {
    name: "Learning hub",
    listTitle: "Learning hub",
    listIntro: "Short self-study lessons by level and skill, with answers, to practice between live classes.",
    listHeading: "All lessons",
    cardAction: "Start the lesson",
    cardDetails: ["{{level}}", "{{skill}}", "{{minutes}} min"],
    facts: ["Level: {{level}}", "Skill: {{skill}}", "Time: {{minutes}} minutes"],
  },
  k12Programs: {
    name: "K-12 programs",
    listTitle: "K-12 Spanish programs",
    cardAction: "See the program",
    detailHeading: "Approved by the Departments of Education of",
    primaryAction: "See the curriculum catalog",
    secondaryAction: "Book a demo class",
    cardDetails: ["Grades {{gradeBand}}"],
    facts: ["Grades: {{gradeBand}}", "Levels: {{levels}}"],
  },
  products: {
    name: "Curriculum catalog",
    listTitle: "K-12 Spanish curriculum catalog",
    listIntro: "One license per teacher per level, for grades K–12, following ACTFL standards. Buy by card or request a quote and pay by Purchase Order.",
    listHeading: "All curriculum levels",
    cardAction: "See this level",
    secondaryAction: "Compare with the other levels",
    tertiaryAction: "How buying works",
    cardDetails: ["Grades {{gradeBand}}", "{{level}}", "{{price}} per teacher license"],
    facts: ["Grades: {{gradeBand}}", "Level: {{level}}", "License: {{price}} per teacher, per school year", "Item: {{sku}}"],
  },
};

export const collectionPages = Object.entries(WORDS).map(([collection, { name, ...words }]) =>
  entry({ id: `collection-page-${collection}`, contentType: COLLECTION_PAGE_CONTENT_TYPE, createdAt: CREATED, fields: { internalName: `Collection page: ${name}`, collection, ...words } }),
);
