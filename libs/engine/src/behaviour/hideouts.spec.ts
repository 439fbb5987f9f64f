/**
 * Issue 15 (helper obja): 181_044 A Safe Place to Hide — given the objective on p1's table (or atop p1's Mirror Quadrant
 * Excavation), when p1 uses it with a hand card, ends a turn with a staffed [TE] ship there, or solves the mission, then
 * it moves atop the mission, an extra card is drawn, and it goes back to the table.
 *   1E rulebook › END OF TURN; EXECUTING ORDERS › DOCK & UNDOCK; CLOAK; STAFFING; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 */
import type { Card } from '@captains-log/cards';
import { ofType, scene, ship as testShip } from '../testing/attempt-scene';
import { accepted, moved, refused } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';

const terran = (): Card => ({ ...testShip({ affiliation: 'Federation' }), icons: [{ code: 'TE', name: 'Terran Empire', category: 'faction' }] });

/** L1: Excavation in the `quadrant` (Mirror unless said); p1's ship (a [TE] one unless `plain`) with an OFFICER aboard (none when `empty`); an Archaeology personnel on the planet; the objective and a spare card in hand. */
function hideout(opts: { quadrant?: 'Alpha' | 'Mirror'; plain?: boolean; empty?: boolean; atop?: boolean; noArchaeology?: boolean } = {}) {
  const built = scene({
    missions: ['Excavation'],
    quadrant: opts.quadrant ?? 'Mirror',
    ship: opts.plain ? testShip({ affiliation: 'Federation' }) : terran(),
    crew: opts.empty ? [] : [{ skills: 'OFFICER', affiliation: 'Federation' }],
    awayTeam: [{ skills: opts.noArchaeology ? 'ENGINEER' : 'SCIENCE Archaeology', affiliation: 'Federation' }],
    hand: ['A Safe Place to Hide', { skills: 'ENGINEER' }],
  });
  const [card, spare] = built.ids.hand as [string, string];
  const state = moved(built.state, [[card, opts.atop ? Z.atop('L1') : Z.table('p1')]]);
  const hide: Command = { type: 'ActivateCard', actor: 'p1', card, ability: 'hide', target: 'L1' };
  return { state, card, spare, hide };
}

describe('181_044 A Safe Place to Hide: from the table, a hand card discarded places it on your unsolved non-homeworld [MU] mission', () => {
  it('the spare card is discarded and the objective lies atop Excavation (Mirror Quadrant)', () => {
    const { state, card, spare, hide } = hideout();
    const after = accepted(state, hide).state;
    expect(after.cards[spare]!.zone).toBe(Z.discard('p1'));
    expect(after.cards[card]!.zone).toBe(Z.atop('L1'));
  });

  it('does not apply: a mission outside the Mirror Quadrant is no target; once on the mission it may not move again', () => {
    const alpha = hideout({ quadrant: 'Alpha' });
    expect(refused(alpha.state, alpha.hide)).not.toBeNull();
    const placed = hideout({ atop: true });
    expect(refused(placed.state, placed.hide)).not.toBeNull();
  });
});

describe('181_044 A Safe Place to Hide: on the mission, an extra card at the end of your turn while your staffed [TE] ship is there', () => {
  const endTurn: Command = { type: 'EndTurn', actor: 'p1' };
  it('with the staffed [TE] ship in space there: one card drawn by the objective, then the end-of-turn draw', () => {
    const { state, card } = hideout({ atop: true });
    const draws = ofType(accepted(state, endTurn).events, 'CardsDrawn');
    expect(draws.map((event) => event.reason)).toEqual(['card-effect', 'end-of-turn']);
    expect(ofType(accepted(state, endTurn).events, 'CardsDrawn')[0]).toMatchObject({ player: 'p1' });
    expect(state.cards[card]!.zone).toBe(Z.atop('L1'));
  });

  it('does not apply: a ship without [TE], an empty (unstaffed) [TE] ship, or the objective still on the table — only the end-of-turn draw', () => {
    for (const opts of [{ atop: true, plain: true }, { atop: true, empty: true }, {}]) {
      const { state } = hideout(opts);
      expect(ofType(accepted(state, endTurn).events, 'CardsDrawn').map((event) => event.reason)).toEqual(['end-of-turn']);
    }
  });
});

describe('181_044 A Safe Place to Hide: when its mission is completed it returns to the table', () => {
  it('p1 solves Excavation: the objective goes back to p1’s table', () => {
    const { state, card } = hideout({ atop: true });
    const solved = accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    expect(solved.state.cards[card]!.zone).toBe(Z.table('p1'));
  });

  it('does not apply: an attempt that fails leaves it on the mission', () => {
    const built = hideout({ atop: true, noArchaeology: true });
    const failed = accepted(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(ofType(failed.events, 'MissionAttemptFailed')).toHaveLength(1);
    expect(failed.state.cards[built.card]!.zone).toBe(Z.atop('L1'));
  });
});
