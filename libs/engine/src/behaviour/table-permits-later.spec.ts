/**
 * Issue 15 (assorted): table cards of later sets over existing permits and two new options —
 * ships that may land (`ships-may-land`), staffing icons given from the table (`staffingGrants`),
 * and a draw when the opponent reports in one quadrant (`whenCardsPlayed` … `quadrant`).
 *   1E rulebook › EXECUTING ORDERS › LAND & TAKE OFF; › STAFF A SHIP; PLAYING "FOR FREE";
 *   REPORTING FOR DUTY; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects while on the table).
 * given (a play-phase scene) / when (Land, ReportForDuty, PlayCard) / then (the facts, staffing).
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { evolveAll } from '../evolve';
import { flightCost, isStaffed } from '../play';
import { shipAttribute } from './ship-modifiers';
import { ofType, person, realCard, scene, ship, type SceneSpec } from '../testing/attempt-scene';
import { moved, play as run, refused, when } from '../testing/scenario';
import type { Command, CommandOf, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { memberOf } from '../attempt/requirements';
import { report } from '../testing/commands';

const icon = (code: string) => ({ code, name: code, category: ['Cmd', 'Stf'].includes(code) ? 'staffing' : 'other' });
const withIcons = (card: Card, icons: string[]): Card => ({ ...card, icons: [...card.icons, ...icons.map(icon)] });
/** A test ship with staffing icons and a class. */
function starship(spec: { staffing?: string[]; shipClass?: string } = {}): Card {
  const base = ship();
  return { ...base, ship: { ...base.ship!, staffing: { icons: spec.staffing ?? [], alternatives: [] }, ...(spec.shipClass ? { shipClass: spec.shipClass } : {}) } };
}
const land = (ship: string): Command => ({ type: 'Land', actor: 'p1', ship });

describe('123_058 Blue Alert: your Intrepid-class ships and ships without staffing icons may land or take off once each turn, using 2 RANGE', () => {
  const given = (vessel: Card, alert: boolean) => {
    const built = scene({ missions: ['Excavation'], ship: vessel, crew: [withIcons(person({ skills: 'OFFICER' }), ['Cmd'])], hand: alert ? ['Blue Alert'] : [] });
    const state = alert ? moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]) : built.state;
    return { ship: built.ids.ship!, state };
  };
  it('applies: a staffed Intrepid-class ship lands using 2 RANGE, and may not take off again that turn; a ship without staffing icons lands too', () => {
    const { ship: intrepid, state } = given(starship({ staffing: ['Cmd'], shipClass: 'Intrepid Class' }), true);
    expect(legalCommands(state, 'p1')).toContainEqual(land(intrepid));
    const after = run(state, [land(intrepid)]);
    expect(ofType(after.events, 'ShipLanded')).toEqual([expect.objectContaining({ ship: intrepid, limited: true, range: 2 })]);
    expect(after.state.cards[intrepid]!.zone).toBe(Z.surface('L1'));
    expect(refused(after.state, { type: 'TakeOff', actor: 'p1', ship: intrepid })).toBe('LANDING_USED');
    const runabout = given(starship(), true);
    expect(ofType(run(runabout.state, [land(runabout.ship)]).events, 'ShipLanded')).toEqual([expect.objectContaining({ ship: runabout.ship, range: 2 })]);
  });
  it('does not apply: a staffed ship of another class may not land; an Intrepid-class ship without Blue Alert may not either', () => {
    const other = given(starship({ staffing: ['Cmd'], shipClass: 'Galaxy Class' }), true);
    expect(refused(other.state, land(other.ship))).toBe('CANNOT_LAND');
    const bare = given(starship({ staffing: ['Cmd'], shipClass: 'Intrepid Class' }), false);
    expect(refused(bare.state, land(bare.ship))).toBe('CANNOT_LAND');
  });
});

describe('115_020 Crew Reassignment: your [Ent-E] personnel staff ships as [Stf]', () => {
  const given = (second: string | Card) => {
    const built = scene({ missions: ['Excavation'], ship: starship({ staffing: ['Cmd', 'Stf'] }), crew: [withIcons(person({ skills: 'OFFICER' }), ['Cmd']), second], hand: ['Crew Reassignment'] });
    return { ship: built.ids.ship!, event: built.ids.hand[0]!, state: built.state };
  };
  it('applies: with Beverly Crusher (First Contact) ([Ent-E], no staffing icon) aboard, the [Cmd][Stf] ship is staffed once the event is on the table, not before', () => {
    const { ship: vessel, event, state } = given('Beverly Crusher (First Contact)');
    expect(isStaffed(state, vessel)).toBe(false);
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card: event }]).state;
    expect(after.cards[event]!.zone).toBe(Z.table('p1'));
    expect(isStaffed(after, vessel)).toBe(true);
  });
  it('does not apply: a personnel without the [Ent-E] icon does not staff as [Stf]', () => {
    const { ship: vessel, event, state } = given(person({ skills: 'MEDICAL' }));
    expect(isStaffed(run(state, [{ type: 'PlayCard', actor: 'p1', card: event }]).state, vessel)).toBe(false);
  });
});

