// Where pages may load images, audio and video from (issue #12 §4): Contentful's asset hosts whenever it is
// the source, plus the origins of ASSET_ORIGINS; a value that isn't an https origin is a configuration error.
import { describe, expect, it } from "vitest";
import { checkConfig, CONTENTFUL_ASSET_ORIGINS } from "~/lib/platform/env.server";
import { contentSecurityPolicy } from "~/lib/edge/security-headers.server";

const env = (vars: Record<string, string>) => ({ APP_ENV: "development", MAIN_HOSTS: "www.hablarte.com", ...vars }) as unknown as Env;
const originsOf = (vars: Record<string, string>) => {
  const checked = checkConfig(env(vars));
  if (!checked.ok) throw new Error(checked.problems.join("; "));
  return checked.config.assetOrigins;
};
const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `))!.split(" ").slice(1);

describe("asset origins", () => {
  it("are none with the bundled pack, Contentful's four hosts with Contentful, plus any configured", () => {
    expect(originsOf({})).toEqual([]);
    expect(originsOf({ CONTENTFUL_SPACE_ID: "space", CONTENTFUL_ACCESS_TOKEN: "token" })).toEqual(CONTENTFUL_ASSET_ORIGINS);
    expect(originsOf({ ASSET_ORIGINS: "https://media.hablarte.com, https://cdn.example.org" })).toEqual(["https://media.hablarte.com", "https://cdn.example.org"]);
  });

  it("refuse anything but an https origin", () => {
    for (const bad of ["http://media.hablarte.com", "https://media.hablarte.com/audio", "media.hablarte.com", "https://*.ctfassets.net"]) {
      const checked = checkConfig(env({ ASSET_ORIGINS: bad }));
      expect(checked.ok, bad).toBe(false);
      if (!checked.ok) expect(checked.problems.join(" ")).toContain("ASSET_ORIGINS");
    }
  });

  it("go into the CSP's img-src and media-src, and nowhere else", () => {
    const csp = contentSecurityPolicy("n0nce", { analytics: false, chatOrigin: null, assetOrigins: CONTENTFUL_ASSET_ORIGINS });
    expect(directive(csp, "img-src")).toEqual(["'self'", "data:", ...CONTENTFUL_ASSET_ORIGINS]);
    expect(directive(csp, "media-src")).toEqual(["'self'", ...CONTENTFUL_ASSET_ORIGINS]);
    expect(directive(csp, "script-src")).not.toContain("https://assets.ctfassets.net");
    const bundled = contentSecurityPolicy("n0nce", { analytics: false, chatOrigin: null });
    expect(directive(bundled, "media-src")).toEqual(["'self'"]);
  });
});
