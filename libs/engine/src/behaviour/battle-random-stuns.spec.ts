/**
 * Tommygun at the start of a personnel battle (issue 15, helper random: behaviour/battle-random-stuns.ts):
 * one opposing personnel stunned (random selection, through behaviour/random-selection.ts), or the
 * opposing holograms present erased.
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (2. Responses; 4. Combat); MISCELLANEOUS RULES › RANDOM
 *   SELECTION; HOLOGRAPHIC PERSONNEL AND EQUIPMENT.
 * given (a planet at L1 with Holo-Projectors atop it: p1's personnel and Tommygun, p2's personnel) /
 * when (p1 initiates the battle and uses Tommygun in its response window) / then (who is stunned or
 * erased; no offer where the gun is not present or cannot be activated).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person } from '../testing/attempt-scene';
import { battleScene, type Placed } from '../testing/battle-scene';
import { play } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';

const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };
const hologram: Card = { ...person({ skills: 'SECURITY', s: 5, affiliation: 'Romulan' }), icons: [{ code: 'Holo', name: 'Holo', category: 'test' }] };

function gunScene(options: { gunAt?: 'surface' | 'hand'; projectors?: boolean; defenders?: Placed[] } = {}) {
  const built = battleScene([
    { label: 'k1', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 6, affiliation: 'Klingon' } },
    { label: 'gun', owner: 'p1', at: options.gunAt ?? 'surface', card: 'Tommygun' },
    { label: 'hp', owner: 'p1', at: 'hand', card: 'Holo-Projectors' },
    ...(options.defenders ?? [
      { label: 'r1', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s: 5, affiliation: 'Romulan' } },
      { label: 'r2', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s: 5, affiliation: 'Romulan' } },
    ]),
  ] as Placed[]);
  const moves: GameEvent[] = options.projectors === false ? [] : [{ type: 'CardMoved', card: built.id('hp'), from: Z.hand('p1'), to: Z.atop('L1'), faceUp: true, reason: 'test' }];
  const state = play(evolveAll(moves, built.state), [{ type: 'SetAutoPass', actor: 'p1', on: false }]).state;
  return { state, id: built.id };
}
const uses = (state: GameState, gun: string) => legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === gun);

describe('109_025 Tommygun (at the start of a personnel battle: stun one opposing personnel at random, or erase opposing holograms)', () => {
  it('stun: one opposing personnel in the battle, picked at random and recorded, is stunned before the combat', () => {
    const { state, id } = gunScene();
    const started = play(state, [attack]).state;
    const [stun] = uses(started, id('gun')).filter((c) => c.type === 'ActivateCard' && c.ability === 'stun');
    expect(stun).toBeDefined();
    const used = play(started, [stun!]);
    const [selection] = ofType(used.events, 'RandomCardsSelected').filter((e) => e.purpose.startsWith('Tommygun'));
    expect([...selection!.candidates].sort()).toEqual([id('r1'), id('r2')].sort());
    expect(ofType(used.events, 'CombatResolved')[0]).toMatchObject({ outcome: 'stunned', loser: selection!.outcome[0], by: id('gun') });
  });

  it('stun answered by Change of Heart: the opponent’s honourable OFFICER in the battle has the selection made again', () => {
    const { state, id } = gunScene({
      defenders: [
        { label: 'r1', owner: 'p2', at: 'surface', card: { skills: 'OFFICER Honor', s: 5, affiliation: 'Romulan' } },
        { label: 'r2', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s: 5, affiliation: 'Romulan' } },
        { label: 'coh', owner: 'p2', at: 'hand', card: 'Change of Heart' },
      ],
    });
    const started = play(state, [attack]).state;
    const [stun] = uses(started, id('gun')).filter((c) => c.type === 'ActivateCard' && c.ability === 'stun');
    const used = play(started, [stun!]);
    // The battle then resolves (the opponent passes its window): its casualty is a selection of its own.
    const selections = ofType(used.events, 'RandomCardsSelected').filter((e) => e.purpose.startsWith('Tommygun'));
    expect(selections).toHaveLength(2);
    expect(used.state.cards[id('coh')]!.zone).toBe(Z.discard('p2'));
    expect(ofType(used.events, 'CombatResolved')[0]!.loser).toBe(selections[1]!.outcome[0]);
  });

  it('erase: the opposing holograms present are discarded (erased), the others stay in the battle', () => {
    const { state, id } = gunScene({
      defenders: [
        { label: 'h1', owner: 'p2', at: 'surface', card: hologram },
        { label: 'r1', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s: 5, affiliation: 'Romulan' } },
      ],
    });
    const started = play(state, [attack]).state;
    const [erase] = uses(started, id('gun')).filter((c) => c.type === 'ActivateCard' && c.ability === 'erase');
    const used = play(started, [erase!]);
    const erased = ofType(used.events, 'CardLeftPlay').filter((e) => e.how === 'discarded').map((e) => e.card);
    expect(erased).toEqual([id('h1')]);
    expect(used.state.cards[id('h1')]!.zone).toBe(Z.discard('p2'));
  });

  it('not offered when the gun is not at the battle, or where holograms cannot be activated', () => {
    const inHand = gunScene({ gunAt: 'hand' });
    expect(uses(play(inHand.state, [attack]).state, inHand.id('gun'))).toEqual([]);
    const dark = gunScene({ projectors: false });
    expect(uses(play(dark.state, [attack]).state, dark.id('gun'))).toEqual([]);
  });
});

describe('109_028 Disengage Safety Protocols: [Holo] weapons mortally wound instead of stun (Tommygun)', () => {
  function stunWith(disengaged: boolean) {
    const built = battleScene([
      { label: 'k1', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 6, affiliation: 'Klingon' } },
      { label: 'gun', owner: 'p1', at: 'surface', card: 'Tommygun' },
      { label: 'hp', owner: 'p1', at: 'hand', card: 'Holo-Projectors' },
      { label: 'dsp', owner: 'p1', at: 'hand', card: 'Disengage Safety Protocols' },
      { label: 'r1', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s: 5, affiliation: 'Romulan' } },
    ] as Placed[]);
    const moves: GameEvent[] = [
      { type: 'CardMoved', card: built.id('hp'), from: Z.hand('p1'), to: Z.atop('L1'), faceUp: true, reason: 'test' },
      ...(disengaged ? [{ type: 'CardMoved', card: built.id('dsp'), from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' } as GameEvent] : []),
    ];
    const state = play(evolveAll(moves, built.state), [{ type: 'SetAutoPass', actor: 'p1', on: false }]).state;
    const started = play(state, [attack]).state;
    const [stun] = uses(started, built.id('gun')).filter((c) => c.type === 'ActivateCard' && c.ability === 'stun');
    const used = play(started, [stun!]);
    return { hurt: ofType(used.events, 'CombatResolved')[0], victim: built.id('r1'), state: used.state };
  }
  it('applies: with it on the table the Tommygun mortally wounds the personnel it picks (it dies as the battle resolves)', () => {
    const { hurt, victim, state } = stunWith(true);
    expect(hurt).toMatchObject({ outcome: 'mortally-wounded', loser: victim });
    expect(state.cards[victim]!.zone).toBe(Z.discard('p2'));
  });
  it('does not apply: without it the Tommygun stuns', () => {
    const { hurt, victim } = stunWith(false);
    expect(hurt).toMatchObject({ outcome: 'stunned', loser: victim });
  });
});
