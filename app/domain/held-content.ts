// A route's static content that a document's hydration data holds back (decision 0075): a list page's cards
// and a record's rich text are static islands, so the browser keeps the server's HTML and never renders them
// on a first load (decision 0037); sending their copy in the hydration data only cost the server its encoding
// and the visitor its download. A client-side navigation's data renders them, so it gets them whole.

/** What the hydration data carries in place of held content. */
export type HeldContent = { heldContent: true };

export const isHeldContent = <T>(sent: T | HeldContent): sent is HeldContent => typeof sent === "object" && sent !== null && "heldContent" in sent;
