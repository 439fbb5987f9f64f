/**
 * 1E rulebook › THE PLAY PHASE, PLAYING A CARD, REPORTING FOR DUTY, DUPLICATION AND PERSONAS,
 * EXECUTING ORDERS, END OF TURN: given events / when command / then events.
 * "Given" facts include synthetic CardMoved events that set the table up (a card in hand, a crew
 * aboard): they are facts like any other and keep each scenario short.
 */
import type { Card } from '@captains-log/cards';
import { starterCards } from '@captains-log/cards';
import { RULES } from './rules';
import { cardByTitle, deckFromText, given, play, setupToPlay, starterTexts, when } from './testing/scenario';
import type { Command, GameEvent, GameState, PlayerId } from './types';
import { Z } from './zones';
import { flightCost, remainingRange } from './play';
import { view } from './view';

const texts = starterTexts();
const gammaEnsign: Card = { ...starterCards().find((c) => c.title === 'Linda Larson')!, id: 'test_gq1', title: 'Gamma Ensign', icons: [{ code: 'GQ', name: 'Gamma Quadrant', category: 'quadrant' }] };
const commanderData: Card = { ...starterCards().find((c) => c.title === 'Data')!, id: 'test_data2', title: 'Commander Data', persona: ['Data'] };
const countdownEvent: Card = {
  ...starterCards().find((c) => c.title === 'Chalnoth')!,
  id: 'test_ev1',
  title: 'Test Countdown Event',
  type: 'Event',
  types: ['Event'],
  icons: [{ code: '2', name: 'Countdown 2', category: 'countdown' }],
};
// a version of the Data persona as the card list names versions: the printed name, then the version in parentheses
const dataVersion: Card = { ...starterCards().find((c) => c.title === 'Data')!, id: 'test_data3', title: 'Data (Test Version)', persona: [] };
const extraCards = [gammaEnsign, commanderData, countdownEvent, dataVersion];
const fedText = texts.federation.replace('Draw Deck\n', 'Draw Deck\n1x Kurn\n1x Gamma Ensign\n1x Commander Data\n1x Data\n1x Test Countdown Event\n1x Data (Test Version)\n');

function setup(): { events: GameEvent[]; state: GameState } {
  const base = setupToPlay([deckFromText('F', fedText, extraCards), deckFromText('K', texts.klingon)]);
  // Make p1 the current player for every scenario (if p2 started, p2 ends its first turn).
  if (base.state.turn!.player === 'p1') return base;
  const next = play(base.state, [{ type: 'EndTurn', actor: 'p2' }]);
  return { events: [...base.events, ...next.events], state: next.state };
}

const BASE = setup();

/** Given the base events plus extra facts. */
function givenWith(extra: (state: GameState) => GameEvent[]): GameState {
  const facts = extra(BASE.state);
  return given([...BASE.events, ...facts]);
}

function moveFact(state: GameState, card: string, to: string): GameEvent {
  return { type: 'CardMoved', card, from: state.cards[card]!.zone, to, faceUp: !to.startsWith('hand:'), reason: 'test setup' };
}

function expectViolation(state: GameState, command: Command, code: string, rule: string) {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error(`expected ${code}, got ${outcome.events.map((e) => e.type).join(', ')}`);
  expect({ code: outcome.violation.code, rule: outcome.violation.rule }).toEqual({ code, rule });
  expect(outcome.unchanged).toBe(true);
}

function thenEvents(state: GameState, command: Command): GameEvent[] {
  const outcome = when(state, command);
  if ('violation' in outcome) throw new Error(`unexpected ${outcome.violation.code}: ${outcome.violation.message}`);
  return outcome.events;
}

const outpostOf = (state: GameState, p: PlayerId) => cardByTitle(state, p, p === 'p1' ? 'Federation Outpost' : 'Klingon Outpost', 'space:');
const inHand = (state: GameState, title: string, p: PlayerId = 'p1') => {
  const iid = Object.values(state.cards).find((c) => c.owner === p && state.blueprints[c.blueprint]!.title === title && !c.zone.startsWith('space'))!.iid;
  return moveFact(state, iid, Z.hand(p));
};
const titled = (state: GameState, title: string, p: PlayerId = 'p1') => cardByTitle(state, p, title);

