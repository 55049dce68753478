// The course catalogue. Each card's rich text follows one fixed node order (see `course` below),
// which the course-card mapping in app/domain reads by position.
import type { ListItemFields } from "~/domain/content/cms-schema";
import { doc, embeddedAsset, entry, h3, h5, h6, p, pBold, ul } from "~/content/build";

type CourseCard = {
  id: string;
  slug?: string;
  createdAt: string;
  mostPopular?: boolean;
  image: string;
  audience: string;
  title: string;
  levels: string;
  description: string;
  bullets: string[];
  tag: string;
  button?: string;
};

/**
 * listItem node order: 0 image, 1 audience/format (h6), 2 title (bold paragraph), 3 levels and duration (h5),
 * 4 description, 5 bullet list, 6 tag label (bold paragraph), 7 button label (h3).
 */
function course(c: CourseCard) {
  return entry<ListItemFields>({
    id: c.id,
    contentType: "course",
    createdAt: c.createdAt,
    tags: c.mostPopular ? ["mostPopular"] : [],
    fields: {
      ...(c.slug ? { slug: c.slug } : {}),
      listItem: doc(
        embeddedAsset(c.image),
        h6(c.audience),
        pBold(c.title),
        h5(c.levels),
        p(c.description),
        ul(...c.bullets),
        pBold(c.tag),
        h3(c.button ?? "View course"),
      ),
    },
  });
}

