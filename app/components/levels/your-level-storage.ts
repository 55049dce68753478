// Spec §3 "yourLevel … is also kept in local storage". The session is the source of truth; this copy is
// for scripts on the page, in the spec's shape (titles: {course: 'Spanish A1', level: 'Beginner'}) while
// the session keeps ids. One writer for the questionnaire, the level test and the select-level step.
import { useEffect } from "react";
import { yourLevelRecord, type LevelChoice } from "~/domain/levels";

export const YOUR_LEVEL_STORAGE_KEY = "yourLevel";

export function rememberYourLevel(level: LevelChoice): void {
  try {
    localStorage.setItem(YOUR_LEVEL_STORAGE_KEY, JSON.stringify(yourLevelRecord(level)));
  } catch {
    // Storage can be disabled (private mode); the session keeps the level.
  }
}

/** Keeps local storage in step with the level the server rendered. */
export function useRememberedYourLevel(level: LevelChoice | null): void {
  useEffect(() => {
    if (level) rememberYourLevel(level);
  }, [level]);
}
