// A page's CSP nonce, checked to be on every script it carries and in its header, and the page without it.
import { expect } from "vitest";
import type { SiteResponse } from "./harness";

export async function nonceAndPage(response: SiteResponse) {
  expect(response.status).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
  expect(nonce).toBeDefined();
  const html = await response.text();
  const attributes = [...html.matchAll(/ nonce="([^"]+)"/g)].map((m) => m[1]);
  expect(attributes.length).toBeGreaterThan(0);
  expect(new Set(attributes)).toEqual(new Set([nonce]));
  return { nonce: nonce!, page: html.replaceAll(nonce!, "NONCE") };
}
