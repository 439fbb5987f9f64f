/**
 * Issue 15 (turn-starts): start-of-turn triggers of cards in play — `CardBehaviour.atTurnStart`, run by
 * `runTurnStartTriggers` as each turn begins (play.ts › beginNextTurn, after `TurnBegan` and before any
 * card play of that turn), in table order, deterministic (no choice, no random pick), each result a
 * fact on the record with the card as its source.
 *   1E rulebook › PLAYING A CARD › YOUR NORMAL CARD PLAY › Exception: "Start of turn" actions (they happen
 *   before the normal card play); DS9 rules (start of turn occurs just after the previous turn ended);
 *   MISCELLANEOUS RULES › TURNS: "EACH", "EVERY", AND "FULL" ("each" turn: the card's subject's turns —
 *   `whose: 'your'`; "every"/"any player's" turn: `whose: 'every'`);
 *   MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT" (an Away Team is present with a
 *   planet only while on its surface).
 * Issue 15 (turn-start choices): an `optional` trigger ("you may") is not run at once: it is queued as
 * the turn begins and offered to its owner after the command, one at a time (behaviour/turn-start-offers.ts).
 * Speed: the blueprints with the word are found once per game; a game without them costs a lookup.
 */
import { blueprintOf } from '../card-facts';
import type { Ctx } from '../context';
import { tableIndex } from '../table-index';
import { RULES } from '../rules';
import type { GameEvent, GameState, PlayerId } from '../types';
import { locationOfCard, other, Z, zoneArg, zoneKind } from '../zones';
import { isSiteZone } from './site-basics';
import { captivesHeldBy, escortsOf } from './captives';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { runEffects } from './verbs';
import type { CardFilter, Effect } from './vocabulary';
import { matches } from './play';
import { norSiteStaffed } from './site-cards';
import { liesOnCard } from './power-transfers';
import { namedAboardYourShip } from './named-aboard';
import { miningHolds } from './ore-mining';
import type { NorSiteStaffed } from './vocabulary-sites';

/** What must hold as the turn begins (all of them, checked for the card's owner). */
export type TurnStartCondition =
  /**
   * One of the owner's personnel of these affiliations on the surface of the planet this card lies atop
   * is escorting a captive there ("if your [Car] or [Fer] personnel present is escorting a captive"); lying
   * on a site of a Nor (issue 15, helper domir), one aboard that site.
   */
  | { readonly kind: 'escorting-captive-here'; readonly affiliations: readonly string[] }
  /** Issue 15 (turn-start choices): the owner has no face-up card matching `filter` in play ("if you do not have a Maje in play"). */
  | { readonly kind: 'none-of-yours-in-play'; readonly filter: CardFilter }
  /** Issue 15 (turn-start choices): the opponent has more ships in play than the owner, cloaked, phased and landed ones counted. */
  | { readonly kind: 'opponent-more-ships' }
  /** Issue 15 (site text): lying on a site of the owner's Nor, staffed as it says (site-cards.ts: Process Ore). */
  | NorSiteStaffed
  /** Issue 15 (helper ferengi): a personnel the owner owns, matching `filter`, is held captive by the other player (Assemble Rescue Team). */
  | { readonly kind: 'yours-held-captive'; readonly filter: CardFilter }
  /** Issue 15 (helper dqv): the card lies on another card (power-transfers.ts: Divert Power on a ship, "then discard"). */
  | import('./power-transfers').PowerTurnStartCondition
  /** Issue 15 (helper tail7): named cards aboard the owner's ship of a title (named-aboard.ts: Revenge Is a Dish Best Served Cold). */
  | import('./named-aboard').NamedAboardCondition
  /** Issue 15 (helper obja): no facility of the owner here; the owner's skilled personnel unopposed on this planet (ore-mining.ts: Process Ore: Mining). */
  | import('./ore-mining').MiningCondition;

export interface TurnStartTrigger {
  /** `your`: the turns of the card's owner ("each turn", "your turn"); `every`: any player's turn. */
  readonly whose: 'your' | 'every';
  readonly requires?: readonly TurnStartCondition[];
  /**
   * Issue 15 (turn-start choices): "you may" — the owner takes the action or declines it, once this turn.
   * Offered after the command in which the turn began (turn-start-offers.ts): a yes-or-no question on
   * this card, unless the first effect is itself a choice the owner may leave empty (`choose-cards` with
   * `upTo`), which then is the question.
   */
  readonly optional?: true;
  /** Any effects of the vocabulary, run for the card's owner with the card as their source (Labor Camp: `score-points`). */
  readonly effects: readonly Effect[];
}

const hasAtTurnStart: BlueprintTest = (b) => b.atTurnStart;

