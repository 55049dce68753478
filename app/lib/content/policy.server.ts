// Policy pages (spec §2.2): found by slug; /policies/{slug} is a permanent alias of /{slug}; an unknown
// slug is the not-found page with status 404.
import { data, redirect, type RouterContextProvider } from "react-router";
import type { PolicyView } from "~/domain/content/content-types";
import { contentFor } from "./content.server";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function loadPolicy(context: Readonly<RouterContextProvider>, slug: string, url: URL): Promise<PolicyView> {
  if (url.pathname.startsWith("/policies/") && SLUG.test(slug)) {
    if (!(await contentFor(context).policy(slug))) throw data(null, { status: 404 });
    throw redirect(`/${slug}`, 301);
  }
  if (!SLUG.test(slug)) throw data(null, { status: 404 });
  const policy = await contentFor(context).policy(slug);
  if (!policy) throw data(null, { status: 404 });
  const { title, summary, lastUpdated, body } = policy.fields;
  return { slug, title, summary, lastUpdated, body };
}
