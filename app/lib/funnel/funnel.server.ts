// The individual funnel's server side (spec §2.4, §4): each step's choice (validated with
// app/domain/funnel-forms) is kept in the visitor's session, advances stepBooked and updates the lead —
// the same with or without JavaScript.
import { redirect, type RouterContextProvider } from "react-router";
import { advanceStep, funnelGate } from "~/domain/funnel";
import { recordLead } from "./leads.server";
import { readVisitor, saveVisitor, type Visitor, type VisitorSession } from "../platform/session.server";

/** Reads the visitor for funnel step `step`; a visitor who skipped ahead is sent to their next open step. */
export async function funnelVisitor(context: Readonly<RouterContextProvider>, request: Request, step: number, external: boolean) {
  const current = await readVisitor(context, request);
  const gate = funnelGate(step, current.visitor.stepBooked, external);
  if (gate) throw redirect(gate);
  return current;
}

/** Saves a completed step and answers the Set-Cookie header. */
export async function completeStep(
  context: Readonly<RouterContextProvider>,
  current: VisitorSession,
  completed: number,
  patch: Partial<Visitor>,
): Promise<HeadersInit> {
  const visitor: Visitor = { ...current.visitor, ...patch, stepBooked: advanceStep(current.visitor.stepBooked, completed) };
  await recordLead(context, visitor);
  return saveVisitor(context, current, visitor);
}
