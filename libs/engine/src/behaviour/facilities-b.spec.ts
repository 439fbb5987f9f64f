/**
 * Building outposts whose ENGINEER is named otherwise than "of its affiliation" (issue 15): by an
 * icon ("[KCA] ENGINEER", "[TE] ENGINEER"), an affiliation and an icon ("[Sta][TE] ENGINEER"), or a
 * species ("Klaestron ENGINEER"); and outposts of later sets built by an ENGINEER of their own
 * affiliation (Vulcan, Starfleet). Built as the normal card play at a location where an outpost may
 * stand (native quadrant, a mission with its affiliation icon, not a homeworld).
 *   1E rulebook › THE CARDS › FACILITIES ("some are built during the game"); THE SEED PHASES ›
 *   FACILITY PHASE (outposts); MISCELLANEOUS RULES › EQUIVALENTS ("build" is "play" for facilities).
 * given (a play-phase scene) / when (PlayCard { target: location }) / then (the legal targets and facts).
 */
import type { Card } from '@captains-log/cards';
import { decide } from '../decide';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { RULES } from '../rules';
import { person, realCard, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { when } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { checkOutpostSite } from '../seeding';
import { isSeedOne } from '../card-facts';
import { isDeactivated } from './holograms';
import { playCard as build } from '../testing/commands';

const targets = (state: GameState, card: string) => legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === card).map((c) => (c as { target?: string }).target);
function run(state: GameState, command: Command) {
  const outcome = when(state, command);
  if ('violation' in outcome) throw new Error(outcome.violation.code);
  return outcome;
}

/** A space mission card with these affiliation icons. */
function missionWith(icons: readonly string[]): Card {
  const base = realCard('Study Stellar Collision');
  return { ...base, id: `t_mission_${icons.join('_')}`, title: `Test ${icons.join(' ')} mission`, mission: { ...base.mission!, affiliationIcons: icons as never } };
}
interface EngineerSpec {
  readonly affiliation: string;
  readonly icons?: readonly string[];
  readonly ch?: readonly string[];
  readonly skills?: string;
}
function engineer(spec: EngineerSpec): Card {
  const base = person({ skills: spec.skills ?? 'ENGINEER', affiliation: spec.affiliation, ...(spec.ch ? { ch: spec.ch } : {}) });
  return { ...base, icons: (spec.icons ?? []).map((code) => ({ code, name: code, category: 'other' })) } as Card;
}
/** The outpost (by id) in p1's hand; one personnel aboard p1's ship at L1, a space mission with these icons in this quadrant. */
function at(id: string, mission: readonly string[], quadrant: 'Alpha' | 'Mirror', who: EngineerSpec) {
  const built = scene({ missions: [missionWith(mission)], quadrant, ship: ship({ affiliation: who.affiliation }), crew: [engineer(who)], hand: [id] });
  return { state: built.state, outpost: built.ids.hand[0]! };
}

