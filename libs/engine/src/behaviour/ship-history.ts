/**
 * Issue 15 (helper history): what each ship, its crew and its Away Teams have done — the missions they
 * solved, the battles they won, and their setbacks (an attempt failed, a battle not won) — kept in state
 * (`GameState.shipHistory`) and written by evolve from the facts (`trackShipHistory`, evolve.ts › step), never
 * recomputed from the log by a card (`shipDeeds` reads the event against the state before it, `withShipDeeds` writes them).
 *   - A personnel belongs to a ship while aboard it, or while on a planet having left it (`awayFrom`: that
 *     ship's Away Team; 1E rulebook › Glossary › Away Team).
 *   - `MissionSolved`: each ship of a contributor solved (`solved`: the turn).
 *   - `MissionAttemptFailed`: the attempting crew (aboard the attempting ship) or Away Team (the player's
 *     personnel on the planet) as the attempt ended; each of their ships has a setback, with its personnel
 *     involved.
 *   - `BattleEnded` (not cancelled): each side's ships — in a personnel battle the ships of the personnel who
 *     fought, in a ship battle the ships that fought — won (`won`: the turn) when their side won, else (lost
 *     or a draw: "fail to win") a setback, with the side's personnel of that ship involved (a ship battle: its
 *     crew). 1E rulebook › BATTLE (the winner); a battle is always against the other player's cards.
 * Setbacks are counted (`setbacks`) so a card reacts to each once: decide.ts compares the count before and
 * after a command (agony-booths.ts).
 */
import { blueprintOf } from '../card-facts';
import type { GameEvent, GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';

export interface ShipHistory {
  /** The last turn the ship, its crew or one of its Away Teams solved a mission. */
  readonly solved?: number;
  /** The last turn they won a battle. */
  readonly won?: number;
  /** How many setbacks so far (failed attempts, battles not won). */
  readonly setbacks?: number;
  /** The last setback: its turn and the ship's personnel involved. */
  readonly lastSetback?: { readonly turn: number; readonly involved: readonly string[] };
}

/** The ship a personnel belongs to now (aboard it, or its Away Team), if any. */
export function shipOf(state: GameState, personnel: string): string | null {
  const instance = state.cards[personnel];
  if (!instance) return null;
  if (zoneKind(instance.zone) === 'aboard') {
    const host = zoneArg(instance.zone);
    return state.cards[host] && blueprintOf(state, host).type === 'Ship' ? host : null;
  }
  if (zoneKind(instance.zone) === 'surface' && instance.awayFrom && state.cards[instance.awayFrom]) return instance.awayFrom;
  return null;
}

/** The personnel grouped by the ship each belongs to (`state`: where they are). */
function byShip(state: GameState, personnel: readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const iid of personnel) {
    const ship = shipOf(state, iid);
    if (ship) groups.set(ship, [...(groups.get(ship) ?? []), iid]);
  }
  return groups;
}

function personnelIn(state: GameState, zone: string, player: PlayerId): string[] {
  return cardsIn(state, zone).filter((iid) => state.cards[iid]!.owner === player && blueprintOf(state, iid).type === 'Personnel');
}

export type Deed = { readonly ship: string; readonly kind: 'solved' | 'won' } | { readonly ship: string; readonly kind: 'setback'; readonly involved: readonly string[] };

/** What `event` says the ships did (`before`: the state it applies to, with the attempt or battle still in it). */
function deedsOf(before: GameState, event: GameEvent): Deed[] {
  if (event.type === 'MissionSolved') return [...byShip(before, event.contributors).keys()].map((ship) => ({ ship, kind: 'solved' as const }));
  if (event.type === 'MissionAttemptFailed') {
    const attempt = before.attempt;
    if (!attempt) return [];
    const team = attempt.ship ? personnelIn(before, Z.aboard(attempt.ship), attempt.player) : attempt.planet ? personnelIn(before, Z.surface(attempt.location), attempt.player) : [];
    return [...byShip(before, team)].map(([ship, involved]) => ({ ship, kind: 'setback' as const, involved }));
  }
  if (event.type === 'BattleEnded' && !event.cancelled) {
    const battle = before.battle;
    const deeds: Deed[] = [];
    for (const side of ['p1', 'p2'] as const) {
      const groups = new Map<string, string[]>();
      if (event.kind === 'ship') {
        for (const ship of event.ships?.ships ?? []) {
          if (!before.cards[ship] || before.cards[ship]!.owner !== side || blueprintOf(before, ship).type !== 'Ship') continue;
          groups.set(ship, personnelIn(before, Z.aboard(ship), side));
        }
      } else if (battle) {
        const fought = (side === battle.attacker ? battle.attacking : battle.defending).filter((iid) => before.cards[iid]?.owner === side);
        for (const [ship, involved] of byShip(before, fought)) groups.set(ship, involved);
      }
      for (const [ship, involved] of groups) deeds.push(event.winner === side ? { ship, kind: 'won' } : { ship, kind: 'setback', involved });
    }
    return deeds;
  }
  return [];
}

/** evolve.ts › step, before the event is applied: what it says the ships did (most events: nothing). */
export function shipDeeds(before: GameState, event: GameEvent): readonly Deed[] {
  if (event.type !== 'MissionSolved' && event.type !== 'MissionAttemptFailed' && event.type !== 'BattleEnded') return NONE;
  return deedsOf(before, event);
}
const NONE: readonly Deed[] = [];

/** evolve.ts › step, after the event is applied: the ships' history with `deeds` written (`turn`: the turn they happened in). */
export function withShipDeeds(after: GameState, deeds: readonly Deed[], turn: number): GameState {
  if (deeds.length === 0) return after;
  const history: Record<string, ShipHistory> = { ...(after.shipHistory ?? {}) };
  for (const deed of deeds) {
    const record = history[deed.ship] ?? {};
    if (deed.kind === 'setback') history[deed.ship] = { ...record, setbacks: (record.setbacks ?? 0) + 1, lastSetback: { turn, involved: deed.involved } };
    else history[deed.ship] = deed.kind === 'solved' ? { ...record, solved: turn } : { ...record, won: turn };
  }
  return { ...after, shipHistory: history };
}
