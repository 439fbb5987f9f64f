/**
 * Issue 15 (places): the place table (place-table.ts) — a place a card names in braces located at the mission the
 * card list ties to it — and the cards it lets run.
 * 188_014 Facilitate Peace Talks — on Khitomer (Khitomer Research): Treaty: Federation/Klingon downloaded as it is
 *   played; `attempt-here` [Films] with Diplomacy x2 + Leadership x2 + INTEGRITY>40; `solvedHere` up to two [Films]
 *   personnel, `plus.differentAffiliations`.
 * 212_035 General Order 7 — on Talos IV (Investigate Quarantine): `attempt-here` [Fed][OS]; in place of a card draw,
 *   Christopher Pike (or a personnel naming him in lore) to hand; the Starship Enterprise moves here from any Alpha
 *   Quadrant location with its full RANGE (`your-titled-ship-between-ends-and-here` `fromQuadrant`).
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT ("unless a card says otherwise"); SOLVING THE MISSION;
 *   DOWNLOADING; END OF TURN › DRAW A CARD; EXECUTING ORDERS › FLY A STARSHIP.
 * given (a scene on p1's turn) / when (PlayCard, AttemptMission, SpecialDownload, ActivateCard) / then (targets, the
 * solve, the downloads, the move — or the refusal).
 */
