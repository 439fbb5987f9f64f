/**
 * Erasing an Away Team of holograms by a card's effect (issue 15, partials-ei): Deactivation's other mode.
 *   1E rulebook › HOLOGRAPHIC PERSONNEL AND EQUIPMENT › ACTIVATION AND DEACTIVATION ("erased (discarded)");
 *   GLOSSARY › Away Team.
 * given (an Away Team on a planet) / when (PlayCard Deactivation on it) / then (its holograms are discarded, or the play is refused).
 */
import type { Card } from '@captains-log/cards';
import { ofType, person, scene } from '../testing/attempt-scene';
import { play as run, refused } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';

const hologram = (): Card => ({ ...person({ skills: 'MEDICAL' }), icons: [{ code: 'Holo', name: 'Hologram', category: 'built-in-rule' }] }) as unknown as Card;
/** Deactivation's way of playing on an Away Team (0: its own play, n: modes[n-1]). */
const ERASE = 3;
const play = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target, mode: ERASE });

describe('109_048 Deactivation (target-away-team-all-holograms / erase-target-away-team)', () => {
  it('an Away Team of holograms only is erased: each member is discarded, not killed', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [hologram(), hologram()], hand: ['Deactivation'] });
    const [first, second] = built.ids.awayTeam as [string, string];
    const after = run(built.state, [play(built.ids.hand[0]!, first)]);
    expect([after.state.cards[first]!.zone, after.state.cards[second]!.zone]).toEqual([Z.discard('p1'), Z.discard('p1')]);
    expect(ofType(after.events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([[first, 'discarded'], [second, 'discarded']]);
  });
  it('an Away Team with one personnel who is not a hologram is no target for it', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [hologram(), { skills: 'OFFICER' }], hand: ['Deactivation'] });
    expect(refused(built.state, play(built.ids.hand[0]!, built.ids.awayTeam[0]!))).toBe('PLAY_CONDITION');
  });
});
