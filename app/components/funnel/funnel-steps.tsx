// The sign-up steps (spec §2.4) as a progress list: done, current, still to come.
import { funnelSteps } from "~/domain/funnel";

export function FunnelSteps({ current, external }: { current: number; external: boolean }) {
  return (
    <nav className="funnel-steps" aria-label="Sign-up steps">
      <ol>
        {funnelSteps(external).map((step) => (
          <li key={step.number} data-state={step.number < current ? "done" : step.number === current ? "current" : "todo"} aria-current={step.number === current ? "step" : undefined}>
            <span className="funnel-step-number" aria-hidden="true">
              {step.number}
            </span>
            {step.label}
            {step.number < current ? <span className="visually-hidden"> (done)</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
