/**
 * Events of later sets whose lasting effect depends on the table (issue 15, events of later sets):
 * conditions on the owner's side (table-conditions.ts), a table card's equipment grant to the owner's
 * ships (equipment-grants.ts), points for a ship destroyed in battle (ship-destroyed-scoring.ts) and a
 * card on an unattempted mission that pays when its mission is solved (missions-incidents-c.ts).
 * Each scene: given (the cards on the table) / when (the command or the read) / then (the exact
 * result where the condition holds, and where it does not).
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; PLAYING "FOR FREE"; REPORTING FOR DUTY;
 *   THE CARDS › SHIPS › Clarifications: List of Special Equipment; BATTLE › SHIP BATTLE; DAMAGE AND
 *   REPAIRS › ROTATION DAMAGE; ATTEMPT A MISSION › SOLVING THE MISSION.
 */
import type { Card } from '@captains-log/cards';
import { memberOf, requirement } from '../attempt/requirements';
import { skillLevel } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType, person, realCard, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { moved, play as run, when } from '../testing/scenario';
import type { GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { validTargets } from './play';
import { behaviourOf } from './registry';
import { hasSpecialEquipment } from './ship-equipment';
import { shipAttribute } from './ship-modifiers';

const icon = (code: string) => ({ code, name: code, category: 'test' });
function withIcons(card: Card, codes: readonly string[]): Card {
  return { ...card, icons: [...card.icons, ...codes.map(icon)] };
}

describe('192_020 Grappler: Shuttlepod Retrieval (a table card gives your ships a Tractor Beam; immune to Kevin Uxbridge while all your personnel are [22])', () => {
  function fleetScene(spec: { affiliation: string; staffing: string[]; crew: PersonSpec & { icons?: string[] } }) {
    const base = ship({ affiliation: spec.affiliation });
    const testShip: Card = { ...base, ship: { ...base.ship!, staffing: { icons: spec.staffing, alternatives: [] } } };
    const crewman = withIcons(person(spec.crew), spec.crew.icons ?? []);
    const built = scene({ missions: ['Excavation'], ship: testShip, crew: [crewman], hand: ['192_020'], opponentHand: ['Kevin Uxbridge'] });
    const card = built.ids.hand[0]!;
    return { state: moved(built.state, [[card, Z.table('p1')]]), before: built.state, ship: built.ids.ship!, card, kevin: built.ids.opponentHand[0]! };
  }
  const kevin = behaviourOf('101_124')!;

  it('your Starfleet ship with a staffing icon has a Tractor Beam while the card is on your table, and not before', () => {
    const built = fleetScene({ affiliation: 'Starfleet', staffing: ['Stf'], crew: { affiliation: 'Starfleet', skills: 'OFFICER' } });
    expect(hasSpecialEquipment(built.before, built.ship, 'Tractor Beam')).toBe(false);
    expect(hasSpecialEquipment(built.state, built.ship, 'Tractor Beam')).toBe(true);
  });
  it('a Starfleet ship without staffing icons, and a Klingon ship, gain nothing', () => {
    const bare = fleetScene({ affiliation: 'Starfleet', staffing: [], crew: { affiliation: 'Starfleet', skills: 'OFFICER' } });
    expect(hasSpecialEquipment(bare.state, bare.ship, 'Tractor Beam')).toBe(false);
    const klingon = fleetScene({ affiliation: 'Klingon', staffing: ['Stf'], crew: { affiliation: 'Klingon', skills: 'OFFICER' } });
    expect(hasSpecialEquipment(klingon.state, klingon.ship, 'Tractor Beam')).toBe(false);
  });
  it('Kevin Uxbridge may not target it while every personnel of yours shows [22]; with one who does not, it may', () => {
    const all22 = fleetScene({ affiliation: 'Starfleet', staffing: ['Stf'], crew: { affiliation: 'Starfleet', skills: 'OFFICER', icons: ['22'] } });
    expect(validTargets(all22.state, 'p2', kevin.targets!, all22.kevin)).not.toContain(all22.card);
    const mixed = fleetScene({ affiliation: 'Starfleet', staffing: ['Stf'], crew: { affiliation: 'Starfleet', skills: 'OFFICER' } });
    expect(validTargets(mixed.state, 'p2', kevin.targets!, mixed.kevin)).toContain(mixed.card);
  });
});

describe('207_002 Hirogen Hunt: Coordinated Effort (a universal Hirogen reports for free once each turn, while all your ships are Hirogen or a [Self] card is in play)', () => {
  const outpost: Card = { ...realCard('Federation Outpost'), id: 't_hirogen_outpost', title: 'Test Hirogen Outpost', affiliations: ['Hirogen' as never] };
  /** p1's turn with the normal card play spent: the Hunt on p1's table, a Hirogen outpost and `ships` at L1, hunters in hand. */
  function huntScene(ships: readonly string[], opts: { selfCard?: boolean } = {}) {
    const shipCards = ships.map((affiliation) => ship({ affiliation }));
    const hunters = [person({ affiliation: 'Hirogen', skills: 'SECURITY', universal: true }), person({ affiliation: 'Hirogen', skills: 'SECURITY', universal: true }), person({ affiliation: 'Hirogen', skills: 'OFFICER', universal: false })];
    const built = scene({ missions: ['Excavation'], hand: ['207_002', outpost, ...shipCards, ...hunters], opponentHand: opts.selfCard ? ['Borg Ship'] : [] });
    const [hunt, post, ...rest] = built.ids.hand as [string, string, ...string[]];
    const shipIds = rest.slice(0, ships.length);
    const [first, second, unique] = rest.slice(ships.length) as [string, string, string];
    const events: GameEvent[] = [
      { type: 'CardMoved', card: hunt, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' },
      { type: 'CardMoved', card: post, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'test' },
      ...shipIds.map((iid): GameEvent => ({ type: 'CardMoved', card: iid, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'test' })),
      ...(opts.selfCard ? [{ type: 'CardMoved', card: built.ids.opponentHand[0]!, from: Z.hand('p2'), to: Z.space('L1'), faceUp: true, reason: 'test' } as GameEvent] : []),
      { type: 'NormalCardPlaySpent', player: 'p1', source: 'test' },
    ];
    return { state: evolveAll(events, built.state), post, first, second, unique };
  }
  const report = (card: string, facility: string) => ({ type: 'ReportForDuty' as const, actor: 'p1' as const, card, facility });

  it('with only Hirogen ships of yours in play: one universal Hirogen reports for free (offered), a second that turn does not', () => {
    const built = huntScene(['Hirogen']);
    expect(built.state.turn!.normalCardPlayUsed).toBe(true);
    expect(legalCommands(built.state, 'p1')).toContainEqual(report(built.first, built.post));
    const after = run(built.state, [report(built.first, built.post)]);
    expect(after.state.cards[built.first]!.zone).toBe(Z.aboard(built.post));
    const second = when(after.state, report(built.second, built.post));
    expect('violation' in second && second.violation.code).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('a unique Hirogen is never free', () => {
    const built = huntScene(['Hirogen']);
    const outcome = when(built.state, report(built.unique, built.post));
    expect('violation' in outcome && outcome.violation.code).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('with a Federation ship of yours in play it is not free; a [Self] card in play (Borg Ship) makes it free again', () => {
    const mixed = huntScene(['Hirogen', 'Federation']);
    const outcome = when(mixed.state, report(mixed.first, mixed.post));
    expect('violation' in outcome && outcome.violation.code).toBe('NORMAL_CARD_PLAY_USED');
    expect(legalCommands(mixed.state, 'p1')).not.toContainEqual(report(mixed.first, mixed.post));
    const self = huntScene(['Hirogen', 'Federation'], { selfCard: true });
    expect(run(self.state, [report(self.first, self.post)]).state.cards[self.first]!.zone).toBe(Z.aboard(self.post));
  });
});

describe('105_028 Klingon Civil War (a Klingon ship destroying an opposing Klingon ship scores its WEAPONS + SHIELDS)', () => {
  function fleet(label: string, owner: 'p1' | 'p2', spec: { weapons?: number; shields?: number; affiliation: string }): Placed[] {
    return [
      { label, owner, at: 'space', card: warship(spec) },
      { label: `${label}-crew`, owner, at: { aboard: label }, card: { skills: 'OFFICER', affiliation: spec.affiliation } },
    ];
  }
  function civilWar(target: string, withCard = true) {
    const built = battleScene([...fleet('a', 'p1', { weapons: 13, affiliation: 'Klingon' }), ...fleet('t', 'p2', { weapons: 4, shields: 6, affiliation: target }), { label: 'war', owner: 'p2', at: 'hand', card: '105_028' }]);
    const state = withCard ? moved(built.state, [[built.id('war'), Z.table('p2')]]) : built.state;
    const attack = [
      { type: 'InitiateShipBattle' as const, actor: 'p1' as const, ships: [built.id('a')], target: built.id('t') },
      { type: 'ReturnFire' as const, actor: 'p2' as const, target: null },
    ];
    return { built, state, attack };
  }
  it('p1’s Klingon ship destroys p2’s Klingon ship with a direct hit: p1 scores 4 + 6 = 10 bonus points from the card on p2’s table', () => {
    const { built, state, attack } = civilWar('Klingon');
    const { events } = run(state, attack);
    expect(ofType(events, 'PointsScored')).toEqual([{ type: 'PointsScored', player: 'p1', points: 10, bonus: true, source: built.id('war') }]);
    expect(ofType(events, 'CardLeftPlay').map((e) => e.card)).toContain(built.id('t'));
  });
  it('a Romulan ship destroyed scores nothing; nor does a Klingon ship destroyed without the card in play', () => {
    const romulan = civilWar('Romulan');
    const destroyed = run(romulan.state, romulan.attack);
    expect(ofType(destroyed.events, 'CardLeftPlay').map((e) => e.card)).toContain(romulan.built.id('t'));
    expect(ofType(destroyed.events, 'PointsScored')).toEqual([]);
    const none = civilWar('Klingon', false);
    expect(ofType(run(none.state, none.attack).events, 'PointsScored')).toEqual([]);
  });
});

describe('172_010 Determined to Stay (on your unattempted Demilitarized Zone mission: five cards when your [Maq] personnel solve it with no opposing ship there)', () => {
  const DMZ = 'Demilitarized Zone Region';
  const base = realCard('Excavation');
  const mission: Card = { ...base, id: 't_dmz_mission', title: 'Test DMZ planet', mission: { ...base.mission!, affiliationIcons: ['Federation'] as never[], requirementText: 'Diplomacy', requirements: requirement('Diplomacy') } };
  const maquis = withIcons(person({ affiliation: 'Federation', skills: 'OFFICER Diplomacy' }), ['Maq']);
  const plain = person({ affiliation: 'Federation', skills: 'OFFICER Diplomacy' });
  function dmzScene(team: Card, region = DMZ, opposingShip = false) {
    const built = scene({ missions: [mission], region, awayTeam: [team], hand: ['172_010'], opponentHand: opposingShip ? [ship({ affiliation: 'Romulan' })] : [] });
    const state = opposingShip ? evolveAll([{ type: 'CardMoved', card: built.ids.opponentHand[0]!, from: Z.hand('p2'), to: Z.space('L1'), faceUp: true, reason: 'test' }], built.state) : built.state;
    return { state, card: built.ids.hand[0]! };
  }
  const behaviour = behaviourOf('172_010')!;
  const attempt = { type: 'AttemptMission' as const, actor: 'p1' as const, location: 'L1' };
  const drawn = (events: readonly GameEvent[]) => ofType(events, 'CardsDrawn').filter((e) => e.reason === 'card-effect').flatMap((e) => e.cards).length;

  it('plays only on your mission in the Demilitarized Zone Region that nobody has attempted', () => {
    const dmz = dmzScene(maquis);
    expect(validTargets(dmz.state, 'p1', behaviour.targets!, dmz.card)).toEqual(['L1']);
    const elsewhere = dmzScene(maquis, 'Badlands Region');
    expect(validTargets(elsewhere.state, 'p1', behaviour.targets!, elsewhere.card)).toEqual([]);
    const begun: GameEvent = { type: 'MissionAttemptBegan', player: 'p2', location: 'L1', mission: 'c1', ship: null, planet: true, awayTeam: [], crew: [] };
    const attempted: GameState = { ...evolveAll([begun], dmz.state), attempt: null };
    expect(attempted.locations['L1']!.attempted).toBe(true);
    expect(validTargets(attempted, 'p1', behaviour.targets!, dmz.card)).toEqual([]);
  });
  it('your [Maq] team solves it with no opposing ship there: you draw five cards', () => {
    const { state, card } = dmzScene(maquis);
    const played = run(state, [{ type: 'PlayCard', actor: 'p1', card, target: 'L1' }]);
    expect(played.state.cards[card]!.zone).toBe(Z.atop('L1'));
    const solved = run(played.state, [attempt]);
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    expect(drawn(solved.events)).toBe(5);
  });
  it('no cards when an opposing ship is at the mission, or when the solvers show no [Maq]', () => {
    const guarded = dmzScene(maquis, DMZ, true);
    const played = run(guarded.state, [{ type: 'PlayCard', actor: 'p1', card: guarded.card, target: 'L1' }]);
    const solved = run(played.state, [attempt]);
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    expect(drawn(solved.events)).toBe(0);
    const other = dmzScene(plain);
    const otherPlayed = run(other.state, [{ type: 'PlayCard', actor: 'p1', card: other.card, target: 'L1' }]);
    expect(drawn(run(otherPlayed.state, [attempt]).events)).toBe(0);
  });
});

describe('114_001 We Are the Borg on the table (once each turn a Borg personnel or ship reports for free, or else one more card at the end of your turn)', () => {
  const borgOutpost = realCard('Borg Outpost');
  function borgScene() {
    const drone = person({ affiliation: 'Borg', skills: 'ENGINEER' });
    const drone2 = person({ affiliation: 'Borg', skills: 'SCIENCE' });
    const cube = ship({ affiliation: 'Borg' });
    const built = scene({ missions: ['Excavation'], hand: ['114_001', borgOutpost, drone, drone2, cube] });
    const [borg, post, first, second, vessel] = built.ids.hand as [string, string, string, string, string];
    const state = evolveAll(
      [
        { type: 'CardMoved', card: borg, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' },
        { type: 'CardMoved', card: post, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'test' },
        { type: 'NormalCardPlaySpent', player: 'p1', source: 'test' },
      ],
      built.state,
    );
    return { state, borg, post, first, second, vessel };
  }
  const report = (card: string, facility: string) => ({ type: 'ReportForDuty' as const, actor: 'p1' as const, card, facility });
  const extraDraws = (events: readonly GameEvent[]) => ofType(events, 'CardsDrawn').filter((e) => e.reason === 'card-effect');
  const endTurn = { type: 'EndTurn' as const, actor: 'p1' as const };

  it('a Borg personnel reports for free with the card play spent; a second Borg card that turn is refused; no extra card at the end of that turn', () => {
    const built = borgScene();
    const after = run(built.state, [report(built.first, built.post)]);
    expect(after.state.cards[built.first]!.zone).toBe(Z.aboard(built.post));
    const second = when(after.state, report(built.second, built.post));
    expect('violation' in second && second.violation.code).toBe('NORMAL_CARD_PLAY_USED');
    expect(extraDraws(run(after.state, [endTurn]).events)).toEqual([]);
  });
  it('a Borg ship may be the free report instead (offered by legalCommands)', () => {
    const built = borgScene();
    const offers = legalCommands(built.state, 'p1').filter((c) => c.type === 'ReportForDuty' && (c as { card: string }).card === built.vessel);
    expect(offers).not.toEqual([]);
    const after = run(built.state, [offers[0]!]);
    expect(after.state.cards[built.vessel]!.zone).not.toBe(Z.hand('p1'));
  });
  it('no free report used this turn: one more card at the end of the turn (from this card)', () => {
    const built = borgScene();
    const ended = run(built.state, [endTurn]);
    expect(extraDraws(ended.events)).toHaveLength(1);
    expect(ofType(ended.events, 'CardEffectResolved').filter((e) => e.card === built.borg).map((e) => e.effect)).toEqual(['p1 draws 1 (free report not used)']);
  });
});

describe('112_072 System 5 Disruptors (on your freighter: WEAPONS +4, SHIELDS -1, and it no longer counts as a freighter)', () => {
  function carrierScene(shipClass: string) {
    const base = ship({ affiliation: 'Ferengi', weapons: 3, shields: 7 });
    const carrier: Card = { ...base, ship: { ...base.ship!, shipClass } };
    const built = scene({ missions: ['Excavation'], ship: carrier, crew: [{ affiliation: 'Ferengi', skills: 'OFFICER' }], hand: ['112_072', '112_072'] });
    return { state: built.state, ship: built.ids.ship!, cards: built.ids.hand as [string, string] };
  }
  const behaviour = behaviourOf('112_072')!;
  const read = (state: GameState, iid: string) => (['WEAPONS', 'SHIELDS'] as const).map((a) => shipAttribute(state, iid, a));

  it('on your Merchant Freighter: WEAPONS 3 → 7, SHIELDS 7 → 6; a second copy may then not be played on it (no longer a freighter)', () => {
    const built = carrierScene('Merchant Freighter');
    expect(validTargets(built.state, 'p1', behaviour.targets!, built.cards[0])).toEqual([built.ship]);
    const played = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: built.cards[0], target: built.ship }]);
    expect(played.state.cards[built.cards[0]]!.zone).toBe(Z.on(built.ship));
    expect(read(played.state, built.ship)).toEqual([7, 6]);
    expect(validTargets(played.state, 'p1', behaviour.targets!, built.cards[1])).toEqual([]);
  });
  it('a ship of another class (a Marauder) is no target', () => {
    const built = carrierScene('Marauder');
    expect(validTargets(built.state, 'p1', behaviour.targets!, built.cards[0])).toEqual([]);
  });
});

describe('127_004 Timepod Ring (once each turn, peek at the top card of your deck; discarded with that top card to nullify an [AU] dilemma)', () => {
  function ringScene(dilemma: string, withRing = true) {
    const built = scene({ missions: ['Excavation'], seeds: [dilemma], awayTeam: [{ skills: 'OFFICER Empathy', affiliation: 'Federation' }, { skills: 'SECURITY', affiliation: 'Federation' }], hand: ['127_004'] });
    const ring = built.ids.hand[0]!;
    return { state: withRing ? moved(built.state, [[ring, Z.table('p1')]]) : built.state, ring, dilemma: built.ids.seeds[0]! };
  }
  const attempt = { type: 'AttemptMission' as const, actor: 'p1' as const, location: 'L1' };

  it('ActivateCard peek: the top card of your own draw deck is shown to you; a second peek that turn is refused', () => {
    const { state, ring } = ringScene('Empathic Echo');
    const top = state.zones[Z.draw('p1')]![0]!;
    const peek = { type: 'ActivateCard' as const, actor: 'p1' as const, card: ring, ability: 'peek' };
    expect(legalCommands(state, 'p1')).toContainEqual(peek);
    const after = run(state, [peek]);
    expect(ofType(after.events, 'CardsShown')).toEqual([expect.objectContaining({ to: 'p1', zone: Z.draw('p1'), cards: [{ iid: top, title: state.blueprints[state.cards[top]!.blueprint]!.title }], source: ring })]);
    const again = when(after.state, peek);
    expect('violation' in again).toBe(true);
  });
  it('an [AU] dilemma (Empathic Echo) is nullified: the ring and the top card of your deck go to your discard pile', () => {
    const { state, ring, dilemma } = ringScene('Empathic Echo');
    const top = state.zones[Z.draw('p1')]![0]!;
    const { events, state: after } = run(state, [attempt]);
    expect(ofType(events, 'DilemmaRemoved')).toEqual([expect.objectContaining({ card: dilemma, reason: 'nullified' })]);
    expect(ofType(events, 'PlayNullified')).toEqual([expect.objectContaining({ card: dilemma, by: ring })]);
    expect([after.cards[ring]!.zone, after.cards[top]!.zone]).toEqual([Z.discard('p1'), Z.discard('p1')]);
  });
  it('not for a dilemma without [AU] (Alien Abduction), nor without the ring: the ring stays and nothing is nullified', () => {
    const plain = ringScene('Alien Abduction');
    const { events, state: after } = run(plain.state, [attempt]);
    expect(ofType(events, 'PlayNullified')).toEqual([]);
    expect(after.cards[plain.ring]!.zone).toBe(Z.table('p1'));
    const none = ringScene('Empathic Echo', false);
    expect(ofType(run(none.state, [attempt]).events, 'PlayNullified')).toEqual([]);
  });
});

describe('174_002 Crossover: An Invitation (once each turn an Alpha Quadrant personnel of yours reports in the Mirror Quadrant)', () => {
  function mirrorScene(withCard = true) {
    const post: Card = { ...realCard('Federation Outpost'), id: 't_mirror_outpost', title: 'Test Mirror Outpost' };
    const built = scene({ missions: ['Excavation'], quadrant: 'Mirror', hand: ['174_002', post, { affiliation: 'Federation', skills: 'OFFICER' }, { affiliation: 'Federation', skills: 'SCIENCE' }] });
    const [invite, outpost, first, second] = built.ids.hand as [string, string, string, string];
    const events: GameEvent[] = [{ type: 'CardMoved', card: outpost, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'test' }];
    if (withCard) events.push({ type: 'CardMoved', card: invite, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' });
    return { state: evolveAll(events, built.state), outpost, first, second };
  }
  const report = (card: string, facility: string) => ({ type: 'ReportForDuty' as const, actor: 'p1' as const, card, facility });

  it('with it: an Alpha Quadrant personnel reports to your Mirror Quadrant outpost (offered); a second that turn may not', () => {
    const built = mirrorScene();
    expect(legalCommands(built.state, 'p1')).toContainEqual(report(built.first, built.outpost));
    const after = run(built.state, [report(built.first, built.outpost)]);
    expect(after.state.cards[built.first]!.zone).toBe(Z.aboard(built.outpost));
    const withPlay = { ...after.state, turn: { ...after.state.turn!, normalCardPlayUsed: false } };
    const second = when(withPlay, report(built.second, built.outpost));
    expect('violation' in second && second.violation.code).toBe('NOT_NATIVE_QUADRANT');
  });
  it('without it: the report is refused (native quadrant) and not offered', () => {
    const built = mirrorScene(false);
    const outcome = when(built.state, report(built.first, built.outpost));
    expect('violation' in outcome && outcome.violation.code).toBe('NOT_NATIVE_QUADRANT');
    expect(legalCommands(built.state, 'p1')).not.toContainEqual(report(built.first, built.outpost));
  });
});

describe('191_014 Tyranny (at the start of your turn, hand empty as it began: take a [MU][22] card or an [AU] event from your deck into hand; cumulative)', () => {
  const terran = withIcons(person({ affiliation: 'Federation', skills: 'OFFICER' }), ['MU', '22']);
  const auEvent: Card = { ...realCard('Alien Probe'), id: 't_au_event', title: 'Test AU Event', icons: [icon('AU')] };
  const mirrorOnly = withIcons(person({ affiliation: 'Federation', skills: 'SCIENCE' }), ['MU']);
  /** Tyranny copies on p1's table, the three candidates in p1's deck; p1's turn 3 begins with `kept` cards in hand. */
  function tyrannyScene(copies: number, kept: number) {
    const built = scene({ missions: ['Excavation'], hand: [...Array.from({ length: copies }, () => '191_014'), terran, auEvent, mirrorOnly, ...Array.from({ length: kept }, () => ({ skills: 'CIVILIAN' }))] });
    const ids = built.ids.hand;
    const tyrannies = ids.slice(0, copies);
    const [terranId, eventId, mirrorId] = ids.slice(copies, copies + 3) as [string, string, string];
    const events: GameEvent[] = [
      ...tyrannies.map((iid): GameEvent => ({ type: 'CardMoved', card: iid, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' })),
      ...[terranId, eventId, mirrorId].map((iid): GameEvent => ({ type: 'CardMoved', card: iid, from: Z.hand('p1'), to: Z.draw('p1'), faceUp: false, reason: 'test' })),
      { type: 'TurnBegan', player: 'p1', number: 3 },
    ];
    return { state: evolveAll(events, built.state), tyrannies, terranId, eventId, mirrorId };
  }
  const use = (card: string, target: string) => ({ type: 'ActivateCard' as const, actor: 'p1' as const, card, ability: 'download', target });

  it('hand empty as the turn began: only the [MU][22] card and the [AU] event are offered; the event goes to hand and the deck is shuffled; once per copy', () => {
    const built = tyrannyScene(1, 0);
    expect(built.state.turn!.handEmptyAtStart).toBe(true);
    const offered = legalCommands(built.state, 'p1').filter((c) => c.type === 'ActivateCard').map((c) => (c as { target?: string }).target);
    expect(offered.sort()).toEqual([built.terranId, built.eventId].sort());
    const after = run(built.state, [use(built.tyrannies[0]!, built.eventId)]);
    expect(after.state.cards[built.eventId]!.zone).toBe(Z.hand('p1'));
    expect(ofType(after.events, 'DeckShuffled')).toHaveLength(1);
    const again = when(after.state, use(built.tyrannies[0]!, built.terranId));
    expect('violation' in again && again.violation.code).toBe('ONCE_PER_TURN');
    expect(refusedCode(built.state, use(built.tyrannies[0]!, built.mirrorId))).toBe('INVALID_TARGET');
  });
  it('cumulative: a second copy gives a second download that turn', () => {
    const built = tyrannyScene(2, 0);
    const after = run(built.state, [use(built.tyrannies[0]!, built.eventId), use(built.tyrannies[1]!, built.terranId)]);
    expect([after.state.cards[built.eventId]!.zone, after.state.cards[built.terranId]!.zone]).toEqual([Z.hand('p1'), Z.hand('p1')]);
  });
  it('Computer Crash on a table (no downloads): nothing to take', () => {
    const built = tyrannyScene(1, 0);
    const crash = scene({ missions: ['Excavation'], hand: ['Computer Crash'] });
    const crashCard = { ...crash.state.cards[crash.ids.hand[0]!]!, iid: 'crash', owner: 'p2' as const, zone: Z.table('p2'), faceUp: true };
    const state: GameState = { ...built.state, cards: { ...built.state.cards, crash: crashCard }, blueprints: { ...built.state.blueprints, ...crash.state.blueprints }, zones: { ...built.state.zones, [Z.table('p2')]: [...(built.state.zones[Z.table('p2')] ?? []), 'crash'] } };
    expect(refusedCode(state, use(built.tyrannies[0]!, built.eventId))).toBe('INVALID_TARGET');
  });
  it('a card in hand as the turn began: no download', () => {
    const built = tyrannyScene(1, 1);
    expect(built.state.turn!.handEmptyAtStart).toBeUndefined();
    expect(refusedCode(built.state, use(built.tyrannies[0]!, built.eventId))).toBe('CONDITION_UNMET');
    expect(legalCommands(built.state, 'p1').filter((c) => c.type === 'ActivateCard')).toEqual([]);
  });
});

function refusedCode(state: GameState, command: Parameters<typeof when>[1]): string | null {
  const outcome = when(state, command);
  return 'violation' in outcome ? outcome.violation.code : null;
}

describe('125_021 Oo-mox (stops every male Ferengi in play; until its countdown ends they have regular skills doubled and +2 to all attributes)', () => {
  const ferengi = (skills: string, male = true) => person({ affiliation: 'Ferengi', skills, ch: male ? ['Ferengi', 'Male'] : ['Ferengi', 'Female'], i: 5, c: 6, s: 4 });
  function mox() {
    const built = scene({ missions: ['Excavation'], awayTeam: [ferengi('ENGINEER Greed'), ferengi('SCIENCE Greed', false), { affiliation: 'Federation', skills: 'OFFICER', ch: ['Human', 'Male'] }], hand: ['125_021'] });
    const [male, female, human] = built.ids.awayTeam as [string, string, string];
    return { state: built.state, card: built.ids.hand[0]!, male, female, human };
  }
  const view = (state: GameState, iid: string) => {
    const m = memberOf(state, iid);
    return { attrs: [m.integrity, m.cunning, m.strength], greed: skillLevel(m, 'Greed'), engineer: skillLevel(m, 'ENGINEER') };
  };
  it('played: the male Ferengi is stopped and has Greed x2 (his classification is no skill: ENGINEER stays 1), attributes +2; the female Ferengi and the Human are untouched', () => {
    const built = mox();
    const played = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: built.card }]);
    expect(ofType(played.events, 'CardStopped').map((e) => e.card)).toEqual([built.male]);
    expect(played.state.cards[built.card]!.zone).toBe(Z.table('p1'));
    expect(played.state.cards[built.card]!.countdown).toBe(3);
    expect(view(played.state, built.male)).toEqual({ attrs: [7, 8, 6], greed: 2, engineer: 1 });
    expect(view(played.state, built.female)).toEqual({ attrs: [5, 6, 4], greed: 1, engineer: 0 });
    expect(played.state.cards[built.human]!.stopped).toBeFalsy();
  });
  it('when the countdown runs out the card is discarded and the male Ferengi is back to his printed box', () => {
    const built = mox();
    const played = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: built.card }]);
    const expired = evolveAll([{ type: 'CountdownTicked', card: built.card, remaining: 0, rule: 'test' } as GameEvent, { type: 'CardMoved', card: built.card, from: Z.table('p1'), to: Z.discard('p1'), faceUp: true, reason: 'countdown reached zero' }], played.state);
    expect(view(expired, built.male)).toEqual({ attrs: [5, 6, 4], greed: 1, engineer: 1 });
    const ticked = run(played.state, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ofType(ticked.events, 'CountdownTicked')).toEqual([expect.objectContaining({ card: built.card, remaining: 2 })]);
  });
});

describe('153_008 Optimize Drones (partly: atop a mission, your [Com]/[Def] personnel there are +1 while your Borg sphere is there)', () => {
  function droneScene(shipClass: string) {
    const base = ship({ affiliation: 'Borg' });
    const vessel: Card = { ...base, ship: { ...base.ship!, shipClass } };
    const drone = withIcons(person({ affiliation: 'Borg', skills: 'ENGINEER', i: 5, c: 5, s: 5 }), ['Def']);
    const other = person({ affiliation: 'Borg', skills: 'SCIENCE', i: 5, c: 5, s: 5 });
    const built = scene({ missions: ['Excavation'], ship: vessel, crew: [drone, other], hand: ['153_008'] });
    return { state: built.state, card: built.ids.hand[0]!, drone: built.ids.crew[0]!, other: built.ids.crew[1]! };
  }
  const attrs = (state: GameState, iid: string) => {
    const m = memberOf(state, iid);
    return [m.integrity, m.cunning, m.strength];
  };
  it('with your Borg Sphere at the location: the [Def] drone there is all +1, the drone without [Com]/[Def] is not', () => {
    const built = droneScene('Borg Sphere');
    const played = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: built.card, target: 'L1' }]);
    expect(played.state.cards[built.card]!.zone).toBe(Z.atop('L1'));
    expect(attrs(played.state, built.drone)).toEqual([6, 6, 6]);
    expect(attrs(played.state, built.other)).toEqual([5, 5, 5]);
  });
  it('with only a Borg Cube there: no change', () => {
    const built = droneScene('Borg Cube');
    const played = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: built.card, target: 'L1' }]);
    expect(attrs(played.state, built.drone)).toEqual([5, 5, 5]);
  });
});

