/**
 * Issue 15 (events, helper events-f): events of later sets over the words of this pass — staffing
 * icons given from the table (`staffingGrants`), a card on a ship nullified as its owner's turn begins
 * (`nullifiedAtTurnStart`), a ship leading its quadrant's WEAPONS (`if-host-ship` … `staffed`,
 * `topWeaponsInQuadrant`) — and over existing words (treaties, `attempt-missions`, `whenCardsPlayed`).
 *   1E rulebook › EXECUTING ORDERS › STAFF A SHIP; REPORTING FOR DUTY › COMPATIBLE; ATTEMPT A MISSION ›
 *   BEGINNING A MISSION ATTEMPT; THE PLAY PHASE › END OF TURN; PLAYING A CARD › "Start of turn" actions.
 * given (a play-phase scene) / when (PlayCard, EndTurn) / then (the facts, staffing, compatibility).
 */
import type { Card } from '@captains-log/cards';
import { compatible } from '../card-facts';
import { isStaffed } from '../play';
import { ofType, person, realCard, scene, ship } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { mixesOf } from './play';
import { attemptPermittedByTable } from './table-incidents';
import { specialEquipment } from './ship-equipment';
import { shipAttribute } from './ship-modifiers';
import { remainingRange } from '../play';
import { endTurn as end, playCard as play } from '../testing/commands';

const icon = (code: string, category = 'other') => ({ code, name: code, category });
const effectDraws = (events: readonly GameEvent[], player: PlayerId = 'p1') => ofType(events, 'CardsDrawn').filter((e) => e.reason === 'card-effect' && e.player === player).reduce((n, e) => n + e.cards.length, 0);
const withIcons = (card: Card, icons: string[]): Card => ({ ...card, icons: [...card.icons, ...icons.map((code) => icon(code))] });
/** A test ship with staffing icons, special equipment and a class. */
function starship(spec: { staffing?: string[]; equipment?: string[]; shipClass?: string; weapons?: number; affiliation?: string } = {}): Card {
  const base = ship({ ...(spec.weapons !== undefined ? { weapons: spec.weapons } : {}), ...(spec.affiliation ? { affiliation: spec.affiliation } : {}) });
  return { ...base, ship: { ...base.ship!, staffing: { icons: spec.staffing ?? [], alternatives: [] }, specialEquipment: spec.equipment ?? [], ...(spec.shipClass ? { shipClass: spec.shipClass } : {}) } };
}

describe('202_005 Earn Your Rank! (staffingGrants; whenCardsPlayed)', () => {
  const holo = (skills: string) => withIcons(person({ skills }), ['Holo']);
  function crewed(crew: Card[]) {
    return scene({ missions: ['Investigate Alien Probe'], ship: starship({ staffing: ['Cmd', 'Stf'], equipment: ['Holodeck'] }), crew, hand: ['Earn Your Rank!', 'Holodeck Door'] });
  }
  it('on the table: a holographic OFFICER meets [Cmd] and a holographic ENGINEER [Stf], so the ship they crew is staffed; before it, it is not', () => {
    const built = crewed([holo('OFFICER'), holo('ENGINEER')]);
    expect(isStaffed(built.state, built.ids.ship!)).toBe(false);
    const after = run(built.state, [play(built.ids.hand[0]!)]).state;
    expect(after.cards[built.ids.hand[0]!]!.zone).toBe(Z.table('p1'));
    expect(isStaffed(after, built.ids.ship!)).toBe(true);
  });
  it('not for a holographic CIVILIAN without Leadership, nor for personnel without the hologram icon', () => {
    const civilians = crewed([holo('CIVILIAN Leadership'), holo('CIVILIAN')]);
    expect(isStaffed(run(civilians.state, [play(civilians.ids.hand[0]!)]).state, civilians.ids.ship!)).toBe(false);
    const plain = crewed([person({ skills: 'OFFICER' }), person({ skills: 'ENGINEER' })]);
    expect(isStaffed(run(plain.state, [play(plain.ids.hand[0]!)]).state, plain.ids.ship!)).toBe(false);
  });
  it('a Holodeck Door played with it on the table draws p1 a card; without it, none', () => {
    const built = crewed([holo('OFFICER')]);
    const [rank, door] = built.ids.hand as [string, string];
    const withIt = run(built.state, [play(rank), play(door, built.ids.ship!)]);
    expect(withIt.state.cards[door]!.zone).toBe(Z.on(built.ids.ship!));
    expect(effectDraws(withIt.events)).toBe(1);
    expect(effectDraws(run(built.state, [play(door, built.ids.ship!)]).events)).toBe(0);
  });
});

