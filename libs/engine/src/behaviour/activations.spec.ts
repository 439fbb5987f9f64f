/**
 * Abilities of cards in play (issue 15, activations): `ActivateCard { card, ability, target? }`
 * (behaviour/activations.ts; vocabulary-activations.ts).
 *   1E rulebook › THE PLAY PHASE (actions permitted by the cards on the table);
 *   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS; OTHER WAYS TO PLAY A CARD ›
 *   PLAYING "AT ANY TIME"; PLAYING A CARD › YOUR NORMAL CARD PLAY.
 * given (a scene on p1's turn: cards moved to the table or the spaceline) / when (ActivateCard) /
 * then (the events, or the refusal's code; what legalCommands offers).
 */
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, realCard, scene } from '../testing/attempt-scene';
import { legalCommandsByCheck } from '../testing/legal-oracle';
import { accepted, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import type { CardBehaviour } from './vocabulary';

/**
 * A test-made card (not in the card list) to exercise the words no scripted card uses yet: once each
 * turn, a per-game count, a stop cost. The registry answers for it; every other id as usual.
 */
const GADGET: CardBehaviour = {
  id: 't_gadget',
  title: 'Test Gadget',
  scenario: 'behaviour/activations.spec.ts',
  abilities: [
    { id: 'draw', limit: 'once-per-turn', effects: [{ kind: 'draw', who: 'you', count: 1 }] },
    { id: 'stop-to-draw', limit: { kind: 'per-game', times: 2 }, costs: ['stop-self'], effects: [{ kind: 'draw', who: 'you', count: 1 }] },
  ],
};
jest.mock('./registry', () => {
  const actual = jest.requireActual('./registry');
  return { ...actual, behaviourOf: (id: string) => (id === 't_gadget' ? GADGET : actual.behaviourOf(id)) };
});

function moves(state: GameState, list: readonly [string, string][]): GameState {
  return evolveAll(
    list.map(([card, to]) => ({ type: 'CardMoved', card, from: state.cards[card]!.zone, to, faceUp: true, reason: 'test' }) as GameEvent),
    state,
  );
}
function activate(card: string, ability: string, target?: string, actor: PlayerId = 'p1'): Command {
  return { type: 'ActivateCard', actor, card, ability, ...(target !== undefined ? { target } : {}) };
}
function offers(state: GameState, player: PlayerId = 'p1'): Command[] {
  return legalCommands(state, player).filter((command) => command.type === 'ActivateCard');
}
function nextTurn(state: GameState, player: PlayerId, number: number): GameState {
  return evolveAll([{ type: 'TurnBegan', player, number } as GameEvent], state);
}

/** p1's The Undiscovered Country (and a second copy) on the table; p2's Homefront on p2's table unless `homefront` is false. */
function countryScene(opts: { homefront?: boolean; copyInHand?: boolean } = {}) {
  const built = scene({ missions: ['Excavation'], hand: ['234_007', '234_007'], opponentHand: ['119_024'] });
  const [country, copy] = built.ids.hand as [string, string];
  const homefront = built.ids.opponentHand[0]!;
  const list: [string, string][] = [[country, Z.table('p1')]];
  if (!opts.copyInHand) list.push([copy, Z.table('p1')]);
  if (opts.homefront !== false) list.push([homefront, Z.table('p2')]);
  return { state: moves(built.state, list), country, copy, homefront };
}

describe('ActivateCard: the mechanism', () => {
  it('234_007 The Undiscovered Country: in place of the normal card play it nullifies Homefront; the use is recorded and the card play spent', () => {
    const { state, country, homefront } = countryScene();
    const { events, state: after } = accepted(state, activate(country, 'nullify-homefront', homefront));
    expect(ofType(events, 'CardActivated')).toEqual([expect.objectContaining({ player: 'p1', card: country, ability: 'nullify-homefront', target: homefront })]);
    expect(ofType(events, 'CardAbilityUsed')).toHaveLength(1);
    expect(ofType(events, 'NormalCardPlaySpent')).toHaveLength(1);
    expect(after.cards[homefront]!.zone).toBe(Z.discard('p2'));
    expect(after.turn!.normalCardPlayUsed).toBe(true);
    expect(after.cards[country]!.zone).toBe(Z.table('p1'));
  });
  it('once per game per title: on a later turn neither the same card nor a second copy may use it again', () => {
    const { state, country, copy, homefront } = countryScene();
    const used = accepted(state, activate(country, 'nullify-homefront', homefront)).state;
    const later = moves(nextTurn(used, 'p1', 3), [[homefront, Z.table('p2')]]);
    expect(refused(later, activate(country, 'nullify-homefront', homefront))).toBe('ONCE_PER_GAME');
    expect(refused(later, activate(copy, 'nullify-homefront', homefront))).toBe('ONCE_PER_GAME');
    expect(offers(later)).toEqual([]);
  });
  it('its cost: with the normal card play already spent it is refused and not offered', () => {
    const { state, country, homefront } = countryScene();
    const spent = evolveAll([{ type: 'NormalCardPlaySpent', player: 'p1', source: 'test' } as GameEvent], state);
    expect(refused(spent, activate(country, 'nullify-homefront', homefront))).toBe('NORMAL_CARD_PLAY_USED');
    expect(offers(spent)).toEqual([]);
  });
  it('wrong owner, not in play, no such ability, wrong target: refused', () => {
    const { state, country, copy, homefront } = countryScene({ copyInHand: true });
    expect(refused(state, activate(country, 'nullify-homefront', homefront, 'p2'))).toBe('NOT_USABLE');
    expect(refused(state, activate(copy, 'nullify-homefront', homefront))).toBe('NOT_USABLE');
    expect(refused(state, activate(country, 'fly-away', homefront))).toBe('NO_SUCH_ABILITY');
    expect(refused(state, activate(country, 'nullify-homefront', country))).toBe('INVALID_TARGET');
    expect(refused(state, activate(country, 'nullify-homefront'))).toBe('INVALID_TARGET');
  });
  it("an own-turn ability is refused on the opponent's turn", () => {
    const { state, country, homefront } = countryScene();
    expect(refused(nextTurn(state, 'p2', 2), activate(country, 'nullify-homefront', homefront))).toBe('NOT_YOUR_TURN');
  });
  it('legalCommands offers only usable abilities: one per valid target; none without a target in play, none for a copy in hand', () => {
    const { state, country, homefront } = countryScene({ copyInHand: true });
    expect(offers(state)).toEqual([activate(country, 'nullify-homefront', homefront)]);
    expect(offers(countryScene({ homefront: false, copyInHand: true }).state)).toEqual([]);
    expect(offers(state, 'p2')).toEqual([]);
    expect(legalCommands(state, 'p1')).toEqual(legalCommandsByCheck(state, 'p1'));
  });
});

describe('ActivateCard: cards', () => {
  /** p1's Panel Overload on the table; p2's Bynars Weapon Enhancement on p2's table (or none). */
  function panelScene(withTarget: boolean) {
    const built = scene({ missions: ['Excavation'], hand: ['119_028'], opponentHand: ['Bynars Weapon Enhancement', 'Asteroid Sanctuary'] });
    const panel = built.ids.hand[0]!;
    const [bynars, other] = built.ids.opponentHand as [string, string];
    const list: [string, string][] = [[panel, Z.table('p1')], [other, Z.table('p2')]];
    if (withTarget) list.push([bynars, Z.table('p2')]);
    return { state: moves(built.state, list), panel, bynars, other };
  }
  it("119_028 Panel Overload: discarded to nullify Bynars Weapon Enhancement, even on the opponent's turn (at any time)", () => {
    const { state, panel, bynars } = panelScene(true);
    expect(offers(state)).toEqual([activate(panel, 'nullify', bynars)]);
    const after = accepted(nextTurn(state, 'p2', 2), activate(panel, 'nullify', bynars)).state;
    expect(after.cards[panel]!.zone).toBe(Z.discard('p1'));
    expect(after.cards[bynars]!.zone).toBe(Z.discard('p2'));
  });
  it('119_028 Panel Overload: no Bynars Weapon Enhancement or Genetronic Replicator in play, no use (another event is no target)', () => {
    const { state, panel, other } = panelScene(false);
    expect(offers(state)).toEqual([]);
    expect(refused(state, activate(panel, 'nullify', other))).toBe('INVALID_TARGET');
  });

  /** p1's Call for Reinforcements on the table, a Federation Outpost at L1, a universal and a unique ship in hand. */
  function reinforcementsScene() {
    const built = scene({ missions: ['Excavation'], hand: ['167_023', 'Federation Outpost', 'Runabout', 'U.S.S. Enterprise'] });
    const [incident, post, runabout, enterprise] = built.ids.hand as [string, string, string, string];
    return { state: moves(built.state, [[incident, Z.table('p1')], [post, Z.space('L1')]]), incident, post, runabout, enterprise };
  }
  it('167_023 Call for Reinforcements: once per game, in place of the normal card play, a universal ship is downloaded to your outpost', () => {
    const { state, incident, post, runabout } = reinforcementsScene();
    expect(offers(state)).toEqual([activate(incident, 'download-ship', `${runabout}>${post}`)]);
    const { events, state: after } = accepted(state, activate(incident, 'download-ship', `${runabout}>${post}`));
    expect(ofType(events, 'CardDownloaded')).toHaveLength(1);
    expect(after.cards[runabout]!.zone).not.toBe(Z.hand('p1'));
    expect(after.turn!.normalCardPlayUsed).toBe(true);
    expect(refused(nextTurn(after, 'p1', 3), activate(incident, 'download-ship', `${runabout}>${post}`))).toBe('ONCE_PER_GAME');
  });
  it('167_023 Call for Reinforcements: a non-universal ship is no target', () => {
    const { state, incident, post, enterprise } = reinforcementsScene();
    expect(refused(state, activate(incident, 'download-ship', `${enterprise}>${post}`))).toBe('INVALID_TARGET');
  });

  /** p1's Adapt: Allocate Resources on the table, a [BO] event (Retask) and a plain event in hand. */
  function adaptScene() {
    const built = scene({ missions: ['Excavation'], hand: ['153_007', '109_034', 'Asteroid Sanctuary'] });
    const [adapt, retask, plain] = built.ids.hand as [string, string, string];
    return { state: moves(built.state, [[adapt, Z.table('p1')]]), adapt, retask, plain };
  }
  it('153_007 Adapt: Allocate Resources: in place of the normal card play, discarded to download a [BO] event', () => {
    const { state, adapt, retask } = adaptScene();
    expect(offers(state)).toEqual([activate(adapt, 'download', retask)]);
    const { events, state: after } = accepted(state, activate(adapt, 'download', retask));
    expect(ofType(events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: retask })]);
    expect(after.cards[adapt]!.zone).toBe(Z.discard('p1'));
    expect(after.turn!.normalCardPlayUsed).toBe(true);
  });
  it('153_007 Adapt: Allocate Resources: an event without [BO] is no target; with the card play spent, no use', () => {
    const { state, adapt, retask, plain } = adaptScene();
    expect(refused(state, activate(adapt, 'download', plain))).toBe('INVALID_TARGET');
    const spent = evolveAll([{ type: 'NormalCardPlaySpent', player: 'p1', source: 'test' } as GameEvent], state);
    expect(refused(spent, activate(adapt, 'download', retask))).toBe('NORMAL_CARD_PLAY_USED');
  });
});

