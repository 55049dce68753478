// Spec §2.7 and §4 "Hot-site chat": the hot site shows no chat widget. The site never loads one there,
// but a tag manager or extension might inject one, so the landing removes it, retrying every 1 s about
// 9 times (§9) to catch late injections.
export const CHAT_REMOVAL_INTERVAL_MS = 1000;
export const CHAT_REMOVAL_ATTEMPTS = 9;

/** The chat widget's markers: our own toggle, and the containers common chat vendors inject. */
export const CHAT_WIDGET_SELECTORS = [
  "[data-chat-widget]",
  ".chat-toggle",
  "#hablarte-chat",
  "#chat-widget-container",
  "#hubspot-messages-iframe-container",
  "#intercom-container",
  ".intercom-lightweight-app",
  "#tidio-chat",
  "#crisp-chatbox",
  "iframe[title*='chat' i]",
].join(", ");
