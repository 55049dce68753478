// The shell of every screen (spec §2.1).
import { useEffect, useMemo, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { mayStoreGclid } from "~/domain/ad-click";
import { schedulerUtm } from "~/domain/scheduler";
import { showsTrialBar, type ShellData } from "~/domain/shell";
import { AdClickTracker } from "./ad-click-tracker";
import { BookDemoDialog } from "./book-demo-dialog";
import { ChatToggle } from "./chat-toggle";
import { ConsentDialog } from "./consent-dialog";
import { CookieNotice } from "./cookie-notice";
import { PreviewBar } from "./preview-bar";
import { MobileCta } from "./mobile-cta";
import { NotificationBanner } from "./notification-banner";
import { PageSkeleton } from "./page-skeleton";
import { ShellActionsContext } from "./shell-actions";
import { MinimalFooter, SiteFooter } from "./site-footer";
import { HotSiteHeader, SiteHeader } from "./site-header";

export function Shell({ shell, children }: { shell: ShellData; children: React.ReactNode }) {
  // The dialog stays open only while the choices it was opened on stand: a saved choice closes it.
  const [consentOpenedOn, setConsentOpenedOn] = useState<ShellData["consent"]["choices"] | undefined>(undefined);
  const consentOpen = consentOpenedOn === shell.consent.choices;
  const [demoOpen, setDemoOpen] = useState(false);
  const navigation = useNavigation();
  const location = useLocation();
  const choices = shell.consent.choices;
  // The shell's own words, from the navigation entry (decision 0067).
  const { labels } = shell.navigation;
  const actions = useMemo(() => ({ openConsent: () => setConsentOpenedOn(choices), openBookDemo: () => setDemoOpen(true) }), [choices]);

  // CSS opens menus on :hover/:focus-within until React takes over (no JavaScript needed before that).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);

  const loadingAnotherPage = navigation.state === "loading" && navigation.location.pathname !== location.pathname;

  return (
    <ShellActionsContext.Provider value={actions}>
      <AdClickTracker allowed={mayStoreGclid(shell.consent.choices)} />
      <a className="skip-link" href="#main">
        {labels.skipLink}
      </a>
      {shell.preview ? <PreviewBar /> : null}
      <aside className="notification-region" aria-label="Notifications">
        <NotificationBanner notification={shell.notification} />
      </aside>
      {shell.isMainHost ? <SiteHeader visitor={shell.visitor} navigation={shell.navigation} /> : <HotSiteHeader />}
      {/* Fixed at the bottom of the screen, but early in the document: the browser parses a page in slices
          and may paint between them, and a notice still arriving at the end of the page grew upwards under
          the visitor's eyes (a layout shift of 0.09 on a phone in one load of six). Screen readers and the
          keyboard meet it before the page, as a choice asked first. */}
      {shell.consent.notice ? <CookieNotice notice={shell.consent.notice} copy={shell.consent.copy} /> : null}
      <main id="main" tabIndex={-1}>
        {loadingAnotherPage ? <PageSkeleton /> : children}
      </main>
      {shell.isMainHost ? <SiteFooter year={shell.year} navigation={shell.navigation} /> : <MinimalFooter year={shell.year} navigation={shell.navigation} />}
      {shell.isMainHost && showsTrialBar(location.pathname, shell.visitor) ? <MobileCta label={labels.trialButton} /> : null}
      <ConsentDialog
        open={consentOpen}
        onClose={() => setConsentOpenedOn(undefined)}
        categories={shell.consent.categories}
        copy={shell.consent.copy}
        choices={shell.consent.choices}
      />
      <BookDemoDialog
        open={demoOpen}
        onClose={() => setDemoOpen(false)}
        title={labels.demoDialogTitle}
        schedulerUrl={shell.schedulerDemoUrl}
        utm={schedulerUtm(shell.gclid, {})}
      />
      {shell.chatScriptUrl ? (
        <aside aria-label="Chat">
          <ChatToggle scriptUrl={shell.chatScriptUrl} />
        </aside>
      ) : null}
    </ShellActionsContext.Provider>
  );
}
