/**
 * Issue 15 (stasis): personnel placed in stasis, and what that means. 1E rulebook › GETTING HURT › STASIS:
 * a card in stasis is in suspended animation until released; it takes no actions, uses no game text or
 * characteristics, is in play for uniqueness only (as a disabled card is), cannot be attacked in
 * battle and cannot be targeted by other cards; cards already targeting it are suspended meanwhile;
 * personnel in stasis are separated during mission attempts (GETTING HURT › SEPARATED); Clarification:
 * Death Terminates Disability (a card killed in stasis leaves stasis). 1E DS9 expansion rules ›
 * Glossary › stasis ("both stopped and unconscious for the duration of time specified by the card").
 *
 * The state: `CardInstance.stasis` (behaviour/stasis-facts.ts) — set by `PlacedInStasis`, cleared by
 * `StasisEnded` or by leaving play; the card is stopped and disabled meanwhile, so everything that
 * sets those aside sets it aside. Rules read here:
 * - `validTargets` (behaviour/play.ts) drops cards in stasis, except for `personnel-in-stasis`;
 * - `excludedFromBattle` (battle-exclusions.ts): no combatant, no casualty;
 * - `endStasisAtTurnEnd` (play.ts › endTurn): a stasis whose turn is over ends, before stopped cards
 *   are restored (which leaves cards still in stasis stopped);
 * - countdowns of dilemmas on or aimed at a card in stasis do not tick (attempt/ongoing.ts).
 * Words:
 * - effect `place-target-in-stasis` (`until`: `end-of-turn` | `end-of-your-next-turn`; `immuneTo`: titles
 *   the card is immune to while so held): `PlacedInStasis` for the target personnel;
 * - target `personnel-in-stasis`: any personnel in play in stasis, not immune to the card played;
 * - target `personnel-battle-with-your-matching` (`filter`): the personnel battle just initiated (its window open),
 *   where you have an unstopped personnel matching `filter` and the opponent one not in stasis;
 * - effect `yours-in-battle-place-random-opposing-in-stasis` (`filter`, `until`): each of your personnel
 *   in it matching `filter` places one opposing personnel in it (random selection, recorded) in stasis —
 *   so they take no part in the battle (battle-exclusions.ts); the "may" is always taken;
 * - death saver `instead: 'stasis'` (vocabulary-death-savers.ts): the one about to die is placed in stasis
 *   until the end of the turn instead.
 */
import { bp, type Ctx } from '../context';
import { selectAtRandom } from './random-selection';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { isInPlayZone, Z } from '../zones';
import { tableIndex } from '../table-index';
import { finding } from './target-table';
import { personnelMatches } from './personnel-filter';
import { battleWindow } from './targets-battle';
import type { PersonnelFilter } from './vocabulary-events2';
import type { VerbContext } from './verbs';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';

export const STASIS_RULE = '1E rulebook › GETTING HURT › STASIS';

/** `until-released` (issue 15, helper qev): no end of its own; a card or a person's manual effect releases it. */
export type StasisUntil = 'end-of-turn' | 'end-of-your-next-turn' | 'until-released';
export type StasisEffect =
  | { readonly kind: 'place-target-in-stasis'; readonly until: StasisUntil; readonly immuneTo?: readonly string[] }
  | { readonly kind: 'yours-in-battle-place-random-opposing-in-stasis'; readonly filter: PersonnelFilter; readonly until: StasisUntil };
export type StasisTarget = { readonly kind: 'personnel-in-stasis' } | { readonly kind: 'personnel-battle-with-your-matching'; readonly filter: PersonnelFilter };

/** For the catalogue test. */
export const STASIS_WORDS: readonly string[] = ['effect:place-target-in-stasis', 'target:personnel-in-stasis', 'target:personnel-battle-with-your-matching', 'effect:yours-in-battle-place-random-opposing-in-stasis'];

export function inStasis(state: GameState, iid: string): boolean {
  return state.cards[iid]?.stasis !== undefined;
}

/** A dilemma placed on `host` aimed at `affected` is suspended: its host, or every one it affects still in play, is in stasis. */
export function suspendedByStasis(state: GameState, host: string, affected: readonly string[]): boolean {
  if (inStasis(state, host)) return true;
  const still = affected.filter((iid) => state.cards[iid] && isInPlayZone(state.cards[iid]!.zone));
  return still.length > 0 && still.every((iid) => inStasis(state, iid));
}

/** The turn number at whose end a stasis placed now by `player`'s card ends. */
function endTurnFor(state: GameState, player: PlayerId, until: StasisUntil): number | undefined {
  const turn = state.turn!;
  if (until === 'until-released') return undefined;
  if (until === 'end-of-turn') return turn.number;
  // "Your next turn": the turn after this one when it is the opponent's, else the one after that.
  return turn.player === player ? turn.number + 2 : turn.number + 1;
}

/** `iid` (a personnel in play, not yet in stasis) is placed in stasis by `source` (a title) on `player`'s behalf. */
export function placeInStasis(ctx: Ctx, iid: string, source: string, player: PlayerId, until: StasisUntil, immuneTo?: readonly string[], heldBy?: string): boolean {
  const instance = ctx.state.cards[iid];
  if (!instance || !isInPlayZone(instance.zone) || instance.stasis || !ctx.state.turn) return false;
  const ends = endTurnFor(ctx.state, player, until);
  ctx.emit({ type: 'PlacedInStasis', card: iid, source, ...(ends !== undefined ? { endsAfterTurn: ends } : {}), ...(immuneTo && immuneTo.length > 0 ? { immuneTo } : {}), ...(heldBy ? { heldBy } : {}), rule: STASIS_RULE });
  return true;
}