describe('ActivateCard: doorways', () => {
  /** p1's Temporal Micro-Wormhole on the table; Space-Time Portal and another doorway in hand. */
  function wormholeScene() {
    const built = scene({ missions: ['Excavation'], hand: ['123_032', '111_007', '111_007', 'Revolving Door'] });
    const [wormhole, portal, portal2, other] = built.ids.hand as [string, string, string, string];
    return { state: moves(built.state, [[wormhole, Z.table('p1')]]), wormhole, portal, portal2, other };
  }
  it("123_032 Temporal Micro-Wormhole: once per game it downloads Space-Time Portal (first copy offered); later, no second download", () => {
    const { state, wormhole, portal, portal2 } = wormholeScene();
    expect(offers(state)).toEqual([activate(wormhole, 'download', portal)]);
    const { events, state: after } = accepted(state, activate(wormhole, 'download', portal));
    expect(ofType(events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: portal })]);
    expect(after.cards[portal]!.zone).toBe(Z.table('p1'));
    expect(after.turn!.normalCardPlayUsed).toBe(false);
    expect(refused(nextTurn(after, 'p1', 3), activate(wormhole, 'download', portal2))).toBe('ONCE_PER_GAME');
  });
  it('123_032 Temporal Micro-Wormhole: a doorway it does not name is no target', () => {
    const { state, wormhole, other } = wormholeScene();
    expect(refused(state, activate(wormhole, 'download', other))).toBe('INVALID_TARGET');
  });
});

