// "Who is learning?" (issue #27): me, or my child with their first name and grade. The child's fields show
// once "My child" is chosen (CSS :has, no script); a browser without :has shows them all the time, and
// a "Me" answer ignores them.
import { Field, FieldError, TextField } from "~/components/ui/form-field";
import { useFilledCopy } from "~/components/layout/site-facts";
import { gradeOption, LEARNER_GRADES, MAX_CHILD_NAME_LENGTH, type Learner } from "~/domain/learner";

type Props = {
  /** What the form showed last: the typed values after a refusal, else the saved learner. */
  values: { learner?: string; childName?: string; childGrade?: string };
  errors: Partial<Record<string, string>>;
};

/** The saved learner as the fieldset's values. */
export const learnerValues = (learner: Learner | null): Props["values"] =>
  !learner ? {} : learner.who === "self" ? { learner: "self" } : { learner: "child", childName: learner.firstName, childGrade: learner.grade };

export function LearnerFields({ values, errors }: Props) {
  const format = useFilledCopy({ self: "{{classFormat:self}}", child: "{{classFormat:child}}" });
  const gradeError = errors.childGrade;
  return (
    <fieldset className="choice-fieldset learner-fields" aria-describedby={errors.learner ? "learner-error" : undefined}>
      <legend>Who is learning?</legend>
      <div className="choice-grid">
        <label className="choice-card">
          <input type="radio" name="learner" value="self" defaultChecked={values.learner === "self"} required />
          <strong>Me</strong>
          <span>{format.self}</span>
        </label>
        <label className="choice-card">
          <input type="radio" name="learner" value="child" defaultChecked={values.learner === "child"} required />
          <strong>My child</strong>
          <span>{format.child}</span>
        </label>
      </div>
      <FieldError id="learner-error" message={errors.learner} />
      <div className="learner-child">
        <TextField name="childName" label="Your child’s first name" autoComplete="off" maxLength={MAX_CHILD_NAME_LENGTH} defaultValue={values.childName} error={errors.childName} />
        <Field id="childGrade" label="Their grade this school year" error={gradeError}>
          <select id="childGrade" name="childGrade" defaultValue={values.childGrade ?? ""} aria-invalid={gradeError ? true : undefined} aria-describedby={gradeError ? "childGrade-error" : undefined}>
            <option value="">Choose a grade</option>
            {LEARNER_GRADES.map((grade) => (
              <option key={grade.id} value={grade.id}>
                {gradeOption(grade)}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </fieldset>
  );
}