describe('181_021 Treaty: The Alliance (mix by the [KCA] icon; attempt-missions for [KCA] leaders)', () => {
  const kca = (affiliation: string, skills = 'OFFICER') => withIcons(person({ affiliation, skills }), ['KCA']);
  it('played: a [KCA] Bajoran and a [KCA] Klingon (and a [KCA] Cardassian) are compatible; a Bajoran without the icon is not; nothing mixes before', () => {
    const built = scene({ missions: ['Investigate Alien Probe'], hand: ['Treaty: The Alliance'] });
    const [bajoran, klingon, cardassian, plain] = [kca('Bajoran'), kca('Klingon'), kca('Cardassian'), person({ affiliation: 'Bajoran' })];
    expect(compatible(bajoran, klingon, mixesOf(built.state, 'p1'))).toBe(false);
    const mixes = mixesOf(run(built.state, [play(built.ids.hand[0]!)]).state, 'p1');
    expect([compatible(bajoran, klingon, mixes), compatible(klingon, cardassian, mixes), compatible(cardassian, bajoran, mixes)]).toEqual([true, true, true]);
    expect(compatible(plain, klingon, mixes)).toBe(false);
  });
  it('a [KCA] Bajoran OFFICER may attempt a Klingon mission with it on the table; a [KCA] Bajoran non-leader may not, nor the OFFICER without the treaty', () => {
    const built = scene({ missions: ['Investigate Alien Probe'], awayTeam: [kca('Bajoran'), kca('Bajoran', 'ENGINEER')], hand: ['Treaty: The Alliance'] });
    const mission = realCard('Investigate Alien Probe');
    const [leader, engineer] = built.ids.awayTeam as [string, string];
    expect(attemptPermittedByTable(built.state, leader, mission, 'L1')).toBe(false);
    const after = run(built.state, [play(built.ids.hand[0]!)]).state;
    expect([attemptPermittedByTable(after, leader, mission, 'L1'), attemptPermittedByTable(after, engineer, mission, 'L1')]).toEqual([true, false]);
  });
});

describe('103_036 Baryon Buildup (nullifiedAtTurnStart: the ship empty and docked at its owner’s facility)', () => {
  function docked(opts: { crew?: boolean; dock?: boolean } = {}) {
    const built = scene({ missions: ['Investigate Alien Probe'], hand: ['Baryon Buildup'], opponentHand: [ship(), realCard('Federation Outpost'), person({ skills: 'OFFICER' })] });
    const [theirs, outpost, crewman] = built.ids.opponentHand as [string, string, string];
    const given = moved(built.state, [
      [outpost, Z.space('L1')],
      [theirs, opts.dock === false ? Z.space('L1') : Z.docked(outpost)],
      ...(opts.crew ? ([[crewman, Z.aboard(theirs)]] as [string, string][]) : []),
    ]);
    const card = built.ids.hand[0]!;
    const played = run(given, [play(card, theirs)]).state;
    expect(played.cards[card]!.zone).toBe(Z.on(theirs));
    return { played, card, theirs };
  }
  it('p2’s ship empty and docked at p2’s outpost as p2’s turn begins: the card goes to p1’s discard pile', () => {
    const { played, card } = docked();
    const after = run(played, [end('p1')]);
    expect(ofType(after.events, 'CardMoved').filter((e) => e.card === card).map((e) => e.to)).toEqual([Z.discard('p1')]);
  });
  it('it stays with a crew aboard, or with the ship undocked', () => {
    const crewed = docked({ crew: true });
    expect(run(crewed.played, [end('p1')]).state.cards[crewed.card]!.zone).toBe(Z.on(crewed.theirs));
    const away = docked({ dock: false });
    expect(run(away.played, [end('p1')]).state.cards[away.card]!.zone).toBe(Z.on(away.theirs));
  });
});

