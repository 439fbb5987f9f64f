/**
 * Issue 15 (ships, pass E): ship and mission texts written with existing words.
 *   1E rulebook › THE CARDS › SHIPS (a ship's attributes as its text modifies them).
 * given (a play-phase scene) / when (reads and commands) / then (the attributes, the facts).
 */
import type { Card } from '@captains-log/cards';
import { ofType, person, realCard, runAttempt, scene, ship } from '../testing/attempt-scene';
import type { Command, GameState } from '../types';
import { legalCommands } from '../legal';
import { evolveAll } from '../evolve';
import { when } from '../testing/scenario';
import { Z } from '../zones';
import { shipAttribute } from './ship-modifiers';
import { hasSpecialEquipment } from './ship-equipment';
import { misSeedReason } from '../seeding';
import { flightCost } from '../play';

const attributes = (state: GameState, ship: string) => (['RANGE', 'WEAPONS', 'SHIELDS'] as const).map((attribute) => shipAttribute(state, ship, attribute));
const printed = (id: string) => {
  const facts = realCard(id).ship!;
  return [facts.range, facts.weapons, facts.shields].map((value) => (value.kind === 'number' ? value.value : 0));
};
/** The ship (by id) in orbit at L1 with exactly these personnel of its owner aboard. */
function crewed(id: string, crew: readonly Card[]): { state: GameState; ship: string } {
  const built = scene({ missions: ['Investigate Alien Probe'], ship: realCard(id), crew: [...crew] });
  return { state: built.state, ship: built.ids.ship! };
}
const icon = (code: string) => ({ code, name: code, category: code === 'Cmd' || code === 'Stf' ? 'staffing' : 'faction' });
function member(spec: { affiliation: string; icons?: string[]; ch?: string[] }): Card {
  return { ...person({ affiliation: spec.affiliation, ...(spec.ch ? { ch: spec.ch } : {}) }), icons: (spec.icons ?? []).map(icon) } as unknown as Card;
}
const times = (count: number, make: () => Card) => Array.from({ length: count }, make);

describe.each([
  ['191_058', 'I.S.S. Enterprise NX-01 (per [Sta][TE] personnel aboard)', () => member({ affiliation: 'Starfleet', icons: ['TE', 'Stf'] }), () => member({ affiliation: 'Starfleet', icons: ['Stf'] })],
  ['149_053', 'Quetsivoo (per thief aboard)', () => member({ affiliation: 'Ferengi', ch: ['Thief'] }), () => member({ affiliation: 'Ferengi', ch: ['Cook'] })],
] as const)('%s %s: every attribute +1 per matching personnel aboard, at most four', (id, _title, matching, other) => {
  it('two matching personnel (and one other) aboard: +2', () => {
    const { state, ship } = crewed(id, [...times(2, matching), other()]);
    expect(attributes(state, ship)).toEqual(printed(id).map((value) => value + 2));
  });
  it('five matching aboard: the bonus stops at +4', () => {
    const { state, ship } = crewed(id, times(5, matching));
    expect(attributes(state, ship)).toEqual(printed(id).map((value) => value + 4));
  });
  it('none matching aboard: as printed', () => {
    const { state, ship } = crewed(id, [other(), other()]);
    expect(attributes(state, ship)).toEqual(printed(id));
  });
});

describe('112_121 Orb Negotiations: any number of Orb artifacts may seed under this planet mission', () => {
  // 1E rulebook › THE SEED PHASES (mis-seeds: more than one artifact under a planet mission).
  it('two Orb artifacts seeded under it are no mis-seeds', () => {
    const welcome = scene({ missions: [realCard('112_121')], seeds: [{ card: 'Orb of Wisdom', owner: 'p1' }, { card: 'Orb of Time', owner: 'p1' }] });
    expect(welcome.ids.seeds.map((iid) => misSeedReason(welcome.state, 'p1', iid, 'L1'))).toEqual([undefined, undefined]);
  });
  it('the same two under another planet mission (Excavation) are mis-seeds', () => {
    const elsewhere = scene({ missions: ['Excavation'], seeds: [{ card: 'Orb of Wisdom', owner: 'p1' }, { card: 'Orb of Time', owner: 'p1' }] });
    expect(elsewhere.ids.seeds.map((iid) => misSeedReason(elsewhere.state, 'p1', iid, 'L1'))).toEqual([
      'more than one artifact at this mission (all are mis-seeds)',
      'more than one artifact at this mission (all are mis-seeds)',
    ]);
  });
});

