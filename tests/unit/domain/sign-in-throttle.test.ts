import { describe, expect, it } from "vitest";
import { countersClearedByReset, SIGN_IN_THROTTLE, signInCounters } from "~/domain/sign-in-throttle";

describe("sign-in counters (decision 0030)", () => {
  it("claims the client's own limits before the account-wide ceiling, so a paused stranger never feeds it", () => {
    const counters = signInCounters("buyer", " Ana@Riverside.example ", "203.0.113.5");
    expect(counters.map((c) => c.purpose)).toEqual(["sign-in-account-client", "sign-in-account-client-daily", "sign-in-client", "sign-in-account"]);
    expect(counters.map((c) => c.rule)).toEqual([SIGN_IN_THROTTLE.accountClient, SIGN_IN_THROTTLE.accountClientDaily, SIGN_IN_THROTTLE.client, SIGN_IN_THROTTLE.accountDaily]);
    expect(counters[3]!.key).toBe("ana@riverside.example");
  });

  it("keeps staff and buyers apart, and the numbers the decision names", () => {
    expect(signInCounters("staff", "a@hablarte.test", "x").every((c) => c.purpose.startsWith("staff-sign-in-"))).toBe(true);
    expect(SIGN_IN_THROTTLE).toEqual({
      accountClient: { limit: 5, windowSeconds: 900 },
      accountClientDaily: { limit: 20, windowSeconds: 86_400 },
      client: { limit: 20, windowSeconds: 900 },
      accountDaily: { limit: 100, windowSeconds: 86_400 },
    });
  });

  it("a reset clears the account's counters and the owner's own client's, not that client's other accounts", () => {
    expect(countersClearedByReset("ana@riverside.example", "1.2.3.4").map((c) => c.purpose)).toEqual(["sign-in-account-client", "sign-in-account-client-daily", "sign-in-account"]);
  });
});