describe("181_017 Pride of the Fleet (your-ship-of-classes; if-host-ship … staffed, topWeaponsInQuadrant)", () => {
  function fleet(rival?: number) {
    const built = scene({
      missions: ['Investigate Alien Probe', 'Krios Suppression'],
      ship: starship({ shipClass: "Negh'Var Class", affiliation: 'Klingon', weapons: 9 }),
      crew: [{ skills: 'OFFICER', affiliation: 'Klingon' }],
      hand: ['Pride of the Fleet'],
      opponentHand: [ship({ weapons: rival ?? 1 })],
    });
    const given = moved(built.state, [[built.ids.opponentHand[0]!, Z.space('L2')]]);
    return { given, card: built.ids.hand[0]!, negh: built.ids.ship! };
  }
  it('on p1’s staffed, undocked Negh’Var, the strongest in its quadrant: one more card for p1 at the end of p1’s turn and of p2’s', () => {
    const { given, card, negh } = fleet();
    const played = run(given, [play(card, negh)]);
    expect(played.state.cards[card]!.zone).toBe(Z.on(negh));
    expect(effectDraws(run(played.state, [end('p1')]).events)).toBe(1);
    expect(effectDraws(run(played.state, [end('p1'), end('p2')]).events)).toBe(2);
  });
  it('no card when another uncloaked ship in the quadrant has more WEAPONS, or when the ship is not staffed', () => {
    const outgunned = fleet(10);
    expect(effectDraws(run(outgunned.given, [play(outgunned.card, outgunned.negh), end('p1')]).events)).toBe(0);
    const { given, card, negh } = fleet();
    const crewman = Object.keys(given.cards).find((iid) => given.cards[iid]!.zone === Z.aboard(negh))!;
    const empty = moved(given, [[crewman, Z.surface('L1')]]);
    expect(effectDraws(run(empty, [play(card, negh), end('p1')]).events)).toBe(0);
  });
});

/** The scene's table set in the facility phase, p1 to seed (the seed phases' own specs walk there from creation). */
const facilityPhase = (state: GameState): GameState => ({ ...state, phase: 'facility', awaiting: [{ player: 'p1', kind: 'seed-facility' }] }) as GameState;
const seedOn = (card: string, target: string): Command => ({ type: 'SeedOnTable', actor: 'p1', card, target });

describe('seedsOnTarget: 181_017 Pride of the Fleet, 123_046 Ancestral Vision, 227_008 HQ: Shipyards seed onto their targets in the facility phase', () => {
  it('Pride of the Fleet seeds on p1’s Negh’Var (offered, then lying on it); not on another class of ship', () => {
    const built = scene({ missions: ['Investigate Alien Probe'], ship: starship({ shipClass: "Negh'Var Class", affiliation: 'Klingon' }), hand: ['Pride of the Fleet', starship({ shipClass: 'Vor\'cha Class', affiliation: 'Klingon' })] });
    const [card, other] = built.ids.hand as [string, string];
    const given = facilityPhase(moved(built.state, [[card, Z.seed('p1')], [other, Z.space('L1')]]));
    expect(legalCommands(given, 'p1')).toContainEqual(seedOn(card, built.ids.ship!));
    const after = run(given, [seedOn(card, built.ids.ship!)]);
    expect(ofType(after.events, 'CardSeededOnTable').map((e) => e.to)).toEqual([Z.on(built.ids.ship!)]);
    expect(refused(given, seedOn(card, other))).toBe('INVALID_TARGET');
  });
  it('Ancestral Vision seeds atop a Delta Quadrant planet mission; refused in the Alpha Quadrant (its play condition)', () => {
    const delta = scene({ missions: ['Excavation'], quadrant: 'Delta', hand: ['Ancestral Vision'] });
    const card = delta.ids.hand[0]!;
    const given = facilityPhase(moved(delta.state, [[card, Z.seed('p1')]]));
    expect(run(given, [seedOn(card, 'L1')]).state.cards[card]!.zone).toBe(Z.atop('L1'));
    const alpha = scene({ missions: ['Excavation'], hand: ['Ancestral Vision'] });
    expect(refused(facilityPhase(moved(alpha.state, [[alpha.ids.hand[0]!, Z.seed('p1')]])), seedOn(alpha.ids.hand[0]!, 'L1'))).toBe('PLAY_CONDITION');
  });
  it('a card without the word seeds on no target (Baryon Buildup)', () => {
    const built = scene({ missions: ['Investigate Alien Probe'], ship: ship(), hand: ['Baryon Buildup'] });
    const card = built.ids.hand[0]!;
    expect(refused(facilityPhase(moved(built.state, [[card, Z.seed('p1')]])), seedOn(card, built.ids.ship!))).toBe('NO_TARGET');
  });
});

