// Spec §3 "Levels": the level options and the Spanish levels of the select-level step (funnel step 4).
import type { IconName } from "~/domain/page-sections";
import type { YourLevel } from "~/domain/questionnaire";

export type LevelOption = { title: YourLevel["level"]; icon: IconName; desc: string };
export type SpanishLevel = { title: string; icon: string; desc: string; button?: { label: string; href: string } };

export const LEVEL_OPTIONS: readonly LevelOption[] = [
  { title: "Beginner", icon: "book", desc: "New to Spanish, or you know a few words and phrases." },
  { title: "Intermediate", icon: "chat", desc: "You get by in everyday situations and want to speak with more ease." },
  { title: "Advanced", icon: "star", desc: "You speak with confidence and want nuance, fluency and precision." },
];

/** The courses, by CEFR level; the test button helps visitors who aren't sure. */
export const SPANISH_LEVELS: readonly SpanishLevel[] = [
  {
    title: "Spanish A1",
    icon: "A1",
    desc: "First conversations: introduce yourself, ask questions, order food, talk about your day.",
    button: { label: "Not sure your level? Take the test", href: "/level-test" },
  },
  { title: "Spanish A2", icon: "A2", desc: "Everyday life: past events, plans, directions, shopping and simple messages." },
  { title: "Spanish B1", icon: "B1", desc: "Independent use: tell stories, give opinions and handle travel and work situations." },
  { title: "Spanish B2", icon: "B2", desc: "Fluent discussion: debate, follow the news and write clear, detailed texts." },
  { title: "Spanish C1", icon: "C1", desc: "Mastery: subtle grammar, idioms and register for work, study and culture." },
];

/** The level test's first screen (§2.8): the three levels, each opening its bank. */
export const LEVEL_TEST_CHOICES: ReadonlyArray<{ level: YourLevel["level"]; text: string }> = [
  { level: "Beginner", text: "New to Spanish, or you know some words and everyday phrases (A1–A2)." },
  { level: "Intermediate", text: "You get by in conversation and want to check where you stand (B1–B2)." },
  { level: "Advanced", text: "You speak with confidence and want to confirm a C1 level." },
];
