/**
 * Issue 15 (helper tail3): 125_048 Hunting Group — on your non-[HIR] space mission with a point box; your crew may attempt
 * it with "Alpha-Hirogen + [Hir] ship + (CUNNING + STRENGTH) > 3 × points" (`attempt-here`, `alternative-requirements`
 * with the requirement grammar's attribute sum and `withShipMatching`); solving it, you may commandeer an opposing ship
 * there that your ships outgun twice over (choice pool `outgunned-ships-here`, fate `commandeered-crew-captured`), then the
 * objective is discarded.
 *   1E rulebook › ATTEMPT A MISSION › SOLVING THE MISSION; COMMANDEER; CAPTURE.
 * given (p1's Investigate Anomaly, 30 points; p1's Hirogen ship and crew there; p2's Federation ship there) / when
 * (PlayCard, AttemptMission, MakeChoice) / then (solved and the ship commandeered — or the refusal, the failed attempt).
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { ofType, person, scene, ship as testShip } from '../testing/attempt-scene';
import { accepted, moved, play as run, refused } from '../testing/scenario';
import type { GameState } from '../types';
import { Z } from '../zones';

const hirogen = (spec: { title: string; c: number; s: number; alpha?: boolean }): Card => person({ affiliation: 'Hirogen', skills: 'OFFICER', title: spec.title, c: spec.c, s: spec.s, ch: spec.alpha ? ['Alpha-Hirogen'] : ['Hirogen'] });

function huntScene(opts: { alpha?: boolean; total?: number; shipAffiliation?: string; theirShields?: number } = {}) {
  const total = opts.total ?? 95;
  const built = scene({
    missions: ['Investigate Anomaly', 'Excavation'],
    ship: testShip({ affiliation: opts.shipAffiliation ?? 'Hirogen', weapons: 8 }),
    crew: [hirogen({ title: 'Hunter', c: 20, s: 30, alpha: opts.alpha ?? true }), hirogen({ title: 'Beta', c: 20, s: total - 70 })],
    hand: ['Hunting Group'],
    opponentHand: [testShip({ affiliation: 'Federation', title: 'Prey Ship', shields: opts.theirShields ?? 3 }), person({ affiliation: 'Federation', skills: 'ENGINEER', title: 'Prey Crew' })],
  });
  const [prey, preyCrew] = built.ids.opponentHand as [string, string];
  const state = moved(built.state, [[prey, Z.space('L1')], [preyCrew, Z.aboard(prey)]]);
  return { state, objective: built.ids.hand[0]!, ship: built.ids.ship!, prey, preyCrew };
}

const playOn = (state: GameState, objective: string, target = 'L1') => accepted(state, { type: 'PlayCard', actor: 'p1', card: objective, target }).state;

describe('125_048 Hunting Group (alternative requirements with an attribute sum; commandeering on the solve)', () => {
  it('applies: played on your space mission (not Excavation, a planet); the Hirogen crew (CUNNING + STRENGTH 95 > 90) solves it; the Federation ship (SHIELDS 3, 8 > 6) is commandeered, its crew captured; the objective discarded', () => {
    const { state, objective, ship, prey, preyCrew } = huntScene();
    expect(legalCommands(state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === objective)).toEqual([expect.objectContaining({ target: 'L1' })]);
    const placed = playOn(state, objective);
    expect(placed.cards[objective]!.zone).toBe(Z.atop('L1'));
    const solved = run(placed, [{ type: 'AttemptMission', actor: 'p1', location: 'L1', ship }]);
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    expect(solved.state.pendingChoice?.options).toEqual([prey]);
    const done = run(solved.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [prey] }]);
    expect(ofType(done.events, 'ControlTaken')).toEqual([expect.objectContaining({ cards: [prey], by: 'p1', commandeered: true })]);
    expect(done.state.cards[preyCrew]!.zone.startsWith('held:p1')).toBe(true);
    expect(done.state.cards[objective]!.zone).toBe(Z.discard('p1'));
  });
  it('applies, declined: no ship chosen — nothing commandeered, the objective discarded', () => {
    const { state, objective, ship } = huntScene();
    const solved = run(playOn(state, objective), [{ type: 'AttemptMission', actor: 'p1', location: 'L1', ship }]);
    const done = run(solved.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [] }]);
    expect(ofType(done.events, 'ControlTaken')).toEqual([]);
    expect(done.state.cards[objective]!.zone).toBe(Z.discard('p1'));
  });
  it('does not apply: a sum of exactly 90, no Alpha-Hirogen, or no Hirogen ship there — the attempt fails', () => {
    for (const opts of [{ total: 90 }, { alpha: false }, { shipAffiliation: 'Non-Aligned' }]) {
      const { state, objective, ship } = huntScene(opts);
      const tried = run(playOn(state, objective), [{ type: 'AttemptMission', actor: 'p1', location: 'L1', ship }]);
      expect(ofType(tried.events, 'MissionSolved')).toEqual([]);
    }
  });
  it('does not apply: an opposing ship your WEAPONS (8) do not outgun twice (SHIELDS 4) is no option: nothing to commandeer', () => {
    const { state, objective, ship } = huntScene({ theirShields: 4 });
    const solved = run(playOn(state, objective), [{ type: 'AttemptMission', actor: 'p1', location: 'L1', ship }]);
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    expect(ofType(solved.events, 'ControlTaken')).toEqual([]);
    expect(solved.state.cards[objective]!.zone).toBe(Z.discard('p1'));
  });
  it('does not apply: not on a planet mission', () => {
    const { state, objective } = huntScene();
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: objective, target: 'L2' })).not.toBeNull();
  });
});