describe('1E rulebook › REPORTING FOR DUTY', () => {
  it('a personnel reports aboard your compatible outpost using the normal card play', () => {
    const state = givenWith((s) => [inHand(s, 'Jean-Luc Picard')]);
    const picard = titled(state, 'Jean-Luc Picard');
    const outpost = outpostOf(state, 'p1');
    expect(thenEvents(state, { type: 'ReportForDuty', actor: 'p1', card: picard, facility: outpost })).toEqual([
      { type: 'CardReported', player: 'p1', card: picard, facility: outpost, to: Z.aboard(outpost), normalCardPlay: true, rule: RULES.reportingForDuty },
    ]);
  });

  it('a ship reporting to an outpost enters play docked', () => {
    const state = givenWith((s) => [inHand(s, 'U.S.S. Enterprise')]);
    const ship = titled(state, 'U.S.S. Enterprise');
    const [event] = thenEvents(state, { type: 'ReportForDuty', actor: 'p1', card: ship, facility: outpostOf(state, 'p1') });
    expect(event).toMatchObject({ type: 'CardReported', to: Z.docked(outpostOf(state, 'p1')), rule: expect.stringContaining(RULES.dockOnReport) });
  });

  it('only one normal card play per turn', () => {
    const start = givenWith((s) => [inHand(s, 'Jean-Luc Picard'), inHand(s, 'William T. Riker')]);
    const state = play(start, [{ type: 'ReportForDuty', actor: 'p1', card: titled(start, 'Jean-Luc Picard'), facility: outpostOf(start, 'p1') }]).state;
    expectViolation(state, { type: 'ReportForDuty', actor: 'p1', card: titled(state, 'William T. Riker'), facility: outpostOf(state, 'p1') }, 'NORMAL_CARD_PLAY_USED', RULES.normalCardPlay);
  });

  it('the card play is forfeited once orders begin', () => {
    const start = givenWith((s) => [inHand(s, 'Jean-Luc Picard')]);
    const began = thenEvents(start, { type: 'BeginOrders', actor: 'p1' });
    expect(began).toEqual([{ type: 'OrdersBegan', player: 'p1', cardPlayForfeited: true, rule: RULES.normalCardPlay }]);
    const state = play(start, [{ type: 'BeginOrders', actor: 'p1' }]).state;
    expectViolation(state, { type: 'ReportForDuty', actor: 'p1', card: titled(state, 'Jean-Luc Picard'), facility: outpostOf(state, 'p1') }, 'CARD_PLAY_FORFEITED', RULES.normalCardPlay);
  });

  it("not at the opponent's outpost (not usable), not when it is not your turn", () => {
    const state = givenWith((s) => [inHand(s, 'Jean-Luc Picard'), inHand(s, 'Gowron', 'p2')]);
    expectViolation(state, { type: 'ReportForDuty', actor: 'p1', card: titled(state, 'Jean-Luc Picard'), facility: outpostOf(state, 'p2') }, 'NOT_USABLE', RULES.usable);
    expectViolation(state, { type: 'ReportForDuty', actor: 'p2', card: titled(state, 'Gowron', 'p2'), facility: outpostOf(state, 'p2') }, 'NOT_YOUR_TURN', RULES.playPhase);
  });

  it('incompatible affiliations and non-native quadrants are rejected', () => {
    const state = givenWith((s) => [inHand(s, 'Kurn'), inHand(s, 'Gamma Ensign')]);
    expectViolation(state, { type: 'ReportForDuty', actor: 'p1', card: titled(state, 'Kurn'), facility: outpostOf(state, 'p1') }, 'NOT_COMPATIBLE', RULES.compatible);
    expectViolation(state, { type: 'ReportForDuty', actor: 'p1', card: titled(state, 'Gamma Ensign'), facility: outpostOf(state, 'p1') }, 'NOT_NATIVE_QUADRANT', RULES.nativeQuadrant);
  });

  it('1E rulebook › DUPLICATION AND PERSONAS: uniqueness and the persona rule', () => {
    const state = givenWith((s) => {
      const [first, second] = Object.values(s.cards).filter((c) => c.owner === 'p1' && s.blueprints[c.blueprint]!.title === 'Data');
      return [moveFact(s, first!.iid, Z.aboard(outpostOf(s, 'p1'))), moveFact(s, second!.iid, Z.hand('p1')), inHand(s, 'Commander Data')];
    });
    const secondData = cardByTitle(state, 'p1', 'Data', 'hand:');
    expectViolation(state, { type: 'ReportForDuty', actor: 'p1', card: secondData, facility: outpostOf(state, 'p1') }, 'NOT_UNIQUE', RULES.uniqueness);
    expectViolation(state, { type: 'ReportForDuty', actor: 'p1', card: titled(state, 'Commander Data'), facility: outpostOf(state, 'p1') }, 'PERSONA_IN_PLAY', RULES.personas);
  });

  it('1E rulebook › DUPLICATION AND PERSONAS: a version the card list names "Title (Version)" is the same persona as "Title"', () => {
    // the rulebook's example: Benjamin Sisko and Benjamin Sisko (Chain of Command)
    const withData = givenWith((s) => {
      const data = Object.values(s.cards).find((c) => c.owner === 'p1' && s.blueprints[c.blueprint]!.title === 'Data')!;
      return [moveFact(s, data.iid, Z.aboard(outpostOf(s, 'p1'))), inHand(s, 'Data (Test Version)')];
    });
    expectViolation(withData, { type: 'ReportForDuty', actor: 'p1', card: titled(withData, 'Data (Test Version)'), facility: outpostOf(withData, 'p1') }, 'PERSONA_IN_PLAY', RULES.personas);
    // without a version of Data in play it reports
    const alone = givenWith((s) => [inHand(s, 'Data (Test Version)')]);
    expect(thenEvents(alone, { type: 'ReportForDuty', actor: 'p1', card: titled(alone, 'Data (Test Version)'), facility: outpostOf(alone, 'p1') })[0]).toMatchObject({ type: 'CardReported' });
  });
});

