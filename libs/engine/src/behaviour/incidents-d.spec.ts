/**
 * Issue 15 (helper incidents-d): incidents, objectives, equipment and artifacts that leave play by their
 * own text (`discardWhen`, `notDuplicatable`: behaviour/discard-when.ts, checked after every command) and
 * equipment that reports specially (`reports`: behaviour/reporting.ts). Each card: the path where it
 * applies and the path where it does not.
 *   1E rulebook › PLAYING A CARD (cards remain in play until nullified, discarded …); NOT DUPLICATABLE;
 *   THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; REPORTING FOR DUTY › SPECIAL REPORTING;
 *   PLAYING "FOR FREE".
 * given (a play-phase scene; cards put on p1's table or in play) / when (a command through decide) /
 * then (where the cards are, what was paid, the refusals).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { meetGroup, memberOf, requirement } from '../attempt/requirements';
import { legalCommands } from '../legal';
import { person, realCard, runAttempt, scene, ship, type PersonSpec, type SceneSpec } from '../testing/attempt-scene';
import { when } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { shipAttribute } from './ship-modifiers';
import { showsIcon } from './property-logos';

const moved = (card: string, from: string, to: string): GameEvent => ({ type: 'CardMoved', card, from, to, faceUp: true, reason: 'test' });

/** A scene with `tableCards` (ids or titles) face up on p1's table; `table`: their instance ids. */
function withTable(spec: SceneSpec, tableCards: readonly string[]) {
  const built = scene({ ...spec, hand: [...(spec.hand ?? []), ...tableCards] });
  const onTable = built.ids.hand.slice(built.ids.hand.length - tableCards.length);
  const state = evolveAll(
    onTable.map((card) => moved(card, Z.hand('p1'), Z.table('p1'))),
    built.state,
  );
  return { ...built, state, table: onTable, hand: built.ids.hand.slice(0, built.ids.hand.length - tableCards.length) };
}

function run(state: GameState, command: Command): { events: GameEvent[]; state: GameState } {
  const outcome = when(state, command);
  if ('violation' in outcome) throw new Error(`${command.type} refused: ${outcome.violation.code} ${outcome.violation.message}`);
  return outcome;
}

function refusal(state: GameState, command: Command): string | null {
  const outcome = when(state, command);
  return 'violation' in outcome ? outcome.violation.code : null;
}

const beginOrders: Command = { type: 'BeginOrders', actor: 'p1' };
const films = (): Card => ({ ...ship({ range: 8, shields: 6 }), icons: [{ code: 'Films', name: 'Classic Films', category: 'era' }] });

