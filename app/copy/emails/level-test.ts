// Spec §2.8: the email that confirms a level-test result to the visitor (sent through the outbox).
import { brand } from "~/config/site";
import { CEFR_MEANING, type LevelTestContact, type LevelTestResult } from "~/domain/level-test";
import { COURSES, LEVEL_TITLES } from "~/domain/levels";
import { signature } from "./signature";

/** `siteOrigin`: the configured address links point to; `course`: the recommended course's display copy, when the site has it. */
export function levelTestResultEmail(siteOrigin: string, contact: LevelTestContact, result: LevelTestResult, course?: { description: string }) {
  const level = LEVEL_TITLES[result.yourLevel.level];
  return {
    to: contact.email,
    subject: `Your Spanish level: ${result.cefr} (${level})`,
    text: [
      `Hola ${contact.fullName},`,
      "",
      `Thank you for taking the ${brand.name} placement test. You answered ${result.score} of ${result.total} questions correctly.`,
      `Your estimated level is ${result.cefr} (${level}). ${CEFR_MEANING[result.cefr]}`,
      "",
      `We recommend ${COURSES[result.yourLevel.course].title}${course ? `: ${course.description}` : "."}`,
      `Book a free class at your level: ${siteOrigin}/book/class`,
      "",
      `¡Hasta pronto!`,
      signature,
    ].join("\n"),
  };
}
