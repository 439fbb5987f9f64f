/**
 * Issue 15 (helper outside): a card on its owner's table that changes that owner's copies in play of the personnel stored
 * beneath it (Bluegill Infestation: up to seven unique personnel placed face up beneath it from outside the game as it
 * seeds — `whenSeeded` with the choice pool `outside` and the fate `stored-on-source`, stored-cards.ts).
 * Word: card field `storedCopies` (`StoredCopies`), read
 * - by `memberOf` (attempt/requirements.ts): such a personnel of the card's owner in play (a copy: the same title as a
 *   stored card) is STRENGTH + `strength` and has the characteristic `characteristic` ("considered Bluegills");
 * - by combat (combat.ts › adjustEngagement; battle-stuns.ts): with `neverStunned`, it is never stunned (nor mortally
 *   wounded) in personnel battle;
 * - when such a personnel is killed (attempt/leaving-play.ts › leavePlay): with `queen`, one stored personnel is selected at
 *   random (recorded `RandomCardsSelected`); when its title is the killed one's, that personnel was the `queen` (fact
 *   `QueenRevealed`, `GameState.queens`: the killed card's instance, read by Alas, Poor Queen's "(or Bluegill Queen)").
 * Also: target option `queen` of `just-killed` (targets-events2.ts: only a personnel revealed so as it died) and effect
 * `kill-all-copies-of-target-owner` (`characteristic`): every personnel in play of the target's owner that has the
 * characteristic as such a copy is killed (Alas, Poor Queen: "all … Bluegills in play of same player also die").
 * Rules: 1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (a card's text changes the cards it names); OUT-OF-PLAY
 * ("conceptually outside the game": behaviour/outside-the-game.ts); MISCELLANEOUS RULES › RANDOM SELECTION; GETTING HURT ›
 * KILLED OR DESTROYED. Only battle stuns are refused: no other stun of a personnel is modelled as a stun the engine could refuse
 * (a decision to review).
 * Speed: the blueprints with the word are found once per game; a game without them costs one lookup per `memberOf`.
 */
import type { Ctx } from '../context';
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, Z } from '../zones';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { selectAtRandom } from './random-selection';
import { behaviourOf } from './registry';
import { leavePlay } from '../attempt/leaving-play';
import { tableIndex } from '../table-index';
import type { VerbContext } from './verbs';
import { isTitled } from '../card-facts';

export interface StoredCopies {
  /** STRENGTH + this for each copy in play. */
  readonly strength: number;
  /** The characteristic each copy in play has besides its own ("considered Bluegills"). */
  readonly characteristic: string;
  /** Each copy "may not be stunned" (in personnel battle). */
  readonly neverStunned?: true;
  /** When a copy is killed: a random stored personnel of the same title makes that personnel the one so named ("Bluegill Queen"). */
  readonly queen?: string;
}

/** `QueenRevealed`: the personnel just killed was the queen its owner's card names (`GameState.queens`). */
export type StoredCopiesFact = { readonly type: 'QueenRevealed'; readonly player: PlayerId; readonly card: string; readonly queen: string; readonly source: string };

/** Every personnel in play of the target card's owner that has `characteristic` as such a copy is killed ("all Bluegills … also die"). */
export type StoredCopiesEffect = { readonly kind: 'kill-all-copies-of-target-owner'; readonly characteristic: string };

/** For the catalogue test and the README. */
export const STORED_COPIES_WORDS: readonly string[] = ['stored-copies', 'target-option:queen', 'effect:kill-all-copies-of-target-owner'];

const hasStoredCopies: BlueprintTest = (b) => b.storedCopies;

interface Holder {
  readonly card: string;
  readonly rule: StoredCopies;
}

/** The face-up `storedCopies` cards on `owner`'s table that store a personnel titled `title`. */
function holdersFor(state: GameState, owner: PlayerId, title: string): Holder[] {
  const ids = blueprintsWhere(state, hasStoredCopies);
  if (ids.size === 0) return [];
  const out: Holder[] = [];
  for (const card of cardsIn(state, Z.table(owner))) {
    const instance = state.cards[card]!;
    if (!instance.faceUp || !ids.has(instance.blueprint)) continue;
    if (cardsIn(state, Z.stored(card)).some((stored) => isTitled(bp(state, stored), title))) out.push({ card, rule: behaviourOf(instance.blueprint)!.storedCopies! });
  }
  return out;
}

