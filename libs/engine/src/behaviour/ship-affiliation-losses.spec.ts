/**
 * A card on a ship taking the affiliation of the ship, its crew and its Away Teams (issue 15, helper evq; ship-affiliation-losses.ts).
 *   1E rulebook › THE CARDS › EVENTS (an event played on a card lasts while it lies there); REPORTING FOR DUTY › COMPATIBLE.
 * given (p2's Klingon ship at L1 with a crew, one of them beamed down) / when (PlayCard Memory Wipe on the ship) / then (the affiliations read).
 */
import { blueprintOf } from '../card-facts';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { person, scene, ship } from '../testing/attempt-scene';
import { accepted, moved, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

describe('113_001 Memory Wipe (played on a non-[Bor] ship: the ship, its crew and its Away Teams become Non-Aligned)', () => {
  const affiliations = (state: GameState, iid: string) => blueprintOf(state, iid).affiliations;
  function table(affiliation = 'Klingon') {
    const built = scene({
      missions: ['Excavation'],
      ship: ship(),
      crew: [{ skills: 'OFFICER' }],
      hand: ['Memory Wipe'],
      opponentHand: [ship({ affiliation }), person({ affiliation, skills: 'OFFICER' }), person({ affiliation, skills: 'ENGINEER' }), person({ affiliation, skills: 'SECURITY' })],
    });
    const [theirs, captain, engineer, settler] = built.ids.opponentHand as [string, string, string, string];
    const intruder = built.ids.crew[0]!;
    let state = moved(built.state, [[theirs, Z.space('L1')], [captain, Z.aboard(theirs)], [engineer, Z.aboard(theirs)], [settler, Z.surface('L1')], [intruder, Z.aboard(theirs)]]);
    // The engineer beams down from the ship: its Away Team (`awayFrom`).
    state = evolveAll([{ type: 'CardsBeamed', player: 'p2', cards: [engineer], from: Z.aboard(theirs), to: Z.surface('L1'), via: theirs, awayFrom: theirs }], state);
    return { state, card: built.ids.hand[0]!, theirs, captain, engineer, settler, intruder, mine: built.ids.ship! };
  }
  const play = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target });

  it('applies: lying on the Klingon ship, the ship, its captain aboard and its engineer beamed down are Non-Aligned', () => {
    const { state, card, theirs, captain, engineer } = table();
    const after = accepted(state, play(card, theirs)).state;
    expect(after.cards[card]!.zone).toBe(Z.on(theirs));
    for (const iid of [theirs, captain, engineer]) expect(affiliations(after, iid)).toEqual(['Non-Aligned']);
  });
  it('does not apply: to personnel not of that ship (a settler on the planet, p1’s intruder aboard), nor before it is played, nor once the engineer moves on', () => {
    const { state, card, theirs, captain, settler, intruder, engineer } = table();
    expect(affiliations(state, captain)).toEqual(['Klingon']);
    const after = accepted(state, play(card, theirs)).state;
    expect(affiliations(after, settler)).toEqual(['Klingon']);
    expect(affiliations(after, intruder)).toEqual(['Federation']);
    expect(affiliations(moved(after, [[engineer, Z.surface('L1')]]), engineer)).toEqual(['Klingon']);
  });
  it('a Borg ship is no target (refused, not offered); any other ship is, yours too', () => {
    const borg = table('Borg');
    expect(refused(borg.state, play(borg.card, borg.theirs))).toBe('INVALID_TARGET');
    const targets = legalCommands(borg.state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === borg.card).map((c) => (c as { target?: string }).target);
    expect(targets).toEqual([borg.mine]);
  });
});
