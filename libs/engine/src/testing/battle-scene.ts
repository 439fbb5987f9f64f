/**
 * Test support for battle (issue 15): a play-phase state built from events (given) with both
 * players' cards on the table at L1 — personnel on the planet or aboard a ship, ships in space —
 * so each battle rule can be exercised with exact STRENGTH, WEAPONS and SHIELDS.
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { rngFromSeed } from '../prng';
import type { CardSetup, GameEvent, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { person, realCard, ship, type PersonSpec } from './attempt-scene';

let made = 0;
/** A test ship for battles (RANGE 7, WEAPONS and SHIELDS 6 unless given, Klingon unless given). */
export function warship(spec: { weapons?: number; shields?: number; affiliation?: string; title?: string } = {}): Card {
  made += 1;
  return ship({ range: 7, affiliation: 'Klingon', ...spec, title: spec.title ?? `Test Warship ${made}` });
}

export interface Placed {
  /** A name for the test to find the card by. */
  readonly label: string;
  readonly card: Card | PersonSpec | string;
  readonly owner: PlayerId;
  /** `surface` / `space` at L1, a ship label (aboard it), or `hand`. */
  readonly at: 'surface' | 'space' | 'hand' | { readonly aboard: string };
  readonly stopped?: boolean;
  readonly disabled?: boolean;
}

export interface BattleScene {
  readonly state: GameState;
  readonly events: GameEvent[];
  readonly id: (label: string) => string;
}

/** One planet mission (L1) owned by p1 and the cards placed; p1's turn 1 (or `turn`). */
export function battleScene(cards: readonly Placed[], turn: { player: PlayerId; number: number } = { player: 'p1', number: 1 }): BattleScene {
  const blueprints: Record<string, Card> = {};
  const setups: CardSetup[] = [];
  const ids = new Map<string, string>();
  let next = 0;
  const add = (card: Card, owner: PlayerId, zone: string): string => {
    blueprints[card.id] = card;
    next += 1;
    const iid = `c${next}`;
    setups.push({ iid, blueprint: card.id, owner, zone });
    return iid;
  };
  const mission = add(realCard('Excavation'), 'p1', Z.missions('p1'));
  for (const placed of cards) {
    const card = typeof placed.card === 'string' ? realCard(placed.card) : 'type' in placed.card ? (placed.card as Card) : person(placed.card as PersonSpec);
    ids.set(placed.label, add(card, placed.owner, Z.hand(placed.owner)));
  }
  for (let i = 0; i < 5; i += 1) {
    add(person({}), 'p1', Z.draw('p1'));
    add(person({}), 'p2', Z.draw('p2'));
  }
  const events: GameEvent[] = [
    { type: 'GameCreated', gameId: 'battle', names: { p1: 'Attacker', p2: 'Defender' }, seedCommitment: 'test', blueprints, cards: setups, secret: { seed: 'battle-seed', rng: rngFromSeed('battle-seed') } },
    { type: 'MissionPlaced', player: 'p1', card: mission, location: 'L1', quadrant: 'Alpha', name: 'Excavation', placement: 'new-spaceline', index: 0 },
  ];
  for (const placed of cards) {
    if (placed.at === 'hand') continue;
    const iid = ids.get(placed.label)!;
    const to = placed.at === 'surface' ? Z.surface('L1') : placed.at === 'space' ? Z.space('L1') : Z.aboard(ids.get(placed.at.aboard)!);
    events.push({ type: 'CardMoved', card: iid, from: Z.hand(placed.owner), to, faceUp: true, reason: 'scene' });
    if (placed.stopped) events.push({ type: 'CardStopped', card: iid });
    if (placed.disabled) events.push({ type: 'PersonnelDisabled', card: iid, source: 'scene' });
  }
  events.push({ type: 'TurnBegan', player: turn.player, number: turn.number });
  return {
    state: evolveAll(events),
    events,
    id: (label) => {
      const found = ids.get(label);
      if (!found) throw new Error(`no card labelled ${label}`);
      return found;
    },
  };
}
