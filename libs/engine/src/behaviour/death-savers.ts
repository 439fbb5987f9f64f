/**
 * Issue 15 (interrupts-e): an interrupt in hand that saves a personnel about to die (`saves-from-death`,
 * vocabulary-death-savers.ts). Like Escape Pod (windows-draws.ts › saveCrewOfDestroyedShip), the engine
 * plays it for its owner whenever it can: `CardPlayed` from hand to the discard pile (an interrupt, no
 * card play), then `CardEffectResolved` naming the saved personnel, then what happens instead.
 *   1E rulebook › GETTING HURT › KILLED OR DESTROYED ("about to be killed": the death is replaced);
 *   MISCELLANEOUS RULES › RANDOM SELECTION (a random selection is recorded: `RandomCardsSelected`);
 *   PLAYING A CARD › Tip: Interrupts and Doorways Don't Use Your Card Play.
 */
import { leavePlay } from '../attempt/leaving-play';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameEvent, GameState } from '../types';
import { cardsIn, isInPlayZone, Z } from '../zones';
import { isDilemma } from './dilemma-kill-replacement';
import { personnelMatches } from './personnel-filter';
import { selectAtRandom } from './random-selection';
import { behaviourOf } from './registry';
import { interruptForbiddenBy } from './timed';
import type { DeathSaverPermit } from './vocabulary-death-savers';
import { placeInStasis } from './stasis';
import { delayDeath, presentMeets } from './delayed-deaths';
import { deckSavers, downloadSaver } from './death-saver-downloads';
import { isTitled } from '../card-facts';

/** Whether `iid` is in the outcome of the last random selection recorded in this action. */
function justRandomlySelected(events: readonly GameEvent[], iid: string): boolean {
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const event = events[i]!;
    if (event.type === 'RandomCardsSelected') return event.outcome.includes(iid);
  }
  return false;
}

interface Save {
  readonly card: string;
  readonly permit: DeathSaverPermit;
  readonly helper?: string;
  /** `all-stopped`: every personnel saved (the owner's among the dying). */
  readonly group?: readonly string[];
}

// Speed: the blueprints with the word are found once per game; a game without them costs a lookup.
const found = new WeakMap<object, boolean>();
function anySavers(state: GameState): boolean {
  let any = found.get(state.blueprints);
  if (any === undefined) {
    any = Object.keys(state.blueprints).some((id) => behaviourOf(id)?.permits?.some((permit) => permit.kind === 'saves-from-death'));
    found.set(state.blueprints, any);
  }
  return any;
}

/** Already saved (and stopped) by an `all-stopped` interrupt played for the same kill earlier in this action. */
function savedEarlier(state: GameState, events: readonly GameEvent[], iid: string): boolean {
  if (!state.cards[iid]?.stopped) return false;
  return events.some(
    (event) =>
      event.type === 'CardEffectResolved' &&
      event.effect === 'saves-from-death' &&
      event.target === iid &&
      !!behaviourOf(state.cards[event.card]!.blueprint)?.permits?.some((permit) => permit.kind === 'saves-from-death' && permit.instead === 'all-stopped'),
  );
}

