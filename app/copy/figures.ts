// The school's marketing figures (spec §9), written once for every page that shows them.
// Plain data with no imports: app/routes.ts loads the page files that use it.
export const SCHOOL_FIGURES = [
  { value: "5,000+", label: "students taught live" },
  { value: "100+", label: "schools and organizations" },
  { value: "11", label: "states whose Departments of Education approve our programs" },
  { value: "1,000+", label: "happy learners who recommend us" },
];
