// The bundled list of common passwords (zxcvbn-ts's, ~49,000 entries from public breach corpora). Loaded
// on first use only: the pages that never take a new password don't pay for unpacking it.
import { isCommonPassword } from "~/domain/account";

let list: Promise<ReadonlySet<string>> | undefined;

function commonPasswords(): Promise<ReadonlySet<string>> {
  list ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => new Set(dictionary["passwords-common"].map((p) => p.toLowerCase())));
  return list;
}

export async function isCommon(password: string): Promise<boolean> {
  return isCommonPassword(password, await commonPasswords());
}