describe("119_019 Temporal Investigations: once each turn, when the opponent reports an [AU] personnel or ship to the Alpha Quadrant spaceline, you download Lucsly and/or Dulmer or draw a card", () => {
  /** p2 holds the event on the table, its own Federation Outpost at L1 and Lucsly atop its draw deck; p1 reports `personnel` to a Federation Outpost at L1. */
  const given = (personnel: readonly (string | Card)[], spec: Partial<SceneSpec> = {}) => {
    const built = scene({ missions: ['Excavation'], ...spec, hand: ['Federation Outpost', ...personnel], opponentHand: ['Temporal Investigations', 'Lucsly', 'Federation Outpost'] });
    const [outpost, ...people] = built.ids.hand as [string, ...string[]];
    const [event, lucsly, theirs] = built.ids.opponentHand as [string, string, string];
    const state = evolveAll(
      [
        { type: 'CardMoved', card: outpost, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'test' },
        { type: 'CardMoved', card: theirs, from: Z.hand('p2'), to: Z.space('L1'), faceUp: true, reason: 'test' },
        { type: 'CardMoved', card: event, from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'test' },
        { type: 'CardMoved', card: lucsly, from: Z.hand('p2'), to: Z.draw('p2'), index: 0, faceUp: false, reason: 'test' },
      ],
      built.state,
    );
    return { state, outpost, people, lucsly, theirs };
  };
  const drawsOf = (events: readonly GameEvent[]) => ofType(events, 'CardsDrawn').filter((e) => e.player === 'p2' && e.reason === 'card-effect').length;
  const pickNone = { type: 'MakeChoice' as const, actor: 'p2' as const, chosen: [] };
  it('applies: p1 reports Jack Crusher ([AU]) in the Alpha Quadrant — p2 picks Lucsly, downloaded aboard its outpost; or picks none and draws a card', () => {
    const { state, outpost, people, lucsly, theirs } = given(['Jack Crusher']);
    const reported = run(state, [report(people[0]!, outpost)]);
    expect(reported.state.pendingChoice).toMatchObject({ player: 'p2', options: [lucsly] });
    const picked = run(reported.state, [{ type: 'MakeChoice', actor: 'p2', chosen: [lucsly] }]);
    expect([picked.state.cards[lucsly]!.zone, drawsOf(picked.events)]).toEqual([Z.aboard(theirs), 0]);
    expect(drawsOf(run(reported.state, [pickNone]).events)).toBe(1);
  });
  it('does not apply: a personnel without [AU]; a second [AU] report that turn; an [AU][GQ] report in the Gamma Quadrant — no choice, no draw', () => {
    const plain = given(['Tasha Yar']);
    const quiet = run(plain.state, [report(plain.people[0]!, plain.outpost)]);
    expect([quiet.state.pendingChoice ?? null, drawsOf(quiet.events)]).toEqual([null, 0]);
    const twice = given(['Jack Crusher', 'Rachel Garrett']);
    const first = run(twice.state, [report(twice.people[0]!, twice.outpost), pickNone]);
    const second = evolveAll([{ type: 'NormalCardPlayRestored', player: 'p1', source: 'test' } as GameEvent], first.state);
    const again = run(second, [report(twice.people[1]!, twice.outpost)]);
    expect([again.state.pendingChoice ?? null, drawsOf(again.events)]).toEqual([null, 0]);
    const gamma = given([withIcons(person({ skills: 'OFFICER' }), ['AU', 'GQ'])], { quadrant: 'Gamma' });
    const reported = when(gamma.state, report(gamma.people[0]!, gamma.outpost));
    if ('violation' in reported) throw new Error(reported.violation.message);
    expect(reported.state.cards[gamma.people[0]!]!.zone).toBe(Z.aboard(gamma.outpost));
    expect([reported.state.pendingChoice ?? null, drawsOf(reported.events)]).toEqual([null, 0]);
  });
});

describe('192_026 Reed Alert!: downloads aboard your [22] ship one of its matching commanders, then is discarded', () => {
  const commanded = (icons: string[]): Card => ({ ...withIcons(ship(), icons), id: `t_reed_${icons.join('')}`, commandedBy: ['Test Captain'] });
  const given = (vessel: Card) => {
    const built = scene({ missions: ['Excavation'], ship: vessel, crew: [{ skills: 'ENGINEER' }], hand: ['Reed Alert!', person({ skills: 'OFFICER Leadership', title: 'Test Captain', universal: false })] });
    const [card, captain] = built.ids.hand as [string, string];
    const state = evolveAll([{ type: 'CardMoved', card: captain, from: Z.hand('p1'), to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test: deck' } as GameEvent], built.state);
    return { state, card, captain, ship: built.ids.ship! };
  };
  const offers = (state: Parameters<typeof legalCommands>[0], card: string) => legalCommands(state, 'p1').filter((cmd) => cmd.type === 'PlayCard' && cmd.card === card);
  it('applies: on a [22] ship commanded by Test Captain, the captain is downloaded aboard from the draw deck and the incident is discarded', () => {
    const { state, card, captain, ship: vessel } = given(commanded(['22']));
    const command: Command = { type: 'PlayCard', actor: 'p1', card, target: `${captain}>${vessel}` };
    // Issue 15 (helper tail2): the card has a second way now, so its offers name the way (mode 0: this one).
    expect(offers(state, card)).toContainEqual({ ...command, mode: 0 });
    const after = run(state, [command]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.from, e.to])).toEqual([[captain, Z.draw('p1'), Z.aboard(vessel)]]);
    expect(after.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
  it('does not apply: the same ship without the [22] icon gives no target', () => {
    const { state, card, captain, ship: vessel } = given(commanded([]));
    expect(offers(state, card)).toEqual([]);
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card, target: `${captain}>${vessel}` })).toBe('INVALID_TARGET');
  });
});

describe('112_068 HQ: War Room: on a homeworld; your OFFICER, SECURITY, Leadership and Resistance personnel of its affiliation, anywhere in play, are CUNNING +2 and STRENGTH +2', () => {
  const given = () => {
    const built = scene({
      // Cloaked Mission: Romulus, the Romulan homeworld (1E rulebook › THE CARDS › MISSIONS › Tip: Homeworlds; its [KLI] icon names who may attempt it).
      missions: ['Cloaked Mission', 'Excavation'],
      awayTeam: [
        { affiliation: 'Romulan', skills: 'OFFICER', c: 5, s: 5 },
        { affiliation: 'Romulan', skills: 'ENGINEER Leadership', c: 5, s: 5 },
        { affiliation: 'Romulan', skills: 'ENGINEER', c: 5, s: 5 },
        { affiliation: 'Federation', skills: 'OFFICER', c: 5, s: 5 },
      ],
      hand: ['HQ: War Room'],
      opponentHand: [{ affiliation: 'Romulan', skills: 'SECURITY', c: 5, s: 5 }],
    });
    const [officer, leader, engineer, federation] = built.ids.awayTeam as [string, string, string, string];
    const opposing = built.ids.opponentHand[0]!;
    // The Leadership ENGINEER is elsewhere (on Excavation): "anywhere in play".
    const state = moved(built.state, [[leader, Z.surface('L2')], [opposing, Z.surface('L1')]]);
    return { state, card: built.ids.hand[0]!, officer, leader, engineer, federation, opposing };
  };
  const attrs = (state: Parameters<typeof memberOf>[0], iid: string) => [memberOf(state, iid).cunning, memberOf(state, iid).strength];
  it('applies: played on the Romulan homeworld, the Romulan OFFICER (there) and the Romulan with Leadership (at another mission) are CUNNING 7, STRENGTH 7', () => {
    const { state, card, officer, leader } = given();
    expect(attrs(state, officer)).toEqual([5, 5]);
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card, target: 'L1' }]).state;
    expect(after.cards[card]!.zone).toBe(Z.atop('L1'));
    expect([attrs(after, officer), attrs(after, leader)]).toEqual([
      [7, 7],
      [7, 7],
    ]);
  });
  it('does not apply: a Romulan ENGINEER without those skills, a Federation OFFICER, the opponent\'s Romulan SECURITY stay at 5; a non-homeworld is no target', () => {
    const { state, card, engineer, federation, opposing } = given();
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card, target: 'L1' }]).state;
    expect([attrs(after, engineer), attrs(after, federation), attrs(after, opposing)]).toEqual([
      [5, 5],
      [5, 5],
      [5, 5],
    ]);
    expect(legalCommands(state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === card)).toEqual([{ type: 'PlayCard', actor: 'p1', card, target: 'L1' }]);
  });
});

