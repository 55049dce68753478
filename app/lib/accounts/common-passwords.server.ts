// The bundled list of common passwords (zxcvbn-ts's, ~49,000 entries from public breach corpora). Loaded
// on first use only: the pages that never take a new password don't pay for unpacking it.
import { brand } from "~/config/site";
import { isCommonPassword, isContextPassword } from "~/domain/account";

let list: Promise<ReadonlySet<string>> | undefined;

function commonPasswords(): Promise<ReadonlySet<string>> {
  list ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => new Set(dictionary["passwords-common"].map((p) => p.toLowerCase())));
  return list;
}

/** On a breach list, or little more than this site's name or words, or the person's own (`personal`: name, email). */
export async function isCommon(password: string, personal: readonly string[] = []): Promise<boolean> {
  return isContextPassword(password, [brand.name, ...personal]) || isCommonPassword(password, await commonPasswords());
}
