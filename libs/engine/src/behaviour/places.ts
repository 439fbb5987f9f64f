/**
 * Issue 15 (Premiere, places): a card inserted into the spaceline as a location of its own (Gaps in
 * Normal Space). The card is the location's only card (in its `mission:` zone, so the location has a
 * card like every other); the location's span is recorded on it (play.ts › locationSpan reads it). It
 * cannot be attempted (it has no point box), has no planet, and belongs to no region.
 *   1E rulebook › THE SEED PHASES › MISSION PHASE (cards that are inserted into the spaceline;
 *   Clarifications: Ambiguities – Regions); EXECUTING ORDERS › FLY A STARSHIP (span);
 *   MISCELLANEOUS RULES › RANDOM SELECTION.
 */
import { killOneAtRandom } from './random-kill';
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import type { VerbContext } from './verbs';
import type { PlacesEffect } from './vocabulary-places';
import { finding } from './target-table';

export const PLACES_RULES = {
  inserted: '1E rulebook › THE SEED PHASES › MISSION PHASE',
  span: RULES.fly,
  random: RULES.randomSelection,
} as const;

type Handler<K extends PlacesEffect['kind']> = (v: VerbContext, effect: Extract<PlacesEffect, { kind: K }>) => void;

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

/** Whether a location holds a mission card (not an inserted place such as a gap). */
function holdsMission(state: GameState, location: string): boolean {
  const first = state.locations[location]?.missions[0];
  return first !== undefined && bp(state, first).type === 'Mission';
}

/** The `between-missions` targets (the only places target word so far). */
export function placesTargets(state: GameState): string[] {
  const out: string[] = [];
  for (const line of Object.values(state.spacelines))
    for (let index = 0; index + 1 < (line ?? []).length; index += 1) if (holdsMission(state, line![index]!) && holdsMission(state, line![index + 1]!)) out.push(line![index]!);
  return out;
}

/** A fresh location id (`L<n>`, the first number not taken). */
function freshLocation(state: GameState): string {
  let n = Object.keys(state.locations).length + 1;
  while (state.locations[`L${n}`]) n += 1;
  return `L${n}`;
}

export const PLACES_VERBS: { readonly [K in PlacesEffect['kind']]: Handler<K> } = {
  'insert-as-location': (v, effect) => {
    const state = v.ctx.state;
    const after = v.target!;
    const quadrant = state.locations[after]!.quadrant;
    const index = (state.spacelines[quadrant] ?? []).indexOf(after) + 1;
    const location = freshLocation(state);
    v.ctx.emit({ type: 'LocationInserted', player: v.player, card: v.card, location, quadrant, name: bp(state, v.card).title, index, span: effect.span, rule: PLACES_RULES.inserted });
    resolved(v, `a location of span ${effect.span} between ${after} and the next location`);
  },
  'kill-random-aboard-target': (v) => {
    const state = v.ctx.state;
    const candidates = cardsIn(state, Z.aboard(v.target!)).filter((iid) => bp(state, iid).type === 'Personnel');
    if (killOneAtRandom(v, candidates, PLACES_RULES.random)) resolved(v, 'one personnel aboard killed at random');
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const PLACES_TARGETS = finding(['between-missions'], (state) => placesTargets(state));