describe.each([
  ['122_030', 'Klingon Empire Outpost', ['Klingon'], 'Mirror', { affiliation: 'Cardassian', icons: ['KCA', 'MU'] }, { affiliation: 'Klingon', icons: ['MU'] }],
  ['181_023', 'Alliance Outpost', ['Cardassian'], 'Mirror', { affiliation: 'Klingon', icons: ['KCA', 'MU'] }, { affiliation: 'Cardassian', icons: ['MU'] }],
  ['194_076', 'Vulcan Outpost', ['Vulcan'], 'Alpha', { affiliation: 'Vulcan' }, { affiliation: 'Starfleet' }],
  ['112_084', 'Klaestron Outpost', ['Federation'], 'Alpha', { affiliation: 'Federation', ch: ['Klaestron'] }, { affiliation: 'Federation', ch: ['Human'] }],
  ['122_028', 'Terran Outpost', ['Federation'], 'Mirror', { affiliation: 'Federation', icons: ['TE', 'MU'] }, { affiliation: 'Federation', icons: ['MU'] }],
  ['191_018', 'Starfleet Outpost', ['Starfleet'], 'Alpha', { affiliation: 'Starfleet' }, { affiliation: 'Vulcan' }],
  ['191_016', 'Imperial Outpost', ['Starfleet'], 'Mirror', { affiliation: 'Starfleet', icons: ['TE', 'MU'] }, { affiliation: 'Starfleet', icons: ['MU'] }],
] as const)('%s %s (built where you have the ENGINEER its text names)', (id, _title, icons, quadrant, matching, other) => {
  it('that ENGINEER aboard your ship there: built in orbit there, as the normal card play', () => {
    const { state, outpost } = at(id, icons, quadrant, matching);
    expect(targets(state, outpost)).toEqual(['L1']);
    const events = decide(state, build(outpost, 'L1'));
    expect(events[0]).toEqual({ type: 'CardPlayed', player: 'p1', card: outpost, to: Z.space('L1'), normalCardPlay: true, rule: RULES.normalCardPlay });
    expect(evolveAll(events, state).cards[outpost]!.zone).toBe(Z.space('L1'));
  });
  it('another ENGINEER, or the same personnel without ENGINEER: nowhere to build', () => {
    expect(targets(at(id, icons, quadrant, other).state, at(id, icons, quadrant, other).outpost)).toEqual([]);
    const { state, outpost } = at(id, icons, quadrant, { ...matching, skills: 'OFFICER' });
    expect(targets(state, outpost)).toEqual([]);
    const outcome = when(state, build(outpost, 'L1'));
    expect('violation' in outcome && outcome.violation.code).toBe('INVALID_TARGET');
  });
});

