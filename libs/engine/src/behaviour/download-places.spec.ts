/**
 * Downloads played "to the table normally" (issue 15, helper tail2): a `card-to-download` target with `anyPlace`
 * also offers the places a card's own or another card's text lets it report (behaviour/download-places.ts); mission
 * reports for equipment and for ships with few staffing icons (missions-reports.ts); a landing permit for one
 * affiliation (landing-permits.ts); `oncePerAffiliation` / `notAffiliations` on downloads; a [MU] headquarters of
 * anyone's as a target (your-facility-target.ts › anyOwner); mission reports doubled for the opposite quadrant
 * (mission-reports.ts).
 *   1E rulebook › DOWNLOADING; REPORTING FOR DUTY › SPECIAL REPORTING; EXECUTING ORDERS › LAND & TAKE OFF;
 *   1E current rulings › opposite quadrant; 1E DS9 expansion rules › Sites (mission reports).
 * given (a play-phase scene: the card on p1's table or atop a mission, cards in p1's draw deck) /
 * when (ActivateCard, ReportForDuty, Land, TakeOff) / then (where the cards went, what was refused).
 */
import { legalCommands } from '../legal';
import { ofType, realCard, scene } from '../testing/attempt-scene';
import { accepted, moved, play as run, refused } from '../testing/scenario';
import { siteScene, type Placed } from '../testing/site-scene';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { activate, report } from '../testing/commands';

const offered = (state: GameState, card: string) => legalCommands(state, 'p1').filter((command) => command.type === 'ActivateCard' && command.card === card);

describe('192_025 Launch Bay: once per game, Grappler and/or Emergency Evacuation downloaded; your [Sta] shuttlepods land and take off for 1 RANGE', () => {
  /** Launch Bay on p1's table; `vessel` (with Jonathan Archer aboard) at L1 (Excavation); `deck` atop p1's draw deck. */
  const given = (vessel: string, deck: readonly string[], crew: string = 'Jonathan Archer') => {
    const built = scene({ missions: ['Excavation'], ship: realCard(vessel), crew: [crew], hand: ['Launch Bay'], drawTop: deck });
    const bay = built.ids.hand[0]!;
    return { state: moved(built.state, [[bay, Z.table('p1')]]), bay, ship: built.ids.ship!, deck: built.ids.deck };
  };
  it('applies: Grappler is downloaded aboard the NX-class Enterprise and Emergency Evacuation to the table at once ("both"); the use is spent for every choice', () => {
    const { state, bay, ship, deck } = given('Enterprise', ['Grappler', 'Emergency Evacuation']);
    const [grappler, evacuation] = deck as [string, string];
    const both = activate(bay, 'both', `${grappler}>${Z.aboard(ship)}`);
    expect(offered(state, bay)).toEqual(expect.arrayContaining([both, activate(bay, 'grappler', `${grappler}>${Z.aboard(ship)}`), activate(bay, 'evacuation', evacuation)]));
    const done = accepted(state, both);
    expect(done.state.cards[grappler]!.zone).toBe(Z.aboard(ship));
    expect(done.state.cards[evacuation]!.zone).toBe(Z.table('p1'));
    expect(ofType(done.events, 'CardDownloaded').map((event) => event.card)).toEqual([grappler, evacuation]);
    // Once per game between the three choices.
    expect(offered(done.state, bay).filter((command) => command.type === 'ActivateCard' && command.ability !== 'shuttlepod-to-hand')).toEqual([]);
  });
  it('applies: Emergency Evacuation alone; then Grappler may not follow (one use a game)', () => {
    const { state, bay, ship, deck } = given('Enterprise', ['Grappler', 'Emergency Evacuation']);
    const [grappler, evacuation] = deck as [string, string];
    const done = accepted(state, activate(bay, 'evacuation', evacuation)).state;
    expect(done.cards[evacuation]!.zone).toBe(Z.table('p1'));
    expect(refused(done, activate(bay, 'grappler', `${grappler}>${Z.aboard(ship)}`))).toBe('ONCE_PER_GAME');
  });
  it('does not apply: with no NX-class ship in play (only Shuttlepod One) Grappler has no place; Launch Bay still in hand downloads nothing', () => {
    const { state, bay, ship, deck } = given('Shuttlepod One', ['Grappler', 'Emergency Evacuation']);
    expect(refused(state, activate(bay, 'grappler', `${deck[0]!}>${Z.aboard(ship)}`))).toBe('INVALID_TARGET');
    expect(offered(state, bay).filter((command) => command.type === 'ActivateCard' && command.ability !== 'evacuation' && command.ability !== 'shuttlepod-to-hand')).toEqual([]);
    expect(accepted(state, activate(bay, 'evacuation', deck[1]!)).state.cards[deck[1]!]!.zone).toBe(Z.table('p1'));
    const inHand = moved(state, [[bay, Z.hand('p1')]]);
    expect(refused(inHand, activate(bay, 'evacuation', deck[1]!))).not.toBeNull();
  });
  it('applies: Shuttlepod One lands on the planet using 1 RANGE and takes off again the same turn', () => {
    const { state, ship } = given('Shuttlepod One', []);
    const landed = run(state, [{ type: 'Land', actor: 'p1', ship }]);
    expect(ofType(landed.events, 'ShipLanded')).toEqual([expect.objectContaining({ ship, range: 1 })]);
    expect(landed.state.cards[ship]!.zone).toBe(Z.surface('L1'));
    expect(accepted(landed.state, { type: 'TakeOff', actor: 'p1', ship }).state.cards[ship]!.zone).toBe(Z.space('L1'));
  });
  it('does not apply: the Federation Type 18 Shuttlepod may not land; nor Shuttlepod One without Launch Bay on the table', () => {
    const federation = given('Type 18 Shuttlepod', [], 'Julian Bashir');
    expect(refused(federation.state, { type: 'Land', actor: 'p1', ship: federation.ship })).toBe('CANNOT_LAND');
    const bare = given('Shuttlepod One', []);
    expect(refused(moved(bare.state, [[bare.bay, Z.discard('p1')]]), { type: 'Land', actor: 'p1', ship: bare.ship })).toBe('CANNOT_LAND');
  });
});

