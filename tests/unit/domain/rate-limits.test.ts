import { describe, expect, it } from "vitest";
import { firstPastRule, slidingCount, windowsAt, withinRule } from "~/domain/rate-limits";
import { SIGN_IN_THROTTLE } from "~/domain/sign-in-throttle";

const rule = SIGN_IN_THROTTLE.accountClient; // 5 in 15 minutes

/** A burst of `size` hits at once at `nowSeconds`, counted like the store counts them: how many go on. */
function burst(counts: Map<number, number>, nowSeconds: number, size: number) {
  const { current, previous, elapsed } = windowsAt(nowSeconds, rule.windowSeconds);
  let allowed = 0;
  for (let i = 0; i < size; i++) {
    const count = (counts.get(current) ?? 0) + 1;
    counts.set(current, count);
    if (withinRule(rule, count, counts.get(previous) ?? 0, elapsed)) allowed++;
  }
  return allowed;
}

describe("sliding rate windows (decision 0030 addendum)", () => {
  it("places a moment in its fixed window, the one before, and the share of the current one gone", () => {
    expect(windowsAt(1_800, 900)).toEqual({ current: 1_800, previous: 900, elapsed: 0 });
    expect(windowsAt(2_025, 900)).toEqual({ current: 1_800, previous: 900, elapsed: 0.25 });
  });

  it("counts the previous window by the share of it the last span still covers", () => {
    expect(slidingCount(2, 4, 0)).toBe(6);
    expect(slidingCount(2, 4, 0.25)).toBe(5);
    expect(slidingCount(2, 4, 0.999)).toBeCloseTo(2.004);
  });

  it("lets a burst of 50 through 5 at most, whichever second of the window it comes in", () => {
    for (const second of [0, 1, 450, 898, 899]) expect(burst(new Map(), 9_000 + second, 50)).toBe(5);
  });

  it("lets a burst split across a window's edge through 5 at most, not 5 on each side (the flake of 2026-11-26)", () => {
    for (const before of [1, 3, 5, 25, 49]) {
      const counts = new Map<number, number>();
      const allowed = burst(counts, 9_899, before) + burst(counts, 9_900, 50 - before);
      expect(allowed).toBe(5);
    }
  });

  it("opens again as the burst's window slides out of the span", () => {
    const counts = new Map<number, number>();
    expect(burst(counts, 9_899, 5)).toBe(5);
    expect(burst(counts, 9_900 + 90, 1)).toBe(0); // 1.5 minutes on, 4.5 of the 5 still count
    expect(burst(counts, 9_900 + 450, 5)).toBe(1); // half way: 2.5 of them and the refused hit count
    expect(burst(counts, 9_900 + 900 + 900, 5)).toBe(5); // two windows on, nothing before counts
  });

  it("counts a refused hit too: retrying during a pause keeps the client paused a little longer", () => {
    const waited = new Map<number, number>();
    const retried = new Map<number, number>();
    expect(burst(waited, 9_000, 5)).toBe(5);
    expect(burst(retried, 9_000, 5)).toBe(5);
    expect(burst(retried, 9_000 + 60, 3)).toBe(0);
    // A quarter into the next window: 1 + 5 × 0.75 is within 5, 1 + 8 × 0.75 is not.
    expect(burst(waited, 9_900 + 225, 1)).toBe(1);
    expect(burst(retried, 9_900 + 225, 1)).toBe(0);
  });

  it("marks only the hit that first passes the limit, for the log", () => {
    const marked = [4, 5, 6, 7, 8].filter((count) => firstPastRule(rule, count, 2, 0.5));
    expect(marked).toEqual([5]); // 4 + 1 is within, 5 + 1 is not
  });
});
