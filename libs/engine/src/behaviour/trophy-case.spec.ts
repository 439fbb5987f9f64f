/**
 * Issue 15 (lead): behaviour/trophy-case.ts — 119_040 Council of Warriors: played on your [KLI] mission showing less than
 * 30 points (or Qo'noS) where no attempt began; nullified once you played Scan, Full Planet Scan or a non-Klingon
 * personnel; to your point area when you solve that mission by the end of your next turn; there, the opposing ships your
 * ships destroy and the opposing personnel your Klingons kill in battle are placed on it for their printed WEAPONS or
 * STRENGTH.
 *   1E rulebook › THE CARDS › OBJECTIVES; ATTEMPT A MISSION › NULLIFIERS; BATTLE › PERSONNEL BATTLE; SHIP BATTLE;
 *   SCORING POINTS (bonus points).
 * given (a mission scene, or a battle scene with the Council in p1's point area) / when (PlayCard, AttemptMission, a battle)
 * / then (where the Council and the trophies lie; the points).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { person, runAttempt, scene } from '../testing/attempt-scene';
import { play } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { playCard as playOn } from '../testing/commands';

const COUNCIL = 'Council of Warriors';
const klingon = (skills: string, s = 5): Card => ({ ...person({ skills, s, ch: ['Klingon'], affiliation: 'Klingon' }), title: `Test Klingon ${skills}` });

/** Relief Mission (20 points, [ROM][KLI], Geology OR Physics) at L1 and Cloaked Mission (30 points, [KLI]) at L2, both p1's; a Klingon geologist down on L1. */
function missions(hand: readonly (string | Card)[] = [COUNCIL]) {
  const built = scene({ missions: ['Relief Mission', 'Cloaked Mission'], awayTeam: [klingon('Geology OFFICER')], hand });
  return { state: built.state, council: built.ids.hand[0]!, hand: built.ids.hand };
}
const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };

describe('119_040 Council of Warriors: where it plays, and to the point area', () => {
  it('plays on your [KLI] mission showing less than 30 points, not on a 30-point one', () => {
    const { state, council } = missions();
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === council)).toEqual([playOn(council, 'L1')]);
  });

  it('applies: solved by the end of your next turn (here, the same turn) — the Council goes to your point area', () => {
    const { state, council } = missions();
    const placed = play(state, [playOn(council, 'L1')]).state;
    expect(placed.cards[council]!.zone).toBe(Z.atop('L1'));
    const after = runAttempt(placed, attempt).state;
    expect(after.completed.p1).toContain('L1');
    expect(after.cards[council]!.zone).toBe(Z.bonus('p1'));
  });

  it('does not apply: solved after the end of your next turn — it stays on the mission', () => {
    const { state, council } = missions();
    const placed = play(state, [playOn(council, 'L1')]).state;
    // The Council played two of p1's turns ago (its turn is kept as playedTurn).
    const late: GameState = { ...placed, cards: { ...placed.cards, [council]: { ...placed.cards[council]!, playedTurn: placed.turn!.number - 4 } } };
    const after = runAttempt(late, attempt).state;
    expect(after.completed.p1).toContain('L1');
    expect(after.cards[council]!.zone).toBe(Z.atop('L1'));
  });

  it('applies (nullifier): once you have played a non-Klingon personnel, the Council is discarded', () => {
    const { state, council, hand } = missions([COUNCIL, { ...person({ skills: 'SCIENCE', affiliation: 'Federation' }), title: 'Test Federation Scientist' }]);
    const reported = evolveAll([{ type: 'CardReported', player: 'p1', card: hand[1]!, facility: 'none', to: Z.surface('L1'), normalCardPlay: false } as GameEvent], state);
    expect(play(reported, [playOn(council, 'L1')]).state.cards[council]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply (nullifier): a Klingon personnel played leaves it in play', () => {
    const { state, council, hand } = missions([COUNCIL, klingon('SECURITY')]);
    const reported = evolveAll([{ type: 'CardReported', player: 'p1', card: hand[1]!, facility: 'none', to: Z.surface('L1'), normalCardPlay: false } as GameEvent], state);
    expect(play(reported, [playOn(council, 'L1')]).state.cards[council]!.zone).toBe(Z.atop('L1'));
  });
});

