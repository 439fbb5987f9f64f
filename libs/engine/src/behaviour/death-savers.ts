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
import type { GameEvent } from '../types';
import { cardsIn, isInPlayZone, Z } from '../zones';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import { interruptForbiddenBy } from './timed';
import type { DeathSaverPermit } from './vocabulary-death-savers';

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
}

/** The first interrupt in the owner's hand that may save `iid` now, with its helper. */
function findSave(ctx: Ctx, iid: string, dying: readonly string[], how: 'killed' | 'captured'): Save | null {
  const state = ctx.state;
  const instance = state.cards[iid];
  if (!instance || !isInPlayZone(instance.zone) || bp(state, iid).type !== 'Personnel') return null;
  for (const card of cardsIn(state, Z.hand(instance.owner))) {
    for (const permit of behaviourOf(state.cards[card]!.blueprint)?.permits ?? []) {
      if (permit.kind !== 'saves-from-death') continue;
      if (how === 'captured' && !permit.orCaptured) continue;
      if (!personnelMatches(bp(state, iid), permit.dying)) continue;
      if ((permit.randomOnly || how === 'captured') && !justRandomlySelected(ctx.events, iid)) continue;
      if (interruptForbiddenBy(state, bp(state, card))) continue;
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
export function savedByInterrupt(ctx: Ctx, iid: string, dying: readonly string[] = [], how: 'killed' | 'captured' = 'killed'): boolean {
  const save = findSave(ctx, iid, dying, how);
  if (!save) return false;
  const owner = ctx.state.cards[iid]!.owner;
  const title = bp(ctx.state, save.card).title;
  ctx.emit({ type: 'CardPlayed', player: owner, card: save.card, to: Z.discard(owner), normalCardPlay: false, rule: `${RULES.interrupts}; ${RULES.killed}` });
  ctx.emit({ type: 'CardEffectResolved', card: save.card, player: owner, effect: 'saves-from-death', target: iid, rule: `${RULES.killed}; ${RULES.cardEffects}` });
  if (save.permit.instead === 'stop-both')
    for (const one of [iid, save.helper!]) if (!ctx.state.cards[one]!.stopped) ctx.emit({ type: 'CardStopped', card: one, rule: `${RULES.stopped}; ${RULES.cardEffects}` });
  if (save.permit.instead === 'helper-dies') leavePlay(ctx, save.helper!, 'killed', title, undefined, [...dying, iid]);
  return true;
}
