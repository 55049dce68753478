// Spec §2.1: opens or closes a third-party chat widget. Its script loads only on the first click, so
// visitors who never chat never download it. No script URL configured = no button.
import { useState } from "react";

declare global {
  interface Window {
    HablarteChat?: { open: () => void; close: () => void };
  }
}

export function ChatToggle({ scriptUrl }: { scriptUrl: string }) {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  async function toggle() {
    if (!window.HablarteChat) {
      setLoading(true);
      await new Promise<void>((resolve, reject) => {
        const script = document.createElement("script");
        script.src = scriptUrl;
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error("chat script failed to load"));
        document.head.appendChild(script);
      }).finally(() => setLoading(false));
    }
    const next = !open;
    if (next) window.HablarteChat?.open();
    else window.HablarteChat?.close();
    setOpen(next);
  }

  return (
    <button
      type="button"
      className="chat-toggle"
      aria-pressed={open}
      aria-busy={loading}
      onClick={() => void toggle().catch(() => setOpen(false))}
    >
      <span className="visually-hidden">{open ? "Close chat" : "Chat with us"}</span>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 4h16v11H8l-4 4z" fill="currentColor" />
      </svg>
    </button>
  );
}
