/**
 * Test support (no test framework inside): given events → when command → then events / violation.
 * `given` builds a state from events; `when` runs decide on a deep-frozen state so a decider that
 * mutated its input would throw; `setupToPlay` scripts a game from creation to turn 1.
 */
import { CardCatalogue, checkDeckList, starterCards, starterDeckLists, type Card } from '@captains-log/cards';
import { decide } from '../decide';
import { evolveAll } from '../evolve';
import { stateHash } from '../invariants';
import { legalCommands } from '../legal';
import type { Command, GameEvent, GameState, PlayerId, PlayerSetup } from '../types';
import { RuleViolation } from '../violation';
import { toPlayerSetup } from '../simulation';
import { Z } from '../zones';
import { sharedCards } from './attempt-scene';

export const TEST_SEED = 'test-seed-0123456789abcdef';

export function given(events: readonly GameEvent[]): GameState {
  return evolveAll(events);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value as Record<string, unknown>)) deepFreeze(child);
  }
  return value;
}

export type Outcome = { events: GameEvent[]; state: GameState } | { violation: RuleViolation; unchanged: boolean };

export function when(state: GameState, command: Command): Outcome {
  const before = stateHash(state);
  const frozen = deepFreeze(state);
  try {
    const events = decide(frozen, command);
    return { events, state: evolveAll(events, frozen) };
  } catch (error) {
    if (error instanceof RuleViolation) return { violation: error, unchanged: stateHash(frozen) === before };
    throw error;
  }
}

/** Runs commands in order and returns all events and the final state; throws on a violation. */
export function play(state: GameState, commands: readonly Command[]): { events: GameEvent[]; state: GameState } {
  const events: GameEvent[] = [];
  let current = state;
  for (const command of commands) {
    const produced = decide(current, command);
    events.push(...produced);
    current = evolveAll(produced, current);
  }
  return { events, state: current };
}

/** The state with cards moved face up as a test's set-up (`[card, to zone]`, a `CardMoved` fact each). */
export function moved(state: GameState, moves: readonly [string, string][]): GameState {
  return evolveAll(
    moves.map(([card, to]) => ({ type: 'CardMoved', card, from: state.cards[card]!.zone, to, faceUp: true, reason: 'test' }) as GameEvent),
    state,
  );
}

/** The outcome of a command that must be accepted; a refusal fails the test with its code and message. */
export function accepted(state: GameState, command: Command): { events: GameEvent[]; state: GameState } {
  const outcome = when(state, command);
  if ('violation' in outcome) throw new Error(`${outcome.violation.code}: ${outcome.violation.message}`);
  return outcome;
}

/** The violation code a command is refused with, or null when it is accepted. */
export function refused(state: GameState, command: Command): string | null {
  const outcome = when(state, command);
  return 'violation' in outcome ? outcome.violation.code : null;
}

/** Deck from a text list over the starter pool plus extra (test-made) cards. */
export function deckFromText(name: string, text: string, extra: readonly Card[] = []): PlayerSetup {
  const checked = checkDeckList(text, new CardCatalogue([...starterCards(), ...extra]));
  if (checked.errors.length > 0) throw new Error(checked.errors.map((e) => e.message).join('; '));
  return toPlayerSetup(name, checked.deck.entries);
}

export function starterTexts(): { federation: string; klingon: string } {
  const [federation, klingon] = starterDeckLists();
  return { federation: federation!.text, klingon: klingon!.text };
}

export function create(decks: readonly [PlayerSetup, PlayerSetup], seed = TEST_SEED): { events: GameEvent[]; state: GameState } {
  return play(given([]), [{ type: 'CreateGame', actor: 'system', gameId: 'g1', seed, players: [decks[0], decks[1]] }]);
}

/**
 * Scripted seed phases: no doorways, missions always at the right end, no dilemmas, each player
 * seeds its outposts at the first legal location, then passes. Stops when turn 1 begins.
 */
export function setupToPlay(decks: readonly [PlayerSetup, PlayerSetup], seed = TEST_SEED): { events: GameEvent[]; state: GameState } {
  let { events, state } = create(decks, seed);
  for (let guard = 0; guard < 500 && state.phase !== 'play'; guard += 1) {
    const actor = state.awaiting[0]!.player;
    const legal = legalCommands(state, actor);
    const pick =
      legal.filter((c) => c.type === 'PlaceMission').pop() ??
      legal.find((c) => c.type === 'SeedFacility') ??
      legal.find((c) => c.type === 'FinishSeeding') ??
      legal.find((c) => c.type === 'PassSeeding')!;
    const step = play(state, [pick]);
    events = [...events, ...step.events];
    state = step.state;
  }
  return { events, state };
}

export function cardByTitle(state: GameState, owner: PlayerId, title: string, zonePrefix?: string): string {
  const found = Object.values(state.cards).find(
    (card) => card.owner === owner && state.blueprints[card.blueprint]!.title === title && (!zonePrefix || card.zone.startsWith(zonePrefix)),
  );
  if (!found) throw new Error(`no ${title} for ${owner}${zonePrefix ? ` in ${zonePrefix}` : ''}`);
  return found.iid;
}

export function cardsTitled(state: GameState, title: string): string[] {
  return Object.values(state.cards)
    .filter((card) => state.blueprints[card.blueprint]!.title === title)
    .map((card) => card.iid);
}

/**
 * The [AU] icon rule (behaviour/alternate-universe.ts): the state with an open door for `players` — a card that allows
 * [AU] cards (Alternate Universe Door unless named) lying face up on each one's table, as if seeded there. Scenes whose
 * cards show [AU] use it: an [AU] deck seeds such a door (1E rulebook › THE SEED PHASES › Tip: Cards).
 */
export function withAuDoor(state: GameState, players: readonly PlayerId[] = ['p1', 'p2'], door = 'Alternate Universe Door'): GameState {
  const card = sharedCards().find((c) => c.title === door || c.id === door);
  if (!card) throw new Error(`no card ${door}`);
  let next = state;
  for (const player of players) {
    let n = 1;
    while (next.cards[`door-${player}-${n}`]) n += 1;
    const iid = `door-${player}-${n}`;
    const table = Z.table(player);
    next = {
      ...next,
      blueprints: { ...next.blueprints, [card.id]: card },
      cards: { ...next.cards, [iid]: { iid, blueprint: card.id, owner: player, zone: table, faceUp: true } },
      zones: { ...next.zones, [table]: [...(next.zones[table] ?? []), iid] },
    };
  }
  return next;
}