describe("202_007 Life's Simple Pleasures: on your non-Borg crew of six or more — more males than females: download a female personnel; otherwise draw three", () => {
  const man = { skills: 'OFFICER', ch: ['Human', 'Male'] };
  const woman = { skills: 'SCIENCE', ch: ['Human', 'Female'] };
  /** p1's ship with `crew`, a Federation Outpost at L1, the event in hand and three cards in the draw deck (a woman on top). */
  const given = (crew: SceneSpec['crew']) => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew, hand: ["Life's Simple Pleasures", 'Federation Outpost', { skills: 'MEDICAL', ch: ['Human', 'Female'] }, man, man] });
    const [card, outpost, ...deck] = built.ids.hand as [string, string, ...string[]];
    const events: GameEvent[] = [
      { type: 'CardMoved', card: outpost, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'test' },
      ...deck.map((iid, index): GameEvent => ({ type: 'CardMoved', card: iid, from: Z.hand('p1'), to: Z.draw('p1'), index, faceUp: false, reason: 'test: deck' })),
    ];
    return { state: evolveAll(events, built.state), card, outpost, female: deck[0]! };
  };
  const ways = (state: Parameters<typeof legalCommands>[0], card: string) =>
    legalCommands(state, 'p1').filter((cmd) => cmd.type === 'PlayCard' && cmd.card === card).map((cmd) => ({ mode: (cmd as { mode?: number }).mode, target: (cmd as { target?: string }).target }));
  it('applies: four men and two women — only the download is offered; the female personnel reports to the outpost and the event is discarded', () => {
    const { state, card, outpost, female } = given([man, man, man, man, woman, woman]);
    expect(ways(state, card)).toEqual([{ mode: 1, target: `${female}>${outpost}` }]);
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card, mode: 1, target: `${female}>${outpost}` }]);
    expect(after.state.cards[female]!.zone).toBe(Z.aboard(outpost));
    expect(after.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
  it('applies: three men and three women — only the draw is offered: three cards drawn', () => {
    const { state, card } = given([man, man, man, woman, woman, woman]);
    expect(ways(state, card)).toEqual([{ mode: 0, target: undefined }]);
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card, mode: 0 }]);
    expect(ofType(after.events, 'CardsDrawn').filter((e) => e.reason === 'card-effect').flatMap((e) => e.cards)).toHaveLength(3);
  });
  it('does not apply: a crew of five, or six with a Borg among them — not playable either way', () => {
    const five = given([man, man, man, woman, woman]);
    expect(ways(five.state, five.card)).toEqual([]);
    expect(refused(five.state, { type: 'PlayCard', actor: 'p1', card: five.card })).toBe('PLAY_CONDITION');
    const borg = given([man, man, man, woman, woman, { skills: 'ENGINEER', affiliation: 'Borg', ch: ['Borg', 'Male'] }]);
    expect(ways(borg.state, borg.card)).toEqual([]);
  });
});

describe('149_014 Duck Blind seeds onto your Alpha Quadrant planet mission in the facility phase (seedsOnTarget)', () => {
  const facilityPhase = (state: GameState): GameState => ({ ...state, phase: 'facility', awaiting: [{ player: 'p1', kind: 'seed-facility' }] }) as GameState;
  const seedOn = (card: string, target: string): Command => ({ type: 'SeedOnTable', actor: 'p1', card, target });
  it('applies: seeded atop p1’s Alpha Quadrant planet mission (offered)', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Duck Blind'] });
    const card = built.ids.hand[0]!;
    const given = facilityPhase(moved(built.state, [[card, Z.seed('p1')]]));
    expect(legalCommands(given, 'p1')).toContainEqual(seedOn(card, 'L1'));
    expect(run(given, [seedOn(card, 'L1')]).state.cards[card]!.zone).toBe(Z.atop('L1'));
  });
  it('does not apply: not on a Gamma Quadrant planet, nor on a homeworld (its play condition)', () => {
    const gamma = scene({ missions: ['Excavation'], quadrant: 'Gamma', hand: ['Duck Blind'] });
    expect(refused(facilityPhase(moved(gamma.state, [[gamma.ids.hand[0]!, Z.seed('p1')]])), seedOn(gamma.ids.hand[0]!, 'L1'))).toBe('PLAY_CONDITION');
    const home = scene({ missions: ['Expose Covert Supply'], hand: ['Duck Blind'] });
    expect(refused(facilityPhase(moved(home.state, [[home.ids.hand[0]!, Z.seed('p1')]])), seedOn(home.ids.hand[0]!, 'L1'))).toBe('PLAY_CONDITION');
  });
});