describe('123_046 Ancestral Vision (unnullifiableWhilePresent: Chakotay)', () => {
  function vision(withChakotay: boolean) {
    const built = scene({ missions: ['Excavation'], quadrant: 'Delta', awayTeam: [withChakotay ? realCard('Chakotay') : { skills: 'OFFICER' }], opponentHand: ['Ancestral Vision', 'Kevin Uxbridge'] });
    const [card, kevin] = built.ids.opponentHand as [string, string];
    const placed = moved(built.state, [[card, Z.atop('L1')], [kevin, Z.hand('p1')]]);
    // seeded atop the mission face up, as CardSeededOnTable leaves it (a face-down card is no card p1 may name: refusal-sight.ts)
    const given = { ...placed, cards: { ...placed.cards, [card]: { ...placed.cards[card]!, faceUp: true } } };
    return { given, card, kevin };
  }
  it('with Chakotay on that planet Kevin Uxbridge may not nullify it; without him it is nullified', () => {
    const held = vision(true);
    expect(refused(held.given, play(held.kevin, held.card))).toBe('INVALID_TARGET');
    const open = vision(false);
    expect(run(open.given, [play(open.kevin, open.card)]).state.cards[open.card]!.zone).toBe(Z.discard('p2'));
  });
});

describe('227_008 HQ: Shipyards (your-card-in-play filter facilityKind; whenCardsPlayed … normalCardPlay, noneHere)', () => {
  function yard(opts: { nor?: boolean } = {}) {
    const built = scene({ missions: ['Investigate Alien Probe'], hand: ['HQ: Shipyards', realCard('Office of the President'), ship(), ship(), ...(opts.nor ? [realCard('Nor')] : [])] });
    const [card, hq, first, second, nor] = built.ids.hand as [string, string, string, string, string | undefined];
    const given = moved(built.state, [[hq, Z.surface('L1')], ...(nor ? ([[nor, Z.space('L1')]] as [string, string][]) : [])]);
    return { given, card, hq, first, second };
  }
  it('lies on p1’s headquarters; a ship reported there with the normal card play draws a card', () => {
    const { given, card, hq, first } = yard();
    const played = run(given, [play(card, hq)]).state;
    expect(played.cards[card]!.zone).toBe(Z.on(hq));
    const next = run(played, [end('p1'), end('p2')]).state;
    const reported = run(next, [{ type: 'ReportForDuty', actor: 'p1', card: first, facility: hq }]);
    expect(effectDraws(reported.events)).toBe(1);
  });
  it('no card while a Nor is at that location; no target on an outpost', () => {
    const { given, card, hq, first } = yard({ nor: true });
    const next = run(run(given, [play(card, hq)]).state, [end('p1'), end('p2')]).state;
    expect(effectDraws(run(next, [{ type: 'ReportForDuty', actor: 'p1', card: first, facility: hq }]).events)).toBe(0);
    const outpost = scene({ missions: ['Investigate Alien Probe'], hand: ['HQ: Shipyards', 'Federation Outpost'] });
    const [shipyards, post] = outpost.ids.hand as [string, string];
    expect(refused(moved(outpost.state, [[post, Z.space('L1')]]), play(shipyards, post))).toBe('INVALID_TARGET');
  });
});

describe('223_011 Technology Sharing Treaty (mix … shipClasses; grantsEquipment from the table)', () => {
  const d7 = (shipClass: string) => starship({ shipClass, affiliation: 'Klingon' });
  it('on the table: p1’s D-7-class ship has a Cloaking Device and a [Rom][OS] personnel may crew a Klingon D-7 without [OS]; before it, neither', () => {
    const built = scene({ missions: ['Investigate Alien Probe'], ship: d7('D-7 Class'), hand: ['Technology Sharing Treaty'] });
    const romulan = withIcons(person({ affiliation: 'Romulan' }), ['OS']);
    const d7card = built.state.blueprints[built.state.cards[built.ids.ship!]!.blueprint]!;
    expect(specialEquipment(built.state, built.ids.ship!)).not.toContain('Cloaking Device');
    expect(compatible(romulan, d7card, mixesOf(built.state, 'p1'))).toBe(false);
    const after = run(built.state, [play(built.ids.hand[0]!)]).state;
    expect(specialEquipment(after, built.ids.ship!)).toContain('Cloaking Device');
    expect(compatible(romulan, d7card, mixesOf(after, 'p1'))).toBe(true);
  });
  it('not for a Klingon ship of another class, nor for a Romulan personnel without [OS]', () => {
    const built = scene({ missions: ['Investigate Alien Probe'], ship: d7("K't'inga Class"), hand: ['Technology Sharing Treaty'] });
    const after = run(built.state, [play(built.ids.hand[0]!)]).state;
    const other = after.blueprints[after.cards[built.ids.ship!]!.blueprint]!;
    expect(specialEquipment(after, built.ids.ship!)).not.toContain('Cloaking Device');
    expect(compatible(withIcons(person({ affiliation: 'Romulan' }), ['OS']), other, mixesOf(after, 'p1'))).toBe(false);
    expect(compatible(person({ affiliation: 'Romulan' }), { ...other, ship: { ...other.ship!, shipClass: 'D-7 Class' } }, mixesOf(after, 'p1'))).toBe(false);
  });
});

