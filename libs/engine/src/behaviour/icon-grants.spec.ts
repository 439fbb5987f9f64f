/**
 * Icons granted to one personnel (issue 15, skills; behaviour/icon-grants.ts): a card lying on a personnel
 * gives it icons, seen by every rule through blueprintOf. given (a scene) / when (the card is played) /
 * then (the exact target list, where the card lies, the icons the rules see).
 *   1E rulebook › THE CARDS › INTERRUPTS.
 */
import { meetGroup, memberOf, requirement } from '../attempt/requirements';
import { blueprintOf } from '../card-facts';
import { legalCommands } from '../legal';
import { scene } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { GameState } from '../types';
import { Z } from '../zones';
import { showsIcon } from './property-logos';
import { playCard as play } from '../testing/commands';

const targets = (state: GameState, card: string) =>
  legalCommands(state, 'p1')
    .filter((cmd) => cmd.type === 'PlayCard' && cmd.card === card)
    .map((cmd) => (cmd as { target?: string }).target);

describe('112_096 Orb Experience (partly): placed on a personnel with INTEGRITY>6, which then shows [Orb]', () => {
  const given = () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER', i: 7 }, { skills: 'SCIENCE', i: 6 }], hand: ['Orb Experience'], opponentHand: [{ skills: 'SECURITY', i: 8 }] });
    const state = moved(built.state, [[built.ids.opponentHand[0]!, Z.surface('L1')]]);
    return { state, card: built.ids.hand[0]!, worthy: built.ids.awayTeam[0]!, unworthy: built.ids.awayTeam[1]!, theirs: built.ids.opponentHand[0]! };
  };

  it('applies: any personnel with INTEGRITY 7 or more (either player’s) is a target; played, the interrupt lies on it and it shows [Orb] for every rule', () => {
    const { state, card, worthy, theirs } = given();
    expect(targets(state, card)).toEqual([worthy, theirs]);
    expect(showsIcon(blueprintOf(state, worthy), 'Orb')).toBe(false);
    const after = run(state, [play(card, worthy)]).state;
    expect(after.cards[card]!.zone).toBe(Z.on(worthy));
    expect(showsIcon(blueprintOf(after, worthy), 'Orb')).toBe(true);
    expect(memberOf(after, worthy).icons).toContain('Orb');
    expect(meetGroup(after, requirement('{[Orb] personnel}'), [worthy]).verdict).toBe('met');
    // The same changed card each read (caches keyed by the card stay warm).
    expect(blueprintOf(after, worthy)).toBe(blueprintOf(after, worthy));
  });

  it('does not apply: INTEGRITY 6 is no target; others do not gain the icon; once the interrupt leaves the personnel, the icon goes', () => {
    const { state, card, worthy, unworthy } = given();
    expect(refused(state, play(card, unworthy))).toBe('INVALID_TARGET');
    const after = run(state, [play(card, worthy)]).state;
    expect(showsIcon(blueprintOf(after, unworthy), 'Orb')).toBe(false);
    expect(meetGroup(after, requirement('{[Orb] personnel}'), [unworthy]).verdict).toBe('unmet');
    const gone = moved(after, [[card, Z.discard('p1')]]);
    expect(showsIcon(blueprintOf(gone, worthy), 'Orb')).toBe(false);
  });
});