/** A behaviour naming the choice fate `held-in-stasis-by-source` anywhere in its data (read once per game: blueprints-where.ts). */
const holdsInStasis: BlueprintTest = (behaviour) => JSON.stringify(behaviour).includes('"held-in-stasis-by-source"');

/**
 * Issue 15 (helper tail5): after every command (decide.ts), a stasis held by a card lying on the personnel (`heldBy`:
 * Frigid) ends once that card no longer lies on it — returned to its Q-Continuum as any Q-Flash begins, nullified,
 * discarded (1E rulebook › GETTING HURT › STASIS: "until released"; the card's lasting effect ends as it leaves play).
 */
export function releaseWhenHolderGone(ctx: Ctx): void {
  // Issue 17: a walk of the table after every command, so only in games holding a card that can place such a stasis.
  if (blueprintsWhere(ctx.state, holdsInStasis).size === 0) return;
  for (const instance of tableIndex(ctx.state).inPlay) {
    const holder = ctx.state.cards[instance.iid]?.stasis?.heldBy;
    if (holder === undefined || ctx.state.cards[holder]?.zone === Z.on(instance.iid)) continue;
    ctx.emit({ type: 'StasisEnded', card: instance.iid, reason: 'released', rule: STASIS_RULE });
  }
}

/** End of a turn: every stasis that lasts until the end of this turn (or an earlier one) ends. */
export function endStasisAtTurnEnd(ctx: Ctx): void {
  const number = ctx.state.turn!.number;
  for (const instance of Object.values(ctx.state.cards))
    if (instance.stasis?.endsAfterTurn !== undefined && instance.stasis.endsAfterTurn <= number)
      ctx.emit({ type: 'StasisEnded', card: instance.iid, reason: 'expired', rule: STASIS_RULE });
}

/** Personnel in play in stasis that the card `self` may target (none immune to it). */
function personnelInStasis(state: GameState, self: string | undefined): string[] {
  const title = self && state.cards[self] ? bp(state, self).title : undefined;
  return Object.values(state.cards)
    .filter((instance) => instance.stasis && isInPlayZone(instance.zone) && bp(state, instance.iid).type === 'Personnel' && !(title && instance.stasis.immuneTo?.includes(title)))
    .map((instance) => instance.iid);
}

/** In the personnel battle whose window is open: `player`'s unstopped personnel in it matching `filter`, and the opposing ones in it not in stasis. */
function battleSides(state: GameState, player: PlayerId, filter: PersonnelFilter): { yours: string[]; opposing: string[] } {
  const battle = state.battle;
  if (battle?.kind !== 'personnel' || !battle.zone || !battleWindow(state)) return { yours: [], opposing: [] };
  const here = (iid: string) => state.cards[iid]?.zone === battle.zone;
  const mine = battle.attacker === player ? battle.attacking : battle.defending;
  const theirs = battle.attacker === player ? battle.defending : battle.attacking;
  return {
    yours: mine.filter((iid) => here(iid) && state.cards[iid]!.owner === player && !state.cards[iid]!.stopped && !state.cards[iid]!.disabled && personnelMatches(bp(state, iid), filter)),
    opposing: theirs.filter((iid) => here(iid) && !inStasis(state, iid)),
  };
}

type Handler<K extends StasisEffect['kind']> = (v: VerbContext, effect: Extract<StasisEffect, { kind: K }>) => void;

export const STASIS_VERBS: { readonly [K in StasisEffect['kind']]: Handler<K> } = {
  'place-target-in-stasis': (v, effect) => {
    const title = bp(v.ctx.state, v.card).title;
    const placed = !!v.target && placeInStasis(v.ctx, v.target, title, v.player, effect.until, effect.immuneTo);
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: placed ? `${bp(v.ctx.state, v.target!).title} placed in stasis` : 'nobody placed in stasis', rule: `${STASIS_RULE}; ${RULES.cardEffects}` });
  },
  'yours-in-battle-place-random-opposing-in-stasis': (v, effect) => {
    const title = bp(v.ctx.state, v.card).title;
    const { yours } = battleSides(v.ctx.state, v.player, effect.filter);
    let count = 0;
    // Each of yours places one opposing personnel, picked at random among those not yet in stasis.
    for (const _one of yours) {
      const { opposing } = battleSides(v.ctx.state, v.player, effect.filter);
      if (opposing.length === 0) break;
      const victim = selectAtRandom(v.ctx, { purpose: `${title}: placed in stasis`, candidates: opposing, draw: 'pick', hurts: true })[0]!;
      if (placeInStasis(v.ctx, victim, title, v.player, effect.until)) count += 1;
    }
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${count} opposing personnel placed in stasis`, rule: `${STASIS_RULE}; ${RULES.cardEffects}` });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const STASIS_TARGETS = finding(['personnel-in-stasis', 'personnel-battle-with-your-matching'], (state, player, spec, self) => {
  if (spec.kind === 'personnel-in-stasis') return personnelInStasis(state, self);
  const sides = battleSides(state, player, spec.filter);
  return sides.yours.length > 0 && sides.opposing.length > 0 ? [battleWindow(state)!.card] : [];
});
