// The level and course fields of forms and of the stored session, by id. A title (what older sessions,
// pages and forms carried) is read as its id, so nothing stored or posted before the ids is refused.
// Kept apart from ./levels so the pages' scripts don't pull in zod.
import { z } from "zod";
import { COURSE_IDS, LEVEL_IDS, readCourseId, readLevelId } from "./levels";

/** A field holding a level or a course id (or its legacy title), with the message shown when it doesn't. */
export const levelIdField = (message: string) => z.preprocess((value) => readLevelId(value) ?? value, z.enum(LEVEL_IDS, { error: message }));
export const courseIdField = (message: string) => z.preprocess((value) => readCourseId(value) ?? value, z.enum(COURSE_IDS, { error: message }));

/** A stored choice, by id or (from before ids) by title. */
export const levelChoiceSchema = z.object({ course: courseIdField("Unknown course."), level: levelIdField("Unknown level.") });
