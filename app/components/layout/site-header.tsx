// Spec §2.1 header: mega-menus that open on hover and by keyboard; Login/Sign In record lastURL first.
import { useEffect, useRef, useState } from "react";
import { LinkList } from "~/components/ui/links";
import { StaticIsland } from "~/components/ui/static-island";
import { Link, useLocation } from "react-router";
import { megaMenus, type MegaMenu } from "~/config/navigation";
import { brand } from "~/config/site";
import { Logo } from "./logo";
import { openInstead, useShellActions } from "./shell-actions";

/** §4 "Sign-in": the Login and Sign In buttons record /account as lastURL before going to /login. */
function recordLastUrl() {
  try {
    window.localStorage.setItem("lastURL", "/account");
  } catch {
    // The redirectTo query parameter carries the same target when storage is unavailable.
  }
}

const LOGIN_HREF = "/login?redirectTo=%2Faccount";

function MegaMenuItem({ menu, open, setOpen }: { menu: MegaMenu; open: boolean; setOpen: (open: boolean) => void }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  // The pointer opens the menu on its way to the button; the click that follows must not close it again
  // (it did, whenever React had rendered the hover before the click arrived: the menu flashed shut).
  const openedByPointer = useRef(false);
  // Before hydration CSS opens a menu under the pointer or focus; when React takes over it keeps that
  // menu open instead of closing it under the visitor's hand.
  useEffect(() => {
    const item = itemRef.current;
    if (item && (item.matches(":hover") || item.matches(":focus-within"))) {
      openedByPointer.current = item.matches(":hover");
      // oxlint-disable-next-line react/set-state-in-effect -- syncing with the DOM's hover/focus state once, at hydration
      setOpen(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);
  const panelId = `mega-${menu.id}`;
  return (
    // Hover is a pointer shortcut; keyboard users get the same menu through the button (Enter, Escape).
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={itemRef}
      className="menu-item"
      data-open={open || undefined}
      onMouseEnter={() => {
        openedByPointer.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByPointer.current = false;
        setOpen(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          const keepOpen = openedByPointer.current;
          openedByPointer.current = false;
          setOpen(keepOpen || !open);
        }}
      >
        {menu.label}
        <span className="chevron" aria-hidden="true" />
      </button>
      <div className="mega-panel" id={panelId}>
        {/* The panel's copy and links never change in the browser: kept as the server sent them (no hydration work). */}
        <StaticIsland keep={{ id: `mega-${menu.id}`, scope: "site" }}>
          <p className="mega-intro">{menu.intro}</p>
          <ul className="mega-links">
            {menu.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>
                  <span className="mega-link-label">{link.label}</span>
                  {link.description ? <span className="mega-link-description">{link.description}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </StaticIsland>
      </div>
    </li>
  );
}

export function SiteHeader() {
  const actions = useShellActions();
  const location = useLocation();
  // A menu belongs to the page it was opened on: navigating closes it.
  const [opened, setOpened] = useState<{ id: string; path: string } | null>(null);
  const openMenu = opened?.path === location.pathname ? opened.id : null;
  // The phone menu too: a link followed inside the app leaves the page under it, so it closes behind it.
  const phoneMenu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (phoneMenu.current) phoneMenu.current.open = false;
  }, [location.pathname]);
  return (
    <header className="site-header">
      <div className="header-inner">
        <HomeLink />
        <nav className="main-nav" aria-label="Main">
          <ul className="menu-bar">
            {megaMenus.map((menu) => (
              <MegaMenuItem
                key={menu.id}
                menu={menu}
                open={openMenu === menu.id}
                setOpen={(open) => setOpened(open ? { id: menu.id, path: location.pathname } : null)}
              />
            ))}
            <li className="menu-item">
              <Link className="menu-link" to="/spanish-course-pricing">
                Pricing
              </Link>
            </li>
          </ul>
        </nav>
        <div className="header-actions">
          <a className="text-link" href={LOGIN_HREF} onClick={recordLastUrl}>
            Login
          </a>
          <a className="button button-secondary" href="/book-demo" onClick={openInstead(actions?.openBookDemo)}>
            Book demo
          </a>
          {/* §2.3: in the shared navigation, the free-trial button leads to /individual-plans. */}
          <Link className="button button-primary" to="/individual-plans">
            Book Your Free Trial Now
          </Link>
        </div>
        <details className="mobile-nav" ref={phoneMenu}>
          <summary className="mobile-nav-toggle">
            <span className="visually-hidden">Menu</span>
            <span className="hamburger" aria-hidden="true" />
          </summary>
          <nav className="mobile-nav-panel" aria-label="Mobile">
            {/* The same links as the menus above, for phones: static too; the buttons below have handlers. */}
            <StaticIsland keep={{ id: "phone-menu", scope: "site" }}>
              {megaMenus.map((menu) => (
                <div key={menu.id} className="mobile-nav-group">
                  <p className="mobile-nav-heading">{menu.label}</p>
                  <LinkList links={menu.links} />
                </div>
              ))}
            </StaticIsland>
            <div className="mobile-nav-actions">
              <a className="button button-secondary" href={LOGIN_HREF} onClick={recordLastUrl}>
                Sign In
              </a>
              <a className="button button-secondary" href="/book-demo" onClick={openInstead(actions?.openBookDemo)}>
                Book demo
              </a>
            </div>
          </nav>
        </details>
      </div>
    </header>
  );
}

/** The logo, a link home; named for assistive technology. */
function HomeLink() {
  return (
    <Link to="/" className="logo-link" aria-label={`${brand.name} home`}>
      <Logo />
    </Link>
  );
}

/** The hot site's chrome (§2.7): the brand and one way forward, nothing to wander off into. */
export function HotSiteHeader() {
  return (
    <header className="site-header site-header-minimal">
      <div className="header-inner">
        <HomeLink />
        <div className="header-actions header-actions-minimal">
          <Link className="button button-primary" to="/external/individual-plans">
            Start free
          </Link>
        </div>
      </div>
    </header>
  );
}
