/**
 * Issue 15 (helper tactics): the words, commands and facts of Tactic cards in ship battle (the runner is
 * behaviour/battle-tactics.ts). A Tactic card's file states, in our words, its ATTACK and DEFENSE
 * bonuses, the bonuses it adds when a condition holds, the damage markers it deals on a hit and on a
 * direct hit, and what it does when it lies on a damaged ship as a damage marker.
 *   1E rulebook › BATTLE › SHIP BATTLE (4. Tactics; 5. Open Fire; 7. Damage); DAMAGE AND REPAIRS ›
 *   TACTICS DAMAGE (the damage marker: immediate effects, then attribute damage, then HULL damage).
 */
import type { PlayerId } from '../types';

/** One damage marker a Tactic deals: `down` — the current tactic itself; `flip` — a Tactic drawn from the side deck. */
export type MarkerSymbol = 'down' | 'flip';

/** When a Tactic's extra bonus applies (read at Open Fire / Return Fire for the player using it). */
export type TacticCondition =
  /** "if you have a [affiliation] ship firing" / "a [class]-class ship firing" (one of the ships firing in this engagement). */
  | { readonly kind: 'ship-firing'; readonly affiliation?: string; readonly shipClass?: string }
  /** "for each of your ships firing" (the bonus once per ship firing in the engagement). */
  | { readonly kind: 'each-ship-firing' }
  /** "if you have a [title] defending" (the ship fired upon bears that title). */
  | { readonly kind: 'titled-ship-defending'; readonly title: string }
  /** "if you have a ship with no staffing requirements defending" (the ship fired upon). */
  | { readonly kind: 'unstaffed-ship-defending' };

export interface TacticBonus {
  readonly attack?: number;
  readonly defense?: number;
  readonly when: TacticCondition;
}

/** What a Tactic lying on a ship as a damage marker does, first its immediate effect, then its HULL damage. */
export interface TacticMarker {
  /** HULL damage in percent (a ship at 100% or more is destroyed at the end of the battle). */
  readonly hull: number;
  /**
   * "randomly kills one personnel" aboard (intruders included), of these classifications or skills when given;
   * on a Nor, one personnel at the named site (`norSite`); `norChoice`: on a Nor, at a site the damaged
   * player chooses — not carried out by the engine (the card lists it as manual).
   */
  readonly casualty?: { readonly anyOf?: readonly string[]; readonly orDisabled?: true; readonly norSite?: string; readonly norChoice?: true };
}

export interface TacticSpec {
  readonly attack: number;
  readonly defense: number;
  readonly bonuses?: readonly TacticBonus[];
  /** Damage markers on a hit and on a direct hit, in the order placed. */
  readonly hit: readonly MarkerSymbol[];
  readonly direct: readonly MarkerSymbol[];
  readonly marker: TacticMarker;
}

/** For the catalogue test and the README. */
export const TACTIC_WORDS: readonly string[] = ['tactic', 'tactic-bonus:ship-firing', 'tactic-bonus:unstaffed-ship-defending', 'tactic-bonus:each-ship-firing', 'tactic-bonus:titled-ship-defending', 'tactic-marker:casualty', 'effect:extra-tactic-draws'];

/** The words a Tactic's spec uses (catalogue test). */
export function tacticWords(spec: TacticSpec): string[] {
  return ['tactic', ...(spec.bonuses ?? []).map((bonus) => `tactic-bonus:${bonus.when.kind}`), ...(spec.marker.casualty ? ['tactic-marker:casualty'] : [])];
}

/**
 * The Tactics stage's commands ("Players may look at each Tactic before deciding whether to draw the next"):
 *   DrawTactic    the actor draws the top face-down Tactic of their Battle Bridge side deck; it lies face down on
 *                 their table, seen by them only (`TacticDrawn`), while they have drawn fewer than their limit
 *                 (two, more with extra draws).
 *   ChooseTactic  the actor plays one of the Tactics they drew as the current tactic (`tactic`), face down, or none
 *                 (`null`); at least one drawn. The other drawn ones go face up beneath the side deck.
 */
export type TacticCommand = { readonly type: 'DrawTactic'; readonly actor: PlayerId } | { readonly type: 'ChooseTactic'; readonly actor: PlayerId; readonly tactic: string | null };

export type TacticEvent =
  /** The ship battle's Tactics stage: these players may choose a current tactic (the battle waits for them). */
  | { readonly type: 'TacticsStageBegan'; readonly players: readonly PlayerId[] }
  /** A player drew `card`, the top face-down Tactic of their side deck: face down on their table (others learn only that one was drawn). */
  | { readonly type: 'TacticDrawn'; readonly player: PlayerId; readonly card: string }
  /** A player chose `tactic` (face down; null: none) among the Tactics they drew (`drawn`); the others went face up beneath the side deck. */
  | { readonly type: 'TacticChosen'; readonly player: PlayerId; readonly drawn: readonly string[]; readonly tactic: string | null }
  /** An exhausted side deck regenerated: its face-up Tactics shuffled (`order`, top first) and turned face down (the order is secret). */
  | { readonly type: 'TacticsRegenerated'; readonly player: PlayerId; readonly order: readonly string[] }
  /** Both current tactics turned face up together. */
  | { readonly type: 'TacticsRevealed'; readonly tactics: Readonly<Partial<Record<PlayerId, string | null>>> }
  /** A card names a Tactic title no player may play as the current tactic this battle (Tactical Scan). */
  | { readonly type: 'TacticBanned'; readonly title: string; readonly source: string }
  /** A card lets the player draw more Tactic cards at this battle's Tactics stage (Attack Pattern Delta). */
  | { readonly type: 'TacticDrawsAdded'; readonly player: PlayerId; readonly count: number; readonly source: string }
  /** A Tactic placed on a ship as a damage marker by `player`: its HULL damage added (`scripted: false`: its marker's text is left to manual effects). */
  | { readonly type: 'DamageMarkerPlaced'; readonly ship: string; readonly marker: string; readonly player: PlayerId; readonly hull: number; readonly scripted: boolean };
