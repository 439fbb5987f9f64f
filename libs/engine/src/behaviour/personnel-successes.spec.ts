/**
 * 155_027 Legitimate Leader of the Empire: its last clause (issue 15, helper partials; behaviour/personnel-successes.ts,
 * card field `whenYoursSucceeds`): when your [TNG] Klingon on whom Arbiter of Succession lies (the one it targeted and who
 * won its duel) wins a battle — the duel itself included — or helps solve a mission, you draw two cards.
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (5. the winner); SOLVING THE MISSION; the card's own text.
 * given (L1, Medical Relief (a [Kli] planet): p1's Klingons on the planet — [TNG] or not —, Legitimate Leader of the Empire on p1's table unless
 * said, Arbiter of Succession in p1's hand or lying on a Klingon) / when (Arbiter played; the mission attempted; a personnel
 * battle) / then (how many cards p1 drew by a card effect).
 */
import type { Card } from '@captains-log/cards';
import { battleScene } from '../testing/battle-scene';
import { ofType, person, scene } from '../testing/attempt-scene';
import { moved, play } from '../testing/scenario';
import type { GameEvent } from '../types';
import { Z } from '../zones';

const klingon = (title: string, s: number, skills: string, tng: boolean): Card => {
  const base = person({ title, s, skills, affiliation: 'Klingon', universal: false, ch: ['Klingon'] });
  return tng ? { ...base, icons: [...base.icons, { code: 'TNG', name: 'The Next Generation', category: 'era' }] } : base;
};
const drawnByEffects = (events: readonly GameEvent[]) => ofType(events, 'CardsDrawn').filter((event) => event.player === 'p1' && event.reason === 'card-effect').reduce((sum, event) => sum + event.cards.length, 0);

describe('155_027 Legitimate Leader of the Empire: your [TNG] Klingon targeted by Arbiter of Succession wins a battle or helps solve a mission', () => {
  /** Strong (STRENGTH 8) and Second (6), both leaders; `tng`: Strong shows [TNG]; `onTable`: the incident on p1's table. */
  function given(options: { tng?: boolean; onTable?: boolean; arbiterOnStrong?: boolean } = {}) {
    const built = scene({
      missions: ['Medical Relief'],
      awayTeam: [klingon('Strong', 8, 'MEDICAL Leadership Biology Exobiology', options.tng ?? true), klingon('Second', 6, 'OFFICER', true)],
      hand: ['Legitimate Leader of the Empire', 'Arbiter of Succession'],
    });
    const [strong, second] = built.ids.awayTeam as [string, string];
    const [leader, arbiter] = built.ids.hand as [string, string];
    const moves: [string, string][] = [];
    if (options.onTable ?? true) moves.push([leader, Z.table('p1')]);
    if (options.arbiterOnStrong) moves.push([arbiter, Z.on(strong)]);
    return { state: moved(built.state, moves), strong, second, arbiter };
  }

  it('applies: Strong wins the Arbiter duel — p1 draws two', () => {
    const g = given();
    const after = play(g.state, [{ type: 'PlayCard', actor: 'p1', card: g.arbiter, target: `${g.strong}+${g.second}` }]);
    expect(after.state.cards[g.arbiter]!.zone).toBe(Z.on(g.strong));
    expect(drawnByEffects(after.events)).toBe(2);
  });

  it('applies: Strong, Arbiter on him, helps solve Medical Relief — p1 draws two', () => {
    const g = given({ arbiterOnStrong: true });
    const after = play(g.state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]);
    expect(ofType(after.events, 'MissionSolved')).toHaveLength(1);
    expect(drawnByEffects(after.events)).toBe(2);
  });

  it('does not apply: the duel won by a Klingon without [TNG]; without the incident on the table; a solve by a Klingon with no Arbiter on him', () => {
    const plain = given({ tng: false });
    expect(drawnByEffects(play(plain.state, [{ type: 'PlayCard', actor: 'p1', card: plain.arbiter, target: `${plain.strong}+${plain.second}` }]).events)).toBe(0);
    const none = given({ onTable: false });
    expect(drawnByEffects(play(none.state, [{ type: 'PlayCard', actor: 'p1', card: none.arbiter, target: `${none.strong}+${none.second}` }]).events)).toBe(0);
    const bare = given();
    const solved = play(bare.state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]);
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    expect(drawnByEffects(solved.events)).toBe(0);
  });

  /** A personnel battle at L1: p1's [TNG] Klingon `k` (Arbiter on him) against p2's Romulan (STRENGTH 5). */
  function battle(strength: number) {
    const built = battleScene([
      { label: 'k', owner: 'p1', at: 'surface', card: klingon('Strong', strength, 'OFFICER', true) },
      { label: 'r', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s: 5, affiliation: 'Romulan' } },
      { label: 'leader', owner: 'p1', at: 'hand', card: 'Legitimate Leader of the Empire' },
      { label: 'arbiter', owner: 'p1', at: 'hand', card: 'Arbiter of Succession' },
    ]);
    const state = moved(built.state, [[built.id('leader'), Z.table('p1')], [built.id('arbiter'), Z.on(built.id('k'))]]);
    return play(state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }, { type: 'PassResponse', actor: 'p1' }]);
  }

  it('applies: he wins a later personnel battle — p1 draws two; does not apply: the battle lost', () => {
    const won = battle(9);
    expect(won.state.lastBattle?.winner).toBe('p1');
    expect(drawnByEffects(won.events)).toBe(2);
    const lost = battle(1);
    expect(lost.state.lastBattle?.winner).toBe('p2');
    expect(drawnByEffects(lost.events)).toBe(0);
  });
});
