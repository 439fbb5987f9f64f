/**
 * Film and TNG-era cards (issue 15, helper films).
 * given (a scene at L1: p1's Away Team, an outpost, a captive set up with a `PersonnelCaptured` fact)
 * / when (PlayCard) / then (where the cards are, what was spent).
 */
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene, type PersonSpec } from '../testing/attempt-scene';
import { accepted, moved, play as run, refused } from '../testing/scenario';
import { validTargets } from './play';
import { remainingRange } from '../play';
import { memberOf } from '../attempt/requirements';
import { shipAttribute } from './ship-modifiers';
import { ship as testShip } from '../testing/attempt-scene';
import type { Card } from '@captains-log/cards';
import type { Command, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { playCard } from '../testing/commands';


function held(state: GameState, card: string, captor: PlayerId, place: string): GameState {
  return evolveAll([{ type: 'PersonnelCaptured', card, from: state.cards[card]!.zone, to: Z.held(captor, place), captor, source: 'test' }], state);
}

describe('238_005 Operation Retrieve', () => {
  /** p1's Henreid ([Fed][Films]) and a plain Federation personnel, both captives of p2 at L1; p1's Federation Outpost at L1. */
  function table() {
    const built = scene({ missions: ['Excavation'], awayTeam: [realCard('Henreid'), { skills: 'MEDICAL' }, { skills: 'OFFICER' }], hand: ['Operation Retrieve', 'Federation Outpost'] });
    const [films, plain] = built.ids.awayTeam as [string, string, string];
    const [card, outpost] = built.ids.hand as [string, string];
    let state = moved(built.state, [[outpost, Z.space('L1')]]);
    state = held(held(state, films, 'p2', 'L1'), plain, 'p2', 'L1');
    return { state, card, outpost, films, plain };
  }

  it('a [Films] personnel comes back to hand and reports at once for free to your outpost (the normal card play is not spent on it)', () => {
    const { state, card, outpost, films } = table();
    expect(validTargets(state, 'p1', { kind: 'your-personnel-to-retrieve', orControlled: true, reportIf: { icons: ['Films'] } }, card)).toContain(`${films}>${outpost}`);
    const after = accepted(state, playCard(card, `${films}>${outpost}`));
    expect(after.state.cards[films]!.zone).toBe(Z.aboard(outpost));
    expect(after.events.find((event) => event.type === 'CardReported')).toMatchObject({ card: films, normalCardPlay: false });
  });

  it('choosing the bare personnel only returns it to hand', () => {
    const { state, card, films } = table();
    const after = accepted(state, playCard(card, films));
    expect(after.state.cards[films]!.zone).toBe(Z.hand('p1'));
  });

  it('a personnel without [Films] returns to hand but has no free report offered', () => {
    const { state, card, outpost, plain } = table();
    const targets = validTargets(state, 'p1', { kind: 'your-personnel-to-retrieve', orControlled: true, reportIf: { icons: ['Films'] } }, card);
    expect(targets).toContain(plain);
    expect(targets).not.toContain(`${plain}>${outpost}`);
    expect(refused(state, playCard(card, `${plain}>${outpost}`))).toBe('INVALID_TARGET');
    expect(accepted(state, playCard(card, plain)).state.cards[plain]!.zone).toBe(Z.hand('p1'));
  });
});

describe('153_010 Protect Historic Encounter (Earth attempted by [Ent-E] personnel with its own requirements; worth 30; a 2063 Earth native downloaded here)', () => {
  const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
  const entE = (skills: string, cunning: number): Card => {
    const base = person({ skills, c: cunning });
    return { ...base, icons: [...base.icons, { code: 'Ent-E', name: 'Enterprise-E', category: 'staffing' } as never] };
  };
  function setup(opts: { cunning?: number; objective?: boolean; team?: readonly (Card | PersonSpec)[] } = {}) {
    const team = opts.team ?? [entE('SCIENCE Anthropology', opts.cunning ?? 25), entE('SCIENCE Archaeology', 10)];
    const built = scene({ missions: ['Espionage Mission'], awayTeam: team, hand: ['Protect Historic Encounter', 'Lily Sloane', 'Data'] });
    const [objective, lily, data] = built.ids.hand as [string, string, string];
    const state = opts.objective === false ? built.state : moved(built.state, [[objective, Z.atop('L1')]]);
    return { state, objective, lily, data };
  }
  const download = (source: string, target: string): Command => ({ type: 'SpecialDownload', actor: 'p1', source, icon: 0, target });

  it('Anthropology + Archaeology + CUNNING 35 (>30): solved for 30 points (not its printed value); Lily Sloane (native to 2063 Earth) downloads to the planet, Data does not', () => {
    const { state, objective, lily } = setup();
    const solved = run(state, [attempt]);
    expect(ofType(solved.events, 'MissionSolved')).toEqual([expect.objectContaining({ player: 'p1', location: 'L1', points: 30 })]);
    expect(ofType(solved.events, 'PointsScored').filter((event) => !event.bonus).map((event) => event.points)).toEqual([30]);
    expect(legalCommands(solved.state, 'p1').filter((c) => c.type === 'SpecialDownload')).toEqual([download(objective, 'Lily Sloane')]);
    expect(refused(solved.state, download(objective, 'Data'))).toBe('NOT_THE_ICONS_TARGET');
    const done = run(solved.state, [download(objective, 'Lily Sloane')]);
    expect(ofType(done.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([[lily, Z.surface('L1')]]);
  });
  it('CUNNING 30 (not above 30): the attempt fails', () => {
    const solved = run(setup({ cunning: 20 }).state, [attempt]);
    expect(ofType(solved.events, 'MissionSolved')).toEqual([]);
  });
  it('without the objective atop Earth, or with personnel lacking [Ent-E], Earth may not be attempted', () => {
    expect(refused(setup({ objective: false }).state, attempt)).not.toBeNull();
    expect(refused(setup({ team: [{ skills: 'SCIENCE Anthropology', c: 25 }, { skills: 'SCIENCE Archaeology', c: 10 }] }).state, attempt)).not.toBeNull();
  });
});

describe('188_017 Set a Course for Home (Earth: an Away Team of only [DQ][Fed] personnel, its own requirements; U.S.S. Voyager between a spaceline end and Earth after two Delta Quadrant solves)', () => {
  const dq = (skills: string, cunning: number, affiliation = 'Federation'): Card => {
    const base = person({ skills, c: cunning, affiliation });
    return { ...base, icons: [...base.icons, { code: 'DQ', name: 'Delta Quadrant', category: 'quadrant' } as never] };
  };
  const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
  function earth(team: readonly (Card | PersonSpec)[], objective = true) {
    const built = scene({ missions: ['Espionage Mission'], awayTeam: team, hand: ['Set a Course for Home'] });
    const card = built.ids.hand[0]!;
    return objective ? moved(built.state, [[card, Z.atop('L1')]]) : built.state;
  }
  const crew = (cunning: number) => [dq('OFFICER Navigation', cunning), dq('OFFICER Navigation', 20)];

  it('two [DQ][Fed] OFFICERs with Navigation and CUNNING 45 (>40) solve Earth; with CUNNING 40 they fail', () => {
    expect(ofType(run(earth(crew(25)), [attempt]).events, 'MissionSolved')).toEqual([expect.objectContaining({ player: 'p1', location: 'L1' })]);
    expect(ofType(run(earth(crew(20)), [attempt]).events, 'MissionSolved')).toEqual([]);
  });
  it('an Away Team with one personnel who is not [DQ] may not attempt; nor the [DQ] team without the objective', () => {
    expect(refused(earth([...crew(25), { skills: 'SCIENCE' }]), attempt)).not.toBeNull();
    expect(refused(earth(crew(25), false), attempt)).not.toBeNull();
  });

  /** Earth at L2 between Excavation (L1) and Investigate Rogue Comet (L3); p1's U.S.S. Voyager at `at`; `solved` Delta Quadrant missions solved (set-up facts). */
  function voyage(at: string, solved: number) {
    const built = scene({ missions: ['Excavation', 'Espionage Mission', 'Investigate Rogue Comet'], ship: realCard('U.S.S. Voyager'), crew: [dq('OFFICER', 5)], hand: ['Set a Course for Home'] });
    const card = built.ids.hand[0]!;
    const ship = built.ids.ship!;
    const state = moved(built.state, [[card, Z.atop('L2')], [ship, Z.space(at)]]);
    const delta = ['D1', 'D2'].slice(0, solved);
    const locations = { ...state.locations, ...Object.fromEntries(delta.map((id) => [id, { ...state.locations.L1!, quadrant: 'Delta' as const, missions: [] }])) };
    return { state: { ...state, locations, completed: { ...state.completed, p1: delta } } as GameState, card, ship };
  }
  const setCourse = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'set-course', target });

  it('after two Delta Quadrant solves, Voyager at a spaceline end (L3) moves to Earth and has no RANGE left; from Earth it may go to either end', () => {
    const { state, card, ship } = voyage('L3', 2);
    const after = accepted(state, setCourse(card, `${ship}>L2`));
    expect(after.state.cards[ship]!.zone).toBe(Z.space('L2'));
    expect(remainingRange(after.state, ship)).toBe(0);
    const back = voyage('L2', 2);
    expect([...validTargets(back.state, 'p1', { kind: 'your-titled-ship-between-ends-and-here', titles: ['U.S.S. Voyager'], solvedIn: { quadrant: 'Delta', count: 2 } }, back.card)].sort()).toEqual([`${back.ship}>L1`, `${back.ship}>L3`]);
  });
  it('with one Delta Quadrant solve there is no such move', () => {
    const { state, card, ship } = voyage('L3', 1);
    expect(refused(state, setCourse(card, `${ship}>L2`))).not.toBeNull();
  });
});

describe('138_016 Inspection (Alpha Quadrant ships with three Admirals and/or V.I.P.s aboard, and their crews, +1; an OFFICER exchanged with an Admiral or V.I.P. from the discard pile at the start of your turn)', () => {
  const admiral = (title: string): PersonSpec => ({ skills: 'OFFICER Leadership', ch: ['Admiral'], title });
  const vip = (title: string): PersonSpec => ({ skills: 'V.I.P. Diplomacy', title });
  function fleet(crew: readonly PersonSpec[], quadrant: 'Alpha' | 'Delta' = 'Alpha') {
    const base = testShip();
    const vessel: Card = quadrant === 'Alpha' ? base : { ...base, icons: [...base.icons, { code: 'DQ', name: 'Delta Quadrant', category: 'quadrant' } as never] };
    const built = scene({ missions: ['Excavation'], ship: vessel, crew, hand: ['Inspection', { ...vip('Discarded V.I.P.') }, { skills: 'MEDICAL', title: 'Discarded Doctor' }] });
    const [card, spare, doctor] = built.ids.hand as [string, string, string];
    const state = moved(built.state, [[card, Z.table('p1')], [spare, Z.discard('p1')], [doctor, Z.discard('p1')]]);
    const without = moved(built.state, [[spare, Z.discard('p1')], [doctor, Z.discard('p1')]]);
    return { state, without, card, spare, doctor, ship: built.ids.ship!, crew: built.ids.crew };
  }
  const inspected = [admiral('Admiral A'), vip('Envoy B'), vip('Envoy C'), { skills: 'ENGINEER', title: 'Engineer D' }];

  it('three Admirals and/or V.I.P.s aboard an Alpha Quadrant ship: ship attributes +1 and each personnel aboard +1', () => {
    const { state, without, ship, crew } = fleet(inspected);
    expect(shipAttribute(state, ship, 'WEAPONS')).toBe(shipAttribute(without, ship, 'WEAPONS') + 1);
    expect(shipAttribute(state, ship, 'SHIELDS')).toBe(shipAttribute(without, ship, 'SHIELDS') + 1);
    const engineer = crew[3]!;
    expect([memberOf(state, engineer).integrity, memberOf(state, engineer).cunning, memberOf(state, engineer).strength]).toEqual([6, 6, 6]);
  });
  it('two of them aboard, or a ship native to the Delta Quadrant: no change', () => {
    const two = fleet([admiral('Admiral A'), vip('Envoy B'), { skills: 'ENGINEER', title: 'Engineer D' }]);
    expect(shipAttribute(two.state, two.ship, 'WEAPONS')).toBe(shipAttribute(two.without, two.ship, 'WEAPONS'));
    expect(memberOf(two.state, two.crew[2]!).strength).toBe(5);
    const delta = fleet(inspected, 'Delta');
    expect(shipAttribute(delta.state, delta.ship, 'WEAPONS')).toBe(shipAttribute(delta.without, delta.ship, 'WEAPONS'));
  });
  it('at the start of your turn, your OFFICER aboard your staffed ship is exchanged with a V.I.P. of your discard pile (not with a MEDICAL personnel)', () => {
    const { state, card, spare, doctor, ship, crew } = fleet(inspected);
    const officer = crew[0]!;
    const exchange = (target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'exchange', target });
    expect(refused(state, exchange(`${officer}>${doctor}`))).not.toBeNull();
    const after = accepted(state, exchange(`${officer}>${spare}`));
    expect([after.state.cards[officer]!.zone, after.state.cards[spare]!.zone]).toEqual([Z.discard('p1'), Z.aboard(ship)]);
    expect(after.state.cards[doctor]!.zone).toBe(Z.discard('p1'));
  });
});
