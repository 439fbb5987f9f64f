/**
 * Ship text, second pass (issue 15): a ship's own attribute bonus (its X) by where it is (in any
 * region, at a planet mission), by its crew (all of them of a kind, one with a lore), and by the
 * other ships at its location — read by `shipAttribute`, so flying, beaming and battle all see it.
 *   1E rulebook › THE CARDS › SHIPS (text on the ship card; "X" in an attribute box is defined by the
 *   card's text); EXECUTING ORDERS › FLY A STARSHIP; BATTLE › SHIP BATTLE.
 * given (a table of cards at L1, a planet mission) / when (the attribute is read, or ships fire) / then (the values).
 */
import type { Card } from '@captains-log/cards';
import { attributeNumber, parseRequirement } from '@captains-log/cards';
import { ofType, person, realCard, runAttempt, scene, sharedCards } from '../testing/attempt-scene';
import { flightCost, isStaffed } from '../play';
import { staffingAlternative } from './staffing';
import { isDeactivated } from './holograms';
import { evolveAll } from '../evolve';
import { play, when } from '../testing/scenario';
import { versusBonus } from './verbs-ships';
import { manualShipText } from './ship-equipment';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import type { Command, GameState } from '../types';
import { legalCommands } from '../legal';
import { RULES } from '../rules';
import { Z } from '../zones';
import { nativeQuadrant } from '../card-facts';
import { shipAttribute } from './ship-modifiers';

const ATTRIBUTES = ['RANGE', 'WEAPONS', 'SHIELDS'] as const;
const attributes = (state: GameState, ship: string) => ATTRIBUTES.map((attribute) => shipAttribute(state, ship, attribute));
/** The printed values (an X box counts as its printed base). */
const printed = (id: string) => {
  const facts = realCard(id).ship!;
  return [facts.range, facts.weapons, facts.shields].map((value) => attributeNumber(value));
};
const raised = (id: string, by: Partial<Record<(typeof ATTRIBUTES)[number], number>>) => ATTRIBUTES.map((attribute, index) => printed(id)[index]! + (by[attribute] ?? 0));
const withRegion = (state: GameState, region: string | undefined): GameState => {
  const { region: _old, ...rest } = state.locations['L1']!;
  return { ...state, locations: { ...state.locations, L1: region ? { ...rest, region } : rest } };
};
const crewman = (spec: { affiliation: string; icons?: string[]; universal?: boolean; lore?: string }): Card =>
  ({
    ...person({ affiliation: spec.affiliation, universal: spec.universal ?? false }),
    icons: [{ code: 'Stf', name: 'Staff', category: 'staffing' }, ...(spec.icons ?? []).map((code) => ({ code, name: code, category: 'era' }))],
    ...(spec.lore ? { lore: spec.lore } : {}),
  }) as Card;
/** The ship (by id) of p1's at L1 (the planet mission Excavation), with this crew aboard, and other cards. */
function table(id: string, crew: readonly Card[] = [], others: readonly Placed[] = []) {
  const built = battleScene([{ label: 'ship', card: id, owner: 'p1', at: 'space' }, ...crew.map((card, index) => ({ label: `crew${index}`, card, owner: 'p1' as const, at: { aboard: 'ship' } })), ...others]);
  return { state: built.state, ship: built.id('ship'), id: built.id };
}

describe("181_077 Ya'Vang (X=1 in a region: WEAPONS and SHIELDS)", () => {
  it('at a location in a region: WEAPONS and SHIELDS one higher', () => {
    const { state, ship } = table('181_077');
    expect(attributes(withRegion(state, 'Badlands Region'), ship)).toEqual(raised('181_077', { WEAPONS: 1, SHIELDS: 1 }));
  });
  it('at a location in no region: as printed (X is 0)', () => {
    const { state, ship } = table('181_077');
    expect(attributes(withRegion(state, undefined), ship)).toEqual(printed('181_077'));
  });
});

describe('219_052 Bird-of-Prey, Mk II (X=2 in the Neutral Zone region: RANGE and SHIELDS)', () => {
  it('in the Neutral Zone region: RANGE and SHIELDS two higher', () => {
    const { state, ship } = table('219_052');
    expect(attributes(withRegion(state, 'Neutral Zone Region'), ship)).toEqual(raised('219_052', { RANGE: 2, SHIELDS: 2 }));
  });
  it('in another region: as printed', () => {
    const { state, ship } = table('219_052');
    expect(attributes(withRegion(state, 'Badlands Region'), ship)).toEqual(printed('219_052'));
  });
});

describe('191_059 Imperial Interceptor (X=3 at a planet mission: WEAPONS)', () => {
  it('at a planet mission: WEAPONS three higher', () => {
    const { state, ship } = table('191_059');
    expect(attributes(state, ship)).toEqual(raised('191_059', { WEAPONS: 3 }));
  });
  it('at a space mission: as printed', () => {
    const { state, ship } = table('191_059');
    const mission = state.locations['L1']!.missions[0]!;
    const space = { ...state, blueprints: { ...state.blueprints, [state.cards[mission]!.blueprint]: realCard('Investigate Alien Probe') } };
    expect(realCard('Investigate Alien Probe').mission!.kind).toBe('space');
    expect(attributes(space, ship)).toEqual(printed('191_059'));
  });
});

describe('200_052 Bird-of-Prey (X=3 if all crew are 22nd-century or universal)', () => {
  it('a 22nd-century crewman and a universal one: every attribute three higher', () => {
    const { state, ship } = table('200_052', [crewman({ affiliation: 'Romulan', icons: ['22'] }), crewman({ affiliation: 'Romulan', universal: true })]);
    expect(attributes(state, ship)).toEqual(raised('200_052', { RANGE: 3, WEAPONS: 3, SHIELDS: 3 }));
  });
  it('one crewman who is neither: as printed; no crew at all: as printed', () => {
    const mixed = table('200_052', [crewman({ affiliation: 'Romulan', icons: ['22'] }), crewman({ affiliation: 'Romulan' })]);
    expect(attributes(mixed.state, mixed.ship)).toEqual(printed('200_052'));
    const empty = table('200_052');
    expect(attributes(empty.state, empty.ship)).toEqual(printed('200_052'));
  });
});