describe('227_011 Cardassian Liberation Front: your equipment and [DS9] Cardassian ships with one or fewer staffing icons report here; once each turn, in place of the normal card play, Revolutionaries or Stolen Attack Ship downloaded', () => {
  /** The incident atop Rescue Prisoners (Cardassia Region planet, L1); `hand` in p1's hand; `deck` atop p1's draw deck. */
  const given = (hand: readonly string[], deck: readonly string[] = []) => {
    const built = scene({ missions: ['Rescue Prisoners'], hand: ['Cardassian Liberation Front', ...hand], drawTop: deck });
    const [card, ...rest] = built.ids.hand as [string, ...string[]];
    return { state: moved(built.state, [[card, Z.atop('L1')]]), card, hand: rest, deck: built.ids.deck, mission: built.ids.missions[0]! };
  };
  it('applies: a Tricorder reports to the planet; Stolen Attack Ship ([DS9], Cardassian, one [Stf]) reports into space there', () => {
    const { state, hand, mission } = given(['Tricorder', 'Stolen Attack Ship']);
    const [tricorder, attackShip] = hand as [string, string];
    expect(run(state, [report(tricorder, mission)]).state.cards[tricorder]!.zone).toBe(Z.surface('L1'));
    expect(run(state, [report(attackShip, mission)]).state.cards[attackShip]!.zone).toBe(Z.space('L1'));
  });
  it('does not apply: a [DS9] Cardassian ship with two staffing icons (Galor) and a Federation ship (Runabout) may not report there', () => {
    const { state, hand, mission } = given(['Galor', 'Runabout']);
    const [galor, runabout] = hand as [string, string];
    expect(realCard('Galor').ship?.staffing.icons.length).toBeGreaterThan(1);
    expect(refused(state, report(galor, mission))).toBe('NOT_REPORTABLE_HERE');
    expect(refused(state, report(runabout, mission))).toBe('NOT_REPORTABLE_HERE');
  });
  it('applies: Stolen Attack Ship is downloaded into space at the mission in place of the normal card play; Revolutionaries may not follow this turn', () => {
    const { state, card, deck } = given([], ['Stolen Attack Ship', 'Revolutionaries']);
    const [attackShip, revolutionaries] = deck as [string, string];
    const use = activate(card, 'download', `${attackShip}>${Z.space('L1')}`);
    expect(offered(state, card)).toEqual(expect.arrayContaining([use, activate(card, 'download', revolutionaries)]));
    const done = accepted(state, use);
    expect(done.state.cards[attackShip]!.zone).toBe(Z.space('L1'));
    expect(ofType(done.events, 'NormalCardPlaySpent')).toHaveLength(1);
    expect(refused(done.state, activate(card, 'download', revolutionaries))).not.toBeNull();
  });
  it('applies: Revolutionaries is downloaded and played on the table', () => {
    const { state, card, deck } = given([], ['Revolutionaries']);
    expect(accepted(state, activate(card, 'download', deck[0]!)).state.cards[deck[0]!]!.zone).toBe(Z.table('p1'));
  });
  it('does not apply: with the normal card play used the download is refused; another card (a Tricorder) is no target', () => {
    const { state, card, deck } = given([], ['Stolen Attack Ship', 'Tricorder']);
    const spent: GameState = { ...state, turn: { ...state.turn!, normalCardPlayUsed: true } };
    expect(refused(spent, activate(card, 'download', `${deck[0]!}>${Z.space('L1')}`))).not.toBeNull();
    expect(refused(state, activate(card, 'download', `${deck[1]!}>${Z.surface('L1')}`))).toBe('INVALID_TARGET');
  });
});

