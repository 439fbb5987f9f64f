/**
 * Issue 15 (partials-ei): a card that may affect a card lying on another card unless a named card lies
 * on that same card with it ("nullifies {Auto-Destruct Sequence} unless {Fractal Encryption Code}
 * present"). Both lie on the same ship: they are present together. A card lying on another card is
 * present with what lies on or aboard that card; the engine reads "present" here as "lying on the same
 * card" (the zone `on:<host>`), which is where both of these interrupts stay once played.
 *   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT"; THE CARDS (a
 *   card's text overrides the rules).
 * Two words, one helper: the play condition `target-not-beside` (checked with the PlayCard target, so
 * a guarded card is refused at once) and the effect `if-target-not-beside` (checked again as the card
 * resolves: a guard played in response still counts).
 */
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState } from '../types';
import { cardsIn, zoneKind } from '../zones';
import type { VerbContext } from './verbs';
import type { CardBehaviour, Effect } from './vocabulary';
import { isTitled } from '../card-facts';

/** The target lies on a card together with no face-up card titled one of `titles` (or a version of it). */
export type BesideCondition = { readonly kind: 'target-not-beside'; readonly titles: readonly string[] };

/** The effects in `then` follow while the target lies on a card with no face-up card titled one of `titles`. */
export type BesideEffect = { readonly kind: 'if-target-not-beside'; readonly titles: readonly string[]; readonly then: readonly Effect[] };

const titled = (title: string, name: string): boolean => isTitled({ title }, name);

/** The title of a face-up card lying on the same card as `target` whose title is one of `titles`, if any. */
export function guardBeside(state: GameState, target: string, titles: readonly string[]): string | undefined {
  const instance = state.cards[target];
  if (!instance || zoneKind(instance.zone) !== 'on') return undefined;
  const guard = cardsIn(state, instance.zone).find((iid) => iid !== target && state.cards[iid]!.faceUp && titles.some((name) => titled(bp(state, iid).title, name)));
  return guard ? bp(state, guard).title : undefined;
}

/** The `target-not-beside` play conditions of `behaviour`, checked with the card's target (behaviour/play.ts › checkScriptedPlay). */
export function checkBesideConditions(state: GameState, target: string | undefined, behaviour: CardBehaviour): Problem | null {
  for (const condition of behaviour.play?.requires ?? []) {
    if (condition.kind !== 'target-not-beside' || !target) continue;
    const guard = guardBeside(state, target, condition.titles);
    if (guard) return problem('PLAY_CONDITION', `${behaviour.title} may not affect ${bp(state, target).title} while ${guard} is present with it`, RULES.cardEffects);
  }
  return null;
}

type Handler<K extends BesideEffect['kind']> = (v: VerbContext, effect: Extract<BesideEffect, { kind: K }>, run?: (nested: readonly Effect[]) => void) => void;

export const BESIDE_VERBS: { readonly [K in BesideEffect['kind']]: Handler<K> } = {
  'if-target-not-beside': (v, effect, run) => {
    const guard = v.target ? guardBeside(v.ctx.state, v.target, effect.titles) : undefined;
    if (!guard) return run?.(effect.then);
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${guard} is present with it: no effect`, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
  },
};

/** For the catalogue and the README. */
export const BESIDE_WORDS: readonly string[] = ['condition:target-not-beside', 'effect:if-target-not-beside'];