export const courses = [
  course({
    id: "course-conversational-spanish",
    slug: "conversational-spanish",
    createdAt: "2025-02-10T10:00:00.000Z",
    mostPopular: true,
    image: "img-course-conversation",
    audience: "Adults · Live online",
    title: "Conversational Spanish",
    levels: "Levels A1–B2 · 12-week terms",
    description:
      "Speak from your very first class. A native teacher and a small live group help you trade textbook phrases for real conversations about work, family, food and travel.",
    bullets: [
      "Live classes with a native teacher who holds a master's degree",
      "Groups of up to {{maxGroupSize}} students, or individual classes",
      "Role-plays built on everyday situations",
      "Plans from 1 to 3 classes a week",
    ],
    tag: "From {{price:group-30}} per class",
  }),
  course({
    id: "course-spanish-for-professionals",
    slug: "spanish-for-professionals",
    createdAt: "2025-03-18T10:00:00.000Z",
    mostPopular: true,
    image: "img-course-business",
    audience: "Professionals · Live online",
    title: "Spanish for Professionals",
    levels: "Levels A2–C1 · 16-week terms",
    description:
      "Run meetings, handle client calls and write clear emails in Spanish. Every unit is built around situations your team actually faces at work.",
    bullets: [
      "Vocabulary for meetings, negotiations and presentations",
      "Email and phone etiquette for Spanish-speaking markets",
      "Class times that fit around the workday",
      "Individual classes or team groups",
    ],
    tag: "Free {{trialDays}}-day trial",
  }),
  course({
    id: "course-medical-spanish",
    slug: "medical-spanish",
    createdAt: "2025-05-06T10:00:00.000Z",
    image: "img-course-medical",
    audience: "Healthcare teams · Live online",
    title: "Medical Spanish",
    levels: "Levels A2–B2 · 10 weeks",
    description:
      "Greet patients, take a history and give clear instructions in Spanish. Practice the conversations of the clinic with teachers who know the vocabulary of care.",
    bullets: [
      "Patient intake, symptoms and medication questions",
      "The respectful usted register and its cultural context",
      "Role-plays drawn from real clinical encounters",
      "Clear guidance on when to call a qualified interpreter",
    ],
    tag: "For clinical and front-desk teams",
  }),
  course({
    id: "course-spanish-for-kids",
    slug: "spanish-for-kids",
    createdAt: "2025-06-02T10:00:00.000Z",
    mostPopular: true,
    image: "img-course-kids",
    audience: "Grade 1&2 and Grade 3-5 · Live online",
    title: "Spanish for Kids",
    levels: "Beginner to intermediate · 12-week terms",
    description:
      "Songs, games and stories keep young learners talking. Classes are grouped by grade, so every child learns alongside kids their own age.",
    bullets: [
      "Separate groups for Grade 1&2 and Grade 3-5",
      "Short, playful activities that build real vocabulary",
      "Native teachers who love working with young learners",
      "Ideas for parents to practice at home",
    ],
    tag: "Ages 5–10",
  }),
  course({
    id: "course-spanish-for-teens",
    slug: "spanish-for-teens",
    createdAt: "2025-08-12T10:00:00.000Z",
    image: "img-course-teens",
    audience: "Middle School & High School · Live online",
    title: "Spanish for Teens",
    levels: "Levels A1–B1 · Full school year",
    description:
      "Extra support that lines up with what teens study at school. Small groups help them gain confidence in speaking, reading and writing for class.",
    bullets: [
      "Separate groups for Middle School and High School",
      "Help with grammar, vocabulary and class projects",
      "Speaking practice that builds confidence for presentations",
      "Up to 3 individual classes a week before big tests",
    ],
    tag: "Ages 11–18",
  }),
  course({
    id: "course-heritage-spanish",
    slug: "heritage-spanish",
    createdAt: "2025-09-23T10:00:00.000Z",
    image: "img-course-heritage",
    audience: "Heritage speakers · Teens & adults",
    title: "Spanish for Heritage Speakers",
    levels: "Levels B1–C1 · 12-week terms",
    description:
      "You grew up hearing Spanish at home; now make it fully yours. Build reading, writing and formal Spanish on top of the language you already speak.",
    bullets: [
      "A starting point based on what you already know",
      "Spelling, written accents and writing practice",
      "Formal Spanish for school and work",
      "Readings from across the Spanish-speaking world",
    ],
    tag: "Free {{trialDays}}-day trial",
  }),
  course({
    id: "course-travel-spanish",
    slug: "travel-spanish",
    createdAt: "2025-11-04T10:00:00.000Z",
    image: "img-course-travel",
    audience: "Leisure & travel · Live online",
    title: "Spanish for Travel",
    levels: "Levels A1–A2 · 8 weeks",
    description:
      "Order dinner, ask for directions and chat with your hosts. A relaxed group class for travelers who want to get more out of every trip.",
    bullets: [
      "Phrases for airports, hotels, restaurants and markets",
      "Listening practice with accents from Spain and Latin America",
      "Cultural tips for the places you plan to visit",
      "One class a week that fits around your plans",
    ],
    tag: "Group classes {{price:group-30}} per class",
  }),
  // No slug on purpose: this card exercises the record-id fallback.
  course({
    id: "course-ap-spanish-prep",
    createdAt: "2026-01-13T10:00:00.000Z",
    image: "img-course-exam-prep",
    audience: "High School · Exam preparation",
    title: "AP Spanish Language Prep",
    levels: "Levels B1–B2 · 10 weeks",
    description:
      "Focused preparation for the AP Spanish Language and Culture exam. Students practice every task type with timed exercises and detailed feedback from their teacher.",
    bullets: [
      "Email replies, argumentative essays, conversations and cultural comparisons",
      "Timed listening and reading practice",
      "Feedback on every essay and recorded answer",
      "Individual or small-group classes",
    ],
    tag: "Ages 14–18",
  }),
  course({
    id: "course-spanish-summer-camp",
    slug: "spanish-summer-camp",
    createdAt: "2026-03-03T10:00:00.000Z",
    image: "img-course-summer-camp",
    audience: "Ages 5–18 · Live online",
    title: "Spanish Summer Camp",
    levels: "All levels · 2 to 8 weeks",
    description:
      "A summer of games, stories and projects in Spanish. Choose anywhere from 2 to 8 weeks and keep skills growing until school starts again.",
    bullets: [
      "Groups for Grade 1&2, Grade 3-5, Middle School and High School",
      "Themed weeks, each with a small project to share",
      "Camps from 2 to 8 weeks long",
      "Up to {{maxGroupSize}} campers per group",
    ],
    tag: "Ages 5–18",
    button: "View camp",
  }),
];