describe('discardWhen you-have-in-play: "nullified if you have in play both Camp Khitomer and a headquarters"', () => {
  for (const [id, title] of [
    ['234_006', 'Take Us Out!'],
    ['234_007', 'The Undiscovered Country'],
  ] as const) {
    it(`${id} ${title}: with Camp Khitomer on your table and your headquarters on the spaceline, the next command discards it`, () => {
      const built = withTable({ missions: ['Study Stellar Collision'], ship: films(), crew: [{ skills: 'OFFICER' }], hand: ['Camp Khitomer', 'The Great Hall'] }, [id]);
      const [camp, hq] = built.hand as [string, string];
      const card = built.table[0]!;
      const both = evolveAll([moved(camp, Z.hand('p1'), Z.table('p1')), moved(hq, Z.hand('p1'), Z.space('L1'))], built.state);
      const after = run(both, beginOrders);
      expect(after.events).toContainEqual(expect.objectContaining({ type: 'CardLeftPlay', card, how: 'discarded', to: Z.discard('p1') }));
      expect(after.state.cards[card]!.zone).toBe(Z.discard('p1'));
    });
    it(`${id} ${title}: with only the headquarters (no Camp Khitomer) it stays; an opponent's Camp Khitomer does not count`, () => {
      const built = withTable({ missions: ['Study Stellar Collision'], ship: films(), crew: [{ skills: 'OFFICER' }], hand: ['The Great Hall'], opponentHand: ['Camp Khitomer'] }, [id]);
      const card = built.table[0]!;
      const state = evolveAll([moved(built.hand[0]!, Z.hand('p1'), Z.space('L1')), moved(built.ids.opponentHand[0]!, Z.hand('p2'), Z.table('p2'))], built.state);
      const after = run(state, beginOrders);
      expect(after.events.filter((event) => event.type === 'CardLeftPlay')).toEqual([]);
      expect(after.state.cards[card]!.zone).toBe(Z.table('p1'));
    });
  }
  it('234_006 Take Us Out!: its bonus holds while it stays (RANGE 8 → 10) and ends with it once discarded', () => {
    const built = withTable({ missions: ['Study Stellar Collision'], ship: films(), crew: [{ skills: 'OFFICER' }], hand: ['Camp Khitomer', 'The Great Hall'] }, ['234_006']);
    expect(shipAttribute(built.state, built.ids.ship!, 'RANGE')).toBe(10);
    const [camp, hq] = built.hand as [string, string];
    const after = run(evolveAll([moved(camp, Z.hand('p1'), Z.table('p1')), moved(hq, Z.hand('p1'), Z.space('L1'))], built.state), beginOrders);
    expect(shipAttribute(after.state, built.ids.ship!, 'RANGE')).toBe(8);
  });
  it('234_007 The Undiscovered Country: once discarded its Homefront ability is no longer offered', () => {
    const built = withTable({ missions: ['Study Stellar Collision'], ship: films(), crew: [{ skills: 'OFFICER' }], hand: ['Camp Khitomer', 'The Great Hall'], opponentHand: ['119_024'] }, ['234_007']);
    const [camp, hq] = built.hand as [string, string];
    const card = built.table[0]!;
    const homefront = evolveAll([moved(built.ids.opponentHand[0]!, Z.hand('p2'), Z.table('p2'))], built.state);
    const offered = (state: GameState) => legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === card).length;
    expect(offered(homefront)).toBe(1);
    const after = run(evolveAll([moved(camp, Z.hand('p1'), Z.table('p1')), moved(hq, Z.hand('p1'), Z.space('L1'))], homefront), { type: 'SetAutoPass', actor: 'p1', on: false } as Command);
    expect(after.state.cards[card]!.zone).toBe(Z.discard('p1'));
    expect(offered(after.state)).toBe(0);
  });
});

