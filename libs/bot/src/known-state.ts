/**
 * What the bot knows: a GameState rebuilt from its own PlayerView and nothing else. Cards the view
 * hides (the opponent's hand, both draw decks, face-down seeds it did not seed) become placeholders
 * `?1`, `?2`, … with the blueprint UNKNOWN, in their zones and order, so zone sizes stay right and
 * the engine's pure helpers (staffing, flight cost, requirement checks) and decide/evolve (the
 * lookahead) run on it. Nothing here can read hidden information: the view never carried it.
 */
import type { Card } from '@captains-log/cards';
import type { CardInstance, GameState, PlayerId, PlayerView } from '@captains-log/engine';

export const UNKNOWN = '?';

/** The placeholder blueprint of a hidden card: no type the rules act on, no text. */
export const UNKNOWN_CARD: Card = {
  id: UNKNOWN,
  title: 'hidden card',
  setId: '',
  release: '',
  formats: [],
  type: 'Trouble',
  qIcon: false,
  types: ['Trouble'],
  universal: true,
  enigma: false,
  affiliations: [],
  icons: [],
  nemesisArrows: [],
  infiltrationIcons: [],
  characteristics: [],
  requiresCharacteristics: [],
  persona: [],
  commandedBy: [],
  reportsTo: [],
  alternateNames: [],
};

export function viewerOf(view: PlayerView): PlayerId {
  if (typeof view.viewer === 'string') throw new Error('the bot plays a seat: it needs a player view, not a spectator or director view');
  return view.viewer.player;
}

export function isHidden(iid: string): boolean {
  return iid.startsWith(UNKNOWN);
}

export function knownState(view: PlayerView): GameState {
  const blueprints: Record<string, Card> = { [UNKNOWN]: UNKNOWN_CARD };
  const cards: Record<string, CardInstance> = {};
  const zones: Record<string, string[]> = {};
  let hidden = 0;
  for (const [zone, list] of Object.entries(view.zones)) {
    zones[zone] = list.map((entry) => {
      if ('hidden' in entry) {
        hidden += 1;
        const iid = `${UNKNOWN}${hidden}`;
        cards[iid] = { iid, blueprint: UNKNOWN, owner: entry.owner, zone, faceUp: false };
        return iid;
      }
      blueprints[entry.card.id] = entry.card;
      cards[entry.iid] = {
        iid: entry.iid,
        blueprint: entry.card.id,
        owner: entry.owner,
        zone,
        faceUp: entry.faceUp,
        ...(entry.stopped ? { stopped: true } : {}),
        ...(entry.misSeed ? { misSeed: entry.misSeed } : {}),
        ...(entry.countdown !== undefined ? { countdown: entry.countdown } : {}),
        ...(entry.disabled ? { disabled: true } : {}),
        ...(entry.damage ? { damage: entry.damage } : {}),
      };
      return entry.iid;
    });
  }
  return {
    schema: 1,
    gameId: view.gameId,
    phase: view.phase,
    names: view.names,
    startingPlayer: view.startingPlayer,
    seedCommitment: view.seedCommitment,
    // The lookahead sets its own PRNG state: the game's is secret.
    secret: { seed: '', rng: [1, 2, 3, 4] },
    blueprints,
    cards,
    zones,
    locations: view.locations,
    spacelines: view.spacelines,
    awaiting: view.awaiting,
    dilemmaStage: view.dilemmaStage as GameState['dilemmaStage'],
    sharedQueue: view.sharedQueue,
    finished: view.finished,
    turn: view.turn,
    turnsTaken: view.turnsTaken,
    score: view.score,
    completed: view.completed,
    pendingManual: view.pendingManual,
    attempt: view.attempt,
    ongoing: view.ongoing,
    noSolve: view.noSolve,
    disputes: view.disputes,
    timeCalled: view.timeCalled,
    result: view.result,
    eventCount: 0,
    nextId: 1,
    judge: view.judge,
  };
}

/** The same state with `cards` moved to `zone` (appended), for "what if the group were aboard" questions. */
export function withCardsIn(state: GameState, moving: readonly string[], zone: string): GameState {
  const set = new Set(moving);
  const cards: Record<string, CardInstance> = { ...state.cards };
  const zones: Record<string, readonly string[]> = {};
  for (const [key, list] of Object.entries(state.zones)) {
    const kept = list.filter((iid) => !set.has(iid));
    if (kept.length > 0) zones[key] = kept;
  }
  zones[zone] = [...(zones[zone] ?? []), ...moving];
  for (const iid of moving) cards[iid] = { ...cards[iid]!, zone };
  return { ...state, cards, zones };
}