import type { Card } from '@captains-log/cards';
import { missionIsAt } from '../card-facts';
import { legalCommands } from '../legal';
import { remainingRange } from '../play';
import { PLACE_TABLE } from '../place-table';
import { ofType, person, realCard, scene, ship as testShip, type PersonSpec } from '../testing/attempt-scene';
import { accepted, moved, play as run, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';
import { validTargets } from './play';
import { memberOf } from '../attempt/requirements';
import { skillLevel } from '@captains-log/cards';

const withIcons = (spec: PersonSpec, codes: readonly string[]): Card => {
  const base = person(spec);
  const icons = codes.map((code) => realCard(code === 'Films' ? 'Azetbur' : 'Christopher Pike').icons.find((icon) => icon.code === code)!);
  return { ...base, icons: [...base.icons, ...icons] };
};

describe('the place table (place-table.ts): each place at the mission the card list ties to it, with its source', () => {
  it("Ba'ku Planet is Insurrection, Khitomer is Khitomer Research, Talos IV is Investigate Quarantine — and no other mission", () => {
    expect(missionIsAt(realCard('Insurrection'), "Ba'ku Planet")).toBe(true);
    expect(missionIsAt(realCard('Khitomer Research'), 'Khitomer')).toBe(true);
    expect(missionIsAt(realCard('Investigate Quarantine'), 'talos iv')).toBe(true);
    expect(missionIsAt(realCard('Khitomer Research'), 'Talos IV')).toBe(false);
    expect(missionIsAt(realCard('Arbitrate Negotiations'), 'Khitomer')).toBe(false);
  });
  it('a place without a source in the card list is not located (Veridian III, Rura Penthe stay manual)', () => {
    expect(PLACE_TABLE['veridian iii']).toBeUndefined();
    expect(missionIsAt(realCard('Escape Gulag'), 'Rura Penthe')).toBe(false);
  });
  it('every entry names real missions and cites a card id', () => {
    for (const entry of Object.values(PLACE_TABLE)) {
      for (const title of entry.missions) expect(realCard(title).type).toBe('Mission');
      expect(entry.source).toMatch(/\(\d{3}_\d{3}\)/);
    }
  });
});

describe('188_014 Facilitate Peace Talks (on Khitomer: Treaty: Federation/Klingon downloaded; [Films] personnel attempt with Diplomacy x2 + Leadership x2 + INTEGRITY>40; up to two [Films] personnel of different affiliations downloaded here)', () => {
  const films = (spec: PersonSpec) => withIcons(spec, ['Films']);
  const team = (integrity: number) => [films({ skills: 'OFFICER Diplomacy Leadership', i: integrity }), films({ skills: 'V.I.P. Diplomacy Leadership', i: 20 })];
  const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };

  function placed(opts: { integrity?: number; objective?: boolean } = {}) {
    const built = scene({ missions: ['Khitomer Research', 'Investigate Quarantine'], awayTeam: team(opts.integrity ?? 25), hand: ['Facilitate Peace Talks'], drawTop: [realCard('Azetbur'), realCard('Chancellor Gorkon'), realCard('Admiral Kirk')] });
    const state = opts.objective === false ? built.state : moved(built.state, [[built.ids.hand[0]!, Z.atop('L1')]]);
    return { state, objective: built.ids.hand[0]!, deck: built.ids.deck };
  }

  it('played: its only target is Khitomer Research (not Investigate Quarantine), and Treaty: Federation/Klingon comes from the deck to the table', () => {
    const built = scene({ missions: ['Khitomer Research', 'Investigate Quarantine'], awayTeam: team(25), hand: ['Facilitate Peace Talks'], drawTop: ['Treaty: Federation/Klingon'] });
    const card = built.ids.hand[0]!;
    const plays = legalCommands(built.state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === card);
    expect(plays).toEqual([expect.objectContaining({ target: 'L1' })]);
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card, target: 'L2' })).not.toBeNull();
    const done = run(built.state, [{ type: 'PlayCard', actor: 'p1', card, target: 'L1' }]);
    expect(done.state.cards[card]!.zone).toBe(Z.atop('L1'));
    const treaty = built.ids.deck.find((iid) => built.state.cards[iid]!.blueprint === realCard('Treaty: Federation/Klingon').id);
    expect(done.state.cards[treaty!]!.zone).toBe(Z.table('p1'));
  });
  it('Diplomacy x2, Leadership x2 and INTEGRITY 45 (>40): the Federation [Films] team solves the [ROM][KLI] mission', () => {
    expect(ofType(run(placed().state, [attempt]).events, 'MissionSolved')).toEqual([expect.objectContaining({ player: 'p1', location: 'L1' })]);
  });
  it('INTEGRITY 40 (not above 40): the attempt fails; without the objective the team may not attempt at all', () => {
    expect(ofType(run(placed({ integrity: 20 }).state, [attempt]).events, 'MissionAttemptFailed')).toHaveLength(1);
    expect(refused(placed({ objective: false }).state, attempt)).not.toBeNull();
  });
  it('solved: Azetbur (Klingon) then Admiral Kirk (Federation) are downloaded here; a second Klingon (Chancellor Gorkon) is refused, and no third card', () => {
    const { state, objective } = placed();
    const after = run(state, [attempt]).state;
    const download = (target: string, icon: 0 | 1): Command => ({ type: 'SpecialDownload', actor: 'p1', source: objective, icon, target });
    const first = accepted(after, download('Azetbur', 0)).state;
    expect(refused(first, download('Chancellor Gorkon', 1))).not.toBeNull();
    expect(legalCommands(first, 'p1').filter((command) => command.type === 'SpecialDownload' && command.source === objective).map((command) => (command as { target: string }).target)).toEqual(['Admiral Kirk']);
    const second = accepted(first, download('Admiral Kirk', 1)).state;
    expect(ofType(run(after, [download('Azetbur', 0), download('Admiral Kirk', 1)]).events, 'CardDownloaded')).toHaveLength(2);
    expect(legalCommands(second, 'p1').filter((command) => command.type === 'SpecialDownload' && command.source === objective)).toEqual([]);
  });
});