/** The Council in p1's point area (where solving put it), then the battle scene's cards. */
function withCouncil(placed: readonly Placed[]) {
  const built = battleScene([...placed, { label: 'council', owner: 'p1', at: 'hand', card: COUNCIL }]);
  const state = evolveAll([{ type: 'CardMoved', card: built.id('council'), from: Z.hand('p1'), to: Z.bonus('p1'), faceUp: true, reason: 'scene' } as GameEvent], built.state);
  return { state, id: built.id };
}

describe('119_040 Council of Warriors in the point area: trophies of personnel battles', () => {
  /** p1's `killer` (STRENGTH 9) fights p2's scientist (STRENGTH 2) on L1's planet. */
  function fight(killer: Card) {
    const { state, id } = withCouncil([
      { label: 'h', owner: 'p1', at: 'surface', card: killer },
      { label: 'v', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', i: 8, c: 5, s: 2, affiliation: 'Federation' } },
    ]);
    const after = play(state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }, { type: 'PassResponse', actor: 'p1' }]).state;
    return { before: state, after, id };
  }

  it('applies: the personnel your Klingon killed is placed on the Council and scores its STRENGTH 2', () => {
    const { before, after, id } = fight(klingon('OFFICER', 9));
    expect(after.lastBattle?.hurtBy?.[id('v')]).toBe(id('h'));
    expect(after.cards[id('v')]!.zone).toBe(Z.stored(id('council')));
    expect(after.score.p1.bonus - before.score.p1.bonus).toBe(2);
  });

  it('does not apply: killed by a personnel who is not a Klingon — it stays in the discard pile', () => {
    const { before, after, id } = fight({ ...person({ skills: 'OFFICER', s: 9, affiliation: 'Klingon' }), title: 'Test Human Warrior' });
    expect(after.lastBattle?.killed).toEqual([id('v')]);
    expect(after.cards[id('v')]!.zone).toBe(Z.discard('p2'));
    expect(after.score.p1.bonus - before.score.p1.bonus).toBe(0);
  });
});

describe('119_040 Council of Warriors in the point area: trophies of ship battles', () => {
  /** p1's ship `a` fires on p2's `t` (WEAPONS 2, SHIELDS 5): destroyed by a direct hit when `a` has WEAPONS 13, missed with 4. */
  function fire(weapons: number) {
    const { state, id } = withCouncil([
      { label: 'a', owner: 'p1', at: 'space', card: warship({ weapons, shields: 6, affiliation: 'Klingon' }) },
      { label: 'a-crew', owner: 'p1', at: { aboard: 'a' }, card: klingon('OFFICER') },
      { label: 't', owner: 'p2', at: 'space', card: warship({ weapons: 2, shields: 5, affiliation: 'Romulan' }) },
      { label: 't-crew', owner: 'p2', at: { aboard: 't' }, card: { skills: 'OFFICER', affiliation: 'Romulan' } },
    ]);
    let after = play(state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'InitiateShipBattle', actor: 'p1', ships: [id('a')], target: id('t') }]).state;
    if (after.battle && after.battle.returnFire === undefined) after = play(after, [{ type: 'ReturnFire', actor: 'p2', target: id('a') }]).state;
    after = play(after, [{ type: 'PassResponse', actor: 'p1' }]).state;
    return { before: state, after, id };
  }

  it('applies: the ship your ship destroyed is placed on the Council and scores its WEAPONS 2', () => {
    const { before, after, id } = fire(13);
    expect(after.cards[id('t')]!.zone).toBe(Z.stored(id('council')));
    expect(after.score.p1.bonus - before.score.p1.bonus).toBe(2);
  });

  it('does not apply: the ship survives — nothing placed, no points', () => {
    const { before, after, id } = fire(4);
    expect(after.cards[id('t')]!.zone).toBe(Z.space('L1'));
    expect(after.score.p1.bonus - before.score.p1.bonus).toBe(0);
  });
});
