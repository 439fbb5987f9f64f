/**
 * Cards that nullify other cards where present (issue 15, partials-iob; behaviour/present-nullifiers.ts).
 * 1E rulebook › GLOSSARY › Present; › NULLIFY (a nullified card is discarded).
 * given (an Away Team on Excavation with or without an I.P. Scanner, a crew aboard the ship in orbit,
 * Brain Drain in hand) / when (PlayCard Brain Drain on a personnel, Beam) / then (Brain Drain is
 * nullified — discarded, the personnel keeps its skills — or it applies).
 */
import { memberOf } from '../attempt/requirements';
import { scene, ship } from '../testing/attempt-scene';
import { play as run, when } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

const skills = (state: GameState, iid: string) => memberOf(state, iid).skills.filter((skill) => skill.level > 0).map((skill) => skill.name).sort();

function given(scanner: boolean) {
  const built = scene({
    missions: ['Excavation'],
    awayTeam: [{ skills: 'SCIENCE Physics', c: 7 }],
    equipment: scanner ? ['I.P. Scanner'] : [],
    hand: ['Brain Drain', 'Brain Drain'],
  });
  const [scientist] = built.ids.awayTeam as [string];
  const [card, second] = built.ids.hand as [string, string];
  return { state: built.state, scientist, card, second };
}

describe('103_035 I.P. Scanner: nullifies Brain Drain where present', () => {
  it('applies: Brain Drain played on a personnel present with the scanner is discarded; the personnel keeps skills and CUNNING; the turn\'s Brain Drain is spent', () => {
    const { state, scientist, card, second } = given(true);
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card, target: scientist }]);
    expect(after.state.cards[card]!.zone).toBe(Z.discard('p1'));
    expect([skills(after.state, scientist), memberOf(after.state, scientist).cunning]).toEqual([['Physics'], 7]);
    const outcome = when(after.state, { type: 'PlayCard', actor: 'p1', card: second, target: scientist });
    expect('violation' in outcome && outcome.violation.code).toBe('ONCE_PER_TURN');
  });
  it('does not apply: without a scanner present, Brain Drain stays on the personnel and takes its skills', () => {
    const { state, scientist, card } = given(false);
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card, target: scientist }]);
    expect(after.state.cards[card]!.zone).toBe(Z.on(scientist));
    expect([skills(after.state, scientist), memberOf(after.state, scientist).cunning]).toEqual([[], 0]);
  });
  it('a scanner in the Away Team does not reach the crew in orbit; beamed down to it, the drained personnel is freed', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'SCIENCE' }], ship: ship(), crew: [{ skills: 'ENGINEER Navigation', c: 6 }], equipment: ['I.P. Scanner'], hand: ['Brain Drain'] });
    const vessel = built.ids.ship!;
    const [engineer] = built.ids.crew as [string];
    const [card] = built.ids.hand as [string];
    const drained = run(built.state, [{ type: 'PlayCard', actor: 'p1', card, target: engineer }]).state;
    expect(drained.cards[card]!.zone).toBe(Z.on(engineer));
    expect(skills(drained, engineer)).toEqual([]);
    const beam: Command = { type: 'Beam', actor: 'p1', cards: [engineer], to: Z.surface('L1'), via: vessel };
    const down = run(drained, [beam]).state;
    expect(down.cards[card]!.zone).toBe(Z.discard('p1'));
    expect([skills(down, engineer), memberOf(down, engineer).cunning]).toEqual([['Navigation'], 6]);
  });
});
