/**
 * A card lying between two adjacent missions that keeps the opponent's small teams from attempting
 * them (issue 15, incobj; behaviour/adjacent-guards.ts): You're Not Ready.
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT.
 * given (a scene on p1's turn; the incident moved between two missions, or played) / when
 * (AttemptMission, PlayCard) / then (the refusal's code, or acceptance and where the card lies).
 */
import { evolveAll } from '../evolve';
import { scene } from '../testing/attempt-scene';
import type { PersonSpec } from '../testing/attempt-scene';
import { accepted, refused } from '../testing/scenario';
import type { GameEvent, GameState } from '../types';
import { Z } from '../zones';

const MISSIONS = ['Avert Disaster', 'Excavation', 'Explore Dyson Sphere'];
const team = (n: number, affiliation = 'Federation'): PersonSpec[] => Array.from({ length: n }, () => ({ affiliation, skills: 'Geology Honor', i: 8 }));

function moved(state: GameState, card: string, to: string): GameState {
  return evolveAll([{ type: 'CardMoved', card, from: state.cards[card]!.zone, to, faceUp: true, reason: 'test' } as GameEvent], state);
}

describe("195_017 You're Not Ready (between two adjacent missions: the opponent's attempts there need nine personnel)", () => {
  /** p1's Away Team of `size` at L1; p2's (or p1's, `own`) You're Not Ready atop `at` (between it and the next mission). */
  const guarded = (size: number, at: string, own = false) => {
    const built = scene({ missions: MISSIONS, awayTeam: team(size), ...(own ? { hand: ["You're Not Ready"] } : { opponentHand: ["You're Not Ready"] }) });
    const card = own ? built.ids.hand[0]! : built.ids.opponentHand[0]!;
    return { built, card, state: moved(built.state, card, Z.atop(at)) };
  };

  it('between L1 and L2: the opponent may not begin an attempt at L1 with eight personnel, but may with nine', () => {
    expect(refused(guarded(8, 'L1').state, { type: 'AttemptMission', actor: 'p1', location: 'L1' })).toBe('TEAM_TOO_SMALL');
    expect(refused(guarded(9, 'L1').state, { type: 'AttemptMission', actor: 'p1', location: 'L1' })).toBeNull();
  });

  it('the second mission of the pair is guarded too: eight personnel at L2 are refused', () => {
    const { built, state } = guarded(8, 'L1');
    const atL2 = built.ids.awayTeam.reduce((s, iid) => moved(s, iid, Z.surface('L2')), state);
    expect(refused(atL2, { type: 'AttemptMission', actor: 'p1', location: 'L2' })).toBe('TEAM_TOO_SMALL');
  });

  it('does not apply at a mission it does not lie beside, nor to its owner: eight personnel attempt L1', () => {
    expect(refused(guarded(8, 'L2').state, { type: 'AttemptMission', actor: 'p1', location: 'L1' })).toBeNull();
    expect(refused(guarded(8, 'L1', true).state, { type: 'AttemptMission', actor: 'p1', location: 'L1' })).toBeNull();
  });

  it('plays between two missions with three Vulcan personnel of yours in play, and lies atop the first of the pair', () => {
    const built = scene({ missions: MISSIONS, awayTeam: team(3, 'Vulcan'), hand: ["You're Not Ready"] });
    const card = built.ids.hand[0]!;
    const { state } = accepted(built.state, { type: 'PlayCard', actor: 'p1', card, target: 'L1' });
    expect(state.cards[card]!.zone).toBe(Z.atop('L1'));
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card, target: 'L3' })).toBe('INVALID_TARGET');
  });

  it('does not play with only two Vulcan personnel in play', () => {
    const built = scene({ missions: MISSIONS, awayTeam: [...team(2, 'Vulcan'), ...team(1)], hand: ["You're Not Ready"] });
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]!, target: 'L1' })).toBe('PLAY_CONDITION');
  });
});
