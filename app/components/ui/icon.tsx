// A small set of line icons (24×24, currentColor), decorative: the text beside them carries the meaning.
import type { IconName } from "~/domain/page-sections";

const PATHS: Record<IconName, string> = {
  chat: "M4 5h16v10H9l-5 4z",
  teacher: "M12 4a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM6 20c0-3.3 2.7-6 6-6s6 2.7 6 6M3 4h4M3 7h3",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5",
  group: "M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 2.7-5 6-5s6 2 6 5M12 20c0-3 1.8-5 4-5s6 2 6 5",
  certificate: "M5 4h14v11H5zM9 8h6M9 11h4M10 15l-1 5 3-2 3 2-1-5",
  globe: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18",
  school: "M3 10l9-5 9 5-9 5zM7 12v5c3 2 7 2 10 0v-5",
  heart: "M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z",
  briefcase: "M4 8h16v11H4zM9 8V5h6v3M4 13h16",
  backpack: "M7 8a5 5 0 0 1 10 0v12H7zM10 4h4M9 14h6",
  plane: "M3 13l18-7-7 16-2-7z",
  home: "M4 11l8-7 8 7v9H4zM10 20v-5h4v5",
  book: "M5 4h10a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM5 17a3 3 0 0 1 3-3h10",
  chart: "M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z",
  star: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z",
  clock: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3",
  check: "M5 12l4 4 10-10",
  target: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12 11a1 1 0 1 0 0 2 1 1 0 0 0 0-2z",
  lightbulb: "M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z",
  wallet: "M4 7h15v12H4zM4 7l11-3v3M15 12h4v3h-4z",
  card: "M3 6h18v12H3zM3 10h18M7 15h4",
};

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={`icon ${className ?? ""}`} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