describe('212_035 General Order 7 (on Talos IV: [Fed][OS] personnel attempt it; Christopher Pike or a personnel naming him to hand in place of a card draw; the Starship Enterprise moves here from the Alpha Quadrant with its full RANGE)', () => {
  const os = (spec: PersonSpec) => withIcons(spec, ['OS']);
  // Investigate Quarantine's printed requirements: (Honor OR Treachery) + Anthropology + SECURITY + (any Intelligence OR CUNNING>32 OR Vina).
  const team = (withOs: boolean) => {
    const make = (spec: PersonSpec) => (withOs ? os(spec) : person(spec));
    return [make({ skills: 'SECURITY Honor Anthropology', c: 20 }), make({ skills: 'OFFICER', c: 15 })];
  };
  const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
  function talos(opts: { withOs?: boolean; objective?: boolean } = {}) {
    const built = scene({ missions: ['Investigate Quarantine', 'Khitomer Research'], awayTeam: team(opts.withOs ?? true), hand: ['General Order 7'], drawTop: [realCard('Christopher Pike'), realCard('Vina'), realCard('Admiral Kirk')] });
    const objective = built.ids.hand[0]!;
    const state = opts.objective === false ? built.state : moved(built.state, [[objective, Z.atop('L1')]]);
    return { state, objective, deck: built.ids.deck };
  }
  const activate = (card: string, ability: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability, target });

  it('its only target when played is Investigate Quarantine (Talos IV)', () => {
    const built = scene({ missions: ['Investigate Quarantine', 'Khitomer Research'], hand: ['General Order 7'] });
    expect(legalCommands(built.state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === built.ids.hand[0])).toEqual([expect.objectContaining({ target: 'L1' })]);
  });
  it('a [Fed][OS] team meeting the printed requirements (CUNNING 35 > 32) solves the [ROM][KLI][CAR][DOM] mission', () => {
    expect(ofType(run(talos().state, [attempt]).events, 'MissionSolved')).toEqual([expect.objectContaining({ player: 'p1', location: 'L1' })]);
  });
  it('a team of Federation personnel without [OS], or no objective: no attempt', () => {
    expect(refused(talos({ withOs: false }).state, attempt)).not.toBeNull();
    expect(refused(talos({ objective: false }).state, attempt)).not.toBeNull();
  });
  it('in place of the card draw: Christopher Pike or Vina (her lore names him) to hand, not Admiral Kirk; once a turn', () => {
    const { state, objective, deck } = talos();
    const [pike, vina, kirk] = deck as [string, string, string];
    expect(refused(state, activate(objective, 'download-pike', kirk))).not.toBeNull();
    const after = accepted(state, activate(objective, 'download-pike', vina)).state;
    expect(after.cards[vina]!.zone).toBe(Z.hand('p1'));
    expect(refused(after, activate(objective, 'download-pike', pike))).not.toBeNull();
    expect(accepted(state, activate(objective, 'download-pike', pike)).state.cards[pike]!.zone).toBe(Z.hand('p1'));
  });

  /** Talos IV at L2 between Khitomer Research (L1) and Excavation (L3); p1's ship at `at`. */
  function voyage(vessel: Card, at: string) {
    const built = scene({ missions: ['Khitomer Research', 'Investigate Quarantine', 'Excavation'], ship: vessel, crew: [os({ skills: 'OFFICER' })], hand: ['General Order 7'] });
    const card = built.ids.hand[0]!;
    const state = moved(built.state, [[card, Z.atop('L2')], [built.ids.ship!, Z.space(at)]]);
    return { state, card, ship: built.ids.ship! };
  }
  it('the Starship Enterprise at Khitomer Research moves to Talos IV and has no RANGE left; from Talos IV it has no such move', () => {
    const { state, card, ship } = voyage(realCard('Starship Enterprise'), 'L1');
    const after = accepted(state, activate(card, 'full-range-here', `${ship}>L2`)).state;
    expect(after.cards[ship]!.zone).toBe(Z.space('L2'));
    expect(remainingRange(after, ship)).toBe(0);
    const here = voyage(realCard('Starship Enterprise'), 'L2');
    expect(validTargets(here.state, 'p1', { kind: 'your-titled-ship-between-ends-and-here', titles: ['Starship Enterprise'], fromQuadrant: 'Alpha' }, here.card)).toEqual([]);
  });
  it('another ship, or the Enterprise after using RANGE this turn, may not', () => {
    const other = voyage(realCard('U.S.S. Enterprise'), 'L1');
    expect(refused(other.state, activate(other.card, 'full-range-here', `${other.ship}>L2`))).not.toBeNull();
    const { state, card, ship } = voyage(realCard('Starship Enterprise'), 'L3');
    const used: GameState = { ...state, turn: { ...state.turn!, rangeUsed: { ...state.turn!.rangeUsed, [ship]: 1 } } };
    expect(refused(used, activate(card, 'full-range-here', `${ship}>L2`))).not.toBeNull();
  });
});

