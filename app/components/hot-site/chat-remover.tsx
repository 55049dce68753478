// §2.7 / §4 "Hot-site chat": no chat widget on the hot site. If a script injected one anyway it is
// removed, retrying every 1 s about 9 times (§9) to catch late injections.
import { useEffect } from "react";
import { CHAT_REMOVAL_ATTEMPTS, CHAT_REMOVAL_INTERVAL_MS, CHAT_WIDGET_SELECTORS } from "~/domain/chat-removal";

export function ChatRemover() {
  useEffect(() => {
    let attempts = 0;
    const remove = () => document.querySelectorAll(CHAT_WIDGET_SELECTORS).forEach((node) => node.remove());
    remove();
    const timer = window.setInterval(() => {
      remove();
      attempts += 1;
      if (attempts >= CHAT_REMOVAL_ATTEMPTS) window.clearInterval(timer);
    }, CHAT_REMOVAL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return null;
}
