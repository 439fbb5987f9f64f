/**
 * Issue 15 (eie): your cloaked ship opened for a beaming by a card on the personnel who works its
 * transporters (behaviour/cloak-cycles.ts): Scan Cycle Check's second way.
 *   1E rulebook › CLOAK (nothing beams on or off a cloaked ship); BEAMING.
 * given (p1's cloaked ship at Excavation with a Transporter Skill crewman) / when (PlayCard on him, then
 * Beam) / then (the Away Team beams down; without the card, or with the card on someone not aboard, refused).
 */
import { evolveAll } from '../evolve';
import { scene, ship } from '../testing/attempt-scene';
import { accepted, refused } from '../testing/scenario';
import type { Command, GameEvent } from '../types';
import { Z } from '../zones';

describe('119_036 Scan Cycle Check: on your Transporter Skill personnel, your cloaked ships there decloak while he beams, then cloak again', () => {
  const given = () => {
    const built = scene({ missions: ['Excavation'], ship: ship({ affiliation: 'Romulan' }), crew: [{ affiliation: 'Romulan', skills: 'ENGINEER Transporter Skill' }, { affiliation: 'Romulan', skills: 'OFFICER' }], hand: ['119_036'] });
    const at = built.ids.ship!;
    const state = evolveAll([{ type: 'ShipCloaked', player: 'p1', ship: at, mode: 'cloaked', turn: 0 } as GameEvent], built.state);
    const [operator, officer] = built.ids.crew as [string, string];
    return { state, ship: at, operator, officer, card: built.ids.hand[0]! };
  };
  const beam = (cards: readonly string[], via: string): Command => ({ type: 'Beam', actor: 'p1', cards, to: Z.surface('L1'), via });
  it('applies: played on the Transporter Skill crewman, it lies on him and the officer beams down from the still cloaked ship', () => {
    const { state, ship: at, operator, officer, card } = given();
    const played = accepted(state, { type: 'PlayCard', actor: 'p1', card, target: operator, mode: 1 }).state;
    expect(played.cards[card]!.zone).toBe(Z.on(operator));
    expect(played.cards[operator]!.zone).toBe(Z.aboard(at));
    const after = accepted(played, beam([officer], at)).state;
    expect(after.cards[officer]!.zone).toBe(Z.surface('L1'));
    expect(after.cards[at]!.cloak).toBe('cloaked');
  });
  it('does not apply: without the card the beaming is refused; with the operator beamed away, the ship closes again; a personnel without Transporter Skill is no target', () => {
    const { state, ship: at, operator, officer, card } = given();
    expect(refused(state, beam([officer], at))).toBe('CLOAKED');
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card, target: officer, mode: 1 })).not.toBeNull();
    const played = accepted(state, { type: 'PlayCard', actor: 'p1', card, target: operator, mode: 1 }).state;
    const down = accepted(played, beam([operator], at)).state;
    expect(refused(down, beam([officer], at))).toBe('CLOAKED');
  });
});