describe("126_032 Collect Metaphasic Particles (on the Ba'ku Planet: your personnel attempt it with a Son'a + Treachery x2, Injector Assembly One in orbit and no opposing ships or personnel here)", () => {
  const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
  const sona = (): PersonSpec[] => [{ affiliation: 'Non-Aligned', skills: 'OFFICER Treachery', ch: ["Son'a"] }, { affiliation: 'Non-Aligned', skills: 'SECURITY Treachery' }];
  function baku(opts: { injector?: 'space' | 'surface' | 'none'; opponent?: boolean; objective?: boolean } = {}) {
    const built = scene({ missions: ['Insurrection'], awayTeam: sona(), hand: ['Collect Metaphasic Particles', realCard('Injector Assembly One')], opponentHand: [{ skills: 'CIVILIAN' }] });
    const [objective, injector] = built.ids.hand as [string, string];
    const list: [string, string][] = [];
    if (opts.objective !== false) list.push([objective, Z.atop('L1')]);
    const where = opts.injector ?? 'space';
    if (where !== 'none') list.push([injector, where === 'space' ? Z.space('L1') : Z.surface('L1')]);
    if (opts.opponent) list.push([built.ids.opponentHand[0]!, Z.surface('L1')]);
    return moved(built.state, list);
  }
  it('its only target when played is Insurrection (the Ba\'ku Planet)', () => {
    const built = scene({ missions: ['Insurrection', 'Khitomer Research'], hand: ['Collect Metaphasic Particles'] });
    expect(legalCommands(built.state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === built.ids.hand[0])).toEqual([expect.objectContaining({ target: 'L1' })]);
  });
  it("a Son'a with Treachery x2 between them and Injector Assembly One in orbit: the Non-Aligned team solves the [FED] mission", () => {
    expect(ofType(run(baku(), [attempt]).events, 'MissionSolved')).toEqual([expect.objectContaining({ player: 'p1', location: 'L1' })]);
  });
  it('an opposing personnel on the planet, or the Injector landed or absent: the attempt fails; without the objective there is no attempt', () => {
    for (const opts of [{ opponent: true }, { injector: 'surface' as const }, { injector: 'none' as const }]) {
      const events = run(baku(opts), [attempt]).events;
      expect(ofType(events, 'MissionSolved')).toEqual([]);
      expect(ofType(events, 'MissionAttemptFailed')).toHaveLength(1);
    }
    expect(refused(baku({ objective: false }), attempt)).not.toBeNull();
  });
});

describe('126_032 Collect Metaphasic Particles, when its owner solves it (the opponent\'s next turn skipped; on the table for the rest of the game: STRENGTH +2, Youth, an unstop each once each turn; helper tail7)', () => {
  const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
  const end = (actor: 'p1' | 'p2'): Command => ({ type: 'EndTurn', actor });
  const unstop = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'unstop', target });
  function baku(opponent = false) {
    const built = scene({ missions: ['Insurrection'], awayTeam: [{ affiliation: 'Non-Aligned', skills: 'OFFICER Treachery', ch: ["Son'a"], s: 5 }, { affiliation: 'Non-Aligned', skills: 'SECURITY Treachery', s: 5 }], hand: ['Collect Metaphasic Particles', realCard('Injector Assembly One')], opponentHand: [{ skills: 'CIVILIAN', s: 5 }] });
    const [objective, injector] = built.ids.hand as [string, string];
    const rival = built.ids.opponentHand[0]!;
    const state = moved(built.state, [[objective, Z.atop('L1')], [injector, Z.space('L1')], ...(opponent ? [[rival, Z.surface('L1')] as [string, string]] : [])]);
    return { state, objective, team: built.ids.awayTeam as [string, string], rival };
  }
  const stop = (state: GameState, ...cards: string[]): GameState => ({ ...state, cards: { ...state.cards, ...Object.fromEntries(cards.map((iid) => [iid, { ...state.cards[iid]!, stopped: true }])) } });
  it('applies: solved — the objective goes to p1\'s table, p1\'s personnel are STRENGTH 7 with Youth; p2\'s turn is skipped, p1\'s next turn begins', () => {
    const { state, objective, team } = baku();
    const solved = run(state, [attempt]);
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    expect(solved.state.cards[objective]!.zone).toBe(Z.table('p1'));
    expect(team.map((iid) => [memberOf(solved.state, iid).strength, skillLevel(memberOf(solved.state, iid), 'Youth')])).toEqual([[7, 1], [7, 1]]);
    const number = solved.state.turn!.number;
    const next = run(solved.state, [end('p1')]);
    expect(ofType(next.events, 'TurnBegan')).toEqual([expect.objectContaining({ player: 'p1', number: number + 2 })]);
    const after = run(next.state, [end('p1')]);
    expect(ofType(after.events, 'TurnBegan')).toEqual([expect.objectContaining({ player: 'p2', number: number + 3 })]);
  });
  it('applies: on the table, each stopped personnel of p1\'s may be unstopped once each turn (another one too; the same one again next turn)', () => {
    const { state, objective, team } = baku();
    const solved = run(state, [attempt]).state;
    const halted = stop(solved, ...team);
    const once = run(halted, [unstop(objective, team[0])]);
    expect(once.state.cards[team[0]]!.stopped).toBeFalsy();
    const again = stop(once.state, team[0]);
    expect(refused(again, unstop(objective, team[0]))).toBe('ONCE_PER_TURN');
    expect(run(again, [unstop(objective, team[1])]).state.cards[team[1]]!.stopped).toBeFalsy();
    const later = stop(run(again, [end('p1')]).state, team[0]);
    expect(later.turn!.player).toBe('p1');
    expect(run(later, [unstop(objective, team[0])]).state.cards[team[0]]!.stopped).toBeFalsy();
  });
  it('does not apply: unsolved (atop the mission) nobody is changed and the unstop is refused; a failed attempt skips no turn; p2\'s personnel are never changed', () => {
    const { state, objective, team, rival } = baku(true);
    expect(memberOf(state, team[0]).strength).toBe(5);
    expect(refused(stop(state, team[0]), unstop(objective, team[0]))).toBe('CONDITION_UNMET');
    const failed = run(state, [attempt]);
    expect(ofType(failed.events, 'MissionSolved')).toEqual([]);
    expect(failed.state.cards[objective]!.zone).toBe(Z.atop('L1'));
    expect(ofType(run(failed.state, [end('p1')]).events, 'TurnBegan')).toEqual([expect.objectContaining({ player: 'p2' })]);
    const solved = run(baku().state, [attempt]).state;
    const withRival = moved(solved, [[rival, Z.surface('L1')]]);
    expect(memberOf(withRival, rival).strength).toBe(5);
  });
});

