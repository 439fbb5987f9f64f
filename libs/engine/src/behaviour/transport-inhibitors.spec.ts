/**
 * Equipment that blocks transporters where it lies (issue 15, helper evq; transport-inhibitors.ts).
 *   1E rulebook › EXECUTING ORDERS › BEAM; THE CARDS › EQUIPMENT; "HERE" AND "PRESENT".
 * given (a planet at L1, p1's staffed ship in orbit, p2's Transport Inhibitor on the surface) / when (Beam, ActivateCard) / then (refused or CardsBeamed, CardMoved).
 */
import { person, scene, ship } from '../testing/attempt-scene';
import { accepted, moved, refused } from '../testing/scenario';
import { legalCommands } from '../legal';
import type { Command } from '../types';
import { Z } from '../zones';

describe('126_012 Transport Inhibitor (the owner’s personnel present: no other player beams to or from it; the opponent, present and unopposed, may destroy it)', () => {
  function table(options: { guard?: boolean; mine?: boolean } = {}) {
    const built = scene({
      missions: ['Excavation'],
      ship: ship(),
      crew: [{ skills: 'OFFICER' }, { skills: 'ENGINEER' }],
      hand: ['Transport Inhibitor'],
      opponentHand: ['Transport Inhibitor', person({ skills: 'SECURITY' })],
    });
    const [own] = built.ids.hand as [string];
    const [theirs, guard] = built.ids.opponentHand as [string, string];
    const inhibitor = options.mine ? own : theirs;
    const state = moved(built.state, [[inhibitor, Z.surface('L1')], ...(options.guard === false ? [] : ([[guard, Z.surface('L1')]] as [string, string][]))]);
    return { state, inhibitor, guard, mine: built.ids.ship!, crew: built.ids.crew };
  }
  const down = (cards: string[], via: string): Command => ({ type: 'Beam', actor: 'p1', cards, to: Z.surface('L1'), via });
  const destroy = (card: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'destroy' });

  it('applies: with the opponent’s personnel guarding it, p1 may not beam down to the planet where it lies, nor up from there', () => {
    const { state, mine, crew } = table();
    expect(refused(state, down([crew[0]!], mine))).toBe('NO_BEAMING_HERE');
    expect(legalCommands(state, 'p1')).not.toContainEqual(down([crew[0]!], mine));
    const below = moved(state, [[crew[0]!, Z.surface('L1')]]);
    expect(refused(below, { type: 'Beam', actor: 'p1', cards: [crew[0]!], to: Z.aboard(mine), via: mine })).toBe('NO_BEAMING_HERE');
  });
  it('does not apply: with no personnel of its owner present, or to its owner’s own beams', () => {
    const unguarded = table({ guard: false });
    expect(accepted(unguarded.state, down([unguarded.crew[0]!], unguarded.mine)).state.cards[unguarded.crew[0]!]!.zone).toBe(Z.surface('L1'));
    const own = table({ mine: true });
    expect(accepted(own.state, down([own.crew[0]!], own.mine)).state.cards[own.crew[0]!]!.zone).toBe(Z.surface('L1'));
  });
  it('the opponent destroys it once their personnel are present and unopposed (discarded to its owner’s pile)', () => {
    const { state, inhibitor, crew } = table({ guard: false });
    expect(refused(state, destroy(inhibitor))).toBe('ABILITY_CONDITION');
    const present = moved(state, [[crew[0]!, Z.surface('L1')]]);
    expect(legalCommands(present, 'p1')).toContainEqual(destroy(inhibitor));
    expect(accepted(present, destroy(inhibitor)).state.cards[inhibitor]!.zone).toBe(Z.discard('p2'));
  });
  it('may not be destroyed while its owner’s personnel oppose yours there, nor by its owner', () => {
    const guarded = table();
    expect(refused(moved(guarded.state, [[guarded.crew[0]!, Z.surface('L1')]]), destroy(guarded.inhibitor))).toBe('ABILITY_CONDITION');
    const own = table({ mine: true, guard: false });
    expect(refused(moved(own.state, [[own.crew[0]!, Z.surface('L1')]]), destroy(own.inhibitor))).toBe('ABILITY_CONDITION');
  });
});
