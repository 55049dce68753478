// Links drawn the same way on many screens: a plain list of links (the footer's columns, the phone menu),
// and a button-styled link that is there only when the content gives one.
import { Link } from "react-router";

type LinkData = { label: string; href: string };

export function LinkList({ links }: { links: readonly LinkData[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** `link` may be missing (an optional action in the content): then nothing is drawn. */
export function ButtonLink({ link, className, tags }: { link?: LinkData; className: string; tags?: Record<string, string> }) {
  return link ? (
    <Link className={className} to={link.href} {...tags}>
      {link.label}
    </Link>
  ) : null;
}