describe('1E rulebook › EXECUTING ORDERS', () => {
  /** Enterprise docked at p1's outpost with Picard, Data and Geordi aboard the outpost. */
  function fleet(extra: (s: GameState) => GameEvent[] = () => []): GameState {
    return givenWith((s) => {
      const outpost = outpostOf(s, 'p1');
      return [
        moveFact(s, titled(s, 'U.S.S. Enterprise'), Z.docked(outpost)),
        moveFact(s, titled(s, 'Jean-Luc Picard'), Z.aboard(outpost)),
        moveFact(s, titled(s, 'Data'), Z.aboard(outpost)),
        moveFact(s, titled(s, 'Geordi La Forge'), Z.aboard(outpost)),
        ...extra(s),
      ];
    });
  }
  const crew = (s: GameState) => ['Jean-Luc Picard', 'Data', 'Geordi La Forge'].map((t) => titled(s, t));

  it('1E rulebook › STAFF A SHIP: an unstaffed ship cannot undock; Command substitutes for Staff', () => {
    const state = fleet();
    const ship = titled(state, 'U.S.S. Enterprise');
    expectViolation(state, { type: 'Undock', actor: 'p1', ship }, 'NOT_STAFFED', RULES.staffing);
    const walked = thenEvents(state, { type: 'Walk', actor: 'p1', cards: crew(state), to: Z.aboard(ship) });
    expect(walked.map((e) => e.type)).toEqual(['OrdersBegan', 'CardsWalked']);
    const aboard = play(state, [{ type: 'Walk', actor: 'p1', cards: crew(state), to: Z.aboard(ship) }]).state;
    const location = aboard.cards[outpostOf(aboard, 'p1')]!.zone.slice('space:'.length);
    expect(thenEvents(aboard, { type: 'Undock', actor: 'p1', ship })).toEqual([{ type: 'ShipUndocked', player: 'p1', ship, location, rule: RULES.dock }]);
  });

  it('1E rulebook › WALK: only between a facility and its docked ships (or a planet and landed ships)', () => {
    const state = fleet();
    expectViolation(state, { type: 'Walk', actor: 'p1', cards: [titled(state, 'Data')], to: Z.aboard(outpostOf(state, 'p2')) }, 'CANNOT_WALK_THERE', RULES.walk);
  });

  it('1E rulebook › BEAM: own transporters, planet surfaces only, shields, house arrest, stopped cards', () => {
    const state = fleet((s) => [moveFact(s, titled(s, 'Kurn'), Z.aboard(outpostOf(s, 'p1')))]);
    const outpost = outpostOf(state, 'p1');
    const location = state.cards[outpost]!.zone.slice('space:'.length);
    const isPlanet = state.locations[location]!.missions.some((m) => ['planet', 'dual'].includes(state.blueprints[state.cards[m]!.blueprint]!.mission!.kind));
    const data = titled(state, 'Data');
    const beamDown: Command = { type: 'Beam', actor: 'p1', cards: [data], to: Z.surface(location), via: outpost };
    if (isPlanet) expect(thenEvents(state, beamDown).at(-1)).toMatchObject({ type: 'CardsBeamed', from: Z.aboard(outpost), to: Z.surface(location), rule: RULES.beam });
    else expectViolation(state, beamDown, 'NOT_A_PLANET', RULES.beam);
    const ship = titled(state, 'U.S.S. Enterprise');
    expectViolation(state, { type: 'Beam', actor: 'p1', cards: [titled(state, 'Kurn')], to: Z.aboard(ship), via: outpost }, 'HOUSE_ARREST', RULES.houseArrest);
    expectViolation(state, { type: 'Beam', actor: 'p1', cards: [data], to: Z.aboard(ship), via: outpostOf(state, 'p2') }, 'NOT_USABLE', RULES.beam);
    const stoppedState = given([...eventsOf(state), { type: 'CardStopped', card: data, rule: RULES.stopped }]);
    expectViolation(stoppedState, { type: 'Beam', actor: 'p1', cards: [data], to: Z.aboard(ship), via: outpost }, 'STOPPED', RULES.stopped);
    // Opponent's ship at the same location is shielded.
    const klingonShip = titled(state, 'I.K.S. Bortas', 'p2');
    const withEnemy = given([...eventsOf(state), moveFact(state, klingonShip, Z.space(location))]);
    expectViolation(withEnemy, { type: 'Beam', actor: 'p1', cards: [data], to: Z.aboard(klingonShip), via: outpost }, 'SHIELDED', RULES.beam);
  });

  it('1E rulebook › FLY A STARSHIP: RANGE is the sum of the spans entered; docked ships must undock first', () => {
    let state = fleet();
    const ship = titled(state, 'U.S.S. Enterprise');
    state = play(state, [{ type: 'Walk', actor: 'p1', cards: crew(state), to: Z.aboard(ship) }]).state;
    const line = state.spacelines.Alpha!;
    const here = state.cards[outpostOf(state, 'p1')]!.zone.slice('space:'.length);
    const far = line.indexOf(here) < line.length / 2 ? line[line.length - 1]! : line[0]!;
    expectViolation(state, { type: 'Fly', actor: 'p1', ship, to: far }, 'DOCKED', RULES.dock);
    state = play(state, [{ type: 'Undock', actor: 'p1', ship }]).state;
    const cost = flightCost(state, 'p1', here, far)!;
    const spans = cost.path.map((id) => state.blueprints[state.cards[state.locations[id]!.missions.find((m) => state.cards[m]!.owner === 'p1') ?? state.locations[id]!.missions[0]!]!.blueprint]!.mission!.span);
    expect(cost.range).toBe(spans.reduce((a, b) => (a as number) + (b as number), 0));
    if (cost.range > 9) expectViolation(state, { type: 'Fly', actor: 'p1', ship, to: far }, 'INSUFFICIENT_RANGE', RULES.fly);
    const next = line[line.indexOf(here) + (line.indexOf(here) === 0 ? 1 : -1)]!;
    // the player's view carries what the table shows beside each Fly choice: RANGE left, each flight's cost (view-flights.ts)
    const planned = view(state, { player: 'p1' }).flights[ship]!;
    expect(planned.rangeLeft).toBe(remainingRange(state, ship));
    expect([planned.cost[far], planned.cost[next], Object.keys(planned.cost).length]).toEqual([cost.range, flightCost(state, 'p1', here, next)!.range, line.length - 1]);
    expect([view(state, { player: 'p2' }).flights, view(state, 'spectator').flights]).toEqual([{}, {}]);
    const flew = thenEvents(state, { type: 'Fly', actor: 'p1', ship, to: next });
    expect(flew).toEqual([{ type: 'ShipFlew', player: 'p1', ship, from: here, to: next, path: [next], range: flightCost(state, 'p1', here, next)!.range, rule: RULES.fly }]);
    // RANGE spent accumulates over the turn.
    let s = state;
    let spent = 0;
    for (let i = 0; i < 6; i += 1) {
      const from = s.cards[ship]!.zone.slice('space:'.length);
      const to = line[line.indexOf(from) === 0 ? 1 : line.indexOf(from) - 1]!;
      const outcome = when(s, { type: 'Fly', actor: 'p1', ship, to });
      if ('violation' in outcome) {
        expect(outcome.violation.code).toBe('INSUFFICIENT_RANGE');
        expect(spent + flightCost(s, 'p1', from, to)!.range).toBeGreaterThan(9);
        break;
      }
      spent += flightCost(s, 'p1', from, to)!.range;
      s = outcome.state;
    }
    expect(s.turn!.rangeUsed[ship]).toBe(spent);
    expect(view(s, { player: 'p1' }).flights[ship]!.rangeLeft).toBe(remainingRange(state, ship) - spent);
  });

  it('1E rulebook › MOVING BETWEEN QUADRANTS and LAND & TAKE OFF are refused without a card that allows them', () => {
    const state = fleet();
    const ship = titled(state, 'U.S.S. Enterprise');
    const s = play(state, [{ type: 'Walk', actor: 'p1', cards: crew(state), to: Z.aboard(ship) }, { type: 'Undock', actor: 'p1', ship }]).state;
    expectViolation(s, { type: 'Land', actor: 'p1', ship }, 'CANNOT_LAND', RULES.land);
    const gammaLocation: GameEvent = { type: 'MissionPlaced', player: 'p2', card: titled(s, 'Survey Mission', 'p2'), location: 'L99', quadrant: 'Gamma', name: 'x', placement: 'new-spaceline', index: 0 };
    const withGamma = given([...eventsOf(s), gammaLocation]);
    expectViolation(withGamma, { type: 'Fly', actor: 'p1', ship, to: 'L99' }, 'BETWEEN_QUADRANTS', RULES.betweenQuadrants);
  });
});

