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
import { ofType, realCard, runAttempt, scene, ship } from '../testing/attempt-scene';
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

describe('181_049 Raid Opposite Quadrant (placed on your [MU] ship docked at a [MU] facility; its crew solves a mission in another quadrant and docks back: up to two Equipment downloaded aboard, the objective discarded)', () => {
  // Issue 15 (helper objectives): Terran Outpost ([MU] facility) at L1 in the Mirror Quadrant; a [MU] ship docked there.
  // A test ship (no staffing icons) showing the Rebel Interceptor's icons, so the test crew staffs it.
  const mirrorShip = () => ({ ...ship(), icons: realCard('Rebel Interceptor').icons });
  const setup = (opts: { goal?: 'Alpha' | 'Mirror'; base?: string } = {}) => {
    const built = scene({
      missions: ['Excavation'],
      quadrant: 'Mirror',
      ship: mirrorShip(),
      crew: [SCIENTIST, SCIENTIST],
      hand: ['Raid Opposite Quadrant', opts.base ?? 'Terran Outpost', 'Chart Stellar Cluster', 'Tricorder', 'Medical Kit', 'Engineering Kit', 'Varon-T Disruptor'],
    });
    const [objective, base, far, ...equipment] = built.ids.hand as [string, string, string, ...string[]];
    const vessel = built.ids.ship!;
    let state = moved(moved(built.state, base, Z.space('L1')), vessel, Z.docked(base));
    state = moved(state, objective, Z.table('p1'));
    for (const iid of equipment) state = moved(state, iid, Z.draw('p1'));
    const goal = opts.goal ?? 'Alpha';
    state = evolveAll([{ type: 'MissionPlaced', player: 'p1', card: far, location: 'L2', quadrant: goal, name: 'Chart Stellar Cluster', placement: goal === 'Mirror' ? 'end' : 'new-spaceline', index: goal === 'Mirror' ? 1 : 0 } as GameEvent], state);
    return { state, objective, base, vessel, equipment };
  };
  const setOut = (objective: string, vessel: string): Command => ({ type: 'ActivateCard', actor: 'p1', card: objective, ability: 'set-out', target: vessel });
  const raid = (goal: 'Alpha' | 'Mirror' = 'Alpha') => {
    const { state, objective, base, vessel, equipment } = setup({ goal });
    let next = accepted(state, setOut(objective, vessel)).state;
    next = moved(next, vessel, Z.space('L2'));
    const solved = runAttempt(next, { type: 'AttemptMission', actor: 'p1', location: 'L2', ship: vessel });
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    const back = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 } as GameEvent], moved(solved.state, vessel, Z.space('L1')));
    return { state: back, objective, base, vessel, equipment };
  };

  it('set out: offered for the [MU] ship docked at the [MU] facility; not for a ship docked at a facility without [MU]', () => {
    const { state, objective, vessel } = setup();
    expect(legalCommands(state, 'p1')).toContainEqual(setOut(objective, vessel));
    const plain = setup({ base: 'Federation Outpost' });
    expect(refused(plain.state, setOut(plain.objective, plain.vessel))).not.toBeNull();
  });

  it('applies: an Alpha Quadrant mission solved, the ship docks back — two Equipment chosen go aboard it, the objective is discarded', () => {
    const { state, objective, base, vessel, equipment } = raid();
    const docked = accepted(state, { type: 'Dock', actor: 'p1', ship: vessel, facility: base }).state;
    const offer = legalCommands(docked, 'p1').filter((c) => c.type === 'MakeChoice');
    expect(offer.length).toBeGreaterThan(0);
    const [tricorder, kit] = equipment as [string, string];
    const done = accepted(docked, { type: 'MakeChoice', actor: 'p1', chosen: [tricorder, kit] } as Command);
    expect(ofType(done.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([
      [tricorder, Z.aboard(vessel)],
      [kit, Z.aboard(vessel)],
    ]);
    expect(done.state.cards[objective]!.zone).toBe(Z.discard('p1'));
  });

  it('no Equipment chosen: one artifact used as equipment is offered instead and goes aboard; choosing neither keeps the objective on the ship ("you may")', () => {
    const { state, objective, base, vessel, equipment } = raid();
    const artifact = equipment[3]!;
    const docked = accepted(state, { type: 'Dock', actor: 'p1', ship: vessel, facility: base }).state;
    const instead = accepted(docked, { type: 'MakeChoice', actor: 'p1', chosen: [] } as Command);
    expect(instead.state.pendingChoice?.options).toEqual([artifact]);
    const done = accepted(instead.state, { type: 'MakeChoice', actor: 'p1', chosen: [artifact] } as Command);
    expect(ofType(done.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([[artifact, Z.aboard(vessel)]]);
    expect(done.state.cards[objective]!.zone).toBe(Z.discard('p1'));
    const declined = accepted(instead.state, { type: 'MakeChoice', actor: 'p1', chosen: [] } as Command);
    expect(ofType(declined.events, 'CardDownloaded')).toEqual([]);
    expect(declined.state.cards[objective]!.zone).toBe(Z.on(vessel));
  });

  it('does not apply: a mission solved in the facility’s own (Mirror) quadrant — docking back offers nothing', () => {
    const { state, objective, base, vessel } = raid('Mirror');
    const docked = accepted(state, { type: 'Dock', actor: 'p1', ship: vessel, facility: base });
    expect(docked.state.pendingChoice ?? null).toBeNull();
    expect(docked.state.cards[objective]!.zone).toBe(Z.on(vessel));
  });
});