describe("181_029 The Regent's Flagship: Regency 1 downloaded as it is played; [KCA] personnel report aboard Regency 1 (one [DS9] Cardassian or Klingon a turn for free); a non-[Non] [KCA] leader downloaded in place of the normal card play, once per game per affiliation", () => {
  /** Mirror Quadrant: p1's Klingon Outpost at L1 (Excavation); the incident and `hand` in p1's hand; `deck` atop p1's draw deck. */
  const given = (hand: readonly string[], deck: readonly string[]) => {
    const built = scene({ missions: ['Excavation'], quadrant: 'Mirror', hand: ["The Regent's Flagship", 'Klingon Outpost', ...hand], drawTop: deck });
    const [card, outpost, ...rest] = built.ids.hand as [string, string, ...string[]];
    return { state: moved(built.state, [[outpost, Z.space('L1')]]), card, outpost, hand: rest, deck: built.ids.deck };
  };
  const playIt = (card: string, target?: string): Command => ({ type: 'PlayCard', actor: 'p1', card, ...(target ? { target } : {}) });
  const fresh = (state: GameState): GameState => ({ ...state, turn: { ...state.turn!, normalCardPlayUsed: false } });
  it('applies: played, Regency 1 is downloaded docked at the Klingon Outpost and the incident stays on the table', () => {
    const { state, card, outpost, deck } = given([], ['Regency 1']);
    const done = accepted(state, playIt(card, `${deck[0]!}>${outpost}`));
    expect(done.state.cards[card]!.zone).toBe(Z.table('p1'));
    expect(done.state.cards[deck[0]!]!.zone).toBe(Z.docked(outpost));
    expect(ofType(done.events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: deck[0]! })]);
  });
  it('does not apply: without Regency 1 in the deck or hand the incident may not be played', () => {
    const { state, card } = given([], ['Runabout']);
    expect(refused(state, playIt(card))).not.toBeNull();
    expect(legalCommands(state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === card)).toEqual([]);
  });
  it('applies: Korvek ([DS9] Klingon) reports aboard Regency 1 for free, then Rukor ([DS9] Klingon) with the normal card play (one free report a turn)', () => {
    const { state, card, outpost, hand, deck } = given(['Korvek', 'Rukor'], ['Regency 1']);
    const [korvek, rukor] = hand as [string, string];
    const regency = deck[0]!;
    const played = fresh(accepted(state, playIt(card, `${regency}>${outpost}`)).state);
    const first = accepted(played, { type: 'SpecialReport', actor: 'p1', card: korvek, to: Z.aboard(regency) });
    expect(first.state.cards[korvek]!.zone).toBe(Z.aboard(regency));
    expect(first.state.turn!.normalCardPlayUsed).toBe(false);
    const second = accepted(first.state, { type: 'SpecialReport', actor: 'p1', card: rukor, to: Z.aboard(regency) });
    expect(second.state.cards[rukor]!.zone).toBe(Z.aboard(regency));
    expect(second.state.turn!.normalCardPlayUsed).toBe(true);
  });
  it('does not apply: a personnel without [KCA] (Tasha Yar) may not report aboard Regency 1', () => {
    const { state, card, outpost, hand, deck } = given(['Tasha Yar'], ['Regency 1']);
    const played = fresh(accepted(state, playIt(card, `${deck[0]!}>${outpost}`)).state);
    expect(refused(played, { type: 'SpecialReport', actor: 'p1', card: hand[0]!, to: Z.aboard(deck[0]!) })).not.toBeNull();
  });
  it('applies: Regent Worf (Klingon leader) is downloaded in place of the normal card play; next, Rinox (Klingon) is no target while Overseer Odo (Bajoran/Cardassian) is', () => {
    const { state, card, outpost, hand, deck } = given(['Cardassian Outpost'], ['Regent Worf', 'Rinox', 'Overseer Odo']);
    const [worf, rinox, odo] = deck as [string, string, string];
    const cardassian = hand[0]!;
    const onTable = moved(state, [[card, Z.table('p1')], [cardassian, Z.space('L1')]]);
    expect(offered(onTable, card)).toContainEqual(activate(card, 'leader', `${rinox}>${outpost}`));
    const done = accepted(onTable, activate(card, 'leader', `${worf}>${outpost}`));
    expect(done.state.cards[worf]!.zone).toBe(Z.aboard(outpost));
    expect(ofType(done.events, 'NormalCardPlaySpent')).toHaveLength(1);
    // A later turn of p1's (one personnel download a turn: DOWNLOADING › General Quarters).
    const next: GameState = { ...done.state, turn: { ...done.state.turn!, number: done.state.turn!.number + 2, normalCardPlayUsed: false } };
    expect(refused(next, activate(card, 'leader', `${rinox}>${outpost}`))).toBe('INVALID_TARGET');
    expect(offered(next, card)).toContainEqual(activate(card, 'leader', `${odo}>${cardassian}`));
  });
  it('does not apply: Korvek (no leader) and Mr. Sisko (Non-Aligned leader) are no targets', () => {
    const { state, card, outpost, deck } = given([], ['Korvek', 'Mr. Sisko']);
    const onTable = moved(state, [[card, Z.table('p1')]]);
    expect(refused(onTable, activate(card, 'leader', `${deck[0]!}>${outpost}`))).toBe('INVALID_TARGET');
    expect(refused(onTable, activate(card, 'leader', `${deck[1]!}>${outpost}`))).toBe('INVALID_TARGET');
  });
});