describe('245_008 Latest Provocation: discarded when you attempt a mission, initiate a battle or play a [Pun] card', () => {
  it('beginning a mission attempt discards it; beginning orders without an attempt leaves it', () => {
    const built = withTable({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }] }, ['245_008']);
    const card = built.table[0]!;
    const attempted = run(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(attempted.events).toContainEqual(expect.objectContaining({ type: 'MissionAttemptBegan', player: 'p1' }));
    expect(attempted.state.cards[card]!.zone).toBe(Z.discard('p1'));
    const stays = run(built.state, beginOrders);
    expect(stays.state.cards[card]!.zone).toBe(Z.table('p1'));
  });
  it('initiating a personnel battle discards it', () => {
    const built = withTable({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Cardassian', skills: 'OFFICER', s: 9 }], opponentHand: [{ affiliation: 'Bajoran', skills: 'SECURITY' }] }, ['245_008']);
    const card = built.table[0]!;
    const state = evolveAll([moved(built.ids.opponentHand[0]!, Z.hand('p2'), Z.surface('L1'))], built.state);
    const battle = run(state, { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') } as Command);
    expect(battle.events).toContainEqual(expect.objectContaining({ type: 'BattleInitiated' }));
    expect(battle.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
  it('playing a [Pun] card (Awaiting Trial) discards it; playing a card without [Pun] does not', () => {
    const built = withTable({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Cardassian', skills: 'OFFICER' }], hand: ['Awaiting Trial', 'Red Alert!'] }, ['245_008']);
    const card = built.table[0]!;
    const [pun, plain] = built.hand as [string, string];
    const punished = run(built.state, { type: 'PlayCard', actor: 'p1', card: pun } as Command);
    expect(punished.events).toContainEqual(expect.objectContaining({ type: 'CardPlayed', card: pun }));
    expect(punished.state.cards[card]!.zone).toBe(Z.discard('p1'));
    const other = run(built.state, { type: 'PlayCard', actor: 'p1', card: plain } as Command);
    expect(other.events).toContainEqual(expect.objectContaining({ type: 'CardPlayed', card: plain }));
    expect(other.state.cards[card]!.zone).toBe(Z.table('p1'));
  });
});

describe('equipment reporting specially (SpecialReport)', () => {
  it("116_017 Mek'leth: reports to the planet where your Klingon is (a normal card play); with no Klingon there, nothing lets it", () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Klingon', ch: ['Klingon'], skills: 'SECURITY' }], hand: ["Mek'leth"] });
    const card = built.ids.hand[0]!;
    const offers = legalCommands(built.state, 'p1').filter((c) => c.type === 'SpecialReport' && c.card === card);
    expect(offers).toEqual([{ type: 'SpecialReport', actor: 'p1', card, to: Z.surface('L1') }]);
    const after = run(built.state, offers[0]!);
    expect(after.events).toContainEqual(expect.objectContaining({ type: 'CardReported', card, to: Z.surface('L1'), normalCardPlay: true }));
    const human = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Federation', ch: ['Human'], skills: 'SECURITY' }], hand: ["Mek'leth"] });
    expect(refusal(human.state, { type: 'SpecialReport', actor: 'p1', card: human.ids.hand[0]!, to: Z.surface('L1') })).toBe('NO_SPECIAL_REPORTING');
  });
  it("116_017 Mek'leth: a real Klingon (Worf) counts as a Klingon", () => {
    expect(realCard('Worf').characteristics.map((c) => c.toLowerCase())).toContain('klingon');
  });
  it('123_033 Bio-Neural Gel Pack: reports aboard your Intrepid-class ship (normal play), for free aboard U.S.S. Voyager; aboard another class, no', () => {
    const intrepid: Card = { ...ship({ range: 8 }), ship: { ...ship({ range: 8 }).ship!, shipClass: 'Intrepid Class' } };
    const built = scene({ missions: ['Study Stellar Collision'], ship: intrepid, crew: [{ skills: 'OFFICER' }], hand: ['Bio-Neural Gel Pack'] });
    const card = built.ids.hand[0]!;
    const to = Z.aboard(built.ids.ship!);
    const after = run(built.state, { type: 'SpecialReport', actor: 'p1', card, to });
    expect(after.events).toContainEqual(expect.objectContaining({ type: 'CardReported', card, to, normalCardPlay: true }));
    const voyager = scene({ missions: ['Study Stellar Collision'], ship: realCard('123_194'), crew: [{ affiliation: 'Federation', skills: 'OFFICER' }], hand: ['Bio-Neural Gel Pack'] });
    const free = run(voyager.state, { type: 'SpecialReport', actor: 'p1', card: voyager.ids.hand[0]!, to: Z.aboard(voyager.ids.ship!) });
    expect(free.events).toContainEqual(expect.objectContaining({ type: 'CardReported', card: voyager.ids.hand[0]!, normalCardPlay: false }));
    const other = scene({ missions: ['Study Stellar Collision'], ship: ship({ range: 8 }), crew: [{ skills: 'OFFICER' }], hand: ['Bio-Neural Gel Pack'] });
    expect(refusal(other.state, { type: 'SpecialReport', actor: 'p1', card: other.ids.hand[0]!, to: Z.aboard(other.ids.ship!) })).toBe('NO_SPECIAL_REPORTING');
  });
});

describe('155_021 Attention All Hands: once per game, in place of the normal card play, a [Univ][TNG] ship downloads to your matching outpost', () => {
  /** p1's Attention All Hands on the table, a Federation and a Klingon outpost of p1 at L1; ships in the draw deck (moved from hand). */
  function allHands() {
    const built = withTable({ missions: ['Excavation'], hand: ['Federation Outpost', 'Klingon Outpost', 'Runabout', 'U.S.S. Danube', 'I.K.S. Raptor'] }, ['155_021']);
    const [fedPost, kliPost, runabout, danube, raptor] = built.hand as [string, string, string, string, string];
    const state = evolveAll(
      [moved(fedPost, Z.hand('p1'), Z.space('L1')), moved(kliPost, Z.hand('p1'), Z.space('L1')), ...[runabout, danube, raptor].map((iid) => moved(iid, Z.hand('p1'), Z.draw('p1')))],
      built.state,
    );
    return { state, incident: built.table[0]!, fedPost, kliPost, runabout, danube, raptor };
  }
  const activate = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'download-ship', target });
  it('the Runabout ([TNG] property, universal, Federation) is offered only to the Federation outpost; downloaded, the card play is spent; once per game', () => {
    const { state, incident, fedPost, runabout } = allHands();
    const offers = legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === incident);
    expect(offers).toEqual([activate(incident, `${runabout}>${fedPost}`)]);
    const after = run(state, offers[0]!);
    expect(after.events).toContainEqual(expect.objectContaining({ type: 'CardDownloaded', card: runabout }));
    expect(after.state.cards[runabout]!.zone).not.toBe(Z.draw('p1'));
    expect(after.state.turn!.normalCardPlayUsed).toBe(true);
    const later = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 } as GameEvent], after.state);
    expect(refusal(later, activate(incident, `${runabout}>${fedPost}`))).toBe('ONCE_PER_GAME');
  });
  it('a [DS9] universal ship (U.S.S. Danube), a [TNG] ship to a Klingon outpost, and an [ENT] Klingon ship are no targets', () => {
    const { state, incident, fedPost, kliPost, runabout, danube, raptor } = allHands();
    expect(refusal(state, activate(incident, `${danube}>${fedPost}`))).toBe('INVALID_TARGET');
    expect(refusal(state, activate(incident, `${runabout}>${kliPost}`))).toBe('INVALID_TARGET');
    expect(refusal(state, activate(incident, `${raptor}>${kliPost}`))).toBe('INVALID_TARGET');
  });
});

describe('property logos read as icons (behaviour/property-logos.ts)', () => {
  it('a filter on [TNG] reaches a real The Next Generation card (property TNG) and not a Deep Space Nine one', () => {
    expect(showsIcon(realCard('Runabout'), 'TNG')).toBe(true);
    expect(showsIcon(realCard('U.S.S. Danube'), 'TNG')).toBe(false);
    expect(showsIcon(realCard('U.S.S. Danube'), 'DS9')).toBe(true);
    expect(showsIcon(realCard('I.K.S. Raptor'), '22')).toBe(true);
  });
});

describe('116_001 Sword of Kahless: Kahless present is not killed in personnel battle; not duplicatable', () => {
  /** p1's strong Klingon attacker on the planet at L1; p2's Kahless there, with p2's Sword when `sword`. */
  function kahlessScene(sword: boolean) {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Klingon', ch: ['Klingon'], skills: 'OFFICER', s: 60 }], opponentHand: ['101_267', ...(sword ? ['116_001'] : [])] });
    const state = evolveAll(built.ids.opponentHand.map((iid) => moved(iid, Z.hand('p2'), Z.surface('L1'))), built.state);
    return { state, kahless: built.ids.opponentHand[0]!, sword: sword ? built.ids.opponentHand[1]! : undefined };
  }
  const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') } as Command;
  it('mortally wounded by a STRENGTH 60 attacker, Kahless with the Sword survives (recorded), stays on the planet and is stopped', () => {
    const { state, kahless, sword } = kahlessScene(true);
    const after = run(state, attack);
    expect(after.events).toContainEqual(expect.objectContaining({ type: 'CombatResolved', loser: kahless, outcome: 'mortally-wounded' }));
    expect(after.events).toContainEqual(expect.objectContaining({ type: 'CardEffectResolved', card: sword, target: kahless, effect: 'not killed in personnel battle' }));
    expect(after.events.filter((event) => event.type === 'CardLeftPlay' && event.card === kahless)).toEqual([]);
    expect(after.state.cards[kahless]!.zone).toBe(Z.surface('L1'));
  });
  it('without the Sword, Kahless dies; with it, a Klingon with Honor who is not Kahless still dies', () => {
    const bare = kahlessScene(false);
    const killed = run(bare.state, attack);
    expect(killed.state.cards[bare.kahless]!.zone).toBe(Z.discard('p2'));
    const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Klingon', ch: ['Klingon'], skills: 'OFFICER', s: 60 }], opponentHand: [person({ affiliation: 'Klingon', ch: ['Klingon'], skills: 'SECURITY Honor', s: 5 }), '116_001'] });
    const [warrior] = built.ids.opponentHand as [string];
    const state = evolveAll(built.ids.opponentHand.map((iid) => moved(iid, Z.hand('p2'), Z.surface('L1'))), built.state);
    const after = run(state, attack);
    expect(after.events).toContainEqual(expect.objectContaining({ type: 'CombatResolved', loser: warrior, outcome: 'mortally-wounded' }));
    expect(after.state.cards[warrior]!.zone).toBe(Z.discard('p2'));
  });
  it('a second copy reported while one is in play (either player) is discarded at once; the first stays', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Klingon', ch: ['Klingon'], skills: 'OFFICER' }], equipment: ['116_001'], hand: ['Klingon Outpost', '116_001'] });
    const [first] = built.ids.equipment as [string];
    const [post, second] = built.ids.hand as [string, string];
    const state = evolveAll([moved(post, Z.hand('p1'), Z.space('L1'))], built.state);
    const after = run(state, { type: 'ReportForDuty', actor: 'p1', card: second, facility: post });
    expect(after.events).toContainEqual(expect.objectContaining({ type: 'CardLeftPlay', card: second, how: 'discarded' }));
    expect(after.state.cards[second]!.zone).toBe(Z.discard('p1'));
    expect(after.state.cards[first]!.zone).toBe(Z.surface('L1'));
  });
  it('a single copy reported stays in play', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Klingon', ch: ['Klingon'], skills: 'OFFICER' }], hand: ['Klingon Outpost', '116_001'] });
    const [post, sword] = built.ids.hand as [string, string];
    const state = evolveAll([moved(post, Z.hand('p1'), Z.space('L1'))], built.state);
    const after = run(state, { type: 'ReportForDuty', actor: 'p1', card: sword, facility: post });
    expect(after.state.cards[sword]!.zone).toBe(Z.aboard(post));
  });
});

