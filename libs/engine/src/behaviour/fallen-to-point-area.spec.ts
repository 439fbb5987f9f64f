/**
 * Issue 15 (battle2): 122_036 No Way Out (behaviour/fallen-to-point-area.ts) — once every turn, when your
 * unique personnel with Honor x2 or [KW] is killed in personnel battle, discard the incident to put it in
 * your point area for its printed INTEGRITY (in play for uniqueness only).
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (6. Resolution); AFTER THE BATTLE; WINNING THE GAME (bonus
 *   points); PLAYING A CARD › ENTERING PLAY (unique cards).
 * given (No Way Out on p2's table, a personnel battle that kills p2's personnel) / when (ActivateCard in
 * p2's battle-ended window) / then (points, the card in the point area, uniqueness).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { battleScene } from '../testing/battle-scene';
import { ofType, person } from '../testing/attempt-scene';
import { checkUniqueness } from '../play';
import { play, refused } from '../testing/scenario';
import type { GameEvent } from '../types';
import { Z } from '../zones';

function fought(victim: Card) {
  const built = battleScene([
    { label: 'k', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 9, affiliation: 'Klingon' } },
    { label: 'v', owner: 'p2', at: 'surface', card: victim },
    { label: 'nwo', owner: 'p2', at: 'hand', card: 'No Way Out' },
  ]);
  const onTable = evolveAll([{ type: 'CardMoved', card: built.id('nwo'), from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'scene' } as GameEvent], built.state);
  const after = play(onTable, [{ type: 'SetAutoPass', actor: 'p2', on: false }, { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }, { type: 'PassResponse', actor: 'p2' }]);
  return { state: after.state, events: after.events, id: built.id };
}

const honourable: Card = { ...person({ skills: 'SECURITY Honor x2', i: 7, s: 2, affiliation: 'Klingon', universal: false }), title: 'Test Honourable Warrior' };

describe('122_036 No Way Out (your unique Honor x2 or [KW] personnel killed in personnel battle goes to your point area)', () => {
  it('applies: the warrior dies in battle; p2 discards No Way Out, the warrior goes to the point area for 7 points and still counts for uniqueness', () => {
    const { state, events, id } = fought(honourable);
    expect(ofType(events, 'CardLeftPlay').map((e) => e.card)).toContain(id('v'));
    expect(state.windows?.at(-1)).toMatchObject({ action: 'battle-ended', player: 'p2' });
    const after = play(state, [{ type: 'ActivateCard', actor: 'p2', card: id('nwo'), ability: 'fallen', target: id('v') }]);
    expect(after.state.cards[id('v')]!.zone).toBe(Z.bonus('p2'));
    expect(ofType(after.events, 'PointsScored').map((e) => [e.player, e.points, e.bonus])).toEqual([['p2', 7, true]]);
    expect(after.state.cards[id('nwo')]!.zone).toBe(Z.discard('p2'));
    expect(checkUniqueness(after.state, 'p2', honourable)?.code).toBe('NOT_UNIQUE');
    expect(checkUniqueness(after.state, 'p1', honourable)).toBeNull();
  });

  it('does not apply: a universal personnel, or one with Honor once, is no target', () => {
    const universal = fought({ ...person({ skills: 'SECURITY Honor x2', s: 2, affiliation: 'Klingon' }), title: 'Test Universal Warrior' });
    expect(refused(universal.state, { type: 'ActivateCard', actor: 'p2', card: universal.id('nwo'), ability: 'fallen', target: universal.id('v') })).toBe('INVALID_TARGET');
    const once = fought({ ...person({ skills: 'SECURITY Honor', s: 2, affiliation: 'Klingon', universal: false }), title: 'Test Young Warrior' });
    expect(refused(once.state, { type: 'ActivateCard', actor: 'p2', card: once.id('nwo'), ability: 'fallen', target: once.id('v') })).toBe('INVALID_TARGET');
  });
});