/** The rules that apply to the personnel `iid` of its owner's in play (none when no such card is in the game). */
function rulesFor(state: GameState, iid: string): Holder[] {
  if (blueprintsWhere(state, hasStoredCopies).size === 0) return [];
  const instance = state.cards[iid];
  if (!instance || !isInPlayZone(instance.zone)) return [];
  const card = bp(state, iid);
  return card.type === 'Personnel' ? holdersFor(state, instance.owner, card.title) : [];
}

/** `memberOf`'s step: STRENGTH and the characteristic of a copy (one card's worth: two such cards of one title are not stacked, the cumulative rule). */
export function withStoredCopies<M extends { readonly strength: number; readonly characteristics?: readonly string[] }>(state: GameState, iid: string, member: M): M {
  const holders = rulesFor(state, iid);
  if (holders.length === 0) return member;
  const rule = holders[0]!.rule;
  const characteristics = member.characteristics ?? [];
  return { ...member, strength: member.strength + rule.strength, characteristics: characteristics.includes(rule.characteristic) ? characteristics : [...characteristics, rule.characteristic] };
}

/** Whether the personnel may not be stunned because its owner stores a copy of it on such a card. */
export function neverStunnedAsCopy(state: GameState, iid: string): boolean {
  return rulesFor(state, iid).some((holder) => holder.rule.neverStunned);
}

/** After a personnel was killed (leaving-play.ts): the random selection that may make it the queen. */
export function runStoredCopyKilled(ctx: Ctx, iid: string, owner: PlayerId): void {
  if (blueprintsWhere(ctx.state, hasStoredCopies).size === 0) return;
  const title = bp(ctx.state, iid).title;
  for (const holder of holdersFor(ctx.state, owner, title)) {
    if (!holder.rule.queen) continue;
    const stored = cardsIn(ctx.state, Z.stored(holder.card)).filter((card) => bp(ctx.state, card).type === 'Personnel');
    const [picked] = selectAtRandom(ctx, { purpose: `${bp(ctx.state, holder.card).title}: was ${title} the ${holder.rule.queen}?`, candidates: stored, draw: 'pick' });
    if (picked && isTitled(bp(ctx.state, picked), title))
      ctx.emit({ type: 'QueenRevealed', player: owner, card: iid, queen: holder.rule.queen, source: holder.card, rule: `${RULES.cardEffects}; ${RULES.randomSelection}` });
  }
}

/** evolve: the queens revealed (the killed card's instance by the name it had). */
export function applyStoredCopiesFact(state: GameState, event: StoredCopiesFact): GameState {
  return { ...state, queens: { ...(state.queens ?? {}), [event.card]: event.queen } };
}

/** Whether the personnel `iid` was revealed as the queen so named (Alas, Poor Queen: "or Bluegill Queen"). */
export function wasQueen(state: GameState, iid: string, queen: string): boolean {
  return state.queens?.[iid] === queen;
}

export const STORED_COPIES_VERBS: { readonly 'kill-all-copies-of-target-owner': (v: VerbContext, effect: StoredCopiesEffect) => void } = {
  'kill-all-copies-of-target-owner': (v, effect) => {
    const owner = v.ctx.state.cards[v.target!]!.owner;
    // Found first, then killed one by one (each kill is a kill of a copy: its own random selection, above).
    const victims = (tableIndex(v.ctx.state).inPlayBy[owner] ?? [])
      .map((instance) => instance.iid)
      .filter((iid) => rulesFor(v.ctx.state, iid).some((holder) => holder.rule.characteristic === effect.characteristic));
    for (const iid of victims) if (v.ctx.state.cards[iid] && isInPlayZone(v.ctx.state.cards[iid]!.zone)) leavePlay(v.ctx, iid, 'killed', v.card);
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${victims.length} ${effect.characteristic} personnel of ${owner} killed`, rule: RULES.cardEffects });
  },
};
