/**
 * Probing by a card in play (issue 15, borg: behaviour/probes.ts): the prober's top draw-deck card is
 * shown to both players, the card's probe list read in order, the first match the one outcome.
 *   1E rulebook › END OF TURN › PROBING; DAMAGE AND REPAIRS › ROTATION DAMAGE.
 * given (a scene on p1's turn: the objective on p1's table, p1's ship at L1, a probe card atop p1's
 * draw deck) / when (EndTurn) / then (the exact facts: the probe, the damage, the discard).
 */
import { evolveAll } from '../evolve';
import { ofType, realCard, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { accepted } from '../testing/scenario';
import type { Card } from '@captains-log/cards';
import type { GameEvent, GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { probeOutcome, type ProbeOutcome } from './probes';

/**
 * p1's turn: Navigate Plasma Storms on p1's table, p1's ship at L1 (a mission in `region`) with `crew`, `probeCard` atop p1's
 * draw deck; `table`: more cards of p1's on the table (issue 15, helper tail4: a card lending immunity); `icons`: the ship's.
 */
function stormScene(region: string | undefined, crew: readonly PersonSpec[], probeCard: string | Card, table: readonly string[] = [], icons: readonly string[] = []) {
  const vessel = { ...ship({}), icons: icons.map((code) => ({ code, name: code, category: 'affiliation' })) } as Card;
  const built = scene({ missions: ['Excavation'], ...(region ? { region } : {}), ship: vessel, crew, hand: ['112_140', probeCard, ...table] });
  const [storms, probe, ...others] = built.ids.hand as [string, string, ...string[]];
  const state = evolveAll(
    [
      { type: 'CardMoved', card: storms, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' },
      { type: 'CardMoved', card: probe, from: Z.hand('p1'), to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test' },
      ...others.map((card) => ({ type: 'CardMoved', card, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' })),
    ] as GameEvent[],
    built.state,
  );
  return { state, storms, probe, ship: built.ids.ship! };
}
const endTurn = (state: GameState) => accepted(state, { type: 'EndTurn', actor: 'p1' });
const probeFacts = (events: readonly GameEvent[]) => ofType(events, 'CardEffectResolved').filter((event) => event.effect.includes('probes:'));

describe('probe lists: the first entry the probe card shows is the one outcome', () => {
  const list: ProbeOutcome[] = [
    { name: 'first', match: { icons: ['Com'] }, effects: [] },
    { name: 'second', match: { types: ['Interrupt'] }, effects: [] },
  ];
  it('an interrupt showing no [Com] gives the second outcome; a card showing neither gives none', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Kevin Uxbridge', 'Red Alert!'] });
    const [kevin, alert] = built.ids.hand as [string, string];
    expect(probeOutcome(built.state, kevin, list)).toBe(1);
    expect(probeOutcome(built.state, alert, list)).toBe(-1);
  });
  it('an icon named only in the game text counts ("anywhere on the probe card"): Assimilate Planet names [Com]', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Assimilate Planet'] });
    expect(probeOutcome(built.state, built.ids.hand[0]!, list)).toBe(0);
  });
});

describe('112_140 Navigate Plasma Storms (end of every turn, a ship in the Badlands: the player whose turn ends probes)', () => {
  const badlands = 'Badlands Region';
  it('an interrupt as probe card: the ship without three Navigation aboard is damaged; the probe card stays atop the deck until the normal draw', () => {
    const { state, ship: s, probe } = stormScene(badlands, [{ skills: 'OFFICER Navigation' }], 'Kevin Uxbridge');
    const ended = endTurn(state);
    expect(probeFacts(ended.events).map((event) => event.effect)).toEqual(['p1 probes: Kevin Uxbridge → flare-up']);
    expect(ofType(ended.events, 'ShipDamaged').map((event) => [event.ship, event.damage])).toEqual([[s, 1]]);
    expect(ofType(ended.events, 'CardsShown').filter((event) => event.cards.some((card) => card.iid === probe)).map((event) => event.to)).toEqual(['p1', 'p2']);
    expect(ofType(ended.events, 'CardsDrawn').find((event) => event.reason === 'end-of-turn')?.cards).toEqual([probe]);
  });
  it('with Navigation x3 aboard, the flare-up damages nothing', () => {
    const { state } = stormScene(badlands, [{ skills: 'OFFICER Navigation x2' }, { skills: 'ENGINEER Navigation' }], 'Kevin Uxbridge');
    const ended = endTurn(state);
    expect(probeFacts(ended.events)).toHaveLength(1);
    expect(ofType(ended.events, 'ShipDamaged')).toEqual([]);
  });
  it('an objective as probe card: the ship lacking five Navigation is destroyed with its crew; with five, it stays', () => {
    const weak = stormScene(badlands, [{ skills: 'OFFICER Navigation x3' }], 'Assimilate Planet');
    const ended = endTurn(weak.state);
    expect(probeFacts(ended.events).map((event) => event.effect)).toEqual(['p1 probes: Assimilate Planet → maelstrom']);
    expect(ended.state.cards[weak.ship]!.zone).toBe(Z.discard('p1'));
    const strong = stormScene(badlands, [{ skills: 'OFFICER Navigation x3' }, { skills: 'OFFICER Navigation x2' }], 'Assimilate Planet');
    expect(endTurn(strong.state).state.cards[strong.ship]!.zone).toBe(Z.space('L1'));
  });
  it('an event as probe card: the objective is discarded, no ship touched', () => {
    const { state, storms } = stormScene(badlands, [{ skills: 'OFFICER' }], 'Red Alert!');
    const ended = endTurn(state);
    expect(ended.state.cards[storms]!.zone).toBe(Z.discard('p1'));
    expect(ofType(ended.events, 'ShipDamaged')).toEqual([]);
  });
  it("a probe card matching no entry: no outcome; at the end of the opponent's turn the opponent probes their own deck", () => {
    const none = stormScene(badlands, [{ skills: 'OFFICER' }], realCard('Excavation'));
    expect(probeFacts(endTurn(none.state).events).map((event) => event.effect)).toEqual(['p1 probes: Excavation → no outcome']);
    const theirs = evolveAll([{ type: 'TurnBegan', player: 'p2', number: 2 } as GameEvent], none.state);
    const ended = accepted(theirs, { type: 'EndTurn', actor: 'p2' });
    const top = cardsIn(theirs, Z.draw('p2'))[0]!;
    expect(probeFacts(ended.events).map((event) => event.effect)).toEqual([`p2 probes: ${theirs.blueprints[theirs.cards[top]!.blueprint]!.title} → no outcome`]);
  });
  it('no ship in the Badlands: no probe at all', () => {
    const { state } = stormScene(undefined, [{ skills: 'OFFICER' }], 'Kevin Uxbridge');
    const ended = endTurn(state);
    expect(probeFacts(ended.events)).toEqual([]);
    expect(ofType(ended.events, 'ShipDamaged')).toEqual([]);
  });
});

describe('table immunity to Navigate Plasma Storms (issue 15, helper tail4: behaviour/table-immunity.ts)', () => {
  const badlands = 'Badlands Region';
  it('172_016 They Call Themselves the Maquis: given your [Maq] ship in the Badlands without Navigation, when the flare-up comes, then it is not damaged', () => {
    const { state } = stormScene(badlands, [{ skills: 'OFFICER' }], 'Kevin Uxbridge', ['172_016'], ['Maq']);
    const ended = endTurn(state);
    expect(probeFacts(ended.events).map((event) => event.effect)).toEqual(['p1 probes: Kevin Uxbridge → flare-up']);
    expect(ofType(ended.events, 'ShipDamaged')).toEqual([]);
  });
  it('172_016: a ship without [Maq] is still damaged; a [Maq] ship with the incident not on the table is damaged too', () => {
    const plain = stormScene(badlands, [{ skills: 'OFFICER' }], 'Kevin Uxbridge', ['172_016']);
    expect(ofType(endTurn(plain.state).events, 'ShipDamaged').map((event) => event.ship)).toEqual([plain.ship]);
    const bare = stormScene(badlands, [{ skills: 'OFFICER' }], 'Kevin Uxbridge', [], ['Maq']);
    expect(ofType(endTurn(bare.state).events, 'ShipDamaged').map((event) => event.ship)).toEqual([bare.ship]);
  });
  it('172_016: the maelstrom destroys no [Maq] ship either', () => {
    const { state, ship: s } = stormScene(badlands, [{ skills: 'OFFICER' }], 'Assimilate Planet', ['172_016'], ['Maq']);
    expect(endTurn(state).state.cards[s]!.zone).toBe(Z.space('L1'));
  });
  it('122_034 Emblem of the Empire: your staffed [TE] ship is immune; unstaffed (no crew), it is destroyed by the maelstrom', () => {
    const staffed = stormScene(badlands, [{ skills: 'OFFICER' }], 'Assimilate Planet', ['122_034'], ['TE']);
    expect(endTurn(staffed.state).state.cards[staffed.ship]!.zone).toBe(Z.space('L1'));
    const empty = stormScene(badlands, [], 'Assimilate Planet', ['122_034'], ['TE']);
    expect(endTurn(empty.state).state.cards[empty.ship]!.zone).toBe(Z.discard('p1'));
  });
});