describe('103_044 Particle Scattering Field (your-ship-with-equipment; no-beaming from a ship; ability discard at any time)', () => {
  function field(equipment: string[]) {
    const built = scene({ missions: ['Excavation', 'Investigate Alien Probe'], ship: starship({ equipment }), crew: [{ skills: 'OFFICER' }, { skills: 'ENGINEER' }], hand: ['Particle Scattering Field'], opponentHand: [ship(), person({ skills: 'OFFICER' })] });
    const [theirs, visitor] = built.ids.opponentHand as [string, string];
    const given = moved(built.state, [[theirs, Z.space('L1')], [visitor, Z.aboard(theirs)]]);
    return { given, card: built.ids.hand[0]!, mine: built.ids.ship!, crew: built.ids.crew, theirs, visitor };
  }
  const beam = (actor: PlayerId, cards: string[], via: string): Command => ({ type: 'Beam', actor, cards, to: Z.surface('L1'), via });
  it('on p1’s ship with the device at a planet: neither player beams to that planet; discarded (any time), beaming works again', () => {
    const { given, card, mine, crew, theirs, visitor } = field(['Particle Scattering Device']);
    const played = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 }], run(given, [play(card, mine)]).state);
    expect(played.cards[card]!.zone).toBe(Z.on(mine));
    expect(refused(played, beam('p1', [crew[0]!], mine))).toBe('NO_BEAMING_HERE');
    const theirTurn = evolveAll([{ type: 'TurnBegan', player: 'p2', number: 4 }], played);
    expect(refused(theirTurn, beam('p2', [visitor], theirs))).toBe('NO_BEAMING_HERE');
    const dropped = run(played, [{ type: 'ActivateCard', actor: 'p1', card, ability: 'discard' }]).state;
    expect(dropped.cards[card]!.zone).toBe(Z.discard('p1'));
    expect(run(dropped, [beam('p1', [crew[0]!], mine)]).state.cards[crew[0]!]!.zone).toBe(Z.surface('L1'));
  });
  it('no target on a ship without a Particle Scattering Device; with the ship gone elsewhere, beaming at the planet is allowed', () => {
    const plain = field([]);
    expect(refused(plain.given, play(plain.card, plain.mine))).toBe('INVALID_TARGET');
    const { given, card, mine, theirs, visitor } = field(['Particle Scattering Device']);
    const away = moved(run(given, [play(card, mine)]).state, [[mine, Z.space('L2')]]);
    const theirTurn = evolveAll([{ type: 'TurnBegan', player: 'p2', number: 4 }], away);
    expect(run(theirTurn, [beam('p2', [visitor], theirs)]).state.cards[visitor]!.zone).toBe(Z.surface('L1'));
  });
});

describe('124_022 Quantum Slipstream Drive (your-full-range-ship-to-location; slipstream-ship; free on-ship-titled)', () => {
  function drive(title?: string) {
    const built = scene({ missions: ['Excavation', 'Investigate Alien Probe', 'Krios Suppression'], ship: { ...starship(), ...(title ? { title } : {}) }, crew: [{ skills: 'OFFICER' }], hand: ['Quantum Slipstream Drive', 'Kivas Fajo - Collector'] });
    return { built, card: built.ids.hand[0]!, mine: built.ids.ship! };
  }
  it('the ship with its whole RANGE moves to the far location with its crew, has no RANGE left, and the card is discarded (it used the card play)', () => {
    const { built, card, mine } = drive();
    const after = run(built.state, [play(card, `${mine}>L3`)]);
    expect(after.state.cards[mine]!.zone).toBe(Z.space('L3'));
    expect(after.state.cards[built.ids.crew[0]!]!.zone).toBe(Z.aboard(mine));
    expect(remainingRange(after.state, mine)).toBe(0);
    expect(after.state.cards[card]!.zone).toBe(Z.discard('p1'));
    expect(ofType(after.events, 'CardPlayed').map((e) => e.normalCardPlay)).toEqual([true]);
  });
  it('refused for a ship that has used RANGE this turn; free on the U.S.S. Dauntless (after the normal card play)', () => {
    const { built, card, mine } = drive();
    const flown = run(built.state, [{ type: 'Fly', actor: 'p1', ship: mine, to: 'L2' }]).state;
    expect(refused(flown, play(card, `${mine}>L3`))).toBe('INVALID_TARGET');
    const dauntless = drive('U.S.S. Dauntless');
    const spent = run(dauntless.built.state, [play(dauntless.built.ids.hand[1]!, 'p1')]).state;
    const after = run(spent, [play(dauntless.card, `${dauntless.mine}>L2`)]);
    expect(ofType(after.events, 'CardPlayed').map((e) => e.normalCardPlay)).toEqual([false]);
    expect(after.state.cards[dauntless.mine]!.zone).toBe(Z.space('L2'));
    const plain = drive();
    const used = run(plain.built.state, [play(plain.built.ids.hand[1]!, 'p1')]).state;
    expect(refused(used, play(plain.card, `${plain.mine}>L2`))).toBe('NORMAL_CARD_PLAY_USED');
  });
});

