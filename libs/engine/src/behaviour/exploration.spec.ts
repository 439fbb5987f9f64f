/**
 * An expedition card placed on a docked ship (issue 15, incobj; behaviour/exploration.ts): Explore
 * Gamma Quadrant — set out from an Alpha Quadrant facility, solve a Gamma Quadrant mission with that
 * ship's crew, dock back at the same facility: three cards, 5 points, the objective discarded.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; ATTEMPT A MISSION › SOLVING A MISSION;
 *   EXECUTING ORDERS › DOCK.
 * given (p1's ship docked at p1's Federation Outpost at L1 in the Alpha Quadrant; a Gamma Quadrant
 * space mission L2 on its own spaceline; the objective on p1's table) / when (ActivateCard, the
 * attempt at L2, Dock) / then (where the objective lies, the draws and points).
 */
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, runAttempt, scene, ship } from '../testing/attempt-scene';
import { accepted, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';

function moved(state: GameState, card: string, to: string): GameState {
  return evolveAll([{ type: 'CardMoved', card, from: state.cards[card]!.zone, to, faceUp: true, reason: 'test' } as GameEvent], state);
}
const SCIENTIST = { skills: 'SCIENCE Computer Skill Stellar Cartography' };

describe('112_135 Explore Gamma Quadrant (placed on your ship docked in the Alpha Quadrant; its crew solves a Gamma Quadrant mission and docks back: three cards and 5 points)', () => {
  const setup = (goal: 'Gamma' | 'Alpha' = 'Gamma') => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [SCIENTIST, SCIENTIST], hand: ['Explore Gamma Quadrant', 'Federation Outpost', 'Chart Stellar Cluster'] });
    const [objective, outpost, far] = built.ids.hand as [string, string, string];
    const vessel = built.ids.ship!;
    let state = moved(moved(built.state, outpost, Z.space('L1')), vessel, Z.docked(outpost));
    state = moved(state, objective, Z.table('p1'));
    state = evolveAll([{ type: 'MissionPlaced', player: 'p1', card: far, location: 'L2', quadrant: goal, name: 'Chart Stellar Cluster', placement: goal === 'Gamma' ? 'new-spaceline' : 'end', index: goal === 'Gamma' ? 0 : 1 } as GameEvent], state);
    return { state, objective, outpost, vessel };
  };
  const setOut = (objective: string, vessel: string): Command => ({ type: 'ActivateCard', actor: 'p1', card: objective, ability: 'set-out', target: vessel });
  /** Sets out, flies to L2 and solves it with the crew, flies back to L1 (undocked). */
  const expedition = (goal: 'Gamma' | 'Alpha' = 'Gamma') => {
    const { state, objective, outpost, vessel } = setup(goal);
    let next = accepted(state, setOut(objective, vessel)).state;
    next = moved(next, vessel, Z.space('L2'));
    const solved = runAttempt(next, { type: 'AttemptMission', actor: 'p1', location: 'L2', ship: vessel });
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    const back = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 } as GameEvent], moved(solved.state, vessel, Z.space('L1')));
    return { state: back, objective, outpost, vessel };
  };

  it('set out: offered for the docked ship, it goes onto the ship and is not offered again', () => {
    const { state, objective, vessel } = setup();
    expect(legalCommands(state, 'p1')).toContainEqual(setOut(objective, vessel));
    const after = accepted(state, setOut(objective, vessel)).state;
    expect(after.cards[objective]!.zone).toBe(Z.on(vessel));
    expect(legalCommands(after, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === objective)).toEqual([]);
  });

  it('not while the ship is undocked', () => {
    const { state, objective, vessel } = setup();
    expect(refused(moved(state, vessel, Z.space('L1')), setOut(objective, vessel))).not.toBeNull();
  });

  it('applies: the Gamma Quadrant mission solved, the ship docks back at the outpost — three cards drawn, 5 bonus points, the objective discarded', () => {
    const { state, objective, outpost, vessel } = expedition();
    const hand = Object.values(state.cards).filter((c) => c.zone === Z.hand('p1')).length;
    const { events, state: docked } = accepted(state, { type: 'Dock', actor: 'p1', ship: vessel, facility: outpost });
    expect(ofType(events, 'PointsScored').map((e) => [e.points, e.bonus, e.source])).toEqual([[5, true, objective]]);
    expect(Object.values(docked.cards).filter((c) => c.zone === Z.hand('p1')).length).toBe(hand + 3);
    expect(docked.cards[objective]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: an Alpha Quadrant mission solved by that crew leaves the objective on the ship at docking, and no points', () => {
    const { state, objective, outpost, vessel } = expedition('Alpha');
    const { events, state: docked } = accepted(state, { type: 'Dock', actor: 'p1', ship: vessel, facility: outpost });
    expect(ofType(events, 'PointsScored')).toEqual([]);
    expect(docked.cards[objective]!.zone).toBe(Z.on(vessel));
  });
});
