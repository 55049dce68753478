import { brand } from "~/config/site";

/** The wordmark: a speech bubble with an ñ-tilde, and the school's name. */
export function Logo() {
  return (
    <span className="logo">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M4 6a4 4 0 0 1 4-4h16a4 4 0 0 1 4 4v13a4 4 0 0 1-4 4H13l-6 6v-6H8a4 4 0 0 1-4-4z" fill="#0f766e" />
        <path d="M10 12c2-3 4 1 6-1.5s4 1 6-1" stroke="#facc15" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      </svg>
      <span className="logo-text">{brand.name}</span>
    </span>
  );
}