describe('125_017 Bynars Data Transfer (the top five of your deck in your order, on top or beneath; then the event beneath the deck)', () => {
  function bynars() {
    const built = scene({ missions: ['Excavation'], hand: ['125_017'] });
    const card = built.ids.hand[0]!;
    const deck = [...built.state.zones[Z.draw('p1')]!];
    const played = run(built.state, [{ type: 'PlayCard', actor: 'p1', card }]);
    return { played, card, deck };
  }
  it('played: the top five are shown to you and await your order; the answer puts two on top, three beneath, then the event under them all', () => {
    const { played, card, deck } = bynars();
    const [d1, d2, d3, d4, d5] = deck as [string, string, string, string, string];
    expect(ofType(played.events, 'CardsShown')).toEqual([expect.objectContaining({ to: 'p1', zone: Z.draw('p1'), cards: deck.slice(0, 5).map((iid) => expect.objectContaining({ iid })) })]);
    expect(played.state.awaiting).toEqual([{ player: 'p1', kind: 'arrange-cards', options: [Z.draw('p1')] }]);
    expect(legalCommands(played.state, 'p1').filter((c) => c.type !== 'Concede')).toEqual([{ type: 'ArrangeCards', actor: 'p1', order: deck.slice(0, 5) }]);
    const after = run(played.state, [{ type: 'ArrangeCards', actor: 'p1', order: [d3, d1], beneath: [d5, d2, d4] }]);
    expect(after.state.zones[Z.draw('p1')]).toEqual([d3, d1, ...deck.slice(5), d5, d2, d4, card]);
    expect(after.state.awaiting).toEqual([{ player: 'p1', kind: 'turn' }]);
  });
  it('an order naming a card beyond the top five, or leaving one out, is refused', () => {
    const { played, deck } = bynars();
    expect(refusedCode(played.state, { type: 'ArrangeCards', actor: 'p1', order: deck.slice(1, 6) })).toBe('INVALID_ORDER');
    expect(refusedCode(played.state, { type: 'ArrangeCards', actor: 'p1', order: deck.slice(0, 4) })).toBe('INVALID_ORDER');
  });
  it('Thought Maker (a whole deck, no "beneath") still refuses cards put beneath', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Thought Maker'] });
    const played = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]! }]);
    const deck = [...played.state.zones[Z.draw('p2')]!];
    expect(refusedCode(played.state, { type: 'ArrangeCards', actor: 'p1', order: deck.slice(1), beneath: deck.slice(0, 1) })).toBe('INVALID_ORDER');
    expect(run(played.state, [{ type: 'ArrangeCards', actor: 'p1', order: [...deck].reverse() }]).state.zones[Z.draw('p2')]).toEqual([...deck].reverse());
  });
});