describe('138_014 Romulan "Reunification" (a [Rom] SECURITY personnel from hand reports to Vulcan while your [Rom] ship is unopposed in orbit; the event discarded)', () => {
  function vulcan(opts: { shipAffiliation?: string; opposed?: boolean } = {}) {
    const built = scene({
      missions: ['Deliver Ancient Artifact', 'Excavation'],
      ship: testShip({ affiliation: opts.shipAffiliation ?? 'Romulan' }),
      crew: [{ affiliation: opts.shipAffiliation ?? 'Romulan', skills: 'OFFICER' }],
      hand: ['Romulan "Reunification"', { affiliation: 'Romulan', skills: 'SECURITY', title: 'Romulan Guard' }, { affiliation: 'Romulan', skills: 'ENGINEER', title: 'Romulan Engineer' }],
      opponentHand: [testShip({ affiliation: 'Klingon' })],
    });
    const [event, guard, engineer] = built.ids.hand as [string, string, string];
    const list: [string, string][] = [[built.ids.ship!, Z.space('L1')]];
    if (opts.opposed) list.push([built.ids.opponentHand[0]!, Z.space('L1')]);
    return { state: moved(built.state, list), event, guard, engineer, mission: built.ids.missions[0]! };
  }
  const plays = (state: GameState, event: string) => legalCommands(state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === event);

  it('applies: the SECURITY personnel (not the ENGINEER) reports to the planet of Deliver Ancient Artifact; the event goes to the discard pile', () => {
    const { state, event, guard, mission } = vulcan();
    expect(plays(state, event)).toEqual([expect.objectContaining({ target: `${guard}>${mission}` })]);
    const after = accepted(state, { type: 'PlayCard', actor: 'p1', card: event, target: `${guard}>${mission}` });
    expect(after.state.cards[guard]!.zone).toBe(Z.surface('L1'));
    expect(after.state.cards[event]!.zone).toBe(Z.discard('p1'));
  });
  it('does not apply: an opposing ship in orbit there, or your ship there not Romulan', () => {
    for (const opts of [{ opposed: true }, { shipAffiliation: 'Federation' }]) {
      const { state, event, guard, mission } = vulcan(opts);
      expect(plays(state, event)).toEqual([]);
      expect(refused(state, { type: 'PlayCard', actor: 'p1', card: event, target: `${guard}>${mission}` })).not.toBeNull();
    }
  });
});
