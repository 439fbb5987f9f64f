/**
 * A scene at a Nor for site specs (behaviour/sites.spec.ts, behaviour/site-text.spec.ts): two Alpha Quadrant
 * space missions, L1 (p1's) and L2 (p2's, in the Bajor Region), and the listed cards placed face up where
 * `at` says (a row of sites, aboard or on a card, docked, in hand or seed pile), then p1's turn 1 (or the
 * facility phase). `missions`: other titles for L1 and L2 (a planet mission for L1). `id(label)` gives a card's
 * instance id.
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { rngFromSeed } from '../prng';
import type { CardSetup, GameEvent, GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { person, realCard, type PersonSpec } from './attempt-scene';

export type At = 'hand' | 'seed' | 'L1' | 'L2' | { readonly on: string } | { readonly row: string } | { readonly at: string } | { readonly docked: string } | { readonly aboard: string };
export interface Placed {
  readonly label: string;
  readonly card: Card | PersonSpec | string;
  readonly owner: PlayerId;
  readonly at: At;
}

/** Two Alpha Quadrant space missions: L1 with the Cardassian icon outside any region, L2 in the Bajor Region. */
export function siteScene(
  cards: readonly Placed[],
  phase: 'play' | 'facility' = 'play',
  before: (id: (label: string) => string) => readonly GameEvent[] = () => [],
  missions: readonly [string, string] = ['Intercept Renegade', 'Characterize Neutrino Emissions'],
): { state: GameState; id: (label: string) => string } {
  const blueprints: Record<string, Card> = {};
  const setups: CardSetup[] = [];
  const ids = new Map<string, string>();
  const add = (card: Card, owner: PlayerId, zone: string): string => {
    blueprints[card.id] = card;
    const iid = `c${setups.length + 1}`;
    setups.push({ iid, blueprint: card.id, owner, zone });
    return iid;
  };
  const m1 = add(realCard(missions[0]), 'p1', Z.missions('p1'));
  const m2 = add(realCard(missions[1]), 'p2', Z.missions('p2'));
  const zoneOf = (at: At, owner: PlayerId): string => {
    if (at === 'hand') return Z.hand(owner);
    if (at === 'seed') return Z.seed(owner);
    if (at === 'L1' || at === 'L2') return Z.space(at);
    if ('row' in at) return Z.sites(ids.get(at.row)!);
    if ('on' in at) return Z.on(ids.get(at.on)!);
    if ('at' in at) return Z.aboard(ids.get(at.at)!);
    if ('docked' in at) return Z.docked(ids.get(at.docked)!);
    return Z.aboard(ids.get(at.aboard)!);
  };
  // Cards in play enter face up (a card moved there), in the order listed.
  const moves: GameEvent[] = [];
  for (const placed of cards) {
    const card = typeof placed.card === 'string' ? realCard(placed.card) : 'type' in placed.card ? (placed.card as Card) : person(placed.card as PersonSpec);
    const held = placed.at === 'hand' || placed.at === 'seed';
    const iid = add(card, placed.owner, held ? zoneOf(placed.at, placed.owner) : Z.hand(placed.owner));
    ids.set(placed.label, iid);
    if (!held) moves.push({ type: 'CardMoved', card: iid, from: Z.hand(placed.owner), to: zoneOf(placed.at, placed.owner), faceUp: true, reason: 'scene' });
  }
  for (let i = 0; i < 5; i += 1) {
    add(person({}), 'p1', Z.draw('p1'));
    add(person({}), 'p2', Z.draw('p2'));
  }
  const events: GameEvent[] = [
    { type: 'GameCreated', gameId: 'sites', names: { p1: 'One', p2: 'Two' }, seedCommitment: 'test', blueprints, cards: setups, secret: { seed: 'sites-seed', rng: rngFromSeed('sites-seed') } },
    { type: 'MissionPlaced', player: 'p1', card: m1, location: 'L1', quadrant: 'Alpha', name: missions[0], placement: 'new-spaceline', index: 0 },
    { type: 'MissionPlaced', player: 'p2', card: m2, location: 'L2', quadrant: 'Alpha', name: missions[1], region: 'Bajor Region', placement: 'end', index: 1 } as GameEvent,
    ...moves,
  ];
  events.push(...before((label) => ids.get(label)!));
  events.push(phase === 'play' ? { type: 'TurnBegan', player: 'p1', number: 1 } : { type: 'PhaseBegan', phase: 'facility', awaiting: [{ player: 'p1', kind: 'seed-facility' }] });
  return {
    state: evolveAll(events),
    id: (label) => {
      const found = ids.get(label);
      if (!found) throw new Error(`no card labelled ${label}`);
      return found;
    },
  };
}