describe('181_051 Study Divergent History: on a [MU] headquarters or the Guest Quarters / Intendant\'s Quarters sites too; your File Mission Report in its quadrant for an opposite-quadrant mission scores double', () => {
  /**
   * p1's Deep Space 9 at L2 (Alpha) with its Commander's Office and Guest Quarters; p1's OFFICER at the office solved
   * Intercept Renegade at L1 (Mirror Quadrant when `mirror`); File Mission Report on p1's table; the objective in hand.
   */
  const given = (mirror: boolean, extra: readonly Placed[] = []) => {
    const built = siteScene(
      [
        { label: 'nor', owner: 'p1', at: 'L2', card: '112_082' },
        { label: 'office', owner: 'p1', at: { row: 'nor' }, card: "Commander's Office" },
        { label: 'quarters', owner: 'p1', at: { row: 'nor' }, card: 'Guest Quarters' },
        { label: 'fmr', owner: 'p1', at: 'hand', card: 'File Mission Report' },
        { label: 'study', owner: 'p1', at: 'hand', card: 'Study Divergent History' },
        { label: 'gul', owner: 'p1', at: { at: 'office' }, card: { skills: 'OFFICER', affiliation: 'Cardassian' } },
        ...extra,
      ],
      'play',
      (id) => [
        { type: 'CardMoved', card: id('fmr'), from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'scene' },
        { type: 'MissionSolved', player: 'p1', location: 'L1', mission: 'c1', contributors: [id('gul')], points: 30 } as GameEvent,
      ],
    );
    const state: GameState = mirror ? { ...built.state, locations: { ...built.state.locations, L1: { ...built.state.locations['L1']!, quadrant: 'Mirror' } } } : built.state;
    return { state, id: built.id };
  };
  const file = (objective: string, personnel: string): Command => ({ type: 'FileMissionReport', actor: 'p1', objective, personnel });
  const points = (state: GameState, command: Command) => ofType(run(state, [command]).events, 'PointsScored').map((event) => event.points);
  it('applies: played on the Guest Quarters, a report for the Mirror Quadrant mission scores 10 (twice 5)', () => {
    const { state, id } = given(true);
    const played = accepted(state, { type: 'PlayCard', actor: 'p1', card: id('study'), target: id('quarters'), mode: 2 }).state;
    expect(played.cards[id('study')]!.zone).toBe(Z.on(id('quarters')));
    expect(points(played, file(id('fmr'), id('gul')))).toEqual([10]);
  });
  it('does not apply: for a mission of its own quadrant the report scores 5; with the objective still in hand, 5', () => {
    const same = given(false);
    const played = accepted(same.state, { type: 'PlayCard', actor: 'p1', card: same.id('study'), target: same.id('quarters'), mode: 2 }).state;
    expect(points(played, file(same.id('fmr'), same.id('gul')))).toEqual([5]);
    const inHand = given(true);
    expect(points(inHand.state, file(inHand.id('fmr'), inHand.id('gul')))).toEqual([5]);
  });
  it("applies: the opponent's Terran Rebellion HQ ([MU] headquarters) is a place to play it; does not apply: their Cardassian Outpost is not", () => {
    const { state, id } = given(false, [
      { label: 'hq', owner: 'p2', at: 'L1', card: 'Terran Rebellion HQ' },
      { label: 'outpost', owner: 'p2', at: 'L1', card: 'Cardassian Outpost' },
    ]);
    expect(accepted(state, { type: 'PlayCard', actor: 'p1', card: id('study'), target: id('hq'), mode: 1 }).state.cards[id('study')]!.zone).toBe(Z.on(id('hq')));
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: id('study'), target: id('outpost'), mode: 1 })).toBe('INVALID_TARGET');
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: id('study'), target: id('office'), mode: 2 })).toBe('INVALID_TARGET');
  });
});

