// The list of common passwords (zxcvbn-ts's, ~49,000 entries from public breach corpora). It is a static
// asset, not part of the Worker (scripts/vite/common-passwords-asset.ts): read through the ASSETS binding
// on the first check in an isolate, so the pages that never take a new password don't pay for it.
import listPath from "virtual:common-passwords";
import { brand } from "~/config/site";
import { isCommonPassword, isContextPassword } from "~/domain/account";

let list: Promise<ReadonlySet<string>> | undefined;

async function readList(assets: Fetcher): Promise<ReadonlySet<string>> {
  // The host is never resolved: the binding answers from this deployment's own assets.
  const response = await assets.fetch(new URL(listPath, "https://assets.invalid"));
  if (!response.ok) throw new Error(`The common-password list answered ${response.status} at ${listPath}`);
  return new Set((await response.text()).split("\n"));
}

function commonPasswords(assets: Fetcher): Promise<ReadonlySet<string>> {
  // A failed read is not kept, so the next check asks again; the check itself fails closed (an error, never a pass).
  list ??= readList(assets).catch((error: unknown) => {
    list = undefined;
    throw error;
  });
  return list;
}

/** On a breach list, or little more than this site's name or words, or the person's own (`personal`: name, email). */
export async function isCommon(env: Pick<Env, "ASSETS">, password: string, personal: readonly string[] = []): Promise<boolean> {
  return isContextPassword(password, [brand.name, ...personal]) || isCommonPassword(password, await commonPasswords(env.ASSETS));
}