describe('ActivateCard: limits and the stop cost (a test-made card)', () => {
  function gadgetScene() {
    const built = scene({ missions: ['Excavation'], hand: [{ ...realCard('Medical Kit'), id: 't_gadget', title: 'Test Gadget' }] });
    const gadget = built.ids.hand[0]!;
    return { state: moves(built.state, [[gadget, Z.table('p1')]]), gadget };
  }
  it('once each turn: a second use the same turn is refused and not offered; the next turn it is usable again', () => {
    const { state, gadget } = gadgetScene();
    const once = accepted(state, activate(gadget, 'draw'));
    expect(ofType(once.events, 'CardsDrawn')).toHaveLength(1);
    expect(refused(once.state, activate(gadget, 'draw'))).toBe('ONCE_PER_TURN');
    expect(offers(once.state)).not.toContainEqual(activate(gadget, 'draw'));
    expect(refused(nextTurn(once.state, 'p1', 3), activate(gadget, 'draw'))).toBeNull();
  });
  it('twice per game with a stop cost: the card is stopped; stopped, it cannot pay again; a third use is refused', () => {
    const { state, gadget } = gadgetScene();
    const first = accepted(state, activate(gadget, 'stop-to-draw')).state;
    expect(first.cards[gadget]!.stopped).toBe(true);
    expect(refused(first, activate(gadget, 'stop-to-draw'))).toBe('STOPPED');
    const unstop = (s: GameState) => evolveAll([{ type: 'StoppedCardsRestored', cards: [gadget] } as GameEvent], nextTurn(s, 'p1', s.turn!.number + 2));
    const second = accepted(unstop(first), activate(gadget, 'stop-to-draw')).state;
    expect(refused(unstop(second), activate(gadget, 'stop-to-draw'))).toBe('ONCE_PER_GAME');
    expect(offers(unstop(second))).toEqual([activate(gadget, 'draw')]);
  });
});
