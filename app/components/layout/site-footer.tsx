// Spec §2.1 footer: columns of links, and "Cookies Consent Manager" that opens the consent dialog
// (without JavaScript, the same form on /cookie-preferences). The hot site uses the minimal variant.
import { LinkList } from "~/components/ui/links";
import { Link, useLocation } from "react-router";
import { footerColumns, legalLinks } from "~/config/navigation";
import { brand } from "~/config/site";
import { StaticIsland } from "~/components/ui/static-island";
import { Logo } from "./logo";
import { openInstead, useShellActions } from "./shell-actions";

function ConsentManagerLink() {
  const actions = useShellActions();
  const location = useLocation();
  return (
    <a
      href={`/cookie-preferences?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}
      onClick={openInstead(actions?.openConsent)}
    >
      Cookies Consent Manager
    </a>
  );
}

function LegalRow({ year }: { year: number }) {
  return (
    <div className="footer-legal">
      <p>
        © {year} {brand.name}. Live Spanish classes with native teachers.
      </p>
      <ul>
        {legalLinks.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
        <li>
          <ConsentManagerLink />
        </li>
      </ul>
    </div>
  );
}

export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="site-footer">
      {/* Links and copy only: kept as the server sent them on first load (no hydration work). */}
      <StaticIsland keep={{ id: "footer", scope: "site" }}>
        <div className="footer-inner">
          <div className="footer-brand">
            <Logo />
            <p>
              Live online Spanish classes with native teachers for learners of every age, and a K-12 curriculum that
              follows ACTFL standards.
            </p>
            <p>
              <a href={`mailto:${brand.email}`}>{brand.email}</a>
              <br />
              <a href={`tel:${brand.phone.replace(/[^+\d]/g, "")}`}>{brand.phone}</a>
            </p>
          </div>
          {footerColumns.map((column) => (
            <nav key={column.title} className="footer-column" aria-label={column.title}>
              <h2>{column.title}</h2>
              <LinkList links={column.links} />
            </nav>
          ))}
        </div>
      </StaticIsland>
      <LegalRow year={year} />
    </footer>
  );
}

export function MinimalFooter({ year }: { year: number }) {
  return (
    <footer className="site-footer site-footer-minimal">
      <LegalRow year={year} />
    </footer>
  );
}