/** The first interrupt in the owner's hand that may save `iid` now, with its helper. */
function findSave(ctx: Ctx, iid: string, dying: readonly string[], how: 'killed' | 'captured', source: string): Save | null {
  const state = ctx.state;
  const instance = state.cards[iid];
  if (!instance || !isInPlayZone(instance.zone) || bp(state, iid).type !== 'Personnel') return null;
  // Issue 15 (helper incb): then the savers a card of the owner lets them download (death-saver-downloads.ts).
  for (const card of [...cardsIn(state, Z.hand(instance.owner)), ...deckSavers(state, instance.owner)]) {
    for (const permit of behaviourOf(state.cards[card]!.blueprint)?.permits ?? []) {
      if (permit.kind !== 'saves-from-death') continue;
      if (how === 'captured' && !permit.orCaptured) continue;
      if (!personnelMatches(bp(state, iid), permit.dying)) continue;
      if (permit.notDying && personnelMatches(bp(state, iid), permit.notDying)) continue;
      if (permit.instead === 'stasis' && instance.stasis) continue;
      if (permit.instead === 'delayed' && instance.diesAfterTurn) continue;
      if (permit.presentRequires && !presentMeets(state, iid, permit.presentRequires, dying)) continue;
      if ((permit.randomOnly || (how === 'captured' && !permit.anyCaptureSelection)) && !justRandomlySelected(ctx.events, iid)) continue;
      if (interruptForbiddenBy(state, bp(state, card))) continue;
      if (permit.byDilemma && !isDilemma(state, source)) continue;
      // Never for a death the same title causes, and a substitute never dies for one of its own kind (no gain: the engine plays it for the owner).
      if (isTitled(bp(state, card), source)) continue;
      if (permit.instead === 'helper-dies' && permit.helper && personnelMatches(bp(state, iid), permit.helper)) continue;
      if (permit.instead === 'all-stopped') {
        // All the personnel of theirs the action kills, decided once as the first of them is about to die.
        const targeted = dying.filter((one) => state.cards[one]?.owner === instance.owner && bp(state, one).type === 'Personnel');
        if (targeted.length > 0 && targeted[0] !== iid) continue;
        const group = targeted.length > 0 ? targeted : [iid];
        if (permit.cost === 'random-discard-per-dying' && cardsIn(state, Z.hand(instance.owner)).length - 1 < group.length) continue;
        return { card, permit, group };
      }
      if (!permit.helper) return { card, permit };
      const helper = cardsIn(state, instance.zone).find(
        (other) =>
          other !== iid &&
          !dying.includes(other) &&
          state.cards[other]!.owner === instance.owner &&
          !state.cards[other]!.disabled &&
          !(permit.instead === 'stop-both' && state.cards[other]!.stopped) &&
          personnelMatches(bp(state, other), permit.helper!),
      );
      if (helper) return { card, permit, helper };
    }
  }
  return null;
}

/**
 * Called as `iid` is about to be killed (or, by a dilemma, captured): when an interrupt in its owner's
 * hand saves it, the interrupt is played and what it does instead happens; true then (the death or
 * capture does not happen). `dying`: the other cards the same action kills (no helper among them).
 */
export function savedByInterrupt(ctx: Ctx, iid: string, source: string, dying: readonly string[] = [], how: 'killed' | 'captured' = 'killed'): boolean {
  if (!anySavers(ctx.state)) return false;
  if (how === 'killed' && savedEarlier(ctx.state, ctx.events, iid)) return true;
  const save = findSave(ctx, iid, dying, how, source);
  if (!save) return false;
  const owner = ctx.state.cards[iid]!.owner;
  const title = bp(ctx.state, save.card).title;
  if (ctx.state.cards[save.card]!.zone === Z.draw(owner)) downloadSaver(ctx, owner, save.card);
  else ctx.emit({ type: 'CardPlayed', player: owner, card: save.card, to: Z.discard(owner), normalCardPlay: false, rule: `${RULES.interrupts}; ${RULES.killed}` });
  if (save.permit.cost === 'random-discard-per-dying') discardAtRandom(ctx, owner, save.group?.length ?? 1, title);
  for (const one of save.group ?? [iid]) ctx.emit({ type: 'CardEffectResolved', card: save.card, player: owner, effect: 'saves-from-death', target: one, rule: `${RULES.killed}; ${RULES.cardEffects}` });
  if (save.permit.instead === 'all-stopped')
    for (const one of save.group!) if (!ctx.state.cards[one]!.stopped) ctx.emit({ type: 'CardStopped', card: one, rule: `${RULES.stopped}; ${RULES.cardEffects}` });
  if (save.permit.instead === 'stop-both')
    for (const one of [iid, save.helper!]) if (!ctx.state.cards[one]!.stopped) ctx.emit({ type: 'CardStopped', card: one, rule: `${RULES.stopped}; ${RULES.cardEffects}` });
  // Issue 15 (stasis): the victim is in stasis until the end of the turn instead (behaviour/stasis.ts).
  if (save.permit.instead === 'stasis') placeInStasis(ctx, iid, title, owner, 'end-of-turn');
  if (save.permit.instead === 'delayed') delayDeath(ctx, iid, title);
  if (save.permit.instead === 'helper-dies') leavePlay(ctx, save.helper!, 'killed', title, undefined, [...dying, iid]);
  return true;
}

/** `count` cards of the player's hand, picked at random (recorded), go to their discard pile. */
function discardAtRandom(ctx: Ctx, player: 'p1' | 'p2', count: number, title: string): void {
  const hand = cardsIn(ctx.state, Z.hand(player));
  const outcome = selectAtRandom(ctx, { purpose: `${title} (discarded from hand)`, candidates: hand, count });
  for (const card of outcome) ctx.emit({ type: 'CardMoved', card, from: Z.hand(player), to: Z.discard(player), faceUp: true, reason: `${title}: discarded at random`, rule: RULES.cardEffects });
}