describe('128_004 Seat of Starfleet: a headquarters played during the game on its homeworld (2154 Earth); one Starfleet personnel a turn reports there for free', () => {
  // 1E rulebook › THE CARDS › FACILITIES (headquarters stand on their homeworld); PLAYING "FOR FREE".
  const plays = (state: GameState, card: string) => legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === card).map((c) => (c as { target?: string }).target);
  function run(state: GameState, command: Command) {
    const outcome = when(state, command);
    if ('violation' in outcome) throw new Error(outcome.violation.code);
    return outcome;
  }
  const starfleet = () => person({ affiliation: 'Starfleet' });

  it('offered only at the homeworld (Research Devastating Attack), without an ENGINEER; it stands on the planet', () => {
    const built = scene({ missions: ['Research Devastating Attack', 'Excavation'], hand: ['128_004'] });
    const seat = built.ids.hand[0]!;
    expect(plays(built.state, seat)).toEqual(['L1']);
    const after = run(built.state, { type: 'PlayCard', actor: 'p1', card: seat, target: 'L1' });
    expect(after.state.cards[seat]!.zone).toBe(Z.surface('L1'));
    const refused = when(built.state, { type: 'PlayCard', actor: 'p1', card: seat, target: 'L2' });
    expect('violation' in refused && refused.violation.code).toBe('INVALID_TARGET');
  });

  it('a Starfleet personnel reports there for free, a second one that turn uses the normal card play', () => {
    const built = scene({ missions: ['Research Devastating Attack'], hand: ['128_004', starfleet(), starfleet()] });
    const [seat, first, second] = built.ids.hand as [string, string, string];
    const state = evolveAll([{ type: 'CardMoved', card: seat, from: Z.hand('p1'), to: Z.surface('L1'), faceUp: true, reason: 'scene' }], built.state);
    const one = run(state, { type: 'ReportForDuty', actor: 'p1', card: first, facility: seat });
    expect(one.events.find((e) => e.type === 'CardReported')).toMatchObject({ card: first, normalCardPlay: false });
    const two = run(one.state, { type: 'ReportForDuty', actor: 'p1', card: second, facility: seat });
    expect(two.events.find((e) => e.type === 'CardReported')).toMatchObject({ card: second, normalCardPlay: true });
  });
});

describe("167_035 Salvage Wrecked Ship: when solved, the solver may download a Jem'Hadar Birthing Chamber aboard their ship here", () => {
  // 1E rulebook › DOWNLOADING; ATTEMPT A MISSION › SOLVING THE MISSION.
  const download = (mission: string, target: string): Command => ({ type: 'SpecialDownload', actor: 'p1', source: mission, icon: 0, target });
  function solved() {
    const crew = [person({ skills: 'ENGINEER x2 Archaeology Acquisition', i: 60, c: 60, s: 60, affiliation: 'Non-Aligned' })];
    const built = scene({ missions: [realCard('167_035')], ship: ship({ affiliation: 'Non-Aligned' }), crew, hand: ["Jem'Hadar Birthing Chamber", 'Tricorder'] });
    const run = runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship! } as Command);
    expect(ofType(run.events, 'MissionSolved').map((e) => e.mission)).toEqual([built.ids.missions[0]]);
    return { built, run, mission: built.ids.missions[0]! };
  }
  it('offered in the held window, and the chamber goes aboard the solving ship', () => {
    const { built, run, mission } = solved();
    expect(legalCommands(run.state, 'p1')).toContainEqual(download(mission, "Jem'Hadar Birthing Chamber"));
    const after = when(run.state, download(mission, "Jem'Hadar Birthing Chamber"));
    if ('violation' in after) throw new Error(after.violation.code);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([[built.ids.hand[0], Z.aboard(built.ids.ship!)]]);
  });
  it('another equipment (a Tricorder) is not the download', () => {
    const { run, mission } = solved();
    expect(legalCommands(run.state, 'p1')).not.toContainEqual(download(mission, 'Tricorder'));
    const refused = when(run.state, download(mission, 'Tricorder'));
    expect('violation' in refused && refused.violation.code).toBe('NOT_THE_ICONS_TARGET');
  });
});

