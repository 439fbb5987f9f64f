/**
 * Responses "just after a mission is solved" (issue 15, third pass): after the mission's points, the
 * solver's opponent and then the solver get a response window (`mission-solved`), whatever they hold.
 * Particle Fountain (bonus points on the planet mission your two ENGINEERs just solved), A Few Loose
 * Ends (stops everyone of an opponent who solves while ahead; or nullifies No Loose Ends), Diverse
 * Experiences (one card per 22nd-century personnel there, at most five).
 *   1E rulebook › THE PLAY PHASE › Alternating Actions; Clarifications: Valid responses › When
 *   Responses Happen; ATTEMPT A MISSION › SOLVING THE MISSION; WINNING THE GAME (bonus points).
 * given (a planet mission and an Away Team that solves it) / when (AttemptMission, PlayCard) / then (the facts).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene } from '../testing/attempt-scene';
import { play as run, refused } from '../testing/scenario';
import type { Command, GameEvent } from '../types';
import { Z } from '../zones';

const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
const explicit = (actor: 'p1' | 'p2'): Command => ({ type: 'SetAutoPass', actor, on: false });
/** A personnel with the 22nd-century icon. */
function of22nd(skills: string): Card {
  return { ...person({ skills }), icons: [{ code: '22', name: '22nd century', category: 'era' }] };
}

describe('the mission-solved response windows', () => {
  it('after Excavation is solved (and its points scored), p2 and then p1 each get a window, passed automatically by default', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER Archaeology' }] });
    const { events } = run(built.state, [attempt]);
    const solved = events.findIndex((e) => e.type === 'MissionSolved');
    const opened = ofType(events, 'ResponseWindowOpened').map((e) => [e.window.action, e.window.player]);
    expect(opened).toEqual([
      ['mission-solved', 'p2'],
      ['mission-solved', 'p1'],
    ]);
    expect(events.findIndex((e) => e.type === 'ResponseWindowOpened')).toBeGreaterThan(solved);
    expect(ofType(events, 'ResponseWindowClosed').map((e) => e.automatic)).toEqual([true, true]);
  });
});

describe('101_132 Particle Fountain (interrupt: on the planet mission your Away Team with two ENGINEERs just solved, 5 bonus points)', () => {
  function solved(team: string[]) {
    const built = scene({ missions: ['Excavation'], awayTeam: team.map((skills) => ({ skills })), hand: ['Particle Fountain', 'Particle Fountain'] });
    const after = run(built.state, [explicit('p1'), attempt]);
    return { ...built, state: after.state };
  }
  it('with two ENGINEERs in the Away Team: offered in p1’s window; played, it lies on L1 and p1 scores 5 bonus points; a second copy is refused', () => {
    const { state, ids } = solved(['ENGINEER Archaeology', 'ENGINEER']);
    const [fountain, second] = ids.hand as [string, string];
    expect(state.windows?.map((w) => [w.action, w.player])).toEqual([['mission-solved', 'p1']]);
    expect(legalCommands(state, 'p1')).toContainEqual({ type: 'PlayCard', actor: 'p1', card: fountain, target: 'L1' });
    const before = state.score.p1;
    const played = run(state, [{ type: 'PlayCard', actor: 'p1', card: fountain, target: 'L1' }]);
    expect(ofType(played.events, 'PointsScored').map((e) => [e.player, e.points, e.bonus])).toEqual([['p1', 5, true]]);
    expect(played.state.score.p1).toEqual({ points: before.points, bonus: before.bonus + 5 });
    expect(played.state.cards[fountain]!.zone).toBe(Z.atop('L1'));
    expect(played.state.windows ?? []).toEqual([]);
    expect(refused(played.state, { type: 'PlayCard', actor: 'p1', card: second, target: 'L1' })).not.toBeNull();
  });
  it('with one ENGINEER it is refused (PLAY_CONDITION), and outside a mission-solved window there is no target', () => {
    const { state, ids } = solved(['ENGINEER Archaeology', 'OFFICER']);
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: ids.hand[0]!, target: 'L1' })).toBe('PLAY_CONDITION');
    const idle = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'ENGINEER' }, { skills: 'ENGINEER' }], hand: ['Particle Fountain'] });
    expect(legalCommands(idle.state, 'p1').filter((c) => c.type === 'PlayCard')).toEqual([]);
  });
});