describe('155_031 Strategic Base: on your outpost (not [Neu] or [NA]); your leaders and SECURITY personnel at its location are attributes all +1', () => {
  const given = (outpost: string | Card = 'Federation Outpost') => {
    const built = scene({
      missions: ['Excavation', 'Investigate Alien Probe'],
      awayTeam: [
        { skills: 'SECURITY', i: 5, c: 5, s: 5 },
        { skills: 'ENGINEER', i: 5, c: 5, s: 5 },
        { skills: 'OFFICER', i: 5, c: 5, s: 5 },
      ],
      hand: ['Strategic Base', outpost],
    });
    const [card, post] = built.ids.hand as [string, string];
    const [security, engineer, elsewhere] = built.ids.awayTeam as [string, string, string];
    const state = moved(built.state, [[post, Z.space('L1')], [elsewhere, Z.surface('L2')]]);
    return { state, card, post, security, engineer, elsewhere };
  };
  const attrs = (state: GameState, iid: string) => [memberOf(state, iid).integrity, memberOf(state, iid).cunning, memberOf(state, iid).strength];
  it('applies: on p1’s Federation Outpost, the SECURITY personnel on the planet there is 6/6/6', () => {
    const { state, card, post, security } = given();
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card, target: post }]).state;
    expect(after.cards[card]!.zone).toBe(Z.on(post));
    expect(attrs(after, security)).toEqual([6, 6, 6]);
  });
  it('does not apply: an ENGINEER there and an OFFICER at another mission stay 5/5/5; a Non-Aligned outpost is no target', () => {
    const { state, card, post, engineer, elsewhere } = given();
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card, target: post }]).state;
    expect([attrs(after, engineer), attrs(after, elsewhere)]).toEqual([
      [5, 5, 5],
      [5, 5, 5],
    ]);
    const aligned = given({ ...realCard('Federation Outpost'), id: 't_na_outpost', title: 'Test Non-Aligned Outpost', affiliations: ['Non-Aligned' as never] });
    expect(refused(aligned.state, { type: 'PlayCard', actor: 'p1', card: aligned.card, target: aligned.post })).toBe('INVALID_TARGET');
  });
});

describe('155_031 Strategic Base, its other way: once per game, seeds or plays atop any mission; an outpost later played there discards it and draws three cards (issue 15, helper partials)', () => {
  /** p1's Federation ENGINEER and SECURITY at Excavation (L1), an ENGINEER at Avert Disaster (L2); two Strategic Base and two outposts in hand; five cards on the deck. */
  const given = () => {
    const built = scene({
      missions: ['Excavation', 'Avert Disaster'],
      awayTeam: [{ skills: 'ENGINEER' }, { skills: 'SECURITY', i: 5, c: 5, s: 5 }, { skills: 'ENGINEER' }],
      hand: ['Strategic Base', 'Strategic Base', 'Federation Outpost', 'Federation Outpost'],
      drawTop: ['Excavation', 'Excavation', 'Excavation', 'Excavation', 'Excavation'],
    });
    const [card, copy, post, post2] = built.ids.hand as [string, string, string, string];
    const [, security, engineer2] = built.ids.awayTeam as [string, string, string];
    return { state: moved(built.state, [[engineer2, Z.surface('L2')]]), card, copy, post, post2, security };
  };
  const fresh = (state: GameState): GameState => ({ ...state, turn: { ...state.turn!, normalCardPlayUsed: false } });
  const attrs = (state: GameState, iid: string) => [memberOf(state, iid).integrity, memberOf(state, iid).cunning, memberOf(state, iid).strength];

  it('applies: played atop Excavation it gives no attributes; the Federation Outpost built there discards it and p1 draws three cards', () => {
    const { state, card, post, security } = given();
    const placed = run(state, [{ type: 'PlayCard', actor: 'p1', card, target: 'L1', mode: 1 }]).state;
    expect(placed.cards[card]!.zone).toBe(Z.atop('L1'));
    expect(attrs(placed, security)).toEqual([5, 5, 5]);
    const built = run(fresh(placed), [{ type: 'PlayCard', actor: 'p1', card: post, target: 'L1' }]);
    expect(built.state.cards[post]!.zone).toBe(Z.space('L1'));
    expect(built.state.cards[card]!.zone).toBe(Z.discard('p1'));
    expect(ofType(built.events, 'CardsDrawn').flatMap((event) => event.cards)).toHaveLength(3);
  });

  it('does not apply: an outpost built at another mission leaves it; a second use of that way the same game is refused', () => {
    const { state, card, copy, post } = given();
    const placed = run(state, [{ type: 'PlayCard', actor: 'p1', card, target: 'L1', mode: 1 }]).state;
    const elsewhere = run(fresh(placed), [{ type: 'PlayCard', actor: 'p1', card: post, target: 'L2' }]);
    expect(elsewhere.state.cards[post]!.zone).toBe(Z.space('L2'));
    expect(elsewhere.state.cards[card]!.zone).toBe(Z.atop('L1'));
    expect(refused(fresh(elsewhere.state), { type: 'PlayCard', actor: 'p1', card: copy, target: 'L2', mode: 1 })).toBe('ONCE_PER_GAME');
  });

  it('applies: seeded atop a mission in the facility phase (that way), the later play of the same way is refused; the first way still seeds on an outpost', () => {
    const { state, card, copy, post } = given();
    const facility = { ...moved(state, [[card, Z.seed('p1')], [copy, Z.seed('p1')], [post, Z.space('L2')]]), phase: 'facility', awaiting: [{ player: 'p1', kind: 'seed-facility' }] } as GameState;
    const offered = legalCommands(facility, 'p1').filter((c) => c.type === 'SeedOnTable' && c.card === card).map((c) => (c as CommandOf<'SeedOnTable'>).target);
    expect(offered).toEqual(expect.arrayContaining(['L1', 'L2', post]));
    const seeded = run(facility, [{ type: 'SeedOnTable', actor: 'p1', card, target: 'L1' }]).state;
    expect(seeded.cards[card]!.zone).toBe(Z.atop('L1'));
    const again = { ...seeded, awaiting: [{ player: 'p1', kind: 'seed-facility' }] } as GameState;
    expect(refused(again, { type: 'SeedOnTable', actor: 'p1', card: copy, target: 'L2' })).toBe('ONCE_PER_GAME');
  });
});

