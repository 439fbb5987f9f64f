/**
 * Issue 15 (lead): Charter a Space Flight (behaviour/chartered-flights.ts).
 * given (p1's Away Team on Excavation (L1), Charter a Space Flight on p1's table, a Non-Aligned ship of printed RANGE 6 in
 * hand; p1 answering every window) / when (p1 ends the turn and uses the event in its turn-ending window) / then (the ship
 * is discarded, the team is on the planet chosen; planets beyond RANGE 6 are not offered).
 *   1E rulebook › END OF TURN; GETTING HURT › RELOCATED.
 */
import { legalCommands } from '../legal';
import { ofType, scene, ship } from '../testing/attempt-scene';
import { accepted, moved, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

function setUp(affiliation = 'Non-Aligned') {
  const built = scene({
    missions: ['Excavation', 'Evacuation', 'Avert Disaster', 'Excavation'],
    awayTeam: [{ skills: 'OFFICER' }, { skills: 'ENGINEER' }],
    hand: ['Charter a Space Flight', ship({ affiliation, range: 6 })],
  });
  const [charter, freighter] = built.ids.hand as [string, string];
  const onTable = moved(built.state, [[charter, Z.table('p1')]]);
  const asking = accepted(onTable, { type: 'SetAutoPass', actor: 'p1', on: false, every: true }).state;
  let ended = accepted(asking, { type: 'EndTurn', actor: 'p1' }).state;
  // p2 (passing automatically) answers first; then p1's own turn-ending window is open
  while (ended.windows?.at(-1)?.action === 'turn-ending' && ended.windows.at(-1)!.player === 'p2') ended = accepted(ended, { type: 'PassResponse', actor: 'p2' }).state;
  return { built, charter, freighter, state: ended as GameState };
}
const team = (built: ReturnType<typeof setUp>['built']) => built.ids.awayTeam.join('+');

describe('238_004 Charter a Space Flight: at the end of a turn, discard a [Non] ship from hand to relocate your Away Team within its printed RANGE', () => {
  it('applies: in the turn-ending window, the team goes to L3 (6 RANGE away), the ship is discarded', () => {
    const { built, charter, freighter, state } = setUp();
    expect(state.windows?.at(-1)).toMatchObject({ action: 'turn-ending', player: 'p1' });
    const use: Command = { type: 'ActivateCard', actor: 'p1', card: charter, ability: 'charter', target: `${team(built)}>L3^${freighter}` };
    const offers = legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === charter).map((c) => (c as { target?: string }).target);
    expect(offers.sort()).toEqual([`${team(built)}>L2^${freighter}`, `${team(built)}>L3^${freighter}`]);
    const after = accepted(state, use);
    expect(after.state.cards[freighter]!.zone).toBe(Z.discard('p1'));
    for (const iid of built.ids.awayTeam) expect(after.state.cards[iid]!.zone).toBe(Z.surface('L3'));
    expect(ofType(after.events, 'CardEffectResolved').map((e) => e.effect)).toContain('Away Team relocated to L3');
  });
  it('does not apply: not beyond the printed RANGE (L4 is 9 away); not with a ship that is not Non-Aligned; not outside the turn-ending window', () => {
    const { built, charter, freighter, state } = setUp();
    expect(refused(state, { type: 'ActivateCard', actor: 'p1', card: charter, ability: 'charter', target: `${team(built)}>L4^${freighter}` })).toBeTruthy();
    const fed = setUp('Federation');
    expect(legalCommands(fed.state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === fed.charter)).toEqual([]);
    const early = scene({ missions: ['Excavation', 'Evacuation'], awayTeam: [{ skills: 'OFFICER' }], hand: ['Charter a Space Flight', ship({ affiliation: 'Non-Aligned', range: 6 })] });
    const [c2, f2] = early.ids.hand as [string, string];
    const onTable = moved(early.state, [[c2, Z.table('p1')]]);
    expect(refused(onTable, { type: 'ActivateCard', actor: 'p1', card: c2, ability: 'charter', target: `${early.ids.awayTeam[0]}>L2^${f2}` })).toBeTruthy();
  });
});
