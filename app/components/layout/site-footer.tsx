// Spec §2.1 footer: columns of links, and "Cookies Consent Manager" that opens the consent dialog
// (without JavaScript, the same form on /cookie-preferences). The hot site uses the minimal variant.
import { LinkList } from "~/components/ui/links";
import { Link, useLocation } from "react-router";
import { fillFacts } from "~/domain/content/fill-facts";
import type { HeldNavigation, SiteNavigation } from "~/domain/content/navigation";
import { StaticIsland } from "~/components/ui/static-island";
import { Logo } from "./logo";
import { openInstead, useShellActions } from "./shell-actions";
import { useContactDetails } from "./site-facts";
import { useWholeNavigation } from "./site-navigation";

function ConsentManagerLink({ label }: { label: string }) {
  const actions = useShellActions();
  const location = useLocation();
  return (
    <a
      href={`/cookie-preferences?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}
      onClick={openInstead(actions?.openConsent)}
    >
      {label}
    </a>
  );
}

function LegalRow({ year, navigation }: { year: number; navigation: SiteNavigation | HeldNavigation }) {
  return (
    <div className="footer-legal">
      {/* {{year}} is the one fact the clock changes: filled as the page renders, not when the content was read. */}
      <p>{fillFacts(navigation.copyright, { year: String(year) })}</p>
      <ul>
        {navigation.legalLinks.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
        <li>
          <ConsentManagerLink label={navigation.labels.consentManager} />
        </li>
      </ul>
    </div>
  );
}

export function SiteFooter({ year, navigation }: { year: number; navigation: SiteNavigation | HeldNavigation }) {
  const whole = useWholeNavigation(navigation);
  return (
    <footer className="site-footer">
      {/* Links and copy only: kept as the server sent them on first load (no hydration work). */}
      <StaticIsland keep={{ id: "footer", scope: "site" }}>
        {whole ? <FooterColumns navigation={whole} /> : null}
      </StaticIsland>
      <LegalRow year={year} navigation={navigation} />
    </footer>
  );
}

function FooterColumns({ navigation }: { navigation: SiteNavigation }) {
  const contact = useContactDetails();
  return (
    <div className="footer-inner">
      <div className="footer-brand">
        <Logo />
        <p>{navigation.footerBlurb}</p>
        <p>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
          <br />
          <a href={contact.tel}>{contact.phone}</a>
        </p>
      </div>
      {navigation.footerColumns.map((column) => (
        <nav key={column.id} className="footer-column" aria-label={column.title}>
          <h2>{column.title}</h2>
          <LinkList links={column.links} />
        </nav>
      ))}
    </div>
  );
}

export function MinimalFooter({ year, navigation }: { year: number; navigation: SiteNavigation | HeldNavigation }) {
  return (
    <footer className="site-footer site-footer-minimal">
      <LegalRow year={year} navigation={navigation} />
    </footer>
  );
}