describe('172_017 Used to Being Outnumbered: your Condor-class ships are RANGE +2 while moving within a region (moving-range.ts)', () => {
  const condor = (range: number, shipClass = 'Condor Class'): Card => {
    const base = ship({ range, affiliation: 'Non-Aligned' });
    return { ...base, ship: { ...base.ship!, shipClass } };
  };
  /** p1's ship at L1 (missions in `region`), the incident on p1's table; the flight L1 → L2 costs `cost`. */
  const given = (range: (cost: number) => number, opts: { region?: string; shipClass?: string; incident?: boolean } = {}) => {
    const spec = { missions: ['Excavation', 'Investigate Alien Probe'], ...(opts.region ? { region: opts.region } : {}) };
    const probe = scene({ ...spec, ship: condor(8) });
    const cost = flightCost(probe.state, 'p1', 'L1', 'L2', probe.ids.ship!)!.range;
    const built = scene({ ...spec, ship: condor(range(cost), opts.shipClass), crew: [{ skills: 'OFFICER', affiliation: 'Non-Aligned' }], hand: ['Used to Being Outnumbered'] });
    const state = opts.incident === false ? built.state : moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]);
    return { state, ship: built.ids.ship!, cost };
  };
  const fly = (ship: string): Command => ({ type: 'Fly', actor: 'p1', ship, to: 'L2' });
  it('applies: within the Badlands Region a Condor with RANGE two short of the flight makes it; its RANGE reads unchanged', () => {
    const { state, ship: vessel, cost } = given((cost) => cost - 2, { region: 'Badlands Region' });
    expect(shipAttribute(state, vessel, 'RANGE')).toBe(cost - 2);
    expect(ofType(run(state, [fly(vessel)]).events, 'ShipFlew')).toEqual([expect.objectContaining({ ship: vessel, to: 'L2' })]);
  });
  it('does not apply: three short; outside a region; another class; without the incident — refused for RANGE', () => {
    const short = given((cost) => cost - 3, { region: 'Badlands Region' });
    expect(refused(short.state, fly(short.ship))).toBe('INSUFFICIENT_RANGE');
    const open = given((cost) => cost - 2);
    expect(refused(open.state, fly(open.ship))).toBe('INSUFFICIENT_RANGE');
    const other = given((cost) => cost - 2, { region: 'Badlands Region', shipClass: 'Galaxy Class' });
    expect(refused(other.state, fly(other.ship))).toBe('INSUFFICIENT_RANGE');
    const bare = given((cost) => cost - 2, { region: 'Badlands Region', incident: false });
    expect(refused(bare.state, fly(bare.ship))).toBe('INSUFFICIENT_RANGE');
  });
});

describe('181_028 Taking Charge: your personnel at a non-homeworld mission with an objective on it are attributes all +1 (location-held-modifiers.ts)', () => {
  const given = (missions: string[]) => {
    const built = scene({ missions, awayTeam: [{ skills: 'OFFICER', i: 5, c: 5, s: 5 }, { skills: 'ENGINEER', i: 5, c: 5, s: 5 }], hand: ['Taking Charge', 'For the Cause'], opponentHand: [{ skills: 'SECURITY', affiliation: 'Klingon', i: 5, c: 5, s: 5 }] });
    const [card, objective] = built.ids.hand as [string, string];
    const [here, elsewhere] = built.ids.awayTeam as [string, string];
    const opposing = built.ids.opponentHand[0]!;
    const state = moved(built.state, [[card, Z.table('p1')], [objective, Z.atop('L1')], [elsewhere, Z.surface('L2')], [opposing, Z.surface('L1')]]);
    return { state, here, elsewhere, opposing };
  };
  const attrs = (state: GameState, iid: string) => [memberOf(state, iid).integrity, memberOf(state, iid).cunning, memberOf(state, iid).strength];
  it('applies: p1’s personnel on Excavation, where an objective lies, is 6/6/6', () => {
    const { state, here } = given(['Excavation', 'Investigate Alien Probe']);
    expect(attrs(state, here)).toEqual([6, 6, 6]);
  });
  it('does not apply: at a mission without an objective, the opponent’s personnel, or at a homeworld with an objective — 5/5/5', () => {
    const { state, elsewhere, opposing } = given(['Excavation', 'Investigate Alien Probe']);
    expect([attrs(state, elsewhere), attrs(state, opposing)]).toEqual([
      [5, 5, 5],
      [5, 5, 5],
    ]);
    const home = given(['Expose Covert Supply', 'Investigate Alien Probe']);
    expect(attrs(home.state, home.here)).toEqual([5, 5, 5]);
  });
});