describe('202_004 Biosphere Toxin (conditions target-mission-unsolved, your-crew-at-target-meets; missionPoints; kill-random-opposing-on-this-planet)', () => {
  function toxin(treachery: string, opts: { team?: boolean } = {}) {
    const built = scene({
      missions: ['Excavation'],
      ship: ship(),
      crew: [{ skills: `OFFICER ${treachery}` }, { skills: 'ENGINEER Treachery x2' }],
      ...(opts.team ? { awayTeam: [{ skills: 'OFFICER Archaeology' }] } : {}),
      hand: ['Biosphere Toxin'],
      opponentHand: [person({ skills: 'SCIENCE' }), person({ skills: 'MEDICAL' })],
    });
    const given = moved(built.state, built.ids.opponentHand.map((iid) => [iid, Z.surface('L1')] as [string, string]));
    return { given, card: built.ids.hand[0]!, theirs: built.ids.opponentHand };
  }
  it('with Treachery x4 aboard p1’s ship there: it lies atop the mission; at the end of p1’s turn one of p2’s two personnel on the planet dies; p1 solving it scores 25 - 5', () => {
    const { given, card, theirs } = toxin('Treachery x2');
    const played = run(given, [play(card, 'L1')]).state;
    expect(played.cards[card]!.zone).toBe(Z.atop('L1'));
    const ended = run(played, [end('p1')]).state;
    expect(theirs.filter((iid) => ended.cards[iid]!.zone === Z.surface('L1'))).toHaveLength(1);
    const team = toxin('Treachery x2', { team: true });
    const solved = run(run(team.given, [play(team.card, 'L1')]).state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]);
    expect(ofType(solved.events, 'MissionSolved').map((e) => e.points)).toEqual([20]);
  });
  it('refused with Treachery x3 aboard, or on a completed mission', () => {
    const weak = toxin('Treachery');
    expect(refused(weak.given, play(weak.card, 'L1'))).toBe('PLAY_CONDITION');
    const done = toxin('Treachery x2');
    const completed = { ...done.given, completed: { p1: ['L1'], p2: [] } } as GameState;
    expect(refused(completed, play(done.card, 'L1'))).toBe('PLAY_CONDITION');
  });
});

describe('163_012 Brace for Impact (your-damaged-ship-at-planet; crash-land-target)', () => {
  function braced(shipClass: string, opts: { damaged?: boolean; mission?: string } = {}) {
    const built = scene({ missions: [opts.mission ?? 'Excavation'], ship: starship({ shipClass }), crew: [{ skills: 'OFFICER' }], hand: ['Brace for Impact'] });
    const mine = built.ids.ship!;
    const state = opts.damaged === false ? built.state : evolveAll([{ type: 'ShipDamaged', ship: mine, damage: 1, source: 'test' }], built.state);
    return { state, card: built.ids.hand[0]!, mine };
  }
  it('a damaged Galaxy-class ship at a planet lands there and p1 scores its lowest printed attribute (6) as bonus points; another class lands for none', () => {
    const galaxy = braced('Galaxy Class');
    const after = run(galaxy.state, [play(galaxy.card, galaxy.mine)]);
    expect(after.state.cards[galaxy.mine]!.zone).toBe(Z.surface('L1'));
    expect(ofType(after.events, 'PointsScored').map((e) => [e.player, e.points, e.bonus])).toEqual([['p1', 6, true]]);
    const other = braced('Excelsior Class');
    const landed = run(other.state, [play(other.card, other.mine)]);
    expect(landed.state.cards[other.mine]!.zone).toBe(Z.surface('L1'));
    expect(ofType(landed.events, 'PointsScored')).toEqual([]);
  });
  it('no target: an undamaged ship, or a damaged ship at a space mission', () => {
    const whole = braced('Galaxy Class', { damaged: false });
    expect(refused(whole.state, play(whole.card, whole.mine))).toBe('INVALID_TARGET');
    const space = braced('Galaxy Class', { mission: 'Investigate Alien Probe' });
    expect(refused(space.state, play(space.card, space.mine))).toBe('INVALID_TARGET');
  });
});

