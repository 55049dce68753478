// Spec §2.1 header: mega-menus that open on hover and by keyboard; Login/Sign In record lastURL first. A
// signed-in visitor sees their name instead, with My account, My Products and Sign out; anyone whose cart
// holds something sees the cart link with its count (issue #27). All of it works without JavaScript.
import { useEffect, useRef, useState } from "react";
import { LinkList } from "~/components/ui/links";
import { StaticIsland } from "~/components/ui/static-island";
import { Form, Link, useLocation } from "react-router";
import { levelsInCart, type ShellVisitor } from "~/domain/shell";
import type { HeldNavigation, NavMenu, SiteNavigation } from "~/domain/content/navigation";
import { brand } from "~/config/site";
import { Logo } from "./logo";
import { openInstead, useShellActions } from "./shell-actions";
import { useWholeNavigation } from "./site-navigation";

/** §4 "Sign-in": the Login and Sign In buttons record /account as lastURL before going to /login. */
function recordLastUrl() {
  try {
    window.localStorage.setItem("lastURL", "/account");
  } catch {
    // The redirectTo query parameter carries the same target when storage is unavailable.
  }
}

const LOGIN_HREF = "/login?redirectTo=%2Faccount";

/** `menu`: its button's id and title; `panel`: the whole menu, on the server (its panel is a static island). */
function MegaMenuItem({ menu, panel, open, setOpen }: { menu: Pick<NavMenu, "id" | "title">; panel: NavMenu | undefined; open: boolean; setOpen: (open: boolean) => void }) {
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
        {menu.title}
        <span className="chevron" aria-hidden="true" />
      </button>
      <div className="mega-panel" id={panelId}>
        {/* The panel's copy and links never change in the browser: kept as the server sent them (no hydration work). */}
        <StaticIsland keep={{ id: `mega-${menu.id}`, scope: "site" }}>
          {panel ? (
            <>
              {panel.intro ? <p className="mega-intro">{panel.intro}</p> : null}
              <ul className="mega-links">
                {panel.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>
                      <span className="mega-link-label">{link.label}</span>
                      {link.description ? <span className="mega-link-description">{link.description}</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </StaticIsland>
      </div>
    </li>
  );
}

/**
 * A disclosure menu (the phone menu, the account menu): a link followed inside the app leaves the page under
 * it, so it closes behind it. Only on a change of page: a menu opened before hydration stays open.
 */
function useClosedOnNavigation() {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  return menu;
}

/** The cart, whenever it holds something: on every screen width, beside the menu on a phone. */
function CartLink({ items }: { items: number }) {
  if (items === 0) return null;
  return (
    <Link className="cart-link" to="/cart">
      Cart
      <span className="cart-count">{items}</span>
      <span className="visually-hidden"> {levelsInCart(items)}</span>
    </Link>
  );
}

/** The signed-in account: its name opens My account, My Products and Sign out (a disclosure, no script needed). */
function AccountMenu({ name }: { name: string }) {
  const menu = useClosedOnNavigation();
  return (
    <details className="account-menu" ref={menu}>
      <summary className="text-link account-menu-toggle">
        <span className="visually-hidden">Your account: </span>
        <span className="account-menu-name">{name}</span>
        <span className="chevron" aria-hidden="true" />
      </summary>
      <AccountLinks className="account-menu-panel" />
    </details>
  );
}

function AccountLinks({ className }: { className: string }) {
  return (
    <div className={className}>
      <ul>
        <li>
          <Link to="/account">My account</Link>
        </li>
        <li>
          <Link to="/account/my-products">My Products</Link>
        </li>
      </ul>
      <Form method="post" action="/logout" reloadDocument>
        <button type="submit" className="button button-secondary">
          Sign out
        </button>
      </Form>
    </div>
  );
}

export function SiteHeader({ visitor, navigation }: { visitor: ShellVisitor; navigation: SiteNavigation | HeldNavigation }) {
  const actions = useShellActions();
  const whole = useWholeNavigation(navigation);
  const { labels } = navigation;
  const location = useLocation();
  // A menu belongs to the page it was opened on: navigating closes it.
  const [opened, setOpened] = useState<{ id: string; path: string } | null>(null);
  const openMenu = opened?.path === location.pathname ? opened.id : null;
  const phoneMenu = useClosedOnNavigation();
  return (
    <header className="site-header">
      <div className="header-inner">
        <HomeLink />
        <nav className="main-nav" aria-label="Main">
          <ul className="menu-bar">
            {navigation.menus.map((menu) => (
              <MegaMenuItem
                key={menu.id}
                menu={menu}
                panel={whole?.menus.find((candidate) => candidate.id === menu.id)}
                open={openMenu === menu.id}
                setOpen={(open) => setOpened(open ? { id: menu.id, path: location.pathname } : null)}
              />
            ))}
            {navigation.headerLinks.map((link) => (
              <li key={link.href} className="menu-item">
                <Link className="menu-link" to={link.href}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          {visitor.name ? (
            <AccountMenu name={visitor.name} />
          ) : (
            <a className="text-link" href={LOGIN_HREF} onClick={recordLastUrl}>
              {labels.login}
            </a>
          )}
          <a className="button button-secondary" href="/book-demo" onClick={openInstead(actions?.openBookDemo)}>
            {labels.demoButton}
          </a>
          {/* §2.3: in the shared navigation, the free-trial button leads to /individual-plans. */}
          {visitor.livePlan ? null : (
            <Link className="button button-primary" to="/individual-plans">
              {labels.trialButton}
            </Link>
          )}
        </div>
        <CartLink items={visitor.cartItems} />
        <details className="mobile-nav" ref={phoneMenu}>
          <summary className="mobile-nav-toggle">
            <span className="visually-hidden">{labels.menu}</span>
            <span className="hamburger" aria-hidden="true" />
          </summary>
          <nav className="mobile-nav-panel" aria-label="Mobile">
            {/* The same links as the menus above, for phones: static too; the buttons below have handlers. */}
            <StaticIsland keep={{ id: "phone-menu", scope: "site" }}>
              {whole?.menus.map((menu) => (
                <div key={menu.id} className="mobile-nav-group">
                  <p className="mobile-nav-heading">{menu.title}</p>
                  <LinkList links={menu.links} />
                </div>
              ))}
            </StaticIsland>
            {visitor.name ? (
              <>
                <p className="mobile-nav-heading">{visitor.name}</p>
                <AccountLinks className="mobile-nav-account" />
              </>
            ) : null}
            <div className="mobile-nav-actions">
              {visitor.name ? null : (
                <a className="button button-secondary" href={LOGIN_HREF} onClick={recordLastUrl}>
                  {labels.signIn}
                </a>
              )}
              <a className="button button-secondary" href="/book-demo" onClick={openInstead(actions?.openBookDemo)}>
                {labels.demoButton}
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