describe('249_019 Organ Bank: its owner may download a Vidiian Boarding Claw once (an ability of the ship in play)', () => {
  // 1E rulebook › DOWNLOADING; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
  const activate = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'download-boarding-claw', target });
  function withClaw(hand: readonly string[]) {
    const built = scene({ missions: ['Excavation'], ship: realCard('249_019'), crew: [person({ affiliation: 'Vidiian' })], hand: [...hand] });
    return { built, bank: built.ids.ship! };
  }
  it('offered with the claw in hand; the claw enters play, and the ability is then spent for the game', () => {
    const { built, bank } = withClaw(['Vidiian Boarding Claw', 'Vidiian Boarding Claw']);
    const [claw, second] = built.ids.hand as [string, string];
    expect(legalCommands(built.state, 'p1').filter((c) => c.type === 'ActivateCard')).toEqual([activate(bank, claw)]);
    const after = when(built.state, activate(bank, claw));
    if ('violation' in after) throw new Error(after.violation.code);
    expect(ofType(after.events, 'CardDownloaded').map((e) => e.card)).toEqual([claw]);
    const later = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 } as never], after.state);
    expect(legalCommands(later, 'p1').filter((c) => c.type === 'ActivateCard')).toEqual([]);
    const again = when(later, activate(bank, second));
    expect('violation' in again && again.violation.code).toBe('ONCE_PER_GAME');
  });
  it('without a Vidiian Boarding Claw in the deck or hand (another incident only), nothing is offered', () => {
    const { built } = withClaw(['Red Alert!']);
    expect(legalCommands(built.state, 'p1').filter((c) => c.type === 'ActivateCard')).toEqual([]);
  });
});

describe('missions that change spans (mission-span.ts, read by every flight)', () => {
  // 1E rulebook › EXECUTING ORDERS › FLY A STARSHIP (each location entered costs its span in RANGE).
  const span = (title: string) => realCard(title).mission!.span as number;
  const withIcon = (card: Card, code: string) => ({ ...card, icons: [{ code, name: code, category: 'faction' }] }) as unknown as Card;
  const ofClass = (card: Card, shipClass: string) => ({ ...card, ship: { ...card.ship!, shipClass } }) as Card;
  /** p1's ship at L1 of Excavation, the mission, Excavation; the RANGE to fly to L3. */
  function toL3(mission: string, shipCard: Card, quadrant: 'Alpha' | 'Delta' = 'Alpha') {
    const built = scene({ missions: ['Excavation', realCard(mission), 'Excavation'], quadrant, ship: shipCard, crew: [person({ affiliation: 'Non-Aligned' })] });
    return flightCost(built.state, 'p1', 'L1', 'L3', built.ids.ship!)!.range;
  }
  it('172_021 Divert Attention: a [Maq] ship flies through it at span -2; another ship at its printed span', () => {
    expect(toL3('172_021', withIcon(ship({ affiliation: 'Non-Aligned' }), 'Maq'))).toBe(span('Divert Attention') - 2 + span('Excavation'));
    expect(toL3('172_021', ship({ affiliation: 'Non-Aligned' }))).toBe(span('Divert Attention') + span('Excavation'));
  });
  it("126_028 Analyze Radiation: a Son'a ship flies through it at span -2; another ship at its printed span", () => {
    expect(toL3('126_028', ofClass(ship({ affiliation: 'Non-Aligned' }), "Son'a Warship"))).toBe(span('Analyze Radiation') - 2 + span('Excavation'));
    expect(toL3('126_028', ofClass(ship({ affiliation: 'Non-Aligned' }), 'Galor Class'))).toBe(span('Analyze Radiation') + span('Excavation'));
  });
  it('165_008 Collect Omicron Particles: the locations next to it are span -1 for every ship (not its own)', () => {
    expect(toL3('165_008', ship({ affiliation: 'Non-Aligned' }), 'Delta')).toBe(span('Collect Omicron Particles') + span('Excavation') - 1);
    expect(toL3('Excavation', ship({ affiliation: 'Non-Aligned' }), 'Delta')).toBe(2 * span('Excavation'));
  });
});

