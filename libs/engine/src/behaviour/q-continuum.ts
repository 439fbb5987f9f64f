/**
 * Issue 15 (Q, premiere): the dilemma step `q-continuum` — unless the team meets the condition, the
 * encountering player's opponent may put up to `download` Q-icon cards of their Q-Continuum side deck on
 * its top (a download from that deck: the only place Q-icon cards are stocked), then the team has a
 * Q-Flash of `flash` cards.
 *   - The Q-Continuum side deck is the opponent's Q-icon cards in their side-deck zone (zone order, top
 *     first), open only while their Q-Flash doorway is on their table (1E rulebook › SIDE DECKS;
 *     Q-ICON CARDS: stocked only through a Q-Continuum side deck, which a Q-Flash opens). No open deck:
 *     nothing is downloaded and there is no Q-Flash.
 *   - "Up to" two: the opponent names exactly two (or all, when fewer) in order, top first; naming the
 *     cards already on top, in their order, leaves the deck as it was — so every "up to" outcome is one choice.
 *   - `download: 0` (a Q-Flash with no download first: I Will Not Promise... met under a mission) asks nothing.
 *   - Then the Q-Flash itself, card by card (issue 15, qflash: behaviour/q-flash.ts); this step resolves
 *     when it ends, so the dilemma's later steps follow it.
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, other, Z } from '../zones';
import { checkRequirement } from '../attempt/requirements';
import { presentWithEquipment } from '../attempt/teams';
import type { DilemmaDef } from './dilemma-steps';
import { beginQFlash } from './q-flash';
import { isTitled } from '../card-facts';

export type StepQ = { readonly kind: 'q-continuum'; readonly download: number; readonly flash: number; readonly unless?: string };

export const Q_WORDS = { steps: ['q-continuum'] } as const;

export const Q_RULES = {
  sideDecks: '1E rulebook › SIDE DECKS',
  qCards: '1E rulebook › Q-ICON CARDS',
} as const;

export function isStepQ(step: { readonly kind: string }): step is StepQ {
  return step.kind === 'q-continuum';
}

/** The player's open Q-Continuum side deck, top first (empty when no Q-Flash doorway of theirs is on their table). */
export function qContinuum(state: GameState, player: PlayerId): string[] {
  const open = cardsIn(state, Z.table(player)).some((iid) => state.cards[iid]!.faceUp && isTitled(bp(state, iid), 'Q-Flash'));
  return open ? cardsIn(state, Z.side(player)).filter((iid) => bp(state, iid).qIcon) : [];
}

type Outcome = 'next' | 'suspended' | 'ended';
type Resolved = (ctx: Ctx, card: string, index: number, effect: string, conditionFailed: boolean, rule?: string) => Outcome;

export function runStepQ(ctx: Ctx, card: string, _def: DilemmaDef, step: StepQ, index: number, answer: readonly string[] | undefined, resolved: Resolved): Outcome {
  const attempt = ctx.state.attempt!;
  const opponent = other(attempt.player);
  if (!answer) {
    if (step.unless && checkRequirement(ctx, card, 'condition', step.unless, presentWithEquipment(ctx.state, attempt, attempt.team!)))
      return resolved(ctx, card, index, 'condition met: effect prevented', false, RULES.conditionalEffects);
    const deck = qContinuum(ctx.state, opponent);
    if (deck.length === 0) return resolved(ctx, card, index, `${opponent} has no open Q-Continuum side deck: no download, no Q-Flash`, false, Q_RULES.qCards);
    if (step.download === 0) {
      beginQFlash(ctx, card, index, step.flash);
      return 'next';
    }
    ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: opponent, purpose: `step:${index}`, options: deck, pick: Math.min(step.download, deck.length) }, rule: Q_RULES.sideDecks });
    return 'suspended';
  }
  // The named cards go on top of the side-deck zone, the first named on top (index 0).
  const side = Z.side(opponent);
  answer.forEach((iid, position) =>
    ctx.emit({ type: 'CardMoved', card: iid, from: side, to: side, index: position, faceUp: false, reason: `${bp(ctx.state, card).title}: downloaded to the top of the Q-Continuum side deck`, rule: Q_RULES.sideDecks }),
  );
  // Issue 15 (qflash): then the team has the Q-Flash itself, card by card (behaviour/q-flash.ts); the step
  // resolves when it ends (QFlashEnded), so the dilemma's later steps ("then is stopped") follow it.
  beginQFlash(ctx, card, index, step.flash);
  return 'next';
}
