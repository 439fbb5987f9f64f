/**
 * Issue 15 (helper partners): a skill lost by every personnel of yours a table card names — Alliance for Global Unity: your
 * Bajoran personnel have no Resistance while it lies on your table (modifiers.ts › fleet-personnel-attribute `loses`), for
 * every requirement and skill check that reads a personnel through `memberOf`.
 *   1E rulebook › THE CARDS › INCIDENTS (lasting effects); USING SKILLS.
 * given (an Away Team on a planet, the incident on a table or in hand) / when (the skills are read) / then (Resistance there or not).
 */
import { evolveAll } from '../evolve';
import { meetGroup, memberOf, requirement } from '../attempt/requirements';
import { scene } from '../testing/attempt-scene';
import type { GameEvent, PlayerId } from '../types';
import { Z } from '../zones';

const ALLIANCE_FOR_GLOBAL_UNITY = '167_021';

describe('167_021 Alliance for Global Unity: your Bajoran personnel lose Resistance while it lies on your table', () => {
  const kit = (table: PlayerId | null) => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [
        { title: 'Test Bajoran Fighter', skills: 'SECURITY Resistance x2', affiliation: 'Bajoran' },
        { title: 'Test Maquis Fighter', skills: 'SECURITY Resistance', affiliation: 'Maquis' },
      ],
      hand: [ALLIANCE_FOR_GLOBAL_UNITY],
    });
    const [bajoran, maquis] = built.ids.awayTeam as [string, string];
    const incident = built.ids.hand[0]!;
    const moves: GameEvent[] = table ? [{ type: 'CardMoved', card: incident, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' }] : [];
    const owned = table === 'p2' ? { ...built.state, cards: { ...built.state.cards, [incident]: { ...built.state.cards[incident]!, owner: 'p2' as const } } } : built.state;
    const state = table === 'p2' ? evolveAll([{ type: 'CardMoved', card: incident, from: Z.hand('p1'), to: Z.table('p2'), faceUp: true, reason: 'test' }], owned) : evolveAll(moves, owned);
    return { state, bajoran, maquis };
  };
  const resistance = (state: ReturnType<typeof kit>['state'], iid: string) => memberOf(state, iid).skills.filter((skill) => skill.name === 'Resistance').reduce((sum, skill) => sum + skill.level, 0);

  it('applies: on your table, your Bajoran has no Resistance (both levels gone); a requirement of Resistance x2 is not met by him', () => {
    const { state, bajoran, maquis } = kit('p1');
    expect(resistance(state, bajoran)).toBe(0);
    expect(meetGroup(state, requirement('Resistance x2'), [bajoran]).verdict).toBe('unmet');
    // Not Bajoran: keeps it.
    expect(resistance(state, maquis)).toBe(1);
  });

  it('does not apply: in hand, or on the opponent’s table — the Bajoran keeps Resistance x2', () => {
    const inHand = kit(null);
    expect(resistance(inHand.state, inHand.bajoran)).toBe(2);
    expect(meetGroup(inHand.state, requirement('Resistance x2'), [inHand.bajoran]).verdict).toBe('met');
    const theirs = kit('p2');
    expect(resistance(theirs.state, theirs.bajoran)).toBe(2);
  });
});