describe('192_026 Reed Alert!: its second way downloads any two of Straight and Steady, Explore New World, Polarized Hull Plating and Expert Pilot (cards-to-download)', () => {
  const given = (deck: readonly string[]) => {
    const built = scene({ missions: ['Excavation'], hand: ['Reed Alert!'], drawTop: deck });
    return { state: built.state, card: built.ids.hand[0]!, deck: built.ids.deck };
  };
  const playIt = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target, mode: 1 });
  it('applies: Straight and Steady and Expert Pilot enter play on the table as one download; Reed Alert! is discarded', () => {
    const { state, card, deck } = given(['Straight and Steady', 'Polarized Hull Plating', 'Expert Pilot']);
    const [steady, plating, pilot] = deck as [string, string, string];
    const targets = legalCommands(state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === card && command.mode === 1);
    expect(targets).toHaveLength(3);
    const done = accepted(state, playIt(card, `${steady}+${pilot}`));
    expect(done.state.cards[steady]!.zone).toBe(Z.table('p1'));
    expect(done.state.cards[pilot]!.zone).toBe(Z.table('p1'));
    expect(done.state.cards[plating]!.zone).toBe(Z.draw('p1'));
    expect(done.state.cards[card]!.zone).toBe(Z.discard('p1'));
    expect(ofType(done.events, 'CardDownloaded').map((event) => event.card)).toEqual([steady, pilot]);
  });
  it('does not apply: one listed card alone is no target (two are needed), nor a card not listed (Launch Bay)', () => {
    const { state, card, deck } = given(['Expert Pilot', 'Launch Bay']);
    const [pilot, bay] = deck as [string, string];
    expect(refused(state, playIt(card, pilot))).toBe('INVALID_TARGET');
    expect(refused(state, playIt(card, `${pilot}+${bay}`))).toBe('INVALID_TARGET');
    expect(legalCommands(state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === card && command.mode === 1)).toEqual([]);
  });
});
