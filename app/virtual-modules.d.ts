// Modules the build writes (vite.config.ts).

/** The address of the breached-password list in the static assets (scripts/vite/common-passwords-asset.ts). */
declare module "virtual:common-passwords" {
  const path: string;
  export default path;
}