describe("115_016 Jem'Hadar Birthing Chamber: each copy lets one universal Young Jem'Hadar report where it is, for free, each turn, in any quadrant", () => {
  /** p1's chambers (`chambers` copies) with a Jem'Hadar on a planet of the Alpha Quadrant; Young Jem'Hadar (Gamma Quadrant natives) in hand. */
  function nursery(chambers: number) {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Dominion', ch: ["Jem'Hadar"], skills: 'SECURITY' }], equipment: Array(chambers).fill('115_016'), hand: ["Young Jem'Hadar", "Young Jem'Hadar", 'Weyoun'] });
    return { ...built, hand: built.ids.hand };
  }
  const report = (card: string): Command => ({ type: 'SpecialReport', actor: 'p1', card, to: Z.surface('L1') });
  it('one chamber: a Young Jem\'Hadar reports to the planet for free (the card play kept); a second one that turn is refused', () => {
    const { state, hand } = nursery(1);
    const [first, second] = hand as [string, string];
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'SpecialReport')).toEqual([report(first), report(second)]);
    const after = run(state, report(first));
    expect(after.events).toContainEqual(expect.objectContaining({ type: 'CardReported', card: first, to: Z.surface('L1'), normalCardPlay: false }));
    expect(after.state.turn!.normalCardPlayUsed).toBe(false);
    expect(refusal(after.state, report(second))).toBe('ONCE_PER_TURN');
  });
  it('two chambers: two Young Jem\'Hadar the same turn; another personnel (Weyoun) is not let report there', () => {
    const { state, hand } = nursery(2);
    const [first, second, weyoun] = hand as [string, string, string];
    const once = run(state, report(first));
    const twice = run(once.state, report(second));
    expect(twice.state.cards[second]!.zone).toBe(Z.surface('L1'));
    expect(refusal(state, report(weyoun))).toBe('NO_SPECIAL_REPORTING');
  });
});