describe.each([
  ['115_034', 'Office of the President', 'Espionage Mission', 'Federation', 'Admiral', () => person({ affiliation: 'Federation', ch: ['Admiral'] })],
  ['115_037', 'Office of the Proconsul', 'Cloaked Mission', 'Romulan', 'Senator', () => person({ affiliation: 'Romulan', ch: ['Senator'] })],
  ['115_035', 'The Great Hall', 'Expose Covert Supply', 'Klingon', 'Chancellor', () => person({ affiliation: 'Klingon', ch: ['Chancellor'] })],
  ['112_081', 'Central Command', 'Orb Negotiations', 'Cardassian', 'Gul', () => person({ affiliation: 'Cardassian', ch: ['Gul'] })],
  ['241_009', 'Senate Chamber', 'Cloaked Mission', 'Romulan', 'OFFICER with the Nemesis logo', () => ({ ...person({ affiliation: 'Romulan', skills: 'OFFICER' }), property: 'Nem' }) as Card],
  ['117_031', 'Tower of Commerce', 'Deliver Message', 'Ferengi', 'V.I.P.', () => person({ affiliation: 'Ferengi', skills: 'V.I.P.' })],
] as const)('%s %s: a headquarters played on its homeworld; once each turn one of its personnel reports for free OR one HQ card plays for free', (id, _title, home, affiliation, characteristic, matchingCard) => {
  // 1E rulebook › THE CARDS › FACILITIES (headquarters); PLAYING "FOR FREE"; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
  function run(state: GameState, command: Command) {
    const outcome = when(state, command);
    if ('violation' in outcome) throw new Error(outcome.violation.code);
    return outcome;
  }
  const played = (events: readonly { type: string }[], type: 'CardReported' | 'CardPlayed') => events.find((e) => e.type === type) as { normalCardPlay: boolean } | undefined;
  function atHome() {
    const built = scene({ missions: [home, 'Excavation'], hand: [id, matchingCard(), person({ affiliation, skills: 'SCIENCE' }), 'HQ: War Room'] });
    const [hq, matching, plain, hqCard] = built.ids.hand as [string, string, string, string];
    // HQ: War Room is scripted (issue 15, assorted): it lies on the homeworld (L1).
    const state = evolveAll([{ type: 'CardMoved', card: hq, from: Z.hand('p1'), to: Z.surface('L1'), faceUp: true, reason: 'scene' }], built.state);
    return { built, hq, matching, plain, hqCard, state };
  }
  it('played from hand only at its homeworld, onto the planet', () => {
    const built = scene({ missions: [home, 'Excavation'], hand: [id] });
    const hq = built.ids.hand[0]!;
    expect(legalCommands(built.state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === hq).map((c) => (c as { target?: string }).target)).toEqual(['L1']);
    expect(run(built.state, { type: 'PlayCard', actor: 'p1', card: hq, target: 'L1' }).state.cards[hq]!.zone).toBe(Z.surface('L1'));
  });
  it(`a ${characteristic} reports for free; the HQ card that turn is the normal card play`, () => {
    const { hq, matching, hqCard, state } = atHome();
    const first = run(state, { type: 'ReportForDuty', actor: 'p1', card: matching, facility: hq });
    expect(played(first.events, 'CardReported')).toMatchObject({ normalCardPlay: false });
    expect(played(run(first.state, { type: 'PlayCard', actor: 'p1', card: hqCard, target: 'L1' }).events, 'CardPlayed')).toMatchObject({ normalCardPlay: true });
  });
  it(`the HQ card plays for free; the ${characteristic} that turn reports as the normal card play`, () => {
    const { hq, matching, hqCard, state } = atHome();
    const first = run(state, { type: 'PlayCard', actor: 'p1', card: hqCard, target: 'L1' });
    expect(played(first.events, 'CardPlayed')).toMatchObject({ normalCardPlay: false });
    expect(first.state.windows ?? []).toEqual([]);
    expect(played(run(first.state, { type: 'ReportForDuty', actor: 'p1', card: matching, facility: hq }).events, 'CardReported')).toMatchObject({ normalCardPlay: true });
  });
  it(`a ${affiliation} SCIENCE personnel (none of those) reports as the normal card play`, () => {
    const { hq, plain, state } = atHome();
    expect(played(run(state, { type: 'ReportForDuty', actor: 'p1', card: plain, facility: hq }).events, 'CardReported')).toMatchObject({ normalCardPlay: true });
  });
});