describe('105_096 Into the Breach (partly: while in play, Warp Core Breach is nullified and damaged ships except the Borg Ship are repaired)', () => {
  function breachScene(withBorgShip = false) {
    const built = battleScene([
      { label: 'ship', owner: 'p1', at: 'space', card: warship({ affiliation: 'Federation' }) },
      { label: 'enemy', owner: 'p2', at: 'space', card: warship({ affiliation: 'Romulan' }) },
      ...(withBorgShip ? [{ label: 'borg', owner: 'p2' as const, at: 'space' as const, card: 'Borg Ship' }] : []),
      { label: 'breach', owner: 'p1', at: 'hand', card: '105_096' },
      { label: 'wcb', owner: 'p2', at: 'hand', card: 'Warp Core Breach' },
    ]);
    const damaged: GameEvent[] = [
      { type: 'ShipDamaged', ship: built.id('ship'), damage: 1, source: 'test' } as GameEvent,
      { type: 'CardMoved', card: built.id('wcb'), from: Z.hand('p2'), to: Z.on(built.id('enemy')), faceUp: true, reason: 'test' },
      ...(withBorgShip ? [{ type: 'ShipDamaged', ship: built.id('borg'), damage: 1, source: 'test' } as GameEvent] : []),
    ];
    return { built, state: evolveAll(damaged, built.state) };
  }
  it('played: the damaged ship is repaired and the Warp Core Breach on the enemy ship is discarded; the Borg Ship stays damaged', () => {
    const { built, state } = breachScene(true);
    const { events, state: after } = run(state, [{ type: 'PlayCard', actor: 'p1', card: built.id('breach') }]);
    expect(ofType(events, 'ShipRepaired').map((e) => e.ship)).toEqual([built.id('ship')]);
    expect(after.cards[built.id('wcb')]!.zone).toBe(Z.discard('p2'));
    expect(after.cards[built.id('borg')]!.damage).toBe(1);
  });
  it('not in play: the damage and the Warp Core Breach stay', () => {
    const { built, state } = breachScene();
    const { events, state: after } = run(state, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ofType(events, 'ShipRepaired')).toEqual([]);
    expect(after.cards[built.id('ship')]!.damage).toBe(1);
    expect(after.cards[built.id('wcb')]!.zone).toBe(Z.on(built.id('enemy')));
  });
});

