/**
 * Every implemented dilemma: a success path and a failure path, as given (a scene built from
 * events) / when (AttemptMission, choices answered) / then (events).
 * 1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS, AUTOMATIC EFFECTS, CONDITIONAL EFFECTS,
 * CURES, NULLIFIERS, DILEMMA BONUS POINTS; GETTING HURT.
 */
import { decide } from './decide';
import { DILEMMAS } from './dilemmas';
import { evolveAll } from './evolve';
import { memberOf } from './attempt/requirements';
import { ofType, runAttempt, scene, ship, type PersonSpec, type Scene, type SceneSpec } from './testing/attempt-scene';
import type { Command, GameEvent, GameState } from './types';
import { Z } from './zones';

const PLANET = 'Excavation'; // Archaeology OR CUNNING>32: our test teams do not solve it
const SPACE = 'Study Stellar Collision'; // Stellar Cartography

type Team = readonly PersonSpec[];
interface Run {
  scene: Scene;
  events: GameEvent[];
  state: GameState;
}

function attempt(where: 'planet' | 'space', dilemma: string, team: Team, extra: Partial<SceneSpec> = {}, answer?: Parameters<typeof runAttempt>[2]): Run {
  const spec: SceneSpec =
    where === 'planet'
      ? { missions: [PLANET, 'Relief Mission'], seeds: [dilemma], awayTeam: team, ...extra }
      : { missions: [SPACE], seeds: [dilemma], ship: ship(), crew: team, ...extra };
  const built = scene(spec);
  const command: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1', ...(where === 'space' ? { ship: built.ids.ship! } : {}) };
  const { events, state } = runAttempt(built.state, command, answer);
  return { scene: built, events, state };
}

const failedToOvercome = (run: Run) => ofType(run.events, 'MissionAttemptFailed').some((e) => e.reason.startsWith('failed to overcome'));
const reseeded = (run: Run) => ofType(run.events, 'DilemmaReseeded').length > 0;
const removed = (run: Run, reason?: string) => ofType(run.events, 'DilemmaRemoved').some((e) => e.card === run.scene.ids.seeds[0] && (!reason || e.reason === reason));
const left = (run: Run, how: string) => ofType(run.events, 'CardLeftPlay').filter((e) => e.how === how).map((e) => e.card);
const bonus = (run: Run) => ofType(run.events, 'PointsScored').filter((e) => e.bonus).reduce((sum, e) => sum + e.points, 0);
const stopped = (run: Run) => ofType(run.events, 'CardStopped').map((e) => e.card);
const endTurn = (state: GameState) => evolveAll(decide(state, { type: 'EndTurn', actor: 'p1' }), state);

/** Success: encountered, not failed, not reseeded; the attempt goes on to the mission check. */
function expectPassed(run: Run): void {
  expect(ofType(run.events, 'DilemmaEncountered')).toHaveLength(1);
  expect(failedToOvercome(run)).toBe(false);
  expect(reseeded(run)).toBe(false);
  expect(ofType(run.events, 'RequirementChecked').some((e) => e.purpose === 'mission')).toBe(true);
}

/** Failure of a conditional dilemma: the attempt fails and the attempting cards are stopped. */
function expectFailed(run: Run): void {
  expect(failedToOvercome(run)).toBe(true);
  expect(ofType(run.events, 'RequirementChecked').some((e) => e.purpose === 'mission')).toBe(false);
  const survivors = [...run.scene.ids.awayTeam, ...run.scene.ids.crew].filter((iid) => !left(run, 'killed').includes(iid) && !left(run, 'discarded').includes(iid));
  for (const iid of survivors) if (run.state.cards[iid]!.zone.match(/^(surface|aboard):/)) expect(run.state.cards[iid]!.stopped).toBe(true);
}