describe('the outpost rules still hold for a named ENGINEER (Klingon Empire Outpost)', () => {
  it('at a mission without a Klingon icon, or outside its native quadrant: nowhere to build', () => {
    const kca = { affiliation: 'Cardassian', icons: ['KCA', 'MU'] };
    expect(targets(at('122_030', ['Cardassian'], 'Mirror', kca).state, at('122_030', ['Cardassian'], 'Mirror', kca).outpost)).toEqual([]);
    // Its [MU] icon makes the Mirror Quadrant its native quadrant (1E current rulings › Mirror Quadrant icon [MQ]):
    // a Klingon mission of the Alpha Quadrant is outside it.
    const alpha = at('122_030', ['Klingon'], 'Alpha', kca);
    expect(targets(alpha.state, alpha.outpost)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Outposts whose text names the place (OutpostSite): seeded or built there instead of at a mission with their icon.

/** p1's scene: three missions in `quadrant` with these regions (L1..L3), p1's ship at L1 with this crew, the outpost in hand. */
function regionScene(id: string, quadrant: 'Alpha' | 'Delta', regions: readonly (string | undefined)[], crew: readonly Card[]) {
  const built = scene({ missions: ['Investigate Alien Probe', 'Study Stellar Collision', 'Survey Mission'], quadrant, ship: ship({ affiliation: 'Non-Aligned' }), crew: [...crew], hand: [id] });
  const locations = { ...built.state.locations };
  regions.forEach((region, index) => {
    const { region: _old, ...rest } = locations[`L${index + 1}`]!;
    locations[`L${index + 1}`] = region ? { ...rest, region } : rest;
  });
  return { state: { ...built.state, locations }, outpost: built.ids.hand[0]! };
}

describe('219_013 Earth Outpost (seeds, limit one, or plays at a Neutral Zone region mission)', () => {
  const NZ = 'Neutral Zone Region';
  it('played during play at a Neutral Zone mission where you have no ENGINEER at all (it "plays", it is not built)', () => {
    const { state, outpost } = regionScene('219_013', 'Alpha', [NZ, NZ, undefined], []);
    expect(targets(state, outpost)).toEqual(['L1', 'L2']);
  });
  it('not at a mission outside the Neutral Zone, even one with the Federation icon', () => {
    const { state, outpost } = regionScene('219_013', 'Alpha', [undefined, 'Badlands Region', undefined], []);
    expect(targets(state, outpost)).toEqual([]);
  });
  it('its seed site follows the same rule; "Seeds (limit one)" is a seed-one limit', () => {
    const { state } = regionScene('219_013', 'Alpha', [NZ, undefined, undefined], []);
    expect(checkOutpostSite(state, 'p1', realCard('219_013'), 'L1')).toBeNull();
    expect(checkOutpostSite(state, 'p1', realCard('219_013'), 'L2')?.code).toBe('NO_MATCHING_AFFILIATION_ICON');
    expect(isSeedOne(realCard('219_013'))).toBe(true);
  });
});

describe('123_056 Nekrit Supply Depot (in or next to the Nekrit Expanse; built where you have a Non-Aligned Delta Quadrant ENGINEER)', () => {
  const NEKRIT = 'Nekrit Expanse Region';
  const dqEngineer = (affiliation = 'Non-Aligned') => ({ ...person({ skills: 'ENGINEER', affiliation }), icons: [{ code: 'DQ', name: 'DQ', category: 'quadrant' }] }) as Card;
  it('next to the Nekrit Expanse, with that ENGINEER aboard: built there', () => {
    const { state, outpost } = regionScene('123_056', 'Delta', [undefined, NEKRIT, undefined], [dqEngineer()]);
    expect(targets(state, outpost)).toEqual(['L1']);
    expect(checkOutpostSite(state, 'p1', realCard('123_056'), 'L2')).toBeNull();
  });
  it('two locations away from the region: not there; a Federation ENGINEER: nowhere', () => {
    const far = regionScene('123_056', 'Delta', [undefined, undefined, NEKRIT], [dqEngineer()]);
    expect(targets(far.state, far.outpost)).toEqual([]);
    const federation = regionScene('123_056', 'Delta', [NEKRIT, undefined, undefined], [dqEngineer('Federation')]);
    expect(targets(federation.state, federation.outpost)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Facilities' special downloads ("DL/ {…}" in their text): the download mechanism with the facility as the source
// (behaviour/downloads.ts; 1E rulebook › SPECIAL DOWNLOAD).

describe.each([
  ['191_018', 'Starfleet Outpost', 'UFP: One Small Step', 'Alpha'],
  ['191_016', 'Imperial Outpost', 'UFP: One Small Step', 'Alpha'],
  ['123_057', 'Vidiian Outpost', 'The Vidiian Sodality', 'Delta'],
  ['174_004', 'Starbase 247', "You Know I'd Like to Help", 'Alpha'],
  ['123_055', 'Kazon Outpost', 'The Kazon Collective', 'Delta'],
  ['109_037', 'Borg Outpost', 'Transwarp Network Gateway', 'Delta'],
  ['124_025', 'Hirogen Outpost', 'Hirogen Hunt', 'Delta'],
] as const)('%s %s (special download: %s)', (id, _title, target, quadrant) => {
  /** The facility of p1's in space at L1; the download target on top of p1's draw deck. */
  function inPlay(withTarget: boolean) {
    const built = scene({ missions: ['Study Stellar Collision'], quadrant, hand: [id, ...(withTarget ? [target] : [])] });
    const [facility, card] = built.ids.hand;
    const events: GameEvent[] = [{ type: 'CardMoved', card: facility!, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'scene' }];
    if (card) events.push({ type: 'CardMoved', card, from: Z.hand('p1'), to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test: into the deck' });
    return { state: evolveAll(events, built.state), facility: facility!, card };
  }
  it('offered with the facility as the source, and carried out: the card leaves the draw deck', () => {
    const { state, facility, card } = inPlay(true);
    const offered = legalCommands(state, 'p1').filter((c) => c.type === 'SpecialDownload' && c.source === facility);
    expect(offered.map((c) => (c as { target: string }).target)).toContain(target);
    const outcome = when(state, offered.find((c) => (c as { target: string }).target === target)!);
    if ('violation' in outcome) throw new Error(outcome.violation.code);
    expect(outcome.events.some((event) => event.type === 'CardDownloaded' && event.card === card)).toBe(true);
    expect(outcome.state.cards[card!]!.zone).not.toBe(Z.draw('p1'));
  });
  it('without the card in the deck or hand: not offered', () => {
    const { state, facility } = inPlay(false);
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'SpecialDownload' && c.source === facility)).toEqual([]);
  });
});

describe('outposts that seed at missions their text names by icon (Vidiian, Kazon, Starbase 247, Borg, Hirogen)', () => {
  /** A test mission with these icons, planet or space. */
  function missionOf(icons: readonly string[], kind: 'space' | 'planet'): Card {
    const base = realCard(kind === 'space' ? 'Study Stellar Collision' : 'Excavation');
    return { ...base, id: `t_m_${kind}_${icons.join('_') || 'none'}`, title: `Test ${kind} ${icons.join(' ')}`, mission: { ...base.mission!, affiliationIcons: icons as never } };
  }
  const site = (id: string, icons: readonly string[], kind: 'space' | 'planet', quadrant: 'Alpha' | 'Delta') => {
    const built = scene({ missions: [missionOf(icons, kind)], quadrant });
    return checkOutpostSite(built.state, 'p1', realCard(id), 'L1')?.code ?? null;
  };
  it('123_057 Vidiian Outpost: a Non-Aligned or Vidiian mission; not a Kazon one', () => {
    expect([site('123_057', ['Non-Aligned'], 'planet', 'Delta'), site('123_057', ['Vidiian'], 'space', 'Delta'), site('123_057', ['Kazon'], 'space', 'Delta')]).toEqual([null, null, 'NO_MATCHING_AFFILIATION_ICON']);
  });
  it('123_055 Kazon Outpost: a Kazon or Non-Aligned mission; not a Vidiian one', () => {
    expect([site('123_055', ['Kazon'], 'planet', 'Delta'), site('123_055', ['Non-Aligned'], 'space', 'Delta'), site('123_055', ['Vidiian'], 'space', 'Delta')]).toEqual([null, null, 'NO_MATCHING_AFFILIATION_ICON']);
  });
  it('174_004 Starbase 247: a Federation space mission; not a Federation planet mission', () => {
    expect([site('174_004', ['Federation'], 'space', 'Alpha'), site('174_004', ['Federation'], 'planet', 'Alpha')]).toEqual([null, 'NO_MATCHING_AFFILIATION_ICON']);
  });
  it('174_004 Starbase 247 is not built during play (its text only seeds it)', () => {
    const built = scene({ missions: [missionOf(['Federation'], 'space')], ship: ship(), crew: [{ skills: 'ENGINEER' }], hand: ['174_004'] });
    expect(targets(built.state, built.ids.hand[0]!)).toEqual([]);
  });
  it('109_037 Borg Outpost: a space mission with no affiliation icons; not one with icons, nor a planet', () => {
    expect([site('109_037', [], 'space', 'Delta'), site('109_037', ['Kazon'], 'space', 'Delta'), site('109_037', [], 'planet', 'Delta')]).toEqual([null, 'NO_MATCHING_AFFILIATION_ICON', 'NO_MATCHING_AFFILIATION_ICON']);
  });
  it('124_025 Hirogen Outpost: a Hirogen mission, or a space mission with no icons; not a Kazon one', () => {
    expect([site('124_025', ['Hirogen'], 'planet', 'Delta'), site('124_025', [], 'space', 'Delta'), site('124_025', ['Kazon'], 'space', 'Delta')]).toEqual([null, null, 'NO_MATCHING_AFFILIATION_ICON']);
  });
  it('123_057 Vidiian Outpost is built where you have a Vidiian ENGINEER at such a mission; not for a Kazon ENGINEER', () => {
    const at = (affiliation: string) => {
      const built = scene({ missions: [missionOf(['Non-Aligned'], 'space')], quadrant: 'Delta', ship: ship({ affiliation }), crew: [{ ...person({ skills: 'ENGINEER', affiliation }), icons: [{ code: 'DQ', name: 'DQ', category: 'quadrant' }] } as Card], hand: ['123_057'] });
      return targets(built.state, built.ids.hand[0]!);
    };
    expect(at('Vidiian')).toEqual(['L1']);
    expect(at('Kazon')).toEqual([]);
  });
});

describe('124_025 Hirogen Outpost (has a Holodeck)', () => {
  const hologram = () => ({ ...person({ affiliation: 'Hirogen' }), icons: [{ code: 'Holo', name: 'Hologram', category: 'built-in-rule' }] }) as Card;
  function aboard(facility: string) {
    const built = scene({ missions: ['Study Stellar Collision'], quadrant: 'Delta', hand: [facility, hologram()] });
    const [outpost, holo] = built.ids.hand;
    const state = evolveAll(
      [
        { type: 'CardMoved', card: outpost!, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'scene' },
        { type: 'CardMoved', card: holo!, from: Z.hand('p1'), to: Z.aboard(outpost!), faceUp: true, reason: 'scene' },
      ],
      built.state,
    );
    return { state, holo: holo! };
  }
  it('a hologram aboard it is activated', () => {
    const { state, holo } = aboard('124_025');
    expect(isDeactivated(state, holo)).toBe(false);
  });
  it('aboard another outpost (Kazon Outpost) it is deactivated', () => {
    const { state, holo } = aboard('123_055');
    expect(isDeactivated(state, holo)).toBe(true);
  });
});

describe('123_055 Kazon Outpost (has no transporters)', () => {
  /** p1's outpost (Kazon Outpost or Vidiian Outpost) at the planet L1 with a personnel aboard, and p1's ship there. */
  function beamScene(outpostId: string) {
    const base = realCard('Excavation');
    const mission = { ...base, id: 't_m_kazon_planet', mission: { ...base.mission!, affiliationIcons: ['Kazon', 'Vidiian'] as never } } as Card;
    const built = scene({ missions: [mission], quadrant: 'Delta', ship: ship({ affiliation: 'Kazon' }), crew: [{ affiliation: 'Kazon' }], hand: [outpostId, { affiliation: 'Kazon' }] });
    const [outpost, person_] = built.ids.hand;
    const state = evolveAll(
      [
        { type: 'CardMoved', card: outpost!, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'scene' },
        { type: 'CardMoved', card: person_!, from: Z.hand('p1'), to: Z.aboard(outpost!), faceUp: true, reason: 'scene' },
      ],
      built.state,
    );
    return { state, outpost: outpost!, aboard: person_!, ship: built.ids.ship! };
  }
  const beam = (cards: string[], to: string, via: string): Command => ({ type: 'Beam', actor: 'p1', cards, to, via });
  it("nothing beams with its transporters; the ship's transporters still beam to and from it", () => {
    const { state, outpost, aboard, ship: shipId } = beamScene('123_055');
    const refused = when(state, beam([aboard], Z.surface('L1'), outpost));
    expect('violation' in refused && refused.violation.code).toBe('NO_TRANSPORTER');
    expect('violation' in when(state, beam([aboard], Z.aboard(shipId), shipId))).toBe(false);
  });
  it('another outpost (Vidiian Outpost) beams with its own transporters', () => {
    const { state, outpost, aboard } = beamScene('123_057');
    expect('violation' in when(state, beam([aboard], Z.surface('L1'), outpost))).toBe(false);
  });
});

describe('163_014 Repurposed Outpost (does not allow aligned cards to report)', () => {
  /** p1's outpost (Repurposed Outpost or Neutral Outpost) at L1, and these cards in p1's hand. */
  function reporting(outpostId: string, hand: readonly (string | PersonSpec)[]) {
    const built = scene({ missions: ['Study Stellar Collision'], hand: [outpostId, ...hand] });
    const [outpost, ...cards] = built.ids.hand;
    const state = evolveAll([{ type: 'CardMoved', card: outpost!, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'scene' }], built.state);
    return { state, outpost: outpost!, cards };
  }
  const code = (state: GameState, card: string, facility: string) => {
    const outcome = when(state, { type: 'ReportForDuty', actor: 'p1', card, facility });
    return 'violation' in outcome ? outcome.violation.code : null;
  };
  it('a Non-Aligned personnel and equipment report there; a Federation personnel does not (nor is offered)', () => {
    const { state, outpost, cards } = reporting('163_014', [{ affiliation: 'Non-Aligned' }, 'Engineering Kit', { affiliation: 'Federation' }]);
    expect([code(state, cards[0]!, outpost), code(state, cards[1]!, outpost), code(state, cards[2]!, outpost)]).toEqual([null, null, 'NOT_REPORTABLE']);
    expect(legalCommands(state, 'p1').some((c) => c.type === 'ReportForDuty' && c.card === cards[2])).toBe(false);
  });
  it('at another Non-Aligned outpost (Neutral Outpost) the Federation personnel reports', () => {
    const { state, outpost, cards } = reporting('103_052', [{ affiliation: 'Federation' }]);
    expect(code(state, cards[0]!, outpost)).toBeNull();
  });
});

describe('122_028 Terran Outpost (may be seeded or built at the Terran Hideout if no headquarters there)', () => {
  /** The Terran Hideout (a test mission of that title in the Mirror Quadrant, no affiliation icons), with a headquarters (Terran Rebellion HQ) there or not. */
  function hideout(withHeadquarters: boolean) {
    const base = realCard('Excavation');
    const mission = { ...base, id: 't_m_hideout', title: 'Terran Hideout', mission: { ...base.mission!, affiliationIcons: [] as never } } as Card;
    const built = scene({ missions: [mission], quadrant: 'Mirror', hand: ['Terran Rebellion HQ'] });
    return withHeadquarters ? evolveAll([{ type: 'CardMoved', card: built.ids.hand[0]!, from: Z.hand('p1'), to: Z.surface('L1'), faceUp: true, reason: 'scene' }], built.state) : built.state;
  }
  it('at the Terran Hideout with no headquarters there: a site (though the mission has no Federation icon)', () => {
    expect(checkOutpostSite(hideout(false), 'p1', realCard('122_028'), 'L1')).toBeNull();
  });
  it('with a headquarters there: not a site; another Mirror Quadrant outpost (Klingon Empire Outpost) is not allowed there either way', () => {
    expect(checkOutpostSite(hideout(true), 'p1', realCard('122_028'), 'L1')?.code).toBe('NO_MATCHING_AFFILIATION_ICON');
    expect(checkOutpostSite(hideout(false), 'p1', realCard('122_030'), 'L1')?.code).toBe('NO_MATCHING_AFFILIATION_ICON');
  });
});

describe('124_024 Unicomplex (seeds or plays at a space mission with no affiliation icons; once each turn a Borg Queen, unique drone or unique ship reports here for free)', () => {
  const noIcons = () => {
    const base = realCard('Study Stellar Collision');
    return { ...base, id: 't_m_space_none', title: 'Test space none', mission: { ...base.mission!, affiliationIcons: [] as never } } as Card;
  };
  function withUnicomplex(hand: readonly (string | PersonSpec | Card)[]) {
    const built = scene({ missions: [noIcons()], quadrant: 'Delta', hand: ['124_024', ...hand] });
    const [facility, ...cards] = built.ids.hand;
    const state = evolveAll([{ type: 'CardMoved', card: facility!, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'scene' }], built.state);
    return { state, facility: facility!, cards };
  }
  const drone = (universal: boolean) => ({ ...person({ affiliation: 'Borg', universal }), icons: [{ code: 'DQ', name: 'DQ', category: 'quadrant' }] }) as Card;
  it('played without an ENGINEER at such a mission', () => {
    const built = scene({ missions: [noIcons()], quadrant: 'Delta', hand: ['124_024'] });
    expect(targets(built.state, built.ids.hand[0]!)).toEqual(['L1']);
  });
  it('a unique drone reports for free; a second one that turn uses the normal card play', () => {
    const { state, facility, cards } = withUnicomplex([drone(false), drone(false)]);
    const first = run(state, { type: 'ReportForDuty', actor: 'p1', card: cards[0]!, facility });
    expect(first.events.find((e) => e.type === 'CardReported')).toMatchObject({ normalCardPlay: false });
    const second = run(first.state, { type: 'ReportForDuty', actor: 'p1', card: cards[1]!, facility });
    expect(second.events.find((e) => e.type === 'CardReported')).toMatchObject({ normalCardPlay: true });
  });
  it('a universal drone reports only as the normal card play', () => {
    const { state, facility, cards } = withUnicomplex([drone(true)]);
    expect(run(state, { type: 'ReportForDuty', actor: 'p1', card: cards[0]!, facility }).events.find((e) => e.type === 'CardReported')).toMatchObject({ normalCardPlay: true });
  });
});
