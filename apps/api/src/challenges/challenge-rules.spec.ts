import {
  CHALLENGE_RULE,
  ChallengeRefused,
  decideChallenge,
  evolveChallenge,
  type ChallengeCommand,
  type ChallengeEvent,
  type ChallengeState,
} from './challenge-rules';

// platform rule › challenges: given the facts, when a command, then exactly these facts (or a refusal).
const kira = { accountId: 'a-kira', handle: 'kira', name: 'Kira' };
const odo = { accountId: 'a-odo', handle: 'odo', name: 'Odo' };
const quark = { accountId: 'a-quark', handle: 'quark', name: 'Quark' };
const settings = { openAfterEnd: true, spectators: false };
const deck = { text: '1x Kurn', savedDeckId: 'd-1', name: 'Klingons' };
const at = '2026-12-01T10:00:00.000Z';

const given = (...events: ChallengeEvent[]): ChallengeState => events.reduce<ChallengeState>(evolveChallenge, null);
const issued = (opponent: typeof odo | null): ChallengeEvent => ({ type: 'ChallengeIssued', challengeId: 'c1', challenger: kira, opponent, deck, settings, at });
const refusal = (state: ChallengeState, command: ChallengeCommand) => {
  try {
    decideChallenge(state, command);
  } catch (error) {
    expect(error).toBeInstanceOf(ChallengeRefused);
    const { status, code, rule } = error as ChallengeRefused;
    expect(rule).toBe(CHALLENGE_RULE);
    return `${status} ${code}`;
  }
  return 'no refusal';
};

describe('challenges', () => {
  it('issues a challenge to a handle, and the challenged player accepts it with a deck', () => {
    expect(decideChallenge(null, { type: 'IssueChallenge', challengeId: 'c1', challenger: kira, opponent: odo, deck, settings, at })).toEqual([issued(odo)]);
    const accept: ChallengeCommand = { type: 'AcceptChallenge', by: odo, deck: { text: '1x Data' }, gameId: 'g1', at };
    expect(decideChallenge(given(issued(odo)), accept)).toEqual([{ type: 'ChallengeAccepted', by: odo, deck: { text: '1x Data' }, gameId: 'g1', at }]);
    expect(given(issued(odo), ...decideChallenge(given(issued(odo)), accept))).toMatchObject({
      status: 'accepted',
      acceptedBy: odo,
      acceptorDeck: { text: '1x Data' },
      gameId: 'g1',
      challengerDeck: deck,
    });
  });

  it('lets anyone but the challenger take an open seat', () => {
    const state = given(issued(null));
    expect(decideChallenge(state, { type: 'AcceptChallenge', by: quark, deck, gameId: 'g1', at })).toHaveLength(1);
    expect(refusal(state, { type: 'AcceptChallenge', by: kira, deck, gameId: 'g1', at })).toBe('422 OWN_CHALLENGE');
    expect(refusal(state, { type: 'DeclineChallenge', by: quark, at })).toBe('422 OPEN_SEAT');
  });

  it('refuses a challenge to yourself, an answer from someone else, and any answer once closed', () => {
    expect(refusal(null, { type: 'IssueChallenge', challengeId: 'c1', challenger: kira, opponent: kira, deck, settings, at })).toBe('422 SELF_CHALLENGE');
    expect(refusal(given(issued(odo)), { type: 'IssueChallenge', challengeId: 'c1', challenger: kira, opponent: odo, deck, settings, at })).toBe('409 CHALLENGE_EXISTS');
    expect(refusal(given(issued(odo)), { type: 'AcceptChallenge', by: quark, deck, gameId: 'g1', at })).toBe('403 NOT_CHALLENGED');
    expect(refusal(given(issued(odo)), { type: 'DeclineChallenge', by: quark, at })).toBe('403 NOT_CHALLENGED');
    expect(refusal(given(issued(odo)), { type: 'WithdrawChallenge', by: odo, at })).toBe('403 NOT_CHALLENGER');
    expect(refusal(null, { type: 'WithdrawChallenge', by: kira, at })).toBe('422 NO_CHALLENGE');

    const declined = given(issued(odo), { type: 'ChallengeDeclined', by: odo, reason: 'on duty', at });
    expect(declined).toMatchObject({ status: 'declined', closedBy: odo, reason: 'on duty' });
    expect(refusal(declined, { type: 'AcceptChallenge', by: odo, deck, gameId: 'g1', at })).toBe('409 CHALLENGE_CLOSED');
    const withdrawn = given(issued(odo), ...decideChallenge(given(issued(odo)), { type: 'WithdrawChallenge', by: kira, at }));
    expect(withdrawn).toMatchObject({ status: 'withdrawn', closedBy: kira });
    expect(refusal(withdrawn, { type: 'DeclineChallenge', by: odo, at })).toBe('409 CHALLENGE_CLOSED');
    const accepted = given(issued(odo), { type: 'ChallengeAccepted', by: odo, deck, gameId: 'g1', at });
    expect(refusal(accepted, { type: 'WithdrawChallenge', by: kira, at })).toBe('409 CHALLENGE_CLOSED');
  });
});