describe('123_192 U.S.S. Equinox (X=4 if a crew member has "U.S.S. Equinox" in lore: RANGE)', () => {
  it('a crewman whose lore names the Equinox: RANGE four higher', () => {
    const { state, ship } = table('123_192', [crewman({ affiliation: 'Federation', lore: 'Served aboard the U.S.S. Equinox.' }), crewman({ affiliation: 'Federation' })]);
    expect(attributes(state, ship)).toEqual(raised('123_192', { RANGE: 4 }));
  });
  it('no such crewman: as printed', () => {
    const { state, ship } = table('123_192', [crewman({ affiliation: 'Federation', lore: 'Served aboard the U.S.S. Voyager.' })]);
    expect(attributes(state, ship)).toEqual(printed('123_192'));
  });
});

describe('124_125 Hunting Vessel (X=7 + your other staffed Hirogen ships here: WEAPONS)', () => {
  const hirogen = () => warship({ affiliation: 'Hirogen' });
  it('alone: WEAPONS 7', () => {
    const { state, ship } = table('124_125');
    expect(shipAttribute(state, ship, 'WEAPONS')).toBe(7);
  });
  it('two other staffed Hirogen ships of yours here: WEAPONS 9; an unstaffed one, an opponent\u2019s, or another affiliation\u2019s do not count', () => {
    const staffedShip = (label: string, owner: 'p1' | 'p2', affiliation: string): Placed[] => [
      { label, card: warship({ affiliation }), owner, at: 'space' },
      { label: `${label}-crew`, card: crewman({ affiliation }), owner, at: { aboard: label } },
    ];
    const { state, ship } = table('124_125', [], [
      ...staffedShip('a', 'p1', 'Hirogen'),
      ...staffedShip('b', 'p1', 'Hirogen'),
      { label: 'empty', card: hirogen(), owner: 'p1', at: 'space' },
      ...staffedShip('theirs', 'p2', 'Hirogen'),
      ...staffedShip('kazon', 'p1', 'Kazon'),
    ]);
    expect(shipAttribute(state, ship, 'WEAPONS')).toBe(9);
  });
});

describe("119_111 I.K.C. Ning'tao (SHIELDS +2 for each opposing Dominion ship here)", () => {
  it('two opposing Dominion ships here: SHIELDS four higher', () => {
    const { state, ship } = table('119_111', [], [
      { label: 'd1', card: warship({ affiliation: 'Dominion' }), owner: 'p2', at: 'space' },
      { label: 'd2', card: warship({ affiliation: 'Dominion' }), owner: 'p2', at: 'space' },
    ]);
    expect(attributes(state, ship)).toEqual(raised('119_111', { SHIELDS: 4 }));
  });
  it('a Dominion ship of your own, or an opposing Klingon one: as printed', () => {
    const { state, ship } = table('119_111', [], [
      { label: 'd1', card: warship({ affiliation: 'Dominion' }), owner: 'p1', at: 'space' },
      { label: 'k1', card: warship({ affiliation: 'Klingon' }), owner: 'p2', at: 'space' },
    ]);
    expect(attributes(state, ship)).toEqual(printed('119_111'));
  });
});

// ---------------------------------------------------------------------------------------------
// "vs." bonuses: read by the ship battle's attack and defense totals (1E rulebook › BATTLE › SHIP BATTLE › 5. Open Fire).

describe.each([
  ['116_101', 'Kraxon', () => realCard('115_126'), () => warship({ affiliation: 'Federation' }), 3, 2],
  ['135_010', 'U.S.S. Defiant (Chain of Command)', () => warship({ affiliation: 'Borg' }), () => warship({ affiliation: 'Klingon' }), 3, 3],
  ['155_098', 'Batris', () => warship({ affiliation: 'Klingon' }), () => warship({ affiliation: 'Romulan' }), 5, 0],
  ['172_048', 'Stolen Defiant', () => warship({ affiliation: 'Cardassian' }), () => warship({ affiliation: 'Klingon' }), 3, 3],
  ['227_054', 'Rovaran', () => warship({ affiliation: 'Dominion' }), () => warship({ affiliation: 'Klingon' }), 2, 2],
  ['181_076', "Mr. Sisko's Interceptor", () => realCard('181_077'), () => warship({ affiliation: 'Klingon' }), 3, 3],
  ['109_126', 'U.S.S. Bozeman', () => warship({ affiliation: 'Borg' }), () => warship({ affiliation: 'Romulan' }), 2, 2],
  ['109_127', 'U.S.S. Enterprise-E', () => warship({ affiliation: 'Borg' }), () => warship({ affiliation: 'Romulan' }), 3, 0],
  ['116_103', 'U.S.S. Thunderchild', () => warship({ affiliation: 'Borg' }), () => warship({ affiliation: 'Romulan' }), 0, 4],
] as const)('%s %s (a battle bonus against some opposing cards)', (id, _title, matching, other, weapons, shields) => {
  const against = (enemy: Card) => {
    const built = table(id, [], [{ label: 'enemy', card: enemy, owner: 'p2', at: 'space' }]);
    return { state: built.state, ship: built.ship, enemy: built.id('enemy') };
  };
  it(`against a matching card: WEAPONS +${weapons}, SHIELDS +${shields} in the battle totals (not outside battle)`, () => {
    const { state, ship, enemy } = against(matching());
    expect([versusBonus(state, ship, 'WEAPONS', [enemy]), versusBonus(state, ship, 'SHIELDS', [enemy]), versusBonus(state, ship, 'RANGE', [enemy])]).toEqual([weapons, shields, 0]);
    expect(attributes(state, ship)).toEqual(printed(id));
  });
  it('against another card: no bonus', () => {
    const { state, ship, enemy } = against(other());
    expect([versusBonus(state, ship, 'WEAPONS', [enemy]), versusBonus(state, ship, 'SHIELDS', [enemy])]).toEqual([0, 0]);
  });
});

