// In an editor's preview only (the preview bar loads this module on demand, so no visitor downloads it):
// Contentful's Live Preview SDK, itself a chunk of its own. Inside Contentful's Live Preview pane, a saved
// draft reloads the page's data from the Preview API, so the edit shows without a manual refresh; outside
// the pane the SDK stays idle (decision 0064).
import { useEffect } from "react";
import { useRevalidator } from "react-router";

export default function LivePreviewConnection() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    // Never on the server (effects don't run there): the condition keeps the SDK out of the Worker's bundle.
    if (import.meta.env.SSR) return;
    void import("@contentful/live-preview").then(({ ContentfulLivePreview }) => {
      if (stopped) return;
      void ContentfulLivePreview.init({ locale: "en-US", enableInspectorMode: true, enableLiveUpdates: true });
      unsubscribe = ContentfulLivePreview.subscribe("save", { callback: () => void revalidate() });
    });
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [revalidate]);
  return null;
}