describe('equipment that pays to keep a personnel from a dilemma kill (insteadOfDilemmaKill, present)', () => {
  /** p1's lone Away Team member at Excavation (Armus - Skin of Evil seeded there) with the equipment; p1's empty ship in orbit when `withShip`. */
  function armus(equipment: string, withShip: boolean) {
    const built = scene({ missions: ['Excavation'], seeds: ['Armus - Skin of Evil'], awayTeam: [{ skills: 'OFFICER' }], equipment: [equipment], ...(withShip ? { ship: ship() } : {}) });
    const after = runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    return { built, member: built.ids.awayTeam[0]!, gear: built.ids.equipment[0]!, ...after };
  }
  it('149_011 Emergency Transport Unit: Armus would kill the lone member — the unit returns to hand, the member is aboard your ship here, stopped', () => {
    const { built, member, gear, events, state } = armus('149_011', true);
    expect(events.filter((event) => event.type === 'CardLeftPlay' && event.card === member)).toEqual([]);
    expect(state.cards[member]!.zone).toBe(Z.aboard(built.ids.ship!));
    expect(state.cards[member]!.stopped).toBe(true);
    expect(state.cards[gear]!.zone).toBe(Z.hand('p1'));
  });
  it('149_011 Emergency Transport Unit: with no ship of yours here it cannot be used — the member dies, the unit stays', () => {
    const { member, gear, state } = armus('149_011', false);
    expect(state.cards[member]!.zone).toBe(Z.discard('p1'));
    expect(state.cards[gear]!.zone).toBe(Z.surface('L1'));
  });
  it('127_001 Environmental Suit: it is discarded and the member is stopped on the planet instead of killed', () => {
    const { member, gear, state } = armus('127_001', false);
    expect(state.cards[member]!.zone).toBe(Z.surface('L1'));
    expect(state.cards[member]!.stopped).toBe(true);
    expect(state.cards[gear]!.zone).toBe(Z.discard('p1'));
  });
  it('127_001 Environmental Suit: a kill that is not a dilemma\'s (a personnel battle casualty) is not prevented', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Klingon', ch: ['Klingon'], skills: 'OFFICER', s: 60 }], opponentHand: [person({ affiliation: 'Romulan', skills: 'SCIENCE', s: 5 }), '127_001'] });
    const [victim, suit] = built.ids.opponentHand as [string, string];
    const state = evolveAll(built.ids.opponentHand.map((iid) => moved(iid, Z.hand('p2'), Z.surface('L1'))), built.state);
    const after = run(state, { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') } as Command);
    expect(after.state.cards[victim]!.zone).toBe(Z.discard('p2'));
    expect(after.state.cards[suit]!.zone).toBe(Z.surface('L1'));
  });
});

describe("103_002 Data's Head: the Head itself has CUNNING 10 and Computer Skill (counted with the group present)", () => {
  it('with the Head, a lone OFFICER (CUNNING 5) meets Computer Skill + CUNNING>12; without it, not; the Head still gives its ship +2 RANGE', () => {
    const expression = requirement('Computer Skill + CUNNING>12');
    const withHead = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], equipment: ['103_002'] });
    const ids = [...withHead.ids.awayTeam, ...withHead.ids.equipment];
    expect(memberOf(withHead.state, withHead.ids.equipment[0]!)).toMatchObject({ cunning: 10, integrity: 0, strength: 0 });
    expect(meetGroup(withHead.state, expression, ids).verdict).toBe('met');
    const without = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }] });
    expect(meetGroup(without.state, expression, without.ids.awayTeam).verdict).toBe('unmet');
    const aboard = scene({ missions: ['Study Stellar Collision'], ship: ship({ range: 8 }), crew: [{ skills: 'OFFICER' }], equipment: ['103_002'] });
    expect(shipAttribute(aboard.state, aboard.ids.ship!, 'RANGE')).toBe(10);
  });
});