describe('the battle reads the "vs." bonus (Kraxon against the U.S.S. Defiant, a Defiant-class ship)', () => {
  const crew = (label: string, owner: 'p1' | 'p2', affiliation: string, skills: string): Placed => ({ label: `${label}-crew`, owner, at: { aboard: label }, card: { skills, affiliation } });
  it('open fire: the Kraxon attacks with WEAPONS 7+3; return fire: the Defiant fires at SHIELDS 8+2', () => {
    const built = battleScene([
      { label: 'kraxon', card: '116_101', owner: 'p1', at: 'space' },
      crew('kraxon', 'p1', 'Cardassian', 'OFFICER'),
      { label: 'defiant', card: '115_126', owner: 'p2', at: 'space' },
      crew('defiant', 'p2', 'Federation', 'ENGINEER'),
    ]);
    const started = play(built.state, [{ type: 'InitiateShipBattle', actor: 'p1', ships: [built.id('kraxon')], target: built.id('defiant') }]);
    const { events } = play(started.state, [{ type: 'ReturnFire', actor: 'p2', target: built.id('kraxon') }]);
    expect(ofType(events, 'ShipsFired').map((e) => [e.stage, e.attack, e.defense])).toEqual([
      ['open-fire', 10, 9],
      ['return-fire', 10, 10],
    ]);
  });
  it('against a ship of another class (a Galor): printed WEAPONS and SHIELDS', () => {
    const built = battleScene([
      { label: 'kraxon', card: '116_101', owner: 'p2', at: 'space' },
      crew('kraxon', 'p2', 'Cardassian', 'ENGINEER'),
      { label: 'other', card: warship({ affiliation: 'Klingon', weapons: 9 }), owner: 'p1', at: 'space' },
      crew('other', 'p1', 'Klingon', 'OFFICER'),
    ]);
    const started = play(built.state, [{ type: 'InitiateShipBattle', actor: 'p1', ships: [built.id('other')], target: built.id('kraxon') }]);
    const { events } = play(started.state, [{ type: 'ReturnFire', actor: 'p2', target: built.id('other') }]);
    expect(ofType(events, 'ShipsFired').map((e) => [e.stage, e.attack, e.defense])).toEqual([
      ['open-fire', 9, 8],
      ['return-fire', 7, 6],
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Reporting aboard a ship (behaviour/report-aboard.ts; 1E rulebook › REPORTING FOR DUTY: "unless a card says otherwise").

/** p1's ship (by id) at L1 in its native quadrant, a crewman aboard, and these cards in p1's hand. */
function reportScene(id: string, cards: readonly (Card | string)[], quadrant: 'Alpha' | 'Delta' | 'Mirror' = 'Alpha') {
  // Test personnel come from the location's quadrant (a Delta Quadrant icon there; the Mirror Quadrant's [MU]).
  const code = quadrant === 'Mirror' ? 'MU' : 'DQ';
  const hand = cards.map((card) => (typeof card === 'string' || quadrant === 'Alpha' || card.type !== 'Personnel' || card.icons.some((icon) => icon.code === code) ? card : ({ ...card, icons: [...card.icons, { code, name: code, category: 'quadrant' }] } as Card)));
  const built = battleScene([
    { label: 'ship', card: id, owner: 'p1', at: 'space' },
    { label: 'crew', card: crewman({ affiliation: realCard(id).affiliations[0]! }), owner: 'p1', at: { aboard: 'ship' } },
    ...hand.map((card, index) => ({ label: `h${index}`, card, owner: 'p1' as const, at: 'hand' as const })),
  ]);
  const state = { ...built.state, locations: { ...built.state.locations, L1: { ...built.state.locations['L1']!, quadrant } } };
  return { state, ship: built.id('ship'), hand: hand.map((_, index) => built.id(`h${index}`)) };
}
const reportAboard = (card: string, ship: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility: ship });
const offered = (state: GameState, card: string) => legalCommands(state, 'p1').filter((c) => c.type === 'ReportForDuty' && c.card === card);
function refusal(state: GameState, command: Command): string | null {
  const outcome = when(state, command);
  return 'violation' in outcome ? outcome.violation.code : null;
}
const borgDrone = () => ({ ...person({ affiliation: 'Borg' }), icons: [] }) as Card;
const universalPerson = (spec: { affiliation: string; title?: string; ch?: string[]; lore?: string; icons?: string[] }) =>
  ({ ...person({ affiliation: spec.affiliation, ...(spec.title ? { title: spec.title } : {}), ...(spec.ch ? { ch: spec.ch } : {}) }), icons: (spec.icons ?? []).map((code) => ({ code, name: code, category: 'other' })), ...(spec.lore ? { lore: spec.lore } : {}) }) as Card;

describe('109_121 Borg Cube (your equipment and Borg personnel may report aboard)', () => {
  it('a Borg drone reports aboard as the normal card play (offered, then aboard the cube)', () => {
    const { state, ship, hand } = reportScene('109_121', [borgDrone()], 'Delta');
    expect(offered(state, hand[0]!)).toEqual([reportAboard(hand[0]!, ship)]);
    const { events, state: after } = play(state, [reportAboard(hand[0]!, ship)]);
    expect(ofType(events, 'CardReported')).toEqual([{ type: 'CardReported', player: 'p1', card: hand[0]!, facility: ship, to: Z.aboard(ship), normalCardPlay: true, rule: RULES.reportingForDuty }]);
    expect(after.cards[hand[0]!]!.zone).toBe(Z.aboard(ship));
    expect(after.turn!.normalCardPlayUsed).toBe(true);
  });
  it('equipment reports aboard too', () => {
    const { state, ship, hand } = reportScene('109_121', ['Engineering Kit'], 'Delta');
    expect(refusal(state, reportAboard(hand[0]!, ship))).toBeNull();
  });
  it('a Federation personnel may not (NOT_REPORTABLE), nor anything once the card play is used', () => {
    const { state, ship, hand } = reportScene('109_121', [universalPerson({ affiliation: 'Federation' }), borgDrone(), borgDrone()], 'Delta');
    expect(refusal(state, reportAboard(hand[0]!, ship))).toBe('NOT_REPORTABLE');
    expect(offered(state, hand[0]!)).toEqual([]);
    const used = play(state, [reportAboard(hand[1]!, ship)]).state;
    expect(refusal(used, reportAboard(hand[2]!, ship))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('not aboard an opponent\u2019s cube, nor aboard a ship whose text does not allow it', () => {
    const theirs = battleScene([
      { label: 'cube', card: '109_121', owner: 'p2', at: 'space' },
      { label: 'drone', card: borgDrone(), owner: 'p1', at: 'hand' },
    ]);
    expect(refusal(theirs.state, reportAboard(theirs.id('drone'), theirs.id('cube')))).toBe('NOT_USABLE');
    const plain = reportScene('119_111', [universalPerson({ affiliation: 'Klingon' })]);
    expect(refusal(plain.state, reportAboard(plain.hand[0]!, plain.ship))).toBe('NO_SUCH_FACILITY');
  });
});

describe.each([
  ['125_128', 'Cravic Warship', () => universalPerson({ affiliation: 'Non-Aligned', title: 'Cravic Unit 9' }), () => universalPerson({ affiliation: 'Non-Aligned', title: 'Pralor Unit 9' })],
  ['125_130', 'Pralor Warship', () => universalPerson({ affiliation: 'Non-Aligned', title: 'Pralor Unit 9' }), () => universalPerson({ affiliation: 'Non-Aligned', title: 'Cravic Unit 9' })],
  ['125_129', 'Olarra', () => universalPerson({ affiliation: 'Non-Aligned', icons: ['Holo'] }), () => universalPerson({ affiliation: 'Non-Aligned' })],
  ['127_040', 'Tsunkatse Ship', () => universalPerson({ affiliation: 'Non-Aligned', lore: 'Champion of Tsunkatse bouts.' }), () => universalPerson({ affiliation: 'Non-Aligned', lore: 'A trader.' })],
  ['138_052', 'Renegade Borg Sphere', () => universalPerson({ affiliation: 'Non-Aligned', ch: ['Borg'] }), () => universalPerson({ affiliation: 'Non-Aligned', ch: ['Human'] })],
  ['124_122', "Borg Queen's Ship", () => borgDrone(), () => universalPerson({ affiliation: 'Federation' })],
  ['124_123', 'Borg Tactical Cube', () => borgDrone(), () => universalPerson({ affiliation: 'Federation' })],
  ['109_124', "Queen's Borg Cube", () => borgDrone(), () => universalPerson({ affiliation: 'Federation' })],
  ['116_099', "Locutus' Borg Cube", () => borgDrone(), () => universalPerson({ affiliation: 'Federation' })],
  ['119_103', 'Breen Warship', () => universalPerson({ affiliation: 'Dominion', ch: ['Breen'] }), () => universalPerson({ affiliation: 'Dominion', ch: ["Jem'Hadar"] })],
  ['124_129', 'Liberty', () => universalPerson({ affiliation: 'Non-Aligned', icons: ['Maq'] }), () => universalPerson({ affiliation: 'Non-Aligned' })],
  ['126_115', 'U.S.S. Enterprise-B', () => universalPerson({ affiliation: 'Federation', ch: ['El-Aurian'] }), () => universalPerson({ affiliation: 'Federation', ch: ['Human'] })],
] as const)('%s %s (its kind of personnel may report aboard)', (id, _title, matching, other) => {
  const quadrant = realCard(id).icons.some((icon) => icon.code === 'DQ') ? 'Delta' : 'Alpha';
  it('a matching personnel reports aboard', () => {
    const { state, ship, hand } = reportScene(id, [matching()], quadrant);
    expect(refusal(state, reportAboard(hand[0]!, ship))).toBeNull();
    expect(offered(state, hand[0]!)).toEqual([reportAboard(hand[0]!, ship)]);
    expect(play(state, [reportAboard(hand[0]!, ship)]).state.cards[hand[0]!]!.zone).toBe(Z.aboard(ship));
  });
  it('another personnel may not', () => {
    const { state, ship, hand } = reportScene(id, [other()], quadrant);
    expect(refusal(state, reportAboard(hand[0]!, ship))).toMatch(/NOT_REPORTABLE|NOT_COMPATIBLE/);
  });
});

describe("the reporting card's native quadrant still holds (Cravic Warship outside the Delta Quadrant)", () => {
  it('a Delta Quadrant Cravic unit may not report aboard in the Alpha Quadrant', () => {
    const unit = { ...universalPerson({ affiliation: 'Non-Aligned', title: 'Cravic Unit 9' }), icons: [{ code: 'DQ', name: 'DQ', category: 'quadrant' }] } as Card;
    const { state, ship, hand } = reportScene('125_128', [unit], 'Alpha');
    expect(nativeQuadrant(unit)).toBe('Delta');
    expect(refusal(state, reportAboard(hand[0]!, ship))).toBe('NOT_NATIVE_QUADRANT');
  });
});

describe("Queen's Borg Cube (WEAPONS and SHIELDS +3 at Earth)", () => {
  it('at Earth (the Espionage Mission location): WEAPONS and SHIELDS three higher; elsewhere as printed', () => {
    const { state, ship } = table('109_124');
    const mission = state.locations['L1']!.missions[0]!;
    const earth = { ...state, blueprints: { ...state.blueprints, [state.cards[mission]!.blueprint]: realCard('Espionage Mission') } };
    expect(attributes(earth, ship)).toEqual(raised('109_124', { WEAPONS: 3, SHIELDS: 3 }));
    expect(attributes(state, ship)).toEqual(printed('109_124'));
  });
});

// ---------------------------------------------------------------------------------------------
// "X=4 if moving within a region": RANGE for a flight that stays in one region (1E rulebook › EXECUTING ORDERS › FLY A STARSHIP).

describe.each([
  ['112_249', 'Bajoran Interceptor', 4],
  ['122_114', 'Alliance Interceptor', 4],
  ['122_121', 'Rebel Interceptor', 3],
  ['119_100', 'Bajoran Raider', 4],
  ['192_086', 'Intrepid', 2],
] as const)('%s %s (X=%i for a flight within a region)', (id, _title, x) => {
  /** The ship at L1 of three missions in one region, with just enough RANGE left for a flight to L3 only with X. */
  function flight(regions: readonly (string | undefined)[]) {
    const card = realCard(id);
    const built = scene({ missions: ['Investigate Alien Probe', 'Study Stellar Collision', 'Survey Mission'], ship: card, crew: [{ ...crewman({ affiliation: card.affiliations[0]! }), icons: ['Stf', ...card.ship!.staffing.icons].map((code) => ({ code, name: code, category: 'staffing' })) } as Card] });
    const locations = { ...built.state.locations };
    regions.forEach((region, index) => {
      const { region: _old, ...rest } = locations[`L${index + 1}`]!;
      locations[`L${index + 1}`] = region ? { ...rest, region } : rest;
    });
    const state0 = { ...built.state, locations };
    const ship = built.ids.ship!;
    const cost = flightCost(state0, 'p1', 'L1', 'L3')!.range;
    const base = shipAttribute(state0, ship, 'RANGE');
    // Leave cost - 1 RANGE this turn (the flight needs one more), but never more than X short.
    const state = { ...state0, turn: { ...state0.turn!, rangeUsed: { [ship]: base - cost + 1 } } };
    expect(cost - 1).toBeGreaterThanOrEqual(0);
    return { state, ship, fly: { type: 'Fly', actor: 'p1', ship, to: 'L3' } as Command };
  }
  it(`within one region: the flight may use ${x} more RANGE (offered and carried out)`, () => {
    const { state, fly } = flight(['Bajor Region', 'Bajor Region', 'Bajor Region']);
    expect(refusal(state, fly)).toBeNull();
    expect(legalCommands(state, 'p1')).toContainEqual(fly);
  });
  it('leaving the region, or where there is no region: RANGE as printed (not enough)', () => {
    expect(refusal(flight(['Bajor Region', 'Bajor Region', 'Badlands Region']).state, flight(['Bajor Region', 'Bajor Region', 'Badlands Region']).fly)).toBe('INSUFFICIENT_RANGE');
    expect(refusal(flight([undefined, undefined, undefined]).state, flight([undefined, undefined, undefined]).fly)).toBe('INSUFFICIENT_RANGE');
  });
  it('outside a flight its RANGE reads as printed', () => {
    const { state, ship } = flight(['Bajor Region', 'Bajor Region', 'Bajor Region']);
    expect(shipAttribute(state, ship, 'RANGE')).toBe(printed(id)[0]);
  });
});

// ---------------------------------------------------------------------------------------------
// Ships with skills: a regular skill listed as special equipment counts as though a member of the
// ship's crew had it (1E rulebook › SKILLS › Clarifications: Ships with Skills) — in the crew's
// mission attempts and dilemmas (attempt/teams.ts, presentWithEquipment).

describe.each([
  ['127_036', 'U.S.S. Grissom', 'SCIENCE'],
  ['194_088', "D'kyr", 'SCIENCE'],
  ['126_113', 'Starship Excelsior', 'Stellar Cartography'],
  // A regular skill printed as a line of its text (not in the equipment list): Anthropology.
  ['241_054', 'Vulcan Lander (Nemesis)', 'Anthropology'],
] as const)('%s %s (%s as special equipment)', (id, _title, skill) => {
  /** The ship (or a copy without the skill) at a space mission of its affiliation needing the skill twice; one crewman with it once. */
  function attempt(card: Card) {
    const base = realCard('Study Stellar Collision');
    const affiliation = card.affiliations[0]!;
    const mission = { ...base, id: 't_mission_skill', title: 'Test skill mission', mission: { ...base.mission!, affiliationIcons: [affiliation] as never, requirements: parseRequirement(`${skill} x2`).expression!, requirementText: `${skill} x2` } } as Card;
    const crewman = { ...person({ affiliation, skills: skill === 'SCIENCE' ? 'SCIENCE' : `OFFICER ${skill}` }), icons: card.ship!.staffing.icons.map((code) => ({ code, name: code, category: 'staffing' })) } as Card;
    const built = scene({ missions: [mission], ship: card, crew: [crewman] });
    return runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship! }).events;
  }
  it(`its crewman with ${skill} once, plus the ship's: the mission needing ${skill} x2 is solved`, () => {
    expect(ofType(attempt(realCard(id)), 'MissionSolved')).toHaveLength(1);
  });
  it(`the same crewman aboard the ship without ${skill} as equipment: the attempt fails`, () => {
    const plain = { ...realCard(id), id: `t_plain_${id}`, ship: { ...realCard(id).ship!, specialEquipment: ['Tractor Beam'], specialText: [] } } as Card;
    const events = attempt(plain);
    expect(ofType(events, 'MissionSolved')).toEqual([]);
    expect(ofType(events, 'MissionAttemptFailed')).toHaveLength(1);
  });
});

describe('"(cannot carry ships aboard except shuttlepods)": a reminder the engine keeps (it carries no ships aboard)', () => {
  it.each([
    ['115_126', 'U.S.S. Defiant'],
    ['117_117', 'U.S.S. Sao Paulo'],
    ['122_118', 'Defiant'],
    ['244_013', 'U.S.S. Defiant (Ships of the Line)'],
  ])('%s %s: no ship text left to manual effects; nothing may report or be carried aboard it', (id) => {
    expect(realCard(id).ship!.specialText.some((line) => /cannot carry ships aboard except shuttlepods/.test(line))).toBe(true);
    expect(manualShipText(realCard(id))).toEqual([]);
    const { state, ship, hand } = reportScene(id, [realCard('Type 18 Shuttlepod')]);
    expect(refusal(state, reportAboard(hand[0]!, ship))).toBe('NO_SUCH_FACILITY');
  });
});

// ---------------------------------------------------------------------------------------------
// Staffing alternatives (behaviour/staffing.ts; 1E rulebook › EXECUTING ORDERS › STAFF A SHIP).

describe('staffing alternatives: staffed by the icons, or by one alternative (no icons: an alternative is needed)', () => {
  /** The ship (by id) of p1's at L1 with exactly this crew aboard. */
  const staffed = (id: string, crew: readonly Card[]) => {
    const { state, ship } = table(id, crew);
    return isStaffed(state, ship);
  };
  const member = (spec: { affiliation: string; title?: string; ch?: string[]; skills?: string; icons?: string[] }) =>
    ({
      ...person({ affiliation: spec.affiliation, ...(spec.title ? { title: spec.title } : {}), ...(spec.ch ? { ch: spec.ch } : {}), ...(spec.skills ? { skills: spec.skills } : {}) }),
      icons: (spec.icons ?? []).map((code) => ({ code, name: code, category: 'staffing' })),
    }) as Card;
  it("124_130 The Think Tank's Ship: a Think Tank-related personnel staffs it; another Non-Aligned personnel does not", () => {
    expect(realCard('124_130').ship!.staffing).toEqual({ icons: [], alternatives: ['Think Tank personnel'] });
    expect(staffed('124_130', [member({ affiliation: 'Non-Aligned', ch: ['Think Tank-related personnel'] })])).toBe(true);
    expect(staffed('124_130', [member({ affiliation: 'Non-Aligned', ch: ['Human'], icons: ['Cmd', 'Stf'] })])).toBe(false);
  });
  it('109_129 Vulcan Lander: a Vulcan staffs it; a Human does not', () => {
    expect(staffed('109_129', [member({ affiliation: 'Non-Aligned', ch: ['Vulcan'] })])).toBe(true);
    expect(staffed('109_129', [member({ affiliation: 'Non-Aligned', ch: ['Human'] })])).toBe(false);
  });
  it('202_062 U.S.S. Valiant ([Cmd][Cmd] OR 2 cadets): two cadets, or two command personnel; one cadet and no icons: not staffed', () => {
    const cadet = () => member({ affiliation: 'Federation', ch: ['Cadet'] });
    expect(staffed('202_062', [cadet(), cadet()])).toBe(true);
    expect(staffed('202_062', [member({ affiliation: 'Federation', icons: ['Cmd'] }), member({ affiliation: 'Federation', icons: ['Cmd'] })])).toBe(true);
    expect(staffed('202_062', [cadet(), member({ affiliation: 'Federation' })])).toBe(false);
  });
  it('103_120 Gomtuu (Empathy x2): Empathy twice in the crew; once is not enough', () => {
    expect(staffed('103_120', [member({ affiliation: 'Non-Aligned', skills: 'Empathy x2' })])).toBe(true);
    expect(staffed('103_120', [member({ affiliation: 'Non-Aligned', skills: 'Empathy' })])).toBe(false);
  });
  it('126_114 U.S.S. Enterprise-A ([Films] OR {James T. Kirk}): Kirk alone staffs it', () => {
    expect(staffed('126_114', [member({ affiliation: 'Federation', title: 'James T. Kirk' })])).toBe(true);
    expect(staffed('126_114', [member({ affiliation: 'Federation', title: 'Hikaru Sulu' })])).toBe(false);
  });
  it('223_062 Class J Cargo Ship ([OS] OR Smuggling) and 241_052 Scorpion One (Reman OR Android)', () => {
    expect(staffed('223_062', [member({ affiliation: 'Non-Aligned', skills: 'Smuggling' })])).toBe(true);
    expect(staffed('223_062', [member({ affiliation: 'Non-Aligned', skills: 'Navigation' })])).toBe(false);
    expect(staffed('241_052', [member({ affiliation: 'Romulan', ch: ['Android'] })])).toBe(true);
    expect(staffed('241_052', [member({ affiliation: 'Romulan', ch: ['Romulan'] })])).toBe(false);
  });
  it('every staffing alternative in the card list reads as one of the three kinds', () => {
    const texts = sharedCards().flatMap((card) => card.ship?.staffing.alternatives ?? []);
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.filter((text) => staffingAlternative(text) === null)).toEqual([]);
  });
});

describe('109_129 Vulcan Lander: your Vulcans may report for duty aboard it', () => {
  it('a Vulcan reports aboard; a Human may not', () => {
    const vulcan = universalPerson({ affiliation: 'Non-Aligned', ch: ['Vulcan'] });
    const human = universalPerson({ affiliation: 'Non-Aligned', ch: ['Human'] });
    const { state, ship, hand } = reportScene('109_129', [vulcan, human]);
    expect(refusal(state, reportAboard(hand[0]!, ship))).toBeNull();
    expect(refusal(state, reportAboard(hand[1]!, ship))).toBe('NOT_REPORTABLE');
  });
});

describe('127_039 Lokirrim Vessel (every hologram at its location is deactivated)', () => {
  const hologram = () => ({ ...person({ affiliation: 'Federation' }), icons: [{ code: 'Holo', name: 'Hologram', category: 'built-in-rule' }] }) as Card;
  /** A hologram aboard p1's ship with a Holodeck at L1 (activated there), the Lokirrim Vessel of p2's here or not. */
  function holodeck(lokirrim: boolean) {
    const host = { ...warship({ affiliation: 'Federation' }), ship: { ...warship().ship!, specialEquipment: ['Holodeck'] } } as Card;
    const built = battleScene([
      { label: 'host', card: host, owner: 'p1', at: 'space' },
      { label: 'holo', card: hologram(), owner: 'p1', at: { aboard: 'host' } },
      ...(lokirrim ? [{ label: 'lokirrim', card: '127_039', owner: 'p2' as const, at: 'space' as const }] : []),
    ]);
    return { state: built.state, holo: built.id('holo') };
  }
  it('with the Lokirrim Vessel here: the hologram is deactivated although a Holodeck is there', () => {
    const { state, holo } = holodeck(true);
    expect(isDeactivated(state, holo)).toBe(true);
  });
  it('without it: activated', () => {
    const { state, holo } = holodeck(false);
    expect(isDeactivated(state, holo)).toBe(false);
  });
});

describe("126_120 I.K.S. Kla'Diyus (while cloaked, may initiate battle but may not be fired upon)", () => {
  /** p1's ship (Kla'Diyus or another Klingon ship), cloaked, with a leader aboard; p2's armed Romulan ship at L1. */
  function cloakedAttack(attacker: Card | string) {
    const built = battleScene([
      { label: 'a', card: attacker, owner: 'p1', at: 'space' },
      { label: 'a-crew', card: { skills: 'OFFICER', affiliation: 'Klingon' }, owner: 'p1', at: { aboard: 'a' } },
      { label: 't', card: warship({ affiliation: 'Romulan', weapons: 9 }), owner: 'p2', at: 'space' },
      { label: 't-crew', card: { skills: 'ENGINEER', affiliation: 'Romulan' }, owner: 'p2', at: { aboard: 't' } },
    ]);
    const state = evolveAll([{ type: 'ShipCloaked', player: 'p1', ship: built.id('a'), mode: 'cloaked', turn: 1 }], built.state);
    return { state, attack: { type: 'InitiateShipBattle', actor: 'p1', ships: [built.id('a')], target: built.id('t') } as Command };
  }
  it('cloaked, it attacks; the defender may not fire back at it (return fire declined at once)', () => {
    const { state, attack } = cloakedAttack('126_120');
    expect(legalCommands(state, 'p1')).toContainEqual(attack);
    const { events } = play(state, [attack]);
    expect(ofType(events, 'ReturnFireDeclared')).toMatchObject([{ player: 'p2', ships: [], target: null }]);
    expect(ofType(events, 'ShipsFired').map((e) => e.stage)).toEqual(['open-fire']);
  });
  it('another cloaked ship may not initiate battle', () => {
    const { state, attack } = cloakedAttack(warship({ affiliation: 'Klingon', weapons: 9 }));
    expect(refusal(state, attack)).toBe('SHIP_MAY_NOT_ATTACK');
  });
});

// ---------------------------------------------------------------------------------------------
// Ships that say where they may report (behaviour/report-aboard.ts; 1E rulebook › REPORTING FOR DUTY: "unless a card says otherwise").

describe.each([
  ['105_121', "T'Pau", ['Qualor II Rendezvous', 'Excavation'], []],
  ['174_017', 'U.S.S. Enterprise-E (20th Anniversary)', ['Espionage Mission', 'Excavation'], []],
  ['163_052', "Cha'Joh (The Sky's the Limit)", ['Excavation', 'Investigate Alien Probe'], ['Dr. Tolian Soran']],
] as const)('%s %s (may report for duty at a place its text names)', (id, _title, missions, awayTeam) => {
  function inHand(order: readonly string[] = missions) {
    const built = scene({ missions: order, awayTeam: [...awayTeam], hand: [id] });
    return { state: built.state, ship: built.ids.hand[0]!, missions: built.ids.missions };
  }
  it('offered and carried out at that place only (no facility needed): the ship is in space there, as the normal card play', () => {
    const { state, ship, missions: [first, second] } = inHand();
    const command: Command = { type: 'ReportForDuty', actor: 'p1', card: ship, facility: first! };
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'ReportForDuty' && c.card === ship)).toEqual([command]);
    const { events, state: after } = play(state, [command]);
    expect(ofType(events, 'CardReported')).toEqual([{ type: 'CardReported', player: 'p1', card: ship, facility: first!, to: Z.space('L1'), normalCardPlay: true, rule: RULES.reportingForDuty }]);
    expect(after.cards[ship]!.zone).toBe(Z.space('L1'));
    expect(refusal(state, { type: 'ReportForDuty', actor: 'p1', card: ship, facility: second! })).toBe('NOT_REPORTABLE');
  });
  it('after the normal card play is used: refused', () => {
    const { state, ship, missions: [first] } = inHand();
    const used = { ...state, turn: { ...state.turn!, normalCardPlayUsed: true } };
    expect(refusal(used, { type: 'ReportForDuty', actor: 'p1', card: ship, facility: first! })).toBe('NORMAL_CARD_PLAY_USED');
  });
});

it('a ship without such text may not report at a mission (the mission’s text does not let it report there: missions-reports.ts)', () => {
  const built = scene({ missions: ['Excavation'], hand: ['119_111'] });
  expect(refusal(built.state, { type: 'ReportForDuty', actor: 'p1', card: built.ids.hand[0]!, facility: built.ids.missions[0]! })).toBe('NOT_REPORTABLE_HERE');
});

describe('ships whose text adds a staffing alternative ("May be fully staffed by …")', () => {
  const member = (affiliation: string, title?: string) => ({ ...person({ affiliation, ...(title ? { title } : {}) }), icons: [] }) as Card;
  it("124_122 Borg Queen's Ship: the Borg Queen alone staffs it; a drone without staffing icons does not", () => {
    const queen = table('124_122', [member('Borg', 'Borg Queen')]);
    expect(isStaffed(queen.state, queen.ship)).toBe(true);
    const drone = table('124_122', [member('Borg')]);
    expect(isStaffed(drone.state, drone.ship)).toBe(false);
  });
  it('124_131 U.S.S. Dauntless: Arturis alone staffs it; another Non-Aligned personnel does not', () => {
    const affiliation = realCard('124_131').affiliations[0]!;
    const arturis = table('124_131', [member(affiliation, 'Arturis')]);
    expect(isStaffed(arturis.state, arturis.ship)).toBe(true);
    const other = table('124_131', [member(affiliation)]);
    expect(isStaffed(other.state, other.ship)).toBe(false);
  });
});

describe('245_035 U.S.S. Cairo (at a Cardassian mission: WEAPONS and SHIELDS +2)', () => {
  const at = (icons: readonly string[]) => {
    const { state, ship } = table('245_035');
    const mission = state.locations['L1']!.missions[0]!;
    const base = realCard('Excavation');
    const card = { ...base, mission: { ...base.mission!, affiliationIcons: icons as never } };
    return { state: { ...state, blueprints: { ...state.blueprints, [state.cards[mission]!.blueprint]: card } }, ship };
  };
  it('at a mission with the Cardassian icon: two higher', () => {
    const { state, ship } = at(['Cardassian', 'Federation']);
    expect(attributes(state, ship)).toEqual(raised('245_035', { WEAPONS: 2, SHIELDS: 2 }));
  });
  it('at a mission without it: as printed', () => {
    const { state, ship } = at(['Federation']);
    expect(attributes(state, ship)).toEqual(printed('245_035'));
  });
});

describe('241_053 Valdore (may initiate battle against Romulans)', () => {
  const force = (ship: Card | string, label: string, owner: 'p1' | 'p2', skills: string): Placed[] => [
    { label, card: ship, owner, at: 'space' },
    { label: `${label}-crew`, card: { skills, affiliation: 'Romulan' }, owner, at: { aboard: label } },
  ];
  it("the Valdore attacks a Romulan ship (the engine's restrictions let a Romulan force attack Romulans)", () => {
    const built = battleScene([...force('241_053', 'v', 'p1', 'OFFICER'), ...force(warship({ affiliation: 'Romulan' }), 't', 'p2', 'ENGINEER')]);
    const attack: Command = { type: 'InitiateShipBattle', actor: 'p1', ships: [built.id('v')], target: built.id('t') };
    expect(refusal(built.state, attack)).toBeNull();
    expect(legalCommands(built.state, 'p1')).toContainEqual(attack);
  });
  it('without a leader aboard it may not (the other battle rules still hold)', () => {
    const built = battleScene([...force('241_053', 'v', 'p1', 'ENGINEER'), ...force(warship({ affiliation: 'Romulan' }), 't', 'p2', 'ENGINEER')]);
    expect(refusal(built.state, { type: 'InitiateShipBattle', actor: 'p1', ships: [built.id('v')], target: built.id('t') })).toBe('SHIP_MAY_NOT_ATTACK');
  });
});

describe('116_104 I.K.C. Koraga (if your I.K.C. Rotarran is in play, both are RANGE +1)', () => {
  it('both in play (yours): the Koraga and the Rotarran have one more RANGE', () => {
    const { state, ship, id } = table('116_104', [], [{ label: 'rotarran', card: '115_129', owner: 'p1', at: 'space' }]);
    expect(shipAttribute(state, ship, 'RANGE')).toBe(printed('116_104')[0]! + 1);
    expect(shipAttribute(state, id('rotarran'), 'RANGE')).toBe(printed('115_129')[0]! + 1);
    expect(shipAttribute(state, ship, 'WEAPONS')).toBe(printed('116_104')[1]);
  });
  it("the opponent's Rotarran, or none: both as printed", () => {
    const { state, ship, id } = table('116_104', [], [{ label: 'rotarran', card: '115_129', owner: 'p2', at: 'space' }]);
    expect(shipAttribute(state, ship, 'RANGE')).toBe(printed('116_104')[0]);
    expect(shipAttribute(state, id('rotarran'), 'RANGE')).toBe(printed('115_129')[0]);
    const alone = table('116_104');
    expect(shipAttribute(alone.state, alone.ship, 'RANGE')).toBe(printed('116_104')[0]);
  });
});

describe('reporting aboard for free (the ship\u2019s own text: behaviour/free-reports.ts, placeFreeReport)', () => {
  it('122_128 Fesarius: Balok reports aboard without using the normal card play; another personnel may not report aboard', () => {
    const balok = universalPerson({ affiliation: 'Non-Aligned', title: 'Balok' });
    const { state, ship, hand } = reportScene('122_128', [balok, universalPerson({ affiliation: 'Non-Aligned' })]);
    const { events, state: after } = play(state, [reportAboard(hand[0]!, ship)]);
    expect(ofType(events, 'CardReported')[0]).toMatchObject({ card: hand[0], to: Z.aboard(ship), normalCardPlay: false });
    expect(after.turn!.normalCardPlayUsed).toBe(false);
    expect(refusal(state, reportAboard(hand[1]!, ship))).toBe('NOT_REPORTABLE');
  });
  it("126_125 Son'a Shuttle: Transporter Drones report aboard for free, one each turn (the second is offered only as the normal card play)", () => {
    const { state, ship, hand } = reportScene('126_125', ['Transporter Drones', 'Transporter Drones']);
    const first = play(state, [reportAboard(hand[0]!, ship)]);
    expect(ofType(first.events, 'CardReported')[0]).toMatchObject({ normalCardPlay: false });
    const second = play(first.state, [reportAboard(hand[1]!, ship)]);
    expect(ofType(second.events, 'CardReported')[0]).toMatchObject({ normalCardPlay: true });
    expect(second.state.turn!.normalCardPlayUsed).toBe(true);
  });
});

describe('122_123 Mirror Ferengi Shuttle (your Mirror Universe Ferengi and Ezri report aboard; Mr. Brunt for free)', () => {
  it('Mr. Brunt reports aboard for free; Ezri reports aboard as the normal card play; a Mirror Universe Human may not', () => {
    const human = universalPerson({ affiliation: 'Ferengi', ch: ['Human'], icons: ['MU'] });
    // The shuttle and its Mirror Universe crew are native to the Mirror Quadrant ([MU]): the scene is there.
    const { state, ship, hand } = reportScene('122_123', ['Mr. Brunt', 'Ezri', human], 'Mirror');
    const brunt = play(state, [reportAboard(hand[0]!, ship)]);
    expect(ofType(brunt.events, 'CardReported')[0]).toMatchObject({ to: Z.aboard(ship), normalCardPlay: false });
    const ezri = play(brunt.state, [reportAboard(hand[1]!, ship)]);
    expect(ofType(ezri.events, 'CardReported')[0]).toMatchObject({ to: Z.aboard(ship), normalCardPlay: true });
    expect(refusal(state, reportAboard(hand[2]!, ship))).toBe('NOT_REPORTABLE');
  });
});
