// Spec §2.4 and §4: the choices the individual funnel's steps post — the plan, then the level and course
// by id (a title, from a page rendered before the ids, is read as its id: decision 0024).
import { z } from "zod";
import { courseIdField, levelIdField } from "./level-fields";
import { INDIVIDUAL_PLANS } from "./pricing";

export const planFormSchema = z.object({
  plan: z.enum(INDIVIDUAL_PLANS.map((plan) => plan.id) as [string, ...string[]], { error: "Please choose one of the plans." }),
});

export const levelFormSchema = z.object({
  level: levelIdField("Please choose your level."),
  course: courseIdField("Please choose a course."),
});