describe('241_005 Reman Scepter: once every turn, with your Reman leader present, playing a Reman or a "Reman" equipment draws a card', () => {
  /** p1's Scepter on the planet with `member`; p1's Romulan Outpost at L1; a Reman Dagger, a Reman SECURITY personnel and a Tricorder in hand. */
  function court(member: PersonSpec) {
    const built = scene({ missions: ['Excavation'], awayTeam: [member], equipment: ['241_005'], hand: ['Romulan Outpost', 'Reman Dagger', person({ affiliation: 'Romulan', ch: ['Reman'], skills: 'SECURITY' }), 'Tricorder'] });
    const [post, dagger, reman, tricorder] = built.ids.hand as [string, string, string, string];
    return { state: evolveAll([moved(post, Z.hand('p1'), Z.space('L1'))], built.state), post, dagger, reman, tricorder };
  }
  const deck = (state: GameState) => state.zones[Z.draw('p1')]?.length ?? 0;
  const leader: PersonSpec = { affiliation: 'Romulan', ch: ['Reman'], skills: 'OFFICER' };
  it('reporting the Reman Dagger draws one card; a Reman reported later that turn (for free elsewhere) draws none — once every turn', () => {
    const { state, post, dagger, reman } = court(leader);
    const after = run(state, { type: 'ReportForDuty', actor: 'p1', card: dagger, facility: post });
    expect(deck(after.state)).toBe(deck(state) - 1);
    expect(after.events).toContainEqual(expect.objectContaining({ type: 'CardAbilityUsed', title: expect.stringContaining('Reman Scepter') }));
    const extra = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 1 } as GameEvent], after.state);
    // (the same turn number again, its card play restored: the once-every-turn use is still spent)
    const second = run(extra, { type: 'ReportForDuty', actor: 'p1', card: reman, facility: post });
    expect(second.state.cards[reman]!.zone).toBe(Z.aboard(post));
    expect(deck(second.state)).toBe(deck(extra));
    const nextTurn = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 } as GameEvent], after.state);
    expect(deck(run(nextTurn, { type: 'ReportForDuty', actor: 'p1', card: reman, facility: post }).state)).toBe(deck(nextTurn) - 1);
  });
  it('a Tricorder (no "Reman" in its title) draws nothing; nor does a Reman Dagger without a Reman leader present', () => {
    const { state, post, tricorder } = court(leader);
    expect(deck(run(state, { type: 'ReportForDuty', actor: 'p1', card: tricorder, facility: post }).state)).toBe(deck(state));
    const noLeader = court({ affiliation: 'Romulan', ch: ['Reman'], skills: 'SECURITY' });
    expect(deck(run(noLeader.state, { type: 'ReportForDuty', actor: 'p1', card: noLeader.dagger, facility: noLeader.post }).state)).toBe(deck(noLeader.state));
  });
});

