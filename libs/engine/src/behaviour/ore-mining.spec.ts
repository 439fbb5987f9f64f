/**
 * Issue 15 (helper obja): 181_048 Process Ore: Mining — given the objective atop p1's Excavation (a planet, not a
 * homeworld), when a mission attempt there is solved, or p1's turn begins with p1's Geology personnel unopposed on the
 * planet and no facility of p1's there, then Geology is part of the requirements, and p1 may "process ore" (a hand card
 * discarded, the bottommost non-[Ref] card of the discard pile to the point area for 1 bonus point, one or two cards drawn).
 *   1E rulebook › ATTEMPT A MISSION › SOLVING; PLAYING A CARD › YOUR NORMAL CARD PLAY › Exception: "Start of turn"
 *   actions; MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT"; WINNING THE GAME › BONUS POINTS.
 */
import { ofType, scene, type PersonSpec } from '../testing/attempt-scene';
import { accepted, moved, play, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

const geologist: PersonSpec = { skills: 'SCIENCE Geology', affiliation: 'Federation' };
const choose = (chosen: string[]): Command => ({ type: 'MakeChoice', actor: 'p1', chosen });
const nextTurn = (state: GameState) => play(state, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]);

/** p1: Process Ore: Mining atop L1 (Excavation) unless `onMission` is false; `team` on the planet; in hand a spare personnel and Strategema ([Ref]); discard pile (bottom first): Strategema, an old personnel. */
function mining(team: readonly PersonSpec[], opts: { onMission?: boolean; opponentThere?: boolean; facility?: boolean } = {}) {
  const built = scene({
    missions: ['Excavation'],
    awayTeam: team,
    hand: ['Process Ore: Mining', { skills: 'OFFICER' }, 'Strategema', 'Strategema', { skills: 'OFFICER' }, ...(opts.facility ? ['Federation Outpost'] : [])],
    opponentHand: [{ skills: 'SECURITY', affiliation: 'Klingon' }],
  });
  const [ore, spare, refHand, refOld, old, outpost] = built.ids.hand as [string, string, string, string, string, string | undefined];
  const moves: [string, string][] = [
    ...(opts.onMission === false ? [] : [[ore, Z.atop('L1')] as [string, string]]),
    [refOld, Z.discard('p1')],
    [old, Z.discard('p1')],
    ...(opts.opponentThere ? [[built.ids.opponentHand[0]!, Z.surface('L1')] as [string, string]] : []),
    ...(outpost ? [[outpost, Z.space('L1')] as [string, string]] : []),
  ];
  return { state: moved(built.state, moves), ore, spare, refHand, refOld, old, team: built.ids.awayTeam };
}

describe('181_048 Process Ore: Mining: it plays on your non-homeworld planet mission and adds Geology to its requirements', () => {
  it('plays on Excavation; with it there, Archaeology alone no longer solves the mission, Archaeology with Geology does', () => {
    const played = mining([{ skills: 'SCIENCE Archaeology', affiliation: 'Federation' }], { onMission: false });
    expect(accepted(played.state, { type: 'PlayCard', actor: 'p1', card: played.ore, target: 'L1' }).state.cards[played.ore]!.zone).toBe(Z.atop('L1'));
    const lacking = accepted(mining([{ skills: 'SCIENCE Archaeology', affiliation: 'Federation' }]).state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(ofType(lacking.events, 'RequirementChecked').at(-1)).toMatchObject({ purpose: 'mission', verdict: 'unmet' });
    expect(ofType(lacking.events, 'RequirementChecked').at(-1)!.requirement).toContain('Geology (added)');
    const both = accepted(mining([{ skills: 'SCIENCE Archaeology', affiliation: 'Federation' }, geologist]).state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(ofType(both.events, 'MissionSolved')).toHaveLength(1);
  });

  it('does not apply: without the objective, Archaeology alone solves Excavation', () => {
    const plain = accepted(mining([{ skills: 'SCIENCE Archaeology', affiliation: 'Federation' }], { onMission: false }).state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(ofType(plain.events, 'MissionSolved')).toHaveLength(1);
  });
});

describe('181_048 Process Ore: Mining: at the start of your turn you may process ore', () => {
  it('one Geology personnel unopposed: a non-[Ref] hand card is discarded, the bottom non-[Ref] discard card goes to the point area (1 bonus point), one card is drawn', () => {
    const { state, spare, refHand, old, refOld } = mining([geologist]);
    const begun = nextTurn(state);
    const options = ofType(begun.events, 'ChoiceAwaited').at(-1)!.options;
    expect(options).toContain(spare);
    expect(options).not.toContain(refHand);
    const processed = accepted(begun.state, choose([spare]));
    expect(processed.state.cards[spare]!.zone).toBe(Z.discard('p1'));
    expect(processed.state.cards[old]!.zone).toBe(Z.bonus('p1'));
    expect(processed.state.cards[refOld]!.zone).toBe(Z.discard('p1'));
    expect(ofType(processed.events, 'PointsScored')).toMatchObject([{ player: 'p1', points: 1, bonus: true }]);
    expect(ofType(processed.events, 'CardsDrawn')[0]!.cards).toHaveLength(1);
  });

  it('two Geology personnel there: two cards are drawn; picking no card declines', () => {
    const { state, spare } = mining([geologist, geologist]);
    const begun = nextTurn(state);
    expect(ofType(accepted(begun.state, choose([spare])).events, 'CardsDrawn')[0]!.cards).toHaveLength(2);
    const declined = accepted(begun.state, choose([]));
    expect(ofType(declined.events, 'PointsScored')).toEqual([]);
    expect(declined.state.cards[spare]!.zone).toBe(Z.hand('p1'));
  });

  it('does not apply: an opponent personnel on the planet, only a Borg geologist, or a facility of yours there — nothing is offered', () => {
    const offered = (state: GameState) => ofType(nextTurn(state).events, 'ChoiceAwaited');
    expect(offered(mining([geologist], { opponentThere: true }).state)).toEqual([]);
    expect(offered(mining([{ skills: 'SCIENCE Geology', affiliation: 'Borg' }]).state)).toEqual([]);
    expect(offered(mining([geologist], { facility: true }).state)).toEqual([]);
    expect(refused(mining([geologist]).state, choose([]))).not.toBeNull();
  });
});