describe('109_026 Abandon Mission (ship-with-commander-or-icon-aboard; host-crew-stays; immune to Kevin Uxbridge)', () => {
  function abandoned(icon: boolean) {
    const built = scene({
      missions: ['Study Stellar Collision', 'Excavation'],
      ship: starship(),
      crew: [icon ? withIcons(person({ skills: 'OFFICER' }), ['Ent-E']) : person({ skills: 'OFFICER' }), person({ skills: 'SCIENCE' })],
      hand: ['Abandon Mission'],
      opponentHand: [ship({ affiliation: 'Klingon', weapons: 9 }), person({ affiliation: 'Klingon', skills: 'OFFICER' }), 'Kevin Uxbridge'],
    });
    const [theirs, captain, kevin] = built.ids.opponentHand as [string, string, string];
    const given = moved(built.state, [[theirs, Z.space('L1')], [captain, Z.aboard(theirs)]]);
    return { given, card: built.ids.hand[0]!, mine: built.ids.ship!, crew: built.ids.crew, theirs, kevin };
  }
  it('on p1’s ship with an [Ent-E] personnel aboard: its crew may not attempt the space mission nor beam down to a planet; Kevin Uxbridge cannot touch it', () => {
    const { given, card, mine, crew, kevin } = abandoned(true);
    const played = run(given, [play(card, mine)]).state;
    expect(played.cards[card]!.zone).toBe(Z.on(mine));
    expect(refused(played, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: mine })).toBe('CREW_HELD');
    const atPlanet = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 }], moved(played, [[mine, Z.space('L2')]]));
    expect(refused(atPlanet, { type: 'Beam', actor: 'p1', cards: [crew[0]!], to: Z.surface('L2'), via: mine })).toBe('CREW_HELD');
    const theirTurn = evolveAll([{ type: 'TurnBegan', player: 'p2', number: 2 }], played);
    expect(refused(theirTurn, play(kevin, card, 'p2'))).toBe('INVALID_TARGET');
  });
  it('nullified as p2’s ship attacks that ship; without it the crew attempts; no target on a ship with neither commander nor [Ent-E] aboard', () => {
    const { given, card, mine, theirs } = abandoned(true);
    const played = run(given, [play(card, mine)]).state;
    const theirTurn = evolveAll([{ type: 'TurnBegan', player: 'p2', number: 2 }], played);
    const battle = run(theirTurn, [{ type: 'InitiateShipBattle', actor: 'p2', ships: [theirs], target: mine }]);
    expect(ofType(battle.events, 'CardMoved').filter((e) => e.card === card).map((e) => e.to)).toEqual([Z.discard('p1')]);
    expect(refused(given, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: mine })).toBeNull();
    const plain = abandoned(false);
    expect(refused(plain.given, play(plain.card, plain.mine))).toBe('INVALID_TARGET');
  });
});

describe('109_032 Ocular Implants (your-personnel; abilities glance-opposing-away-team-present / glance-bottom-seed-here sharing once each turn)', () => {
  function implants(ch: string[]) {
    const built = scene({ missions: ['Excavation'], seeds: ['Rascals', 'Wind Dancer'], awayTeam: [{ skills: 'ENGINEER', ch }], hand: ['Ocular Implants'], opponentHand: [person({ skills: 'SCIENCE' })] });
    const given = moved(built.state, [[built.ids.opponentHand[0]!, Z.surface('L1')]]);
    return { given, card: built.ids.hand[0]!, host: built.ids.awayTeam[0]!, theirs: built.ids.opponentHand[0]!, bottom: built.ids.seeds[0]! };
  }
  const use = (card: string, ability: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability });
  it('on p1’s android: p1 glances at p2’s Away Team there (shown to p1 only); the seed glance waits for the next turn, then shows the bottom seed card', () => {
    const { given, card, host, theirs, bottom } = implants(['Android']);
    const played = run(given, [play(card, host)]).state;
    expect(played.cards[card]!.zone).toBe(Z.on(host));
    const glanced = run(played, [use(card, 'away-team')]);
    expect(ofType(glanced.events, 'CardsShown').map((e) => [e.to, e.cards.map((c) => c.iid)])).toEqual([['p1', [theirs]]]);
    expect(refused(glanced.state, use(card, 'seed'))).not.toBeNull();
    const next = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 }], glanced.state);
    expect(ofType(run(next, [use(card, 'seed')]).events, 'CardsShown').map((e) => [e.to, e.cards.map((c) => c.iid)])).toEqual([['p1', [bottom]]]);
  });
  it('no target on a personnel that is neither Borg, android nor Geordi', () => {
    const { given, card, host } = implants([]);
    expect(refused(given, play(card, host))).toBe('INVALID_TARGET');
  });
});

