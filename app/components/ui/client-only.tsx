// Parts that exist only in the browser (third-party frames, players): the server and the first client
// render show the fallback, so hydration matches; after that the real thing.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

export function ClientOnly({ children, fallback = null }: { children: React.ReactNode; fallback?: React.ReactNode }) {
  return useHydrated() ? children : fallback;
}