/** Events that rebuild a state reached by `play` from BASE (the test keeps them alongside). */
const history = new WeakMap<GameState, GameEvent[]>();
function eventsOf(state: GameState): GameEvent[] {
  const known = history.get(state);
  if (known) return known;
  // Reconstruct: the card moves in these scenarios are facts; rebuild by diffing zones from BASE.
  const facts: GameEvent[] = [];
  for (const card of Object.values(state.cards)) {
    const before = BASE.state.cards[card.iid]!;
    if (before.zone !== card.zone) facts.push({ type: 'CardMoved', card: card.iid, from: before.zone, to: card.zone, faceUp: card.faceUp, reason: 'test setup' });
  }
  return [...BASE.events, ...facts];
}

describe('1E rulebook › END OF TURN', () => {
  it('the card draw is the very last thing before the turn ends; then the opponent’s turn begins', () => {
    const state = BASE.state;
    const top = state.zones[Z.draw('p1')]![0]!;
    const events = thenEvents(state, { type: 'EndTurn', actor: 'p1' });
    expect(events.map((e) => e.type)).toEqual(['CardsDrawn', 'TurnEnded', 'TurnBegan']);
    expect(events[0]).toMatchObject({ type: 'CardsDrawn', player: 'p1', cards: [top], reason: 'end-of-turn', rule: RULES.drawACard });
    expect(events[2]).toMatchObject({ type: 'TurnBegan', player: 'p2', number: state.turn!.number + 1 });
  });

  it('with an empty draw deck the draw is skipped', () => {
    const state = givenWith((s) => s.zones[Z.draw('p1')]!.map((iid) => moveFact(s, iid, Z.discard('p1'))));
    expect(thenEvents(state, { type: 'EndTurn', actor: 'p1' })[0]).toMatchObject({ type: 'DrawSkipped', reason: 'empty-draw-deck', rule: RULES.drawACard });
  });

  it('1E rulebook › END OF TURN › COUNTDOWNS: a countdown card ticks at the end of its owner’s turns and is discarded at zero', () => {
    let state = givenWith((s) => [inHand(s, 'Test Countdown Event')]);
    const card = titled(state, 'Test Countdown Event');
    const played = thenEvents(state, { type: 'PlayCard', actor: 'p1', card });
    expect(played).toEqual([
      { type: 'CardPlayed', player: 'p1', card, to: Z.table('p1'), normalCardPlay: true, countdown: 2, rule: RULES.normalCardPlay },
      // Issue 15: the response window after a card played (p2 passes automatically by default).
      { type: 'ResponseWindowOpened', window: { action: 'card-played', card, by: 'p1', player: 'p2' }, rule: RULES.alternatingActions },
      { type: 'ResponseWindowClosed', card, player: 'p2', how: 'passed', automatic: true, rule: RULES.whenResponsesHappen },
    ]);
    state = play(state, [{ type: 'PlayCard', actor: 'p1', card }]).state;
    const first = thenEvents(state, { type: 'EndTurn', actor: 'p1' });
    expect(first[0]).toEqual({ type: 'CountdownTicked', card, remaining: 1, rule: RULES.countdowns });
    state = play(state, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]).state;
    const second = thenEvents(state, { type: 'EndTurn', actor: 'p1' });
    expect(second.slice(0, 2)).toEqual([
      { type: 'CountdownTicked', card, remaining: 0, rule: RULES.countdowns },
      { type: 'CardMoved', card, from: Z.table('p1'), to: Z.discard('p1'), faceUp: true, reason: 'countdown reached zero', rule: RULES.countdowns },
    ]);
  });
});