describe('238_009 He Took Away my Pain!: while Sybok is in play, playing a universal personnel brings Release This Pain to hand (twice each turn)', () => {
  /** p1's incident on the table, p1's Federation Outpost at L1, Sybok in play (p1's, on the planet) when `sybok`; three universal personnel in hand; two Release This Pain in the draw deck. */
  function pain(sybok: boolean) {
    const built = withTable({ missions: ['Excavation'], awayTeam: sybok ? ['Sybok'] : [], hand: ['Federation Outpost', 'Release This Pain', 'Release This Pain', 'Calloway'] }, ['238_009']);
    const [post, rtp1, rtp2, ...rest] = built.hand as [string, string, string, ...string[]];
    const state = evolveAll([moved(post, Z.hand('p1'), Z.space('L1')), moved(rtp1, Z.hand('p1'), Z.draw('p1')), moved(rtp2, Z.hand('p1'), Z.draw('p1'))], built.state);
    return { state, post, rtps: [rtp1, rtp2], rest };
  }
  it('with Sybok in play, reporting a universal personnel moves a Release This Pain from the deck to hand', () => {
    const { state, post, rtps, rest } = pain(true);
    const [calloway] = rest as [string];
    expect(realCardOf(state, calloway).universal).toBe(true);
    const after = run(state, { type: 'ReportForDuty', actor: 'p1', card: calloway, facility: post });
    expect(rtps.filter((iid) => after.state.cards[iid]!.zone === Z.hand('p1'))).toHaveLength(1);
  });
  it('at most twice each turn: a third universal personnel that turn brings none; the next turn, one again', () => {
    const built = withTable({ missions: ['Excavation'], awayTeam: ['Sybok'], hand: ['Federation Outpost', 'Release This Pain', 'Release This Pain', 'Release This Pain', 'Calloway', 'Darian Wallace', 'Simon Tarses', 'Exocomp'] }, ['238_009']);
    const [post, a, b, c, ...people] = built.hand as [string, string, string, string, ...string[]];
    let state = evolveAll([moved(post, Z.hand('p1'), Z.space('L1')), ...[a, b, c].map((iid) => moved(iid, Z.hand('p1'), Z.draw('p1')))], built.state);
    const inHand = (s: GameState) => [a, b, c].filter((iid) => s.cards[iid]!.zone === Z.hand('p1')).length;
    // The same turn number again restores the card play (the uses this turn stay counted).
    const again = (s: GameState, turn: number) => evolveAll([{ type: 'TurnBegan', player: 'p1', number: turn } as GameEvent], s);
    state = run(state, { type: 'ReportForDuty', actor: 'p1', card: people[0]!, facility: post }).state;
    state = run(again(state, 1), { type: 'ReportForDuty', actor: 'p1', card: people[1]!, facility: post }).state;
    expect(inHand(state)).toBe(2);
    state = run(again(state, 1), { type: 'ReportForDuty', actor: 'p1', card: people[2]!, facility: post }).state;
    expect(inHand(state)).toBe(2);
    state = run(again(state, 3), { type: 'ReportForDuty', actor: 'p1', card: people[3]!, facility: post }).state;
    expect(inHand(state)).toBe(3);
  });
  it('without Sybok in play, nothing comes to hand', () => {
    const { state, post, rtps, rest } = pain(false);
    const after = run(state, { type: 'ReportForDuty', actor: 'p1', card: rest[0]!, facility: post });
    expect(rtps.filter((iid) => after.state.cards[iid]!.zone === Z.hand('p1'))).toHaveLength(0);
  });
});

function realCardOf(state: GameState, iid: string): Card {
  return state.blueprints[state.cards[iid]!.blueprint]!;
}
