/**
 * Issue 15 (helper tail3): 114_005 Service the Collective — on its owner's table, the probe may come on the turn scouting
 * completes when the current objective targets a homeworld or a mission of yours matching a counterpart of yours there
 * (`scoutingTurnProbe`, read by scouting.ts › after-scouting); a ship with your counterpart aboard is WEAPONS and SHIELDS
 * +4 against cards of the counterpart's former affiliation (`counterpartShipVersus`, read by verbs-ships.ts › versusBonus,
 * which the ship battle's fire adds: battle/battle.ts).
 *   1E rulebook › COMPLETE BORG OBJECTIVES › SCOUTING; END OF TURN › PROBING; BATTLE › SHIP BATTLE.
 * given (p1's Borg Away Team at p1's Avert Disaster [FED], Assimilate Planet played on it, a counterpart there) / when
 * (AttemptMission scouting, EndTurn) / then (the probe that same turn, or "no probe until a later turn").
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { ofType, person, scene, ship as testShip } from '../testing/attempt-scene';
import { accepted, moved } from '../testing/scenario';
import type { GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { versusBonus } from './verbs-ships';

const borg = (skills: string): Card => person({ affiliation: 'Borg', skills });
const effects = (events: readonly GameEvent[]) => ofType(events, 'CardEffectResolved').map((event) => event.effect);
const asCounterpart = (state: GameState, iid: string, former: string): GameState => ({ ...state, assimilated: { ...(state.assimilated ?? {}), [iid]: { as: 'counterpart', by: 'p1', formerAffiliations: [former as never] } } });

describe('114_005 Service the Collective: probing on the scouting turn', () => {
  /** Assimilate Planet played on p1's Avert Disaster (L1); scouted; `probe` (another Assimilate Planet: [Com]) atop the deck; the turn ended. */
  function scoutAndEnd(opts: { service: boolean; former?: string; missionOwner?: 'p1' | 'p2' }) {
    const built = scene({
      missions: ['Avert Disaster', 'Evacuation'],
      missionOwner: opts.missionOwner ?? 'p1',
      seeds: ['Impassable Door'],
      awayTeam: [borg('ENGINEER Computer Skill'), person({ affiliation: 'Federation', skills: 'OFFICER', title: 'Counterpart' })],
      hand: ['Assimilate Planet', 'Service the Collective', 'Assimilate Planet'],
    });
    const [objective, service, probe] = built.ids.hand as [string, string, string];
    let state = opts.service ? moved(built.state, [[service, Z.table('p1')]]) : built.state;
    state = asCounterpart(state, built.ids.awayTeam[1]!, opts.former ?? 'Federation');
    state = accepted(state, { type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }).state;
    state = accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', scout: objective }).state;
    state = evolveAll([{ type: 'CardMoved', card: probe, from: state.cards[probe]!.zone, to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test' } as GameEvent], state);
    return { ended: accepted(state, { type: 'EndTurn', actor: 'p1' }), objective };
  }

  it('applies: your mission showing [FED], your counterpart (formerly Federation) there — scouting completes and the probe completes the objective that same turn', () => {
    const { ended, objective } = scoutAndEnd({ service: true });
    expect(ofType(ended.events, 'ScoutingCompleted')).toHaveLength(1);
    expect(effects(ended.events)).toContain('p1 probes: Assimilate Planet → assimilated');
    expect(ended.state.cards[objective]!.zone).toBe(Z.atop('L1'));
  });
  it('does not apply: without the incident, with a counterpart of another former affiliation, or on the opponent’s mission — no probe that turn', () => {
    for (const opts of [{ service: false }, { service: true, former: 'Klingon' }, { service: true, missionOwner: 'p2' as const }]) {
      const { ended } = scoutAndEnd(opts);
      expect(effects(ended.events)).toContain('scouting completed this turn: no probe until a later turn');
    }
  });
});

describe('114_005 Service the Collective: ships with a counterpart aboard, +4 against its former affiliation', () => {
  function shipScene(opts: { service: boolean; counterpart: boolean }) {
    const built = scene({
      missions: ['Avert Disaster'],
      ship: testShip({ affiliation: 'Borg', weapons: 6, shields: 6 }),
      crew: [borg('ENGINEER'), person({ affiliation: 'Federation', skills: 'OFFICER', title: 'Counterpart' })],
      hand: ['Service the Collective'],
      opponentHand: [testShip({ affiliation: 'Federation', title: 'Fed Ship' }), testShip({ affiliation: 'Klingon', title: 'Kli Ship' })],
    });
    let state = moved(built.state, [[built.ids.opponentHand[0]!, Z.space('L1')], [built.ids.opponentHand[1]!, Z.space('L1')], ...(opts.service ? [[built.ids.hand[0]!, Z.table('p1')] as [string, string]] : [])]);
    if (opts.counterpart) state = asCounterpart(state, built.ids.crew[1]!, 'Federation');
    return { state, ship: built.ids.ship!, fed: built.ids.opponentHand[0]!, kli: built.ids.opponentHand[1]! };
  }
  it('applies: WEAPONS and SHIELDS +4 against the Federation ship', () => {
    const { state, ship, fed } = shipScene({ service: true, counterpart: true });
    expect([versusBonus(state, ship, 'WEAPONS', [fed]), versusBonus(state, ship, 'SHIELDS', [fed]), versusBonus(state, ship, 'RANGE', [fed])]).toEqual([4, 4, 0]);
  });
  it('does not apply: against the Klingon ship; no counterpart aboard; without the incident', () => {
    const { state, ship, kli } = shipScene({ service: true, counterpart: true });
    expect(versusBonus(state, ship, 'WEAPONS', [kli])).toBe(0);
    const plain = shipScene({ service: true, counterpart: false });
    expect(versusBonus(plain.state, plain.ship, 'WEAPONS', [plain.fed])).toBe(0);
    const none = shipScene({ service: false, counterpart: true });
    expect(versusBonus(none.state, none.ship, 'WEAPONS', [none.fed])).toBe(0);
  });
});