describe('227_009 Treaty: Alpha Quadrant Alliance (mix by the [DS9] logo whileMissionsOnlyIn; owner-plays-no-affiliation)', () => {
  const ds9 = (affiliation: string): Card => ({ ...person({ affiliation }), property: 'DS9' });
  it('with only Alpha Quadrant missions: [DS9] Federation and Klingon (and Bajoran, Romulan) cards are compatible; a Federation card without the logo is not', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Treaty: Alpha Quadrant Alliance'] });
    expect(compatible(ds9('Federation'), ds9('Klingon'), mixesOf(built.state, 'p1'))).toBe(false);
    const mixes = mixesOf(run(built.state, [play(built.ids.hand[0]!)]).state, 'p1');
    expect([compatible(ds9('Federation'), ds9('Klingon'), mixes), compatible(ds9('Bajoran'), ds9('Romulan'), mixes)]).toEqual([true, true]);
    expect(compatible(person({ affiliation: 'Federation' }), ds9('Klingon'), mixes)).toBe(false);
  });
  it('with a mission seeded in the Gamma Quadrant nothing mixes', () => {
    const built = scene({ missions: ['Excavation'], quadrant: 'Gamma', hand: ['Treaty: Alpha Quadrant Alliance'] });
    expect(compatible(ds9('Federation'), ds9('Klingon'), mixesOf(run(built.state, [play(built.ids.hand[0]!)]).state, 'p1'))).toBe(false);
  });
  it('with it on p1’s table p1 may not report a Cardassian; without it the report is not forbidden', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Treaty: Alpha Quadrant Alliance', 'Cardassian Outpost', person({ affiliation: 'Cardassian', skills: 'OFFICER' })] });
    const [treaty, outpost, gul] = built.ids.hand as [string, string, string];
    const given = moved(built.state, [[outpost, Z.space('L1')]]);
    const report: Command = { type: 'ReportForDuty', actor: 'p1', card: gul, facility: outpost };
    const later = run(run(given, [play(treaty)]).state, [end('p1'), end('p2')]).state;
    expect(refused(later, report)).toBe('PLAY_FORBIDDEN');
    expect(refused(given, report)).toBeNull();
  });
});

describe('152_018 Space Boomer (personnel target with skillLevel; crewBorneShipBonus)', () => {
  function boomer(skills: string) {
    const built = scene({ missions: ['Study Stellar Collision', 'Excavation'], ship: starship(), crew: [{ skills }], hand: ['Space Boomer'] });
    return { state: built.state, card: built.ids.hand[0]!, host: built.ids.crew[0]!, mine: built.ids.ship! };
  }
  it('on p1’s Navigation x2 personnel aboard a Federation ship: RANGE 8 + 3 once p1 has completed a space mission; 8 before', () => {
    const { state, card, host, mine } = boomer('OFFICER Navigation x2');
    const played = run(state, [play(card, host)]).state;
    expect(played.cards[card]!.zone).toBe(Z.on(host));
    expect(shipAttribute(played, mine, 'RANGE')).toBe(8);
    const completed = { ...played, completed: { p1: ['L1'], p2: [] } } as GameState;
    expect(shipAttribute(completed, mine, 'RANGE')).toBe(11);
    const planetOnly = { ...played, completed: { p1: ['L2'], p2: [] } } as GameState;
    expect(shipAttribute(planetOnly, mine, 'RANGE')).toBe(8);
  });
  it('no target on a personnel with Navigation once', () => {
    const { state, card, host } = boomer('OFFICER Navigation');
    expect(refused(state, play(card, host))).toBe('INVALID_TARGET');
  });
});
