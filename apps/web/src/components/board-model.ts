/**
 * What the one board component draws: the engine's view as libs/replay's Board (cards by instance
 * and blueprint id) plus the cards' facts by blueprint. The live table converts the api's view with
 * `boardOf` (the same function the replay builder stores boards with); a replay seeks its boards
 * from checkpoints and patches and carries the cards in its header.
 */
import type { Card } from '@captains-log/cards';
import type { PlayerId, PlayerView } from '@captains-log/engine';
import { boardOf, type Board, type BoardCard } from '@captains-log/replay';
import type { Namer } from '../table/actions';

export interface BoardModel {
  readonly board: Board;
  readonly cards: Readonly<Record<string, Card>>;
  readonly names: Readonly<Record<PlayerId, string>>;
  /** the seat drawn at the bottom (the viewer's own), or null for spectators and directors */
  readonly me: PlayerId | null;
  /**
   * the seat of the person looking, named "you" ("(you)", "Waiting for you"); default `me`. A replay says
   * "you" of the signed-in player's own seat, whichever side it is drawn from (a judge or a friend reads names).
   */
  readonly you?: PlayerId | null;
  /** live table only, on the viewer's turn: their ships' RANGE left and each flight's cost (engine view-flights.ts) */
  readonly flights?: PlayerView['flights'];
  /** live table only, in the dilemma phase: where each of the viewer's seed cards would be a mis-seed, and why (engine view-mis-seeds.ts) */
  readonly misSeeds?: PlayerView['misSeeds'];
}

export function modelOfView(view: PlayerView, me: PlayerId | null): BoardModel {
  const cards: Record<string, Card> = {};
  for (const zone of Object.values(view.zones)) for (const c of zone) if (!('hidden' in c)) cards[c.card.id] = c.card;
  return { board: boardOf(view), cards, names: view.names, me, flights: view.flights, misSeeds: view.misSeeds };
}

export type VisibleBoardCard = Extract<BoardCard, { iid: string }>;

/** iid -> the visible card on the board */
export function instances(board: Board): Map<string, VisibleBoardCard> {
  const found = new Map<string, VisibleBoardCard>();
  for (const zone of Object.values(board.zones)) for (const c of zone) if (!('hidden' in c)) found.set(c.iid, c);
  return found;
}

export function titleOf(model: BoardModel, bp: string): string {
  return model.cards[bp]?.title ?? 'an unknown card';
}

/** Names for commands and manual effects on this board. */
export function namerOf(model: BoardModel): Namer {
  const known = instances(model.board);
  const zones = new Map<string, string>();
  for (const [zone, cards] of Object.entries(model.board.zones)) for (const c of cards) if (!('hidden' in c)) zones.set(c.iid, zone);
  // every location's place along the spacelines, quadrant by quadrant as the board draws them
  const order = new Map(Object.values(model.board.spacelines).flat().map((id, i) => [id, i] as const));
  const locationName = (id: string) => {
    const loc = model.board.locations[id];
    const mission = loc?.missions[0];
    const bp = mission ? known.get(mission)?.bp : undefined;
    return bp ? titleOf(model, bp) : (loc?.name ?? 'a mission');
  };
  return {
    card: (iid) => {
      const c = known.get(iid);
      return c ? titleOf(model, c.bp) : 'a face-down card';
    },
    isCard: (iid) => known.has(iid),
    location: locationName,
    player: (seat) => model.names[seat as PlayerId] ?? seat,
    missionAt: (location) => model.board.locations[location]?.missions[0] ?? null,
    spacelineLength: (quadrant) => model.board.spacelines[quadrant]?.length ?? 0,
    nextMission: (seat) => {
      const top = model.board.zones[`missions:${seat}`]?.[0];
      if (!top || 'hidden' in top) return null;
      const card = model.cards[top.bp];
      return card ? { title: card.title, quadrant: card.mission?.quadrant ?? 'Alpha' } : null;
    },
    zoneOf: (iid) => zones.get(iid) ?? null,
    flight: (ship, to) => {
      const planned = model.flights?.[ship];
      const range = planned?.cost[to];
      return planned && range !== undefined ? { range, left: planned.rangeLeft } : null;
    },
    misSeed: (card, location) => model.misSeeds?.[card]?.[location] ?? null,
    locationOrder: (id) => order.get(id) ?? Number.MAX_SAFE_INTEGER,
  };
}
