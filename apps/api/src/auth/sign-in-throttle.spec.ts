import { ACCOUNT_POLICY, ADDRESS_POLICY, afterFailure, verdictOf, type ThrottleRow } from './sign-in-throttle';

/** The sign-in protection's policy (issue 14): what each wrong attempt on one account meets. */
describe('sign-in throttling policy', () => {
  const start = new Date('2026-12-03T10:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);

  /** n wrong passwords in a row, each sent as soon as it is allowed: the verdict the next attempt meets at once. */
  function afterFailures(n: number): { row: ThrottleRow | null; now: Date } {
    let row: ThrottleRow | null = null;
    let now = start;
    for (let i = 0; i < n; i++) {
      const v = verdictOf(row, ACCOUNT_POLICY, now);
      if (!v.allowed) now = at(now.getTime() - start.getTime() + v.retryAfterMs);
      row = afterFailure(row, ACCOUNT_POLICY, now);
    }
    return { row, now };
  }

  it('lets the first five wrong passwords through, then asks for a doubling wait, then locks at ten', () => {
    expect(verdictOf(afterFailures(4).row, ACCOUNT_POLICY, afterFailures(4).now)).toEqual({ allowed: true });
    const sixth = afterFailures(5);
    expect(verdictOf(sixth.row, ACCOUNT_POLICY, sixth.now)).toEqual({ allowed: false, locked: false, retryAfterMs: 2000, failures: 5 });
    const seventh = afterFailures(6);
    expect(verdictOf(seventh.row, ACCOUNT_POLICY, seventh.now)).toEqual({ allowed: false, locked: false, retryAfterMs: 4000, failures: 6 });
    const tenth = afterFailures(9);
    expect(verdictOf(tenth.row, ACCOUNT_POLICY, tenth.now)).toEqual({ allowed: false, locked: false, retryAfterMs: 32_000, failures: 9 });
    const eleventh = afterFailures(10);
    expect(verdictOf(eleventh.row, ACCOUNT_POLICY, eleventh.now)).toEqual({ allowed: false, locked: true, retryAfterMs: 15 * 60_000, failures: 10 });
  });

  it('locks again at once for every failure after a lock ends, and forgets after an hour of quiet', () => {
    const { row, now } = afterFailures(10);
    const later = new Date(now.getTime() + ACCOUNT_POLICY.lockMs);
    expect(verdictOf(row, ACCOUNT_POLICY, later)).toEqual({ allowed: true });
    const again = afterFailure(row, ACCOUNT_POLICY, later);
    expect(again).toMatchObject({ failures: 11, lockedUntil: new Date(later.getTime() + ACCOUNT_POLICY.lockMs) });
    const quiet = new Date(again.lockedUntil!.getTime() + ACCOUNT_POLICY.forgetAfterMs + 1);
    expect(verdictOf(again, ACCOUNT_POLICY, quiet)).toEqual({ allowed: true });
    expect(afterFailure(again, ACCOUNT_POLICY, quiet)).toMatchObject({ failures: 1, lockedUntil: null });
  });

  it('gives an address (shared by many people) more room than one account', () => {
    let row: ThrottleRow | null = null;
    for (let i = 0; i < 19; i++) row = afterFailure(row, ADDRESS_POLICY, start);
    expect(verdictOf(row, ADDRESS_POLICY, start)).toEqual({ allowed: true });
    row = afterFailure(row, ADDRESS_POLICY, start);
    expect(verdictOf(row, ADDRESS_POLICY, start)).toMatchObject({ allowed: false, locked: false, retryAfterMs: 2000 });
  });
});
