// Where a curriculum page sits: My Products › the level › the unit › the lesson.
import { Link } from "react-router";

export function CurriculumBreadcrumb({ trail, current }: { trail: Array<{ to: string; label: string }>; current: string }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/account/my-products">My Products</Link>
        </li>
        {trail.map((step) => (
          <li key={step.to}>
            <Link to={step.to}>{step.label}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
