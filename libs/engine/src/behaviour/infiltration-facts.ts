/**
 * The facts of infiltration (issue 15, infiltration; behaviour/infiltration.ts), spread into
 * `GameEvent`, and their evolve. An infiltrator stays its owner's card (its `owner` field, which the
 * engine reads as control, is unchanged): it lies in the opponent's crew or Away Team zone, and
 * `state.infiltration` records the affiliation of the diamond it infiltrates with and the turn it
 * began. Nothing about it is hidden: the card is face up and both players know it infiltrates.
 *   1E rulebook › INFILTRATE (reports into, or joins, an opponent's compatible crew or Away Team; gains
 *   the icon's affiliation; still under its owner's control); EXPOSURE (reverts; may infiltrate again
 *   once it has spent any time not present with that opponent's personnel).
 */
import type { Affiliation } from '@captains-log/cards';
import type { RngState } from '../prng';
import type { GameState, PlayerId } from '../types';

interface Fact {
  readonly rule?: string;
  readonly ruling?: string;
  readonly secret?: { readonly rng?: RngState; readonly seed?: string };
}

/** Why an infiltrator was exposed. */
export type ExposureReason =
  /** its owner chose to (a normal action on either turn) */
  | 'chosen'
  /** present with another version (or the mirror opposite) of the persona it impersonates */
  | 'persona-present'
  /** it returned to its owner's crew or Away Team */
  | 'returned'
  /** a card's effect (`source`) */
  | 'card'
  /** it left the opponent's crew or Away Team otherwise (left play, captured, moved by a card) */
  | 'left';

export type InfiltrationEvent = Fact &
  (
    /**
     * `card` (owned by `player`) begins infiltrating as `affiliation`: `reported` from hand into `to` (the
     * report itself is a `CardReported` fact before this one), `joined` the opponent's crew or Away Team
     * where it is (`from` = `to`), or `relocated` there by a card (`source`; the card moves `from` → `to`).
     */
    | { readonly type: 'InfiltrationBegan'; readonly card: string; readonly player: PlayerId; readonly affiliation: Affiliation; readonly how: 'reported' | 'joined' | 'relocated'; readonly from: string; readonly to: string; readonly source?: string }
    /** The infiltrator is exposed where it is (`zone`); it reverts to its own affiliation. */
    | { readonly type: 'InfiltratorExposed'; readonly card: string; readonly player: PlayerId; readonly reason: ExposureReason; readonly zone: string; readonly source?: string }
  );

/** An infiltrating card: its owner, the affiliation it infiltrates with, the turn number it began. */
export interface InfiltratorEntry {
  readonly player: PlayerId;
  readonly affiliation: Affiliation;
  readonly since: number;
}

/** `GameState.infiltration`: the cards infiltrating, and where each exposed one was exposed (until it infiltrates again). */
export interface InfiltrationState {
  readonly active: Readonly<Record<string, InfiltratorEntry>>;
  readonly exposedIn: Readonly<Record<string, string>>;
}

const EMPTY: InfiltrationState = { active: {}, exposedIn: {} };

/** The record's part of evolve (the card move of a `relocated` start is applied by evolve.ts before this). */
export function applyInfiltrationEvent(state: GameState, event: InfiltrationEvent): GameState {
  const now = state.infiltration ?? EMPTY;
  switch (event.type) {
    case 'InfiltrationBegan': {
      const exposedIn = { ...now.exposedIn };
      delete exposedIn[event.card];
      const active = { ...now.active, [event.card]: { player: event.player, affiliation: event.affiliation, since: state.turn?.number ?? 0 } };
      return { ...state, infiltration: { active, exposedIn } };
    }
    case 'InfiltratorExposed': {
      const active = { ...now.active };
      delete active[event.card];
      return { ...state, infiltration: { active, exposedIn: { ...now.exposedIn, [event.card]: event.zone } } };
    }
  }
}

/**
 * The commands (behaviour/infiltration.ts): `Infiltrate` a personnel with an infiltration icon — from
 * hand it reports to the opponent's compatible facility (`to`: its aboard zone; the normal card play),
 * in play it joins the opponent's compatible crew or Away Team where it is present (`to`: that zone);
 * `ExposeInfiltrator`: its owner exposes it (either player's turn).
 */
export type InfiltrationCommand =
  | { readonly type: 'Infiltrate'; readonly actor: PlayerId; readonly card: string; readonly to: string }
  | { readonly type: 'ExposeInfiltrator'; readonly actor: PlayerId; readonly card: string };