describe('Premiere dilemmas: success and failure paths (1E rulebook › ATTEMPT A MISSION)', () => {
  describe('"cannot get past" conditions (CONDITIONAL EFFECTS): met → removed; unmet → attempt fails, team stopped, reseeded at the bottom', () => {
    const cases: [string, 'planet' | 'space', Team, Team][] = [
      ['Ancient Computer', 'space', [{ skills: 'SCIENCE' }, { skills: 'SCIENCE' }, { skills: 'SCIENCE' }], [{ skills: 'SCIENCE' }, { skills: 'SCIENCE' }]],
      ['Hologram Ruse', 'planet', [{ i: 16, c: 16 }, { i: 15, c: 15 }], [{ i: 16, c: 30 }, { i: 14, c: 1 }]],
      ['Impassable Door', 'planet', [{ skills: 'OFFICER Computer Skill' }], [{ skills: 'OFFICER Navigation' }]],
      ['Matriarchal Society', 'planet', [{ ch: ['Female'] }, { ch: ['Female'] }], [{ ch: ['Female'] }, { ch: ['Male'] }]],
      ['Shaka, When the Walls Fell', 'planet', [{ skills: 'Diplomacy x2', c: 31 }], [{ skills: 'Diplomacy', c: 40 }]],
      ['Wind Dancer', 'planet', [{ s: 10 }], [{ s: 6 }, { s: 6 }]],
    ];
    for (const [title, where, pass, fail] of cases) {
      it(`${title}: success`, () => {
        const run = attempt(where, title, pass);
        expectPassed(run);
        expect(removed(run, 'overcome')).toBe(true);
      });
      it(`${title}: failure`, () => {
        const run = attempt(where, title, fail);
        expectFailed(run);
        expect(reseeded(run)).toBe(true);
        expect(run.state.zones[Z.under('L1')]?.[0]).toBe(run.scene.ids.seeds[0]);
      });
    }
  });

  describe('kill / discard "unless" dilemmas with "Discard dilemma"', () => {
    it('Archer: SECURITY and MEDICAL present → nobody shot', () => expectPassed(attempt('planet', 'Archer', [{ skills: 'SECURITY' }, { skills: 'MEDICAL' }])));
    it('Archer: otherwise the highest total attributes dies; dilemma still discarded; attempt fails', () => {
      const run = attempt('planet', 'Archer', [{ s: 9 }, {}]);
      expect(left(run, 'killed')).toEqual([run.scene.ids.awayTeam[0]]);
      expect(removed(run, 'failed')).toBe(true);
      expectFailed(run);
    });
    it('Anaphasic Organism: no female → nullified (no valid target)', () => {
      const run = attempt('planet', 'Anaphasic Organism', [{ ch: ['Male'] }]);
      expectPassed(run);
      expect(ofType(run.events, 'DilemmaStepResolved')[0]!.effect).toMatch(/no valid target/);
    });
    it('Anaphasic Organism: the female with the highest attributes resigns unless SECURITY and MEDICAL', () => {
      const run = attempt('planet', 'Anaphasic Organism', [{ ch: ['Female'], i: 9 }, { ch: ['Female'] }]);
      expect(left(run, 'discarded')).toEqual([run.scene.ids.awayTeam[0]]);
      expectFailed(run);
    });
    it('Armus - Skin of Evil (automatic): one random member killed, the rest go on', () => {
      const run = attempt('planet', 'Armus - Skin of Evil', [{}, {}]);
      expect(left(run, 'killed')).toHaveLength(1);
      expect(ofType(run.events, 'RandomCardsSelected')).toHaveLength(1);
      expectPassed(run);
    });
    it('Armus - Skin of Evil: a lone member dies and no one remains (MISSION FAILURE)', () => {
      const run = attempt('planet', 'Armus - Skin of Evil', [{}]);
      expect(ofType(run.events, 'MissionAttemptFailed')[0]!.reason).toMatch(/no one remains/);
    });
    it("Barclay's Protomorphosis Disease: MEDICAL, SCIENCE, SECURITY → overcome, 10 bonus points, dilemma in the bonus area", () => {
      const run = attempt('planet', "Barclay's Protomorphosis Disease", [{ skills: 'MEDICAL' }, { skills: 'SCIENCE' }, { skills: 'SECURITY' }]);
      expectPassed(run);
      expect(bonus(run)).toBe(10);
      expect(run.state.cards[run.scene.ids.seeds[0]!]!.zone).toBe(Z.bonus('p1'));
    });
    it("Barclay's Protomorphosis Disease (rulebook example): failing kills all but androids, discarded without points", () => {
      const run = attempt('planet', "Barclay's Protomorphosis Disease", [{ skills: 'MEDICAL' }, { ch: ['Android'] }]);
      expect(left(run, 'killed')).toEqual([run.scene.ids.awayTeam[0]]);
      expect(bonus(run)).toBe(0);
      expect(run.state.cards[run.scene.ids.seeds[0]!]!.zone).toBe(Z.out('p2'));
      expectFailed(run);
    });
    for (const title of ['Chalnoth', 'Microvirus']) {
      const pass: Team = title === 'Chalnoth' ? [{ skills: 'SECURITY' }, { skills: 'SECURITY' }, { skills: 'SECURITY' }] : [{ skills: 'MEDICAL' }, { skills: 'SECURITY' }];
      it(`${title}: condition met → 5 bonus points`, () => {
        const run = attempt('planet', title, pass);
        expectPassed(run);
        expect(bonus(run)).toBe(5);
      });
      it(`${title}: otherwise the opponent chooses who dies (DilemmaChoiceRequested to p2)`, () => {
        const run = attempt('planet', title, [{}, {}], {}, (choice) => {
          expect(choice.player).toBe('p2');
          return [choice.options[1]!];
        });
        expect(left(run, 'killed')).toEqual([run.scene.ids.awayTeam[1]]);
        expectFailed(run);
      });
    }
    it('Crystalline Entity (planet): SCIENCE and MEDICAL → overcome', () => expectPassed(attempt('planet', 'Crystalline Entity', [{ skills: 'SCIENCE' }, { skills: 'MEDICAL' }])));
    it('Crystalline Entity (planet): otherwise the entire Away Team dies', () => {
      const run = attempt('planet', 'Crystalline Entity', [{}, {}]);
      expect(left(run, 'killed')).toHaveLength(2);
    });
    it('Crystalline Entity (space): SHIELDS>6 protects the crew', () => expectPassed(attempt('space', 'Crystalline Entity', [{}], { ship: ship({ shields: 7 }) })));
    it('Crystalline Entity (space): otherwise all life aboard dies', () => {
      const run = attempt('space', 'Crystalline Entity', [{}, {}], { ship: ship({ shields: 5 }) });
      expect(left(run, 'killed')).toHaveLength(2);
    });
    it('El-Adrel Creature: the two strongest with combined STRENGTH>16 → safe', () => expectPassed(attempt('planet', 'El-Adrel Creature', [{ s: 9 }, { s: 8 }, { s: 1 }])));
    it('El-Adrel Creature: otherwise one of the two strongest dies (random)', () => {
      const run = attempt('planet', 'El-Adrel Creature', [{ s: 8 }, { s: 8 }, { s: 2 }]);
      expect(left(run, 'killed')).toHaveLength(1);
      expect([run.scene.ids.awayTeam[0], run.scene.ids.awayTeam[1]]).toContain(left(run, 'killed')[0]);
      expectFailed(run);
    });
    it('Firestorm: nobody with INTEGRITY<5 → nullified', () => expectPassed(attempt('planet', 'Firestorm', [{ i: 5 }])));
    it('Firestorm: members with INTEGRITY<5 die', () => {
      const run = attempt('planet', 'Firestorm', [{ i: 4 }, { i: 6 }]);
      expect(left(run, 'killed')).toEqual([run.scene.ids.awayTeam[0]]);
      expectFailed(run);
    });
    it('Nausicaans: STRENGTH>44 → safe', () => expectPassed(attempt('planet', 'Nausicaans', [{ s: 45 }])));
    it('Nausicaans: otherwise one random member dies', () => {
      const run = attempt('planet', 'Nausicaans', [{ s: 20 }, { s: 20 }]);
      expect(left(run, 'killed')).toHaveLength(1);
      expectFailed(run);
    });
    it('Nagilum: 3 Diplomacy aboard → safe, 5 points', () => {
      const run = attempt('space', 'Nagilum', [{ skills: 'Diplomacy x3' }]);
      expectPassed(run);
      expect(bonus(run)).toBe(5);
    });
    it('Nagilum: otherwise half the crew (round down) dies', () => {
      const run = attempt('space', 'Nagilum', [{}, {}, {}, {}, {}]);
      expect(left(run, 'killed')).toHaveLength(2);
      expectFailed(run);
    });
    it('Rebel Encounter: STRENGTH>44 → safe', () => expectPassed(attempt('planet', 'Rebel Encounter', [{ s: 45 }])));
    it('Rebel Encounter: bribing with an Equipment card present → safe, the equipment discarded', () => {
      const run = attempt('planet', 'Rebel Encounter', [{}, {}], { equipment: ['Tricorder'] });
      expect(left(run, 'discarded')).toEqual(run.scene.ids.equipment);
      expect(left(run, 'killed')).toHaveLength(0);
    });
    it('Rebel Encounter: no STRENGTH, no bribe → one random member dies', () => {
      const run = attempt('planet', 'Rebel Encounter', [{}, {}]);
      expect(left(run, 'killed')).toHaveLength(1);
      expectFailed(run);
    });
    it('Tarellian Plague Ship: a MEDICAL beams over (discarded), the crew lives, 5 points', () => {
      const run = attempt('space', 'Tarellian Plague Ship', [{ skills: 'MEDICAL' }, {}]);
      expect(left(run, 'discarded')).toEqual([run.scene.ids.crew[0]]);
      expect(bonus(run)).toBe(5);
      expectPassed(run);
    });
    it('Tarellian Plague Ship: no MEDICAL → the entire crew dies', () => {
      const run = attempt('space', 'Tarellian Plague Ship', [{}, {}]);
      expect(left(run, 'killed')).toHaveLength(2);
    });
  });

  describe('relocations and aborts', () => {
    for (const [title, gender] of [["Female's Love Interest", 'Female'], ["Male's Love Interest", 'Male']] as const) {
      it(`${title}: no ${gender} → nullified; the attempt goes on`, () => expectPassed(attempt('planet', title, [{ ch: [gender === 'Male' ? 'Female' : 'Male'] }])));
      it(`${title}: a random ${gender} member runs off to the furthest planet`, () => {
        const run = attempt('planet', title, [{ ch: [gender] }]);
        expect(run.state.cards[run.scene.ids.awayTeam[0]!]!.zone).toBe(Z.surface('L2'));
        expect(ofType(run.events, 'MissionAttemptFailed')[0]!.reason).toMatch(/no one remains/);
      });
    }
    it('Portal Guard: one member with CUNNING>7 → passed', () => expectPassed(attempt('planet', 'Portal Guard', [{ c: 8 }])));
    it('Portal Guard: otherwise the Away Team aborts: beams up to the ship in orbit (or dies)', () => {
      const run = attempt('planet', 'Portal Guard', [{ c: 7 }, { c: 7 }], { ship: ship() });
      for (const iid of run.scene.ids.awayTeam) expect(run.state.cards[iid]!.zone).toBe(Z.aboard(run.scene.ids.ship!));
      expect(failedToOvercome(run)).toBe(true);
      expect(reseeded(run)).toBe(true);
    });
    it('Alien Parasites: INTEGRITY>32 → passed', () => expectPassed(attempt('planet', 'Alien Parasites', [{ i: 33 }])));
    it('Alien Parasites: otherwise the infected team beams back; attempt fails (opponent control is manual)', () => {
      const run = attempt('planet', 'Alien Parasites', [{ i: 10 }], { ship: ship() });
      expect(run.state.cards[run.scene.ids.awayTeam[0]!]!.zone).toBe(Z.aboard(run.scene.ids.ship!));
      expect(failedToOvercome(run)).toBe(true);
    });
  });

  describe('ship damage and destruction (DAMAGE AND REPAIRS › ROTATION DAMAGE)', () => {
    const cases: [string, Team, Team][] = [
      ['Gravitic Mine', [{ skills: 'SCIENCE Navigation' }], [{ skills: 'SCIENCE' }]],
      ['Microbiotic Colony', [{ skills: 'SCIENCE' }, { skills: 'ENGINEER' }, { skills: 'OFFICER' }], [{ skills: 'SCIENCE' }, { skills: 'ENGINEER' }]],
      ['Nanites', [{ skills: 'Diplomacy' }], [{ skills: 'SCIENCE' }]],
      ['Null Space', [{ skills: 'Navigation x2' }], [{ skills: 'Navigation' }]],
    ];
    for (const [title, pass, fail] of cases) {
      it(`${title}: condition met → no damage`, () => {
        const run = attempt('space', title, pass);
        expectPassed(run);
        expect(ofType(run.events, 'ShipDamaged')).toHaveLength(0);
      });
      it(`${title}: otherwise the ship is damaged (RANGE capped at 5), attempt fails, dilemma discarded`, () => {
        const run = attempt('space', title, fail);
        expect(ofType(run.events, 'ShipDamaged')).toEqual([expect.objectContaining({ damage: 1 })]);
        expect(removed(run, 'failed')).toBe(true);
        expectFailed(run);
      });
    }
    it('a second damage destroys the ship and kills its crew', () => {
      const built = scene({ missions: [SPACE], seeds: ['Null Space', 'Gravitic Mine'], ship: ship(), crew: [{}] });
      const damaged = evolveAll([{ type: 'ShipDamaged', ship: built.ids.ship!, damage: 1, source: 'earlier' }], built.state);
      const { events } = runAttempt(damaged, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship! });
      expect(ofType(events, 'CardLeftPlay').map((e) => e.how)).toEqual(['killed', 'destroyed']);
    });
    it('Cosmic String Fragment: Navigation aboard → safe', () => expectPassed(attempt('space', 'Cosmic String Fragment', [{ skills: 'Navigation' }])));
    it('Cosmic String Fragment: otherwise the ship is destroyed with all aboard', () => {
      const run = attempt('space', 'Cosmic String Fragment', [{}]);
      expect(left(run, 'destroyed')).toEqual([run.scene.ids.ship]);
      expect(left(run, 'killed')).toEqual(run.scene.ids.crew);
    });
  });

  describe('stops, hand re-boot, choices', () => {
    it('Q: 2 Leadership and INTEGRITY>60 → passed', () => expectPassed(attempt('planet', 'Q', [{ skills: 'Leadership x2', i: 61 }])));
    it('Q: otherwise the team is stopped (Q-cards and Q-Flash are manual)', () => {
      const run = attempt('planet', 'Q', [{ i: 5 }]);
      expect(stopped(run)).toContain(run.scene.ids.awayTeam[0]);
      expectFailed(run);
    });
    it('Temporal Causality Loop: SCIENCE and CUNNING>35 → passed', () => expectPassed(attempt('space', 'Temporal Causality Loop', [{ skills: 'SCIENCE', c: 36 }])));
    it('Temporal Causality Loop: otherwise the crew is stopped and the attempt fails (undoing actions is manual)', () => expectFailed(attempt('space', 'Temporal Causality Loop', [{ skills: 'SCIENCE', c: 10 }])));
    it('Iconian Computer Weapon: SCIENCE → passed, hand untouched', () => {
      const run = attempt('space', 'Iconian Computer Weapon', [{ skills: 'SCIENCE' }], { hand: ['Tricorder'] });
      expectPassed(run);
      expect(run.state.cards[run.scene.ids.hand[0]!]!.zone).toBe(Z.hand('p1'));
    });
    it('Iconian Computer Weapon: otherwise non-personnel cards in hand are discarded and as many drawn', () => {
      const run = attempt('space', 'Iconian Computer Weapon', [{}], { hand: ['Tricorder'] });
      expect(run.state.cards[run.scene.ids.hand[0]!]!.zone).toBe(Z.discard('p1'));
      expect(ofType(run.events, 'CardsDrawn')[0]!.cards).toHaveLength(1);
      expectFailed(run);
    });
    it('Sarjenka: ignore her → discarded, the attempt goes on', () => {
      const run = attempt('planet', 'Sarjenka', [{}], {}, () => ['ignore']);
      expectPassed(run);
    });
    it('Sarjenka: help her → 5 bonus points, but the Away Team is stopped', () => {
      const run = attempt('planet', 'Sarjenka', [{}], {}, () => ['help']);
      expect(bonus(run)).toBe(5);
      expect(stopped(run)).toEqual(run.scene.ids.awayTeam);
      expect(ofType(run.events, 'MissionAttemptFailed')[0]!.reason).toMatch(/no one remains/);
    });
  });

  describe('placed dilemmas: cures, countdowns, ongoing effects (CURES, NULLIFIERS)', () => {
    it('Alien Abduction: the most CUNNING is held atop the mission; 3 Leadership cures it at once', () => {
      const run = attempt('planet', 'Alien Abduction', [{ c: 9 }, { skills: 'Leadership x3' }]);
      expect(removed(run, 'cured')).toBe(true);
      expect(run.state.cards[run.scene.ids.awayTeam[0]!]!.zone).toBe(Z.surface('L1'));
    });
    it('Alien Abduction: without the cure the captive stays held (not present) until cured or the mission is completed', () => {
      const run = attempt('planet', 'Alien Abduction', [{ c: 9 }, {}]);
      expect(run.state.cards[run.scene.ids.awayTeam[0]!]!.zone).toBe(Z.atop('L1'));
      expect(run.state.ongoing[run.scene.ids.seeds[0]!]).toBeDefined();
      expect(failedToOvercome(run)).toBe(false);
    });
    it('Hyper-Aging: cured at once with SCIENCE and 2 MEDICAL (5 points)', () => {
      const run = attempt('planet', 'Hyper-Aging', [{ skills: 'SCIENCE' }, { skills: 'MEDICAL' }, { skills: 'MEDICAL' }]);
      expect(removed(run, 'cured')).toBe(true);
      expect(bonus(run)).toBe(5);
    });
    it("Hyper-Aging: otherwise quarantined; the team dies when the countdown (4 of the owner's turns) expires", () => {
      const run = attempt('planet', 'Hyper-Aging', [{}]);
      const card = run.scene.ids.seeds[0]!;
      expect(run.state.ongoing[card]!.countdown).toBe(4);
      let state = endTurn(run.state);
      for (let turn = 0; turn < 8 && state.ongoing[card]; turn += 1) {
        const player = state.turn!.player;
        state = evolveAll(decide(state, { type: 'EndTurn', actor: player }), state);
      }
      expect(state.cards[run.scene.ids.awayTeam[0]!]!.zone).toBe(Z.discard('p1'));
    });
    it('REM Fatigue Hallucinations: 3 MEDICAL cures it', () => expect(removed(attempt('planet', 'REM Fatigue Hallucinations', [{ skills: 'MEDICAL x3' }]), 'cured')).toBe(true));
    it('REM Fatigue Hallucinations: otherwise those who encountered it are marked for the countdown', () => {
      const run = attempt('planet', 'REM Fatigue Hallucinations', [{}, {}]);
      expect(run.state.ongoing[run.scene.ids.seeds[0]!]!.affected).toEqual(run.scene.ids.awayTeam);
    });
    it('Nitrium Metal Parasites: 2 ENGINEER cure it', () => expect(removed(attempt('space', 'Nitrium Metal Parasites', [{ skills: 'ENGINEER' }, { skills: 'ENGINEER' }]), 'cured')).toBe(true));
    it('Nitrium Metal Parasites: otherwise the ship is destroyed when the countdown expires', () => {
      const run = attempt('space', 'Nitrium Metal Parasites', [{}]);
      let state = run.state;
      for (let turn = 0; turn < 8 && state.ongoing[run.scene.ids.seeds[0]!]; turn += 1) state = evolveAll(decide(state, { type: 'EndTurn', actor: state.turn!.player }), state);
      expect(state.cards[run.scene.ids.ship!]!.zone).toBe(Z.discard('p1'));
    });
    it('Menthar Booby Trap: MEDICAL prevents the kill and 2 ENGINEER cure the trap', () => {
      const run = attempt('space', 'Menthar Booby Trap', [{ skills: 'MEDICAL' }, { skills: 'ENGINEER' }, { skills: 'ENGINEER' }]);
      expect(left(run, 'killed')).toHaveLength(0);
      expect(removed(run, 'cured')).toBe(true);
      expectPassed(run);
    });
    it('Menthar Booby Trap (rulebook multiple-effect example): placed on the ship (it cannot move), one crew member killed', () => {
      const run = attempt('space', 'Menthar Booby Trap', [{}, {}]);
      expect(left(run, 'killed')).toHaveLength(1);
      expect(run.state.cards[run.scene.ids.seeds[0]!]!.zone).toBe(Z.on(run.scene.ids.ship!));
      expect(failedToOvercome(run)).toBe(true);
    });
    it('Birth of "Junior": 3 ENGINEER nullify it before it is placed', () => expect(removed(attempt('space', 'Birth of "Junior"', [{ skills: 'ENGINEER x3' }]), 'nullified')).toBe(true));
    it('Birth of "Junior": otherwise on the ship, it drains 1 RANGE at the end of each turn', () => {
      const run = attempt('space', 'Birth of "Junior"', [{}]);
      const state = endTurn(run.state);
      expect(state.ongoing[run.scene.ids.seeds[0]!]!.countdown).toBe(1);
    });
    it('Ktarian Game: a non-disabled CUNNING>30 aboard cures it right after the first disabling', () => {
      const run = attempt('space', 'Ktarian Game', [{ c: 31 }, { c: 31 }]);
      expect(ofType(run.events, 'PersonnelDisabled')).toHaveLength(1);
      expect(removed(run, 'cured')).toBe(true);
      expect(Object.values(run.state.cards).some((card) => card.disabled)).toBe(false);
    });
    it('Ktarian Game: otherwise one random crew member is disabled now and at the start of each of your turns', () => {
      const run = attempt('space', 'Ktarian Game', [{}, {}, {}]);
      expect(ofType(run.events, 'PersonnelDisabled')).toHaveLength(1);
      let state = endTurn(run.state); // p2's turn begins
      state = evolveAll(decide(state, { type: 'EndTurn', actor: 'p2' }), state); // p1's turn begins: another disabled
      expect(Object.values(state.cards).filter((card) => card.disabled)).toHaveLength(2);
    });
    it('Tsiolkovsky Infection: 3 MEDICAL cure it (their first-listed skills, lost, were not MEDICAL); mission continues', () => {
      const run = attempt('space', 'Tsiolkovsky Infection', [{ skills: 'MEDICAL Biology' }, { skills: 'MEDICAL Biology' }, { skills: 'MEDICAL Biology' }]);
      expect(removed(run, 'cured')).toBe(true);
      expectPassed(run);
    });
    it('Tsiolkovsky Infection: otherwise personnel aboard lose their first-listed skill', () => {
      const run = attempt('space', 'Tsiolkovsky Infection', [{ skills: 'OFFICER Navigation Physics' }]);
      expect(memberOf(run.state, run.scene.ids.crew[0]!).skills.map((s) => s.name)).toEqual(['Physics']);
      expectPassed(run);
    });
    it('Two-Dimensional Creatures: SCIENCE and ENGINEER aboard cure it (empaths restored)', () => {
      const run = attempt('space', 'Two-Dimensional Creatures', [{ skills: 'SCIENCE' }, { skills: 'ENGINEER' }, { skills: 'Empathy' }]);
      expect(removed(run, 'cured')).toBe(true);
      expect(run.state.cards[run.scene.ids.crew[2]!]!.disabled).toBe(false);
    });
    it('Two-Dimensional Creatures: otherwise empaths are disabled and the ship cannot move', () => {
      const run = attempt('space', 'Two-Dimensional Creatures', [{ skills: 'Empathy' }, {}]);
      expect(run.state.cards[run.scene.ids.crew[0]!]!.disabled).toBe(true);
      expect(() => decide(run.state, { type: 'Fly', actor: 'p1', ship: run.scene.ids.ship!, to: 'L1' })).toThrow();
    });
    it('Radioactive Garbage Scow: placed on the mission, the attempt ends', () => {
      const run = attempt('space', 'Radioactive Garbage Scow', [{}]);
      expect(ofType(run.events, 'MissionAttemptFailed')[0]!.reason).toMatch(/ends the attempt/);
      expect(stopped(run)).toHaveLength(0);
    });
    it('Radioactive Garbage Scow: the mission cannot be attempted while it is there', () => {
      const run = attempt('space', 'Radioactive Garbage Scow', [{}]);
      expect(() => decide(run.state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: run.scene.ids.ship! })).toThrow(/prevents attempts/);
    });
    it('Cytherians (partly automated): placed on the ship; the attempt goes on', () => {
      const run = attempt('space', 'Cytherians', [{}]);
      expect(run.state.cards[run.scene.ids.seeds[0]!]!.zone).toBe(Z.on(run.scene.ids.ship!));
      expectPassed(run);
    });
  });

  it('the effect model covers all 45 Premiere dilemmas', () => {
    expect(Object.keys(DILEMMAS).filter((id) => id.startsWith('101_'))).toHaveLength(45);
  });
});
