/**
 * Issue 15 (helper partials): an affiliation change limited to its owner's cards, which also holds while
 * the changing card lies atop a mission, and reaches ships and cards by a word of title or lore
 * (behaviour/control-changes.ts › `yours`, `ships`, `titleOrLoreWords`). 249_005 Think Tank Assistance: atop
 * Vidiia (Rebuild Society), your personnel and ships naming the Think Tank are Vidiian.
 *   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP; ATTEMPT A MISSION (matching affiliation icon).
 * given (Kurros, Non-Aligned, on a [KLI][VID] mission) / when (AttemptMission; reading the cards) / then.
 */
import { blueprintOf } from '../card-facts';
import { ofType, realCard, scene } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';

const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };

function table() {
  const built = scene({
    missions: ['Enhance Treatment Research', 'Rebuild Society'],
    awayTeam: ['Kurros'],
    ship: realCard("The Think Tank's Ship"),
    hand: ['Think Tank Assistance', 'Kurros'],
    opponentHand: ['Kurros'],
  });
  const [assistance] = built.ids.hand as [string, string];
  const ours = built.ids.awayTeam[0]!;
  const theirs = built.ids.opponentHand[0]!;
  const base = moved(built.state, [[theirs, Z.surface('L1')], [built.ids.ship!, Z.space('L1')]]);
  return { built, base, assistance, ours, theirs, ship: built.ids.ship!, inHand: built.ids.hand[1]! };
}

describe('249_005 Think Tank Assistance (atop Vidiia: your Think Tank personnel and ships are Vidiian)', () => {
  it('applies: atop Rebuild Society, p1’s Kurros (in play or in hand) and the Think Tank’s Ship read as Vidiian; Kurros may attempt a [KLI][VID] mission', () => {
    const { base, assistance, ours, ship, inHand } = table();
    const atop = moved(base, [[assistance, Z.atop('L2')]]);
    expect(blueprintOf(atop, ours).affiliations).toEqual(['Vidiian']);
    expect(blueprintOf(atop, inHand).affiliations).toEqual(['Vidiian']);
    expect(blueprintOf(atop, ship).affiliations).toEqual(['Vidiian']);
    expect(ofType(run(atop, [attempt]).events, 'MissionAttemptBegan')).toHaveLength(1);
  });
  it('does not apply: the opponent’s Kurros stays Non-Aligned', () => {
    const { base, assistance, theirs } = table();
    const atop = moved(base, [[assistance, Z.atop('L2')]]);
    expect(blueprintOf(atop, theirs).affiliations).toEqual(['Non-Aligned']);
  });
  it('does not apply: with the card still in hand, Kurros is Non-Aligned and may not attempt the [KLI][VID] mission', () => {
    const { base, ours, ship } = table();
    expect(blueprintOf(base, ours).affiliations).toEqual(['Non-Aligned']);
    expect(blueprintOf(base, ship).affiliations).toEqual(['Non-Aligned']);
    expect(refused(base, attempt)).not.toBeNull();
  });
});