describe('241_009 Senate Chamber: the OFFICER must carry the Star Trek Nemesis property logo', () => {
  it('a Romulan OFFICER of another property reports as the normal card play', () => {
    const built = scene({ missions: ['Cloaked Mission'], hand: ['241_009', { ...person({ affiliation: 'Romulan', skills: 'OFFICER' }), property: 'TNG' } as Card] });
    const [hq, officer] = built.ids.hand as [string, string];
    const state = evolveAll([{ type: 'CardMoved', card: hq, from: Z.hand('p1'), to: Z.surface('L1'), faceUp: true, reason: 'scene' }], built.state);
    const outcome = when(state, { type: 'ReportForDuty', actor: 'p1', card: officer, facility: hq });
    if ('violation' in outcome) throw new Error(outcome.violation.code);
    expect(outcome.events.find((e) => e.type === 'CardReported')).toMatchObject({ normalCardPlay: true });
  });
});

describe('124_123 Borg Tactical Cube: one equipment or Borg personnel a turn reports aboard for free while a [Def] drone is aboard', () => {
  // 1E rulebook › REPORTING FOR DUTY (a card that says cards may report aboard a ship); PLAYING "FOR FREE".
  const drone = (icons: string[] = []) => ({ ...person({ affiliation: 'Borg' }), icons: [...icons, 'DQ'].map((code) => ({ code, name: code, category: code === 'DQ' ? 'quadrant' : 'staffing' })) }) as unknown as Card;
  function cube(crewIcons: string[]) {
    const built = scene({ missions: ['Excavation'], quadrant: 'Delta', ship: realCard('124_123'), crew: [drone(crewIcons)], hand: [drone(), drone()] });
    return { state: built.state, cube: built.ids.ship!, first: built.ids.hand[0]!, second: built.ids.hand[1]! };
  }
  const report = (state: GameState, card: string, ship: string) => {
    const outcome = when(state, { type: 'ReportForDuty', actor: 'p1', card, facility: ship });
    if ('violation' in outcome) throw new Error(outcome.violation.code);
    return outcome;
  };
  const normalPlay = (events: readonly { type: string }[]) => (events.find((e) => e.type === 'CardReported') as unknown as { normalCardPlay: boolean }).normalCardPlay;
  it('with a [Def] drone aboard: the first drone reports aboard for free, the second that turn as the normal card play', () => {
    const { state, cube: ship, first, second } = cube(['Def']);
    const one = report(state, first, ship);
    expect(normalPlay(one.events)).toBe(false);
    expect(one.state.cards[first]!.zone).toBe(Z.aboard(ship));
    expect(normalPlay(report(one.state, second, ship).events)).toBe(true);
  });
  it('with only a [Nav] drone aboard: reporting aboard is the normal card play', () => {
    const { state, cube: ship, first } = cube(['Nav']);
    expect(normalPlay(report(state, first, ship).events)).toBe(true);
  });
});

describe('126_115 U.S.S. Enterprise-B: its Tractor Beam is off line while any of its attributes is reduced', () => {
  // 1E rulebook › THE CARDS › SHIPS (special equipment; the ship's text).
  function enterpriseB(onIt: readonly string[]) {
    const built = scene({ missions: ['Excavation'], ship: realCard('126_115'), crew: [person({ affiliation: 'Federation' })], hand: [...onIt] });
    const ship = built.ids.ship!;
    const state = evolveAll(built.ids.hand.map((card) => ({ type: 'CardMoved', card, from: Z.hand('p1'), to: Z.on(ship), faceUp: true, reason: 'scene' }) as never), built.state);
    return { state, ship };
  }
  it('as printed: it has its Tractor Beam', () => {
    const { state, ship } = enterpriseB([]);
    expect(hasSpecialEquipment(state, ship, 'Tractor Beam')).toBe(true);
  });
  it('with Baryon Buildup on it (RANGE -2): no Tractor Beam, its other equipment untouched', () => {
    const { state, ship } = enterpriseB(['Baryon Buildup']);
    expect(shipAttribute(state, ship, 'RANGE')).toBe(printed('126_115')[0]! - 2);
    expect(hasSpecialEquipment(state, ship, 'Tractor Beam')).toBe(false);
  });
});