describe('138_013 45th Rule of Acquisition: on your Ferengi ship; once each turn your Gold-Pressed Latinum reports aboard for free', () => {
  const given = (affiliation = 'Ferengi') => {
    const built = scene({ missions: ['Excavation'], ship: ship({ affiliation }), crew: [{ skills: 'OFFICER', affiliation }], hand: ['45th Rule of Acquisition', 'Gold-Pressed Latinum', 'Gold-Pressed Latinum'] });
    const [card, first, second] = built.ids.hand as [string, string, string];
    return { state: built.state, card, first, second, ship: built.ids.ship! };
  };
  it('applies: played on the Ferengi ship (the normal card play), one Latinum reports aboard for free, a second that turn is refused', () => {
    const { state, card, first, second, ship: vessel } = given();
    const placed = run(state, [{ type: 'PlayCard', actor: 'p1', card, target: vessel }]);
    expect(placed.state.cards[card]!.zone).toBe(Z.on(vessel));
    expect(legalCommands(placed.state, 'p1')).toContainEqual(report(first, vessel));
    const after = run(placed.state, [report(first, vessel)]);
    expect(after.state.cards[first]!.zone).toBe(Z.aboard(vessel));
    const again = when(after.state, report(second, vessel));
    expect('violation' in again && again.violation.code).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('does not apply: a Federation ship is no target; without the event nothing reports aboard the Ferengi ship', () => {
    const fed = given('Federation');
    expect(refused(fed.state, { type: 'PlayCard', actor: 'p1', card: fed.card, target: fed.ship })).toBe('INVALID_TARGET');
    const bare = given();
    expect(refused(bare.state, report(bare.first, bare.ship))).toBe('NO_SUCH_FACILITY');
  });
});

describe('103_055 Brain Drain: once each turn, one personnel has no skills and CUNNING 0 until the end of the turn (host-gains losesAllSkills, zeroes)', () => {
  const given = () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'SCIENCE Physics x2 Biology', i: 6, c: 7, s: 5 }, { skills: 'ENGINEER Navigation', c: 6 }], hand: ['Brain Drain', 'Brain Drain'] });
    const [scientist, engineer] = built.ids.awayTeam as [string, string];
    const [card, second] = built.ids.hand as [string, string];
    return { state: built.state, scientist, engineer, card, second };
  };
  const skills = (state: GameState, iid: string) => memberOf(state, iid).skills.filter((skill) => skill.level > 0).map((skill) => skill.name);
  it('applies: played on the SCIENCE personnel, it has no skills and CUNNING 0 (INTEGRITY, STRENGTH and its classification kept) until p1 ends the turn', () => {
    const { state, scientist, card } = given();
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card, target: scientist }]).state;
    expect(after.cards[card]!.zone).toBe(Z.on(scientist));
    expect([skills(after, scientist), memberOf(after, scientist).cunning, memberOf(after, scientist).integrity, memberOf(after, scientist).strength]).toEqual([[], 0, 6, 5]);
    const ended = run(after, [{ type: 'EndTurn', actor: 'p1' }]).state;
    expect([skills(ended, scientist).sort(), memberOf(ended, scientist).cunning]).toEqual([['Biology', 'Physics'], 7]);
  });
  it('does not apply: the other personnel keeps its skills and CUNNING; a second Brain Drain that turn is refused', () => {
    const { state, scientist, engineer, card, second } = given();
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card, target: scientist }]).state;
    expect([skills(after, engineer).sort(), memberOf(after, engineer).cunning]).toEqual([['Navigation'], 6]);
    expect(refused(after, { type: 'PlayCard', actor: 'p1', card: second, target: engineer })).toBe('ONCE_PER_TURN');
  });
});

describe('103_038 Engage Shuttle Operations: your shuttlecraft may land and take off using their full RANGE (ships-may-land … range: full, shipClassIncludes)', () => {
  const given = (vessel: Card, event = true) => {
    const built = scene({ missions: ['Excavation', 'Investigate Alien Probe'], ship: vessel, crew: [{ skills: 'OFFICER' }], hand: event ? ['Engage Shuttle Operations'] : [] });
    const state = event ? moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]) : built.state;
    return { ship: built.ids.ship!, state };
  };
  it('applies: the Type VI Shuttlecraft lands on Excavation using all 6 RANGE; it may not take off again that turn (no RANGE left)', () => {
    const { ship: shuttle, state } = given(realCard('Type VI Shuttlecraft'));
    const after = run(state, [land(shuttle)]);
    expect(ofType(after.events, 'ShipLanded')).toEqual([expect.objectContaining({ ship: shuttle, range: 6 })]);
    expect(refused(after.state, { type: 'TakeOff', actor: 'p1', ship: shuttle })).toBe('INSUFFICIENT_RANGE');
  });
  it('does not apply: a shuttle that has used some RANGE may not land; a ship of another class, or a shuttle without the event, may not land', () => {
    const moving = given(realCard('Type VI Shuttlecraft'));
    // Excavation (L1) and Investigate Alien Probe (L2) are 2 RANGE apart: there and back leaves 2 of 6.
    expect(flightCost(moving.state, 'p1', 'L1', 'L2', moving.ship)!.range).toBe(2);
    const back = run(moving.state, [{ type: 'Fly', actor: 'p1', ship: moving.ship, to: 'L2' }, { type: 'Fly', actor: 'p1', ship: moving.ship, to: 'L1' }]).state;
    expect(refused(back, land(moving.ship))).toBe('INSUFFICIENT_RANGE');
    const other = given(starship({ shipClass: 'Galaxy Class' }));
    expect(refused(other.state, land(other.ship))).toBe('CANNOT_LAND');
    const bare = given(realCard('Type VI Shuttlecraft'), false);
    expect(refused(bare.state, land(bare.ship))).toBe('CANNOT_LAND');
  });
});