describe('241_021 A Few Loose Ends (interrupt: just after the opponent solves while ahead, all their personnel stop; or it nullifies No Loose Ends)', () => {
  function p1Solves(p2Points: number) {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER Archaeology' }, { skills: 'ENGINEER' }], ship: realCard('U.S.S. Defiant'), crew: [{ skills: 'OFFICER' }], opponentHand: ['A Few Loose Ends'] });
    const scored = p2Points ? evolveAll([{ type: 'PointsScored', player: 'p2', points: p2Points, bonus: false, source: 'test' } as GameEvent], built.state) : built.state;
    return { ...built, state: run(scored, [explicit('p2'), attempt]).state };
  }
  it('p1 (30 points) solves while p2 has none: in p2’s window it stops every p1 personnel, on the planet and aboard', () => {
    const { state, ids } = p1Solves(0);
    const card = ids.opponentHand[0]!;
    expect(state.windows?.map((w) => [w.action, w.player])).toEqual([['mission-solved', 'p2']]);
    const after = run(state, [{ type: 'PlayCard', actor: 'p2', card, target: 'L1' }]);
    expect(ofType(after.events, 'CardStopped').map((e) => e.card).sort()).toEqual([...ids.awayTeam, ...ids.crew].sort());
    expect(after.state.cards[card]!.zone).toBe(Z.discard('p2'));
  });
  it('when p2 is ahead (50 points against 30) it is refused', () => {
    const { state, ids } = p1Solves(50);
    expect(refused(state, { type: 'PlayCard', actor: 'p2', card: ids.opponentHand[0]!, target: 'L1' })).toBe('PLAY_CONDITION');
  });
  it('its other mode nullifies a No Loose Ends just encountered, and the attempt goes on', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['No Loose Ends'], awayTeam: [{ skills: 'OFFICER Archaeology' }], hand: ['A Few Loose Ends'] });
    const card = built.ids.hand[0]!;
    const waiting = run(built.state, [explicit('p1'), attempt]).state;
    expect(waiting.windows?.map((w) => [w.action, w.player])).toEqual([['dilemma-encountered', 'p1']]);
    const after = run(waiting, [{ type: 'PlayCard', actor: 'p1', card, target: built.ids.seeds[0]! }]);
    expect(ofType(after.events, 'DilemmaRemoved').map((e) => [e.card, e.reason])).toEqual([[built.ids.seeds[0]!, 'nullified']]);
    expect(ofType(after.events, 'MissionSolved')).toHaveLength(1);
  });
});

describe('141_015 Diverse Experiences (interrupt, once each turn: just after you solve, one card per 22nd-century personnel there, at most five)', () => {
  function solvedWith(team: Card[]) {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER Archaeology' }, ...team], hand: ['Diverse Experiences'] });
    return { ...built, state: run(built.state, [explicit('p1'), attempt]).state };
  }
  it('two 22nd-century personnel in the Away Team: two cards drawn', () => {
    const { state, ids } = solvedWith([of22nd('ENGINEER'), of22nd('MEDICAL')]);
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card: ids.hand[0]!, target: 'L1' }]);
    expect(ofType(after.events, 'CardsDrawn').map((e) => [e.player, e.cards.length])).toEqual([['p1', 2]]);
    expect(ofType(after.events, 'CardAbilityUsed').map((e) => e.title)).toEqual(['Diverse Experiences']);
  });
  it('six of them: only five drawn; none of them: nothing drawn', () => {
    const six = solvedWith(Array.from({ length: 6 }, () => of22nd('SCIENCE')));
    expect(ofType(run(six.state, [{ type: 'PlayCard', actor: 'p1', card: six.ids.hand[0]!, target: 'L1' }]).events, 'CardsDrawn').map((e) => e.cards.length)).toEqual([5]);
    const none = solvedWith([]);
    expect(ofType(run(none.state, [{ type: 'PlayCard', actor: 'p1', card: none.ids.hand[0]!, target: 'L1' }]).events, 'CardsDrawn')).toEqual([]);
  });
});