describe('115_025 Invasive Beam-In (your ship with Invasive Transporters and Transporter Skill aboard beams your matching personnel through SHIELDS)', () => {
  function invasion(opts: { card: boolean; equipment?: boolean; skill?: string }) {
    const base = warship({ affiliation: 'Dominion' });
    const jemHadarShip: Card = { ...base, ship: { ...base.ship!, specialEquipment: opts.equipment === false ? [] : ['Invasive Transporters'] } };
    const built = battleScene([
      { label: 'ship', owner: 'p1', at: 'space', card: jemHadarShip },
      { label: 'tech', owner: 'p1', at: { aboard: 'ship' }, card: { affiliation: 'Dominion', skills: opts.skill ?? 'ENGINEER Transporter Skill' } },
      { label: 'soldier', owner: 'p1', at: { aboard: 'ship' }, card: { affiliation: 'Dominion', skills: 'SECURITY' } },
      { label: 'guest', owner: 'p1', at: { aboard: 'ship' }, card: { affiliation: 'Non-Aligned', skills: 'CIVILIAN' } },
      { label: 'enemy', owner: 'p2', at: 'space', card: warship({ affiliation: 'Federation', shields: 6 }) },
      { label: 'crew', owner: 'p2', at: { aboard: 'enemy' }, card: { affiliation: 'Federation', skills: 'OFFICER' } },
      { label: 'beam-in', owner: 'p1', at: 'hand', card: '115_025' },
    ]);
    const state = opts.card ? moved(built.state, [[built.id('beam-in'), Z.table('p1')]]) : built.state;
    const beam = (labels: string[]) => ({ type: 'Beam' as const, actor: 'p1' as const, cards: labels.map(built.id), to: Z.aboard(built.id('enemy')), via: built.id('ship') });
    return { state, beam, built };
  }
  it('with it: your Dominion SECURITY beams aboard the shielded enemy ship (offered by legalCommands)', () => {
    const { state, beam, built } = invasion({ card: true });
    expect(legalCommands(state, 'p1')).toContainEqual(beam(['soldier']));
    const after = run(state, [beam(['soldier'])]);
    expect(after.state.cards[built.id('soldier')]!.zone).toBe(Z.aboard(built.id('enemy')));
  });
  it('not for a Non-Aligned personnel aboard (no match), nor without Transporter Skill aboard, nor without the equipment, nor without the card', () => {
    const withCard = invasion({ card: true });
    expect(refusedCode(withCard.state, withCard.beam(['guest']))).toBe('SHIELDED');
    expect(legalCommands(withCard.state, 'p1')).not.toContainEqual(withCard.beam(['guest']));
    const noSkill = invasion({ card: true, skill: 'ENGINEER' });
    expect(refusedCode(noSkill.state, noSkill.beam(['soldier']))).toBe('SHIELDED');
    const noEquipment = invasion({ card: true, equipment: false });
    expect(refusedCode(noEquipment.state, noEquipment.beam(['soldier']))).toBe('SHIELDED');
    const none = invasion({ card: false });
    expect(refusedCode(none.state, none.beam(['soldier']))).toBe('SHIELDED');
  });
});