describe('161_016 The Romulan Underground: on a Romulus System planet; once each turn, Major Rakal, a [TNG] Romulan dissident or "underground" Romulan reports there for free (reportsHere)', () => {
  const given = () => {
    const built = scene({ missions: ['Cloaked Mission', 'Excavation'], region: 'Romulus System Region', hand: ['The Romulan Underground', "N'Vek", "D'Tan", 'Tomalak'] });
    const [card, nvek, dtan, tomalak] = built.ids.hand as [string, string, string, string];
    return { state: built.state, card, nvek, dtan, tomalak, mission: built.ids.missions[0]! };
  };
  it("applies: played on Cloaked Mission (the normal card play), N'Vek (\"underground\" in lore) reports to its planet for free; a second free report that turn is refused", () => {
    const { state, card, nvek, dtan, mission } = given();
    const placed = run(state, [{ type: 'PlayCard', actor: 'p1', card, target: 'L1' }]).state;
    expect(placed.cards[card]!.zone).toBe(Z.atop('L1'));
    expect(legalCommands(placed, 'p1')).toContainEqual(report(nvek, mission));
    const after = run(placed, [report(nvek, mission)]).state;
    expect(after.cards[nvek]!.zone).toBe(Z.surface('L1'));
    expect(refused(after, report(dtan, mission))).toBe('NOT_REPORTABLE_HERE');
  });
  it('does not apply: Tomalak (neither dissident nor "underground") may not report there; without the incident neither may N\'Vek; a planet outside the Romulus System is no target', () => {
    const { state, card, nvek, tomalak, mission } = given();
    expect(refused(state, report(nvek, mission))).toBe('NOT_REPORTABLE_HERE');
    const placed = run(state, [{ type: 'PlayCard', actor: 'p1', card, target: 'L1' }]).state;
    expect(refused(placed, report(tomalak, mission))).toBe('NOT_REPORTABLE_HERE');
    const outside = scene({ missions: ['Excavation'], hand: ['The Romulan Underground'] });
    expect(refused(outside.state, { type: 'PlayCard', actor: 'p1', card: outside.ids.hand[0]!, target: 'L1' })).toBe('INVALID_TARGET');
  });
});

describe('161_016 The Romulan Underground: a team with one of its personnel may attempt the mission; solved with three [TNG] Romulan Honor personnel, the incident and three of them discarded for 10 points (issue 15, helper partials)', () => {
  /** The incident atop Cloaked Mission ([KLI]: Navigation + Diplomacy + Honor) in the Romulus System; p1's Away Team there. */
  const given = (team: readonly string[], atop = true) => {
    const built = scene({ missions: ['Cloaked Mission'], region: 'Romulus System Region', awayTeam: team, hand: ['The Romulan Underground'] });
    const card = built.ids.hand[0]!;
    return { state: atop ? moved(built.state, [[card, Z.atop('L1')]]) : built.state, card, team: built.ids.awayTeam };
  };
  const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };

  it("applies: with N'Vek (\"underground\") in the Away Team the [KLI] mission is attempted and solved; p1 takes the offer: the incident and N'Vek, Toreth and Tokath are discarded, 10 bonus points scored", () => {
    const { state, card, team } = given(["N'Vek", 'Toreth', 'Tomalak', 'Tokath']);
    const [nvek, toreth, tomalak, tokath] = team as [string, string, string, string];
    const solved = run(state, [attempt]);
    expect(ofType(solved.events, 'MissionSolved')).toEqual([expect.objectContaining({ player: 'p1', location: 'L1' })]);
    expect(solved.state.pendingChoice?.options).toEqual([card]);
    const taken = run(solved.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [card] }]);
    for (const iid of [nvek, toreth, tokath]) expect(taken.state.cards[iid]!.zone).toBe(Z.discard('p1'));
    expect(taken.state.cards[tomalak]!.zone).toBe(Z.surface('L1'));
    expect(taken.state.cards[card]!.zone).toBe(Z.discard('p1'));
    expect(ofType(taken.events, 'PointsScored')).toEqual([expect.objectContaining({ player: 'p1', points: 10, source: card })]);
  });

  it('does not apply: declined, nothing is discarded; without one of its personnel, or without the incident, the Romulan team may not attempt the [KLI] mission', () => {
    const { state, card, team } = given(["N'Vek", 'Toreth', 'Tomalak', 'Tokath']);
    const declined = run(run(state, [attempt]).state, [{ type: 'MakeChoice', actor: 'p1', chosen: [] }]);
    expect(declined.state.cards[card]!.zone).toBe(Z.atop('L1'));
    expect(declined.state.cards[team[0]!]!.zone).toBe(Z.surface('L1'));
    expect(ofType(declined.events, 'PointsScored')).toEqual([]);
    expect(refused(given(['Toreth', 'Tomalak', 'Tokath']).state, attempt)).not.toBeNull();
    expect(refused(given(["N'Vek", 'Toreth', 'Tomalak', 'Tokath'], false).state, attempt)).not.toBeNull();
  });

  it('does not apply: solved with two [TNG] Romulan Honor personnel only (N\'Vek, Toreth), no discard is offered', () => {
    const { state, card } = given(["N'Vek", 'Toreth', 'Tomalak']);
    const solved = run(state, [attempt]);
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    expect(solved.state.pendingChoice ?? null).toBeNull();
    expect(solved.state.cards[card]!.zone).toBe(Z.atop('L1'));
  });
});