export function holds(state: GameState, card: string, owner: PlayerId, condition: TurnStartCondition): boolean {
  switch (condition.kind) {
    case 'escorting-captive-here': {
      const instance = state.cards[card]!;
      // Issue 15 (helper domir): lying on a site (an Ore Processing Unit), "present" is aboard that site.
      const onSite = zoneKind(instance.zone) === 'on' && isSiteZone(state, Z.aboard(zoneArg(instance.zone)));
      if (zoneKind(instance.zone) !== 'atop' && !onSite) return false;
      const location = locationOfCard(state, card);
      if (!location) return false;
      const surface = onSite ? Z.aboard(zoneArg(instance.zone)) : Z.surface(location);
      return captivesHeldBy(state, owner).some((captive) =>
        escortsOf(state, captive).some((escort) => state.cards[escort]!.zone === surface && blueprintOf(state, escort).affiliations.some((one) => condition.affiliations.includes(one))),
      );
    }
    case 'none-of-yours-in-play':
      return !(tableIndex(state).inPlayBy[owner] ?? []).some((instance) => instance.faceUp && matches(blueprintOf(state, instance.iid), condition.filter));
    case 'opponent-more-ships':
      return shipsInPlay(state, other(owner)) > shipsInPlay(state, owner);
    case 'nor-site-staffed':
      return norSiteStaffed(state, card, owner, condition);
    case 'yours-held-captive':
      return captivesHeldBy(state, other(owner)).some((captive) => (state.control?.[captive]?.owner ?? state.cards[captive]!.owner) === owner && matches(blueprintOf(state, captive), condition.filter));
    case 'lies-on-card':
      return liesOnCard(state, card);
    case 'named-aboard-your-ship':
      return namedAboardYourShip(state, owner, condition);
    case 'no-facility-of-yours-here':
    case 'yours-unopposed-here':
      return miningHolds(state, card, owner, condition);
  }
}

/** A player's ships in play, however they lie (cloaked, phased, landed). */
function shipsInPlay(state: GameState, player: PlayerId): number {
  return (tableIndex(state).inPlayBy[player] ?? []).filter((instance) => blueprintOf(state, instance.iid).type === 'Ship').length;
}

/** As `player`'s turn begins: every face-up card in play with an `atTurnStart` trigger that counts this turn and whose conditions hold. */
export function runTurnStartTriggers(ctx: Ctx, player: PlayerId): void {
  const ids = blueprintsWhere(ctx.state, hasAtTurnStart);
  if (ids.size === 0) return;
  const due = tableIndex(ctx.state).inPlay.filter((instance) => ids.has(instance.blueprint) && instance.faceUp);
  const offers: string[] = [];
  for (const { iid } of due) {
    const instance = ctx.state.cards[iid];
    if (!instance) continue;
    const trigger = behaviourOf(instance.blueprint)!.atTurnStart!;
    if (trigger.whose === 'your' && instance.owner !== player) continue;
    // "You may": offered after this command, its conditions read then (turn-start-offers.ts).
    if (trigger.optional) {
      offers.push(iid);
      continue;
    }
    if (!(trigger.requires ?? []).every((condition) => holds(ctx.state, iid, instance.owner, condition))) continue;
    runEffects({ ctx, player: instance.owner, card: iid }, trigger.effects);
  }
  if (offers.length > 0) ctx.emit({ type: 'TurnStartActionsQueued', player, cards: offers, rule: RULES.startOfTurn } as GameEvent);
}

/** The condition words of `atTurnStart` (catalogue.spec.ts: `turn-starts:<condition>`; its effects are `effect:` words). */
export const TURN_START_WORDS: readonly string[] = ['escorting-captive-here', 'none-of-yours-in-play', 'opponent-more-ships', 'nor-site-staffed', 'yours-held-captive', 'optional', 'lies-on-card', 'named-aboard-your-ship'];

/** The catalogue words a trigger uses. */
export function turnStartWords(trigger: TurnStartTrigger): string[] {
  return [
    ...(trigger.optional ? ['turn-starts:optional'] : []),
    ...(trigger.requires ?? []).map((condition) => `turn-starts:${condition.kind}`),
    ...trigger.effects.flatMap((effect) => [`effect:${effect.kind}`, ...choiceWords(effect)]),
  ];
}

/** The pool and fates of a choice, and of the choices nested in it (catalogue words `choice-pool:` / `choice-fate:`). */
function choiceWords(effect: Effect): string[] {
  if (effect.kind !== 'choose-cards') return [];
  const nested = [...(effect.then ?? []), ...(effect.ifNone ?? [])];
  return [
    `choice-pool:${effect.pool.from}`,
    `choice-fate:${effect.chosen}`,
    ...(effect.rest ? [`choice-fate:${effect.rest}`] : []),
    ...nested.flatMap((one) => [`effect:${one.kind}`, ...choiceWords(one)]),
  ];
}