describe('192_022 Polarized Hull Plating (discarded to nullify a damage marker about to be placed on your [22] ship)', () => {
  function plated(opts: { era: boolean; plating: boolean }) {
    const target = opts.era ? withIcons(warship({ affiliation: 'Starfleet', shields: 6, weapons: 0 }), ['22']) : warship({ affiliation: 'Starfleet', shields: 6, weapons: 0 });
    const built = battleScene([
      { label: 'a', owner: 'p1', at: 'space', card: warship({ affiliation: 'Klingon', weapons: 8 }) },
      { label: 'a-crew', owner: 'p1', at: { aboard: 'a' }, card: { affiliation: 'Klingon', skills: 'OFFICER' } },
      { label: 't', owner: 'p2', at: 'space', card: target },
      { label: 't-crew', owner: 'p2', at: { aboard: 't' }, card: { affiliation: 'Starfleet', skills: 'OFFICER' } },
      { label: 'plating', owner: 'p2', at: 'hand', card: '192_022' },
    ]);
    const state = opts.plating ? moved(built.state, [[built.id('plating'), Z.table('p2')]]) : built.state;
    return { built, state, attack: { type: 'InitiateShipBattle' as const, actor: 'p1' as const, ships: [built.id('a')], target: built.id('t') } };
  }
  it('a hit on p2’s [22] ship: the plating is discarded and no damage marker is placed', () => {
    const { built, state, attack } = plated({ era: true, plating: true });
    const { events, state: after } = run(state, [attack]);
    expect(ofType(events, 'ShipsFired')[0]).toMatchObject({ result: 'hit' });
    expect(ofType(events, 'ShipDamaged')).toEqual([]);
    expect(after.cards[built.id('plating')]!.zone).toBe(Z.discard('p2'));
  });
  it('a ship without [22], or no plating: the marker is placed (and the plating stays)', () => {
    const other = plated({ era: false, plating: true });
    const hit = run(other.state, [other.attack]);
    expect(ofType(hit.events, 'ShipDamaged')).toMatchObject([{ ship: other.built.id('t'), damage: 1 }]);
    expect(hit.state.cards[other.built.id('plating')]!.zone).toBe(Z.table('p2'));
    const bare = plated({ era: true, plating: false });
    expect(ofType(run(bare.state, [bare.attack]).events, 'ShipDamaged')).toMatchObject([{ damage: 1 }]);
  });
});
