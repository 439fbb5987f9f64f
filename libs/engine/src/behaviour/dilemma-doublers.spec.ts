/**
 * Issue 15 (helper partials): a card lying on a dilemma in play doubles that dilemma's attribute changes
 * (behaviour/dilemma-doublers.ts, read by attempt/ongoing-a.ts). 103_055 Brain Drain, both ways: on a
 * personnel (no skills, CUNNING 0 until the end of the turn, once each turn), or on Interphasic Plasma
 * Creatures (your personnel STRENGTH −2 becomes −4 while it lies there).
 *   1E rulebook › THE CARDS; MISCELLANEOUS RULES › THE CUMULATIVE RULE; "ONCE PER GAME" AND SIMILAR LIMITS.
 * given (Interphasic Plasma Creatures on p1's table; interrupts are played on one's own turn here) / when (PlayCard Brain Drain) / then (memberOf, the facts).
 */
import { memberOf } from '../attempt/requirements';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { scene } from '../testing/attempt-scene';
import { play as run, refused } from '../testing/scenario';
import type { Command, GameEvent, PlayerId } from '../types';
import { Z } from '../zones';

const play = (card: string, target: string, actor: PlayerId = 'p1', mode?: number): Command => ({ type: 'PlayCard', actor, card, target, ...(mode !== undefined ? { mode } : {}) });

function given(withCreatures = true) {
  const built = scene({
    missions: ['Excavation'],
    awayTeam: [{ affiliation: 'Federation', skills: 'SCIENCE Biology', s: 6, c: 7 }],
    hand: ['Interphasic Plasma Creatures', 'Brain Drain', 'Brain Drain'],
  });
  const creatures = built.ids.hand[0]!;
  const placed: GameEvent = {
    type: 'DilemmaPlaced',
    card: creatures,
    to: Z.table('p1'),
    ongoing: { dilemma: creatures, player: 'p1', on: 'mission', host: 'L1', location: 'L1', affected: [] },
  } as GameEvent;
  const state = withCreatures ? evolveAll([placed], built.state) : built.state;
  const [, drain, second] = built.ids.hand as [string, string, string];
  return { state, creatures, drain, second, person: built.ids.awayTeam[0]! };
}

describe('103_055 Brain Drain', () => {
  it('the other way applies: on Interphasic Plasma Creatures it lies there and p1’s personnel are STRENGTH −4 instead of −2', () => {
    const { state, creatures, drain, person } = given();
    expect(memberOf(state, person).strength).toBe(4);
    const offered = legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === drain);
    expect(offered).toContainEqual(play(drain, creatures, 'p1', 1));
    const after = run(state, [play(drain, creatures, 'p1', 1)]);
    expect(after.state.cards[drain]!.zone).toBe(Z.on(creatures));
    expect(memberOf(after.state, person).strength).toBe(2);
    // it stays there past the end of the turn (only the personnel way lasts "until end of turn")
    const ended = run(after.state, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ended.state.cards[drain]!.zone).toBe(Z.on(creatures));
    expect(memberOf(ended.state, person).strength).toBe(2);
  });
  it('does not apply: without Interphasic Plasma Creatures in play there is no such target; a second Brain Drain on it doubles no further', () => {
    const bare = given(false);
    expect(refused(bare.state, play(bare.drain, bare.creatures, 'p1', 1))).not.toBeNull();
    const { state, creatures, drain, second, person } = given();
    const twice = run(state, [play(drain, creatures, 'p1', 1), play(second, creatures, 'p1', 1)]);
    expect(memberOf(twice.state, person).strength).toBe(2);
  });
  it('the first way: on a personnel, no skills and CUNNING 0 until the end of the turn; once each turn', () => {
    const { state, drain, second, person } = given(false);
    const after = run(state, [play(drain, person, 'p1', 0)]);
    expect(memberOf(after.state, person).cunning).toBe(0);
    expect(memberOf(after.state, person).skills).toEqual([]);
    expect(refused(after.state, play(second, person, 'p1', 0))).toBe('ONCE_PER_TURN');
    const ended = run(after.state, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ended.state.cards[drain]!.zone).toBe(Z.discard('p1'));
    expect(memberOf(ended.state, person).cunning).toBe(7);
  });
});