describe('227_011 Cardassian Liberation Front: on a Cardassia Region planet; your [DS9] Cardassians report there, one resistance member or dissident a turn for free; discarded with a facility of yours in play', () => {
  const given = () => {
    const built = scene({ missions: ['Rescue Prisoners'], hand: ['Cardassian Liberation Front', 'Ari', 'Rekelen', 'Boheeka', 'Tasha Yar', 'Federation Outpost'] });
    const [card, ari, rekelen, boheeka, tasha, outpost] = built.ids.hand as [string, string, string, string, string, string];
    return { state: moved(built.state, [[card, Z.atop('L1')]]), card, ari, rekelen, boheeka, tasha, outpost, mission: built.ids.missions[0]! };
  };
  it('applies: Ari (dissident) reports for free, then Boheeka with the normal card play; with the normal play spent, Rekelen is refused (one free report a turn)', () => {
    const { state, ari, rekelen, boheeka, mission } = given();
    const first = run(state, [report(ari, mission)]);
    expect(ofType(first.events, 'CardReported')).toEqual([expect.objectContaining({ card: ari, normalCardPlay: false })]);
    const second = run(first.state, [report(boheeka, mission)]);
    expect(ofType(second.events, 'CardReported')).toEqual([expect.objectContaining({ card: boheeka, normalCardPlay: true })]);
    const third = when(second.state, report(rekelen, mission));
    expect('violation' in third && third.violation.code).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('does not apply: Tasha Yar (Federation) may not report there; with a facility of p1 in play the incident is discarded', () => {
    const { state, card, tasha, ari, outpost, mission } = given();
    expect(refused(state, report(tasha, mission))).toBe('NOT_REPORTABLE_HERE');
    const built = moved(state, [[outpost, Z.space('L1')]]);
    const after = run(built, [report(ari, mission)]).state;
    expect(after.cards[card]!.zone).toBe(Z.discard('p1'));
  });
});

describe('199_090 HQ: Executive Orders: on a headquarters; your matching V.I.P. personnel there gain SECURITY (fleet-personnel-attribute … matchingFacility)', () => {
  const given = () => {
    const built = scene({
      missions: ['Excavation'],
      hand: ['HQ: Executive Orders', 'Office of the President', { skills: 'V.I.P. Diplomacy' }, { skills: 'V.I.P. Diplomacy', affiliation: 'Klingon' }, { skills: 'OFFICER' }],
    });
    const [card, hq, vip, klingon, officer] = built.ids.hand as [string, string, string, string, string];
    const state = moved(built.state, [[hq, Z.space('L1')], [vip, Z.aboard(hq)], [klingon, Z.aboard(hq)], [officer, Z.aboard(hq)]]);
    return { state, card, hq, vip, klingon, officer };
  };
  const skills = (state: GameState, iid: string) => memberOf(state, iid).skills.filter((skill) => skill.level > 0).map((skill) => skill.name);
  it('applies: played on the Office of the President, the Federation V.I.P. aboard gains SECURITY', () => {
    const { state, card, hq, vip } = given();
    expect(skills(state, vip)).not.toContain('SECURITY');
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card, target: hq }]).state;
    expect(after.cards[card]!.zone).toBe(Z.on(hq));
    expect(skills(after, vip)).toContain('SECURITY');
  });
  it('does not apply: a Klingon V.I.P. (not matching) and a Federation OFFICER gain nothing; an outpost is no target', () => {
    const { state, card, hq, klingon, officer } = given();
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card, target: hq }]).state;
    expect([skills(after, klingon).includes('SECURITY'), skills(after, officer).includes('SECURITY')]).toEqual([false, false]);
    const outpost = scene({ missions: ['Excavation'], hand: ['HQ: Executive Orders', 'Federation Outpost'] });
    const placed = moved(outpost.state, [[outpost.ids.hand[1]!, Z.space('L1')]]);
    expect(refused(placed, { type: 'PlayCard', actor: 'p1', card: outpost.ids.hand[0]!, target: outpost.ids.hand[1]! })).toBe('INVALID_TARGET');
  });
});

describe('199_090 HQ: Executive Orders: reporting there a matching personnel whose property logo none of your other personnel shows draws a card (whenCardsPlayed … matchingHostFacility, newPropertyLogo)', () => {
  /** The incident on p1's Office of the President at L1, Data (TNG) aboard, `arriving` in hand, one card in p1's draw deck. */
  const given = (arriving: string | Card) => {
    const built = scene({ missions: ['Excavation'], hand: ['HQ: Executive Orders', 'Office of the President', 'Data', arriving, 'Tasha Yar'] });
    const [card, hq, data, personnel, spare] = built.ids.hand as [string, string, string, string, string];
    const state = evolveAll(
      [
        { type: 'CardMoved', card: hq, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'test' },
        { type: 'CardMoved', card, from: Z.hand('p1'), to: Z.on(hq), faceUp: true, reason: 'test' },
        { type: 'CardMoved', card: data, from: Z.hand('p1'), to: Z.aboard(hq), faceUp: true, reason: 'test' },
        { type: 'CardMoved', card: spare, from: Z.hand('p1'), to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test: deck' },
      ] as GameEvent[],
      built.state,
    );
    return { state, hq, personnel };
  };
  const effectDraws = (events: readonly GameEvent[]) => ofType(events, 'CardsDrawn').filter((e) => e.player === 'p1' && e.reason === 'card-effect').length;
  it('applies: Beverly Crusher (First Contact) (the FC logo, which Data does not show) reports to the headquarters — p1 draws a card', () => {
    const { state, hq, personnel } = given('Beverly Crusher (First Contact)');
    const after = run(state, [report(personnel, hq)]);
    expect(after.state.cards[personnel]!.zone).toBe(Z.aboard(hq));
    expect(effectDraws(after.events)).toBe(1);
  });
  it('does not apply: Geordi La Forge (TNG, as Data), a test personnel with no property logo, a Non-Aligned one — no draw', () => {
    const geordi = given('Geordi La Forge');
    expect(effectDraws(run(geordi.state, [report(geordi.personnel, geordi.hq)]).events)).toBe(0);
    const plain = given(person({ skills: 'OFFICER' }));
    expect(effectDraws(run(plain.state, [report(plain.personnel, plain.hq)]).events)).toBe(0);
    // Not matching: a Non-Aligned personnel with a new logo reports there (compatible) but shares no affiliation with it.
    const aligned = given({ ...person({ skills: 'OFFICER', affiliation: 'Non-Aligned' }), property: 'DS9' } as Card);
    const reported = run(aligned.state, [report(aligned.personnel, aligned.hq)]);
    expect([reported.state.cards[aligned.personnel]!.zone, effectDraws(reported.events)]).toEqual([Z.aboard(aligned.hq), 0]);
  });
});
