/**
 * Issue 15 (qflash): the Q-Flash, carried out card by card as the Q-Flash doorway (qc, 105_015) states it
 * (read with 1E rulebook › Q-ICON CARDS and SIDE DECKS):
 *   - A crew or Away Team "has a Q-Flash of N cards" (the dilemma step `q-continuum`): N cards are drawn
 *     from the top of the opponent's Q-Continuum side deck, one at a time (`QFlashCardDrawn`, face up in
 *     the encounter zone, so a replay shows each).
 *   - Duplicates: a card whose title was already drawn in this Q-Flash is discarded without effect. It
 *     counts toward N (the doorway draws N cards and discards duplicates; it does not say to draw again).
 *   - A Q-icon dilemma drawn is encountered by the team, as a seed card is (response windows, choices,
 *     manual pauses, nullifiers) — only while personnel are present: with no one present (all stopped,
 *     killed or gone), it is not encountered and goes back face up.
 *   - Any other card drawn is played by the opponent (the deck's owner) "if possible": a scripted Q card
 *     runs its `qFlash` script (behaviour/q-cards.ts); an unscripted one pauses for the opponent to declare
 *     it by a manual effect (DESIGN.md › manual effects: never skipped); a card the declaration left in
 *     the encounter zone is discarded.
 *   - Q-icon cards leaving play go face up to the bottom of their owner's Q-Continuum, "here only"
 *     (discards, duplicates, dilemmas discarded or reseeded after their encounter). When no face-down
 *     card is left to draw, the face-up ones are shuffled face down (`QContinuumReplenished`).
 *   - A dilemma drawn and not overcome stops the team but does not end the attempt at once: the Q-Flash
 *     goes on (later dilemmas find no one present) and the attempt fails when the source dilemma is done.
 *   - Cards "in play until any Q-Flash" (`untilQFlash`) go face up to their owner's Q-Continuum when any
 *     Q-Flash begins.
 *   - It ends when N cards are drawn, the deck is empty (nothing face up to shuffle either), or a card cut
 *     it short; then the source dilemma goes on from its next step (`QFlashEnded`).
 * Left out: a Q card drawn opens no response window (no "just played" nullifier of a Q event or interrupt
 * is scripted yet), and an attempt ended outright by a dilemma drawn (not a failed condition) ends the
 * Q-Flash with it.
 */
import { bp, type Ctx } from '../context';
import { behaviourOf } from './registry';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, other, Z } from '../zones';
import type { DilemmaDef } from './dilemma-steps';
import { present } from '../attempt/teams';
import { qContinuum } from './q-continuum';
import { runQCard, qCardChosen } from './q-cards';
import { stopBarredTeam } from './attempt-bars';
import { BEFORE_DRAW, beforeDrawChosen, offerBeforeDraw } from './q-flash-window';
import { isTitled } from '../card-facts';

export const Q_FLASH_RULES = {
  doorway: 'Q-Flash (qc doorway 105_015) › a Q-Flash; 1E rulebook › Q-ICON CARDS',
  sideDecks: '1E rulebook › SIDE DECKS (side deck draws and plays)',
} as const;

/** The card's owner keeps a Q-Flash doorway on their table (open or closed): their Q-icon cards leaving play go there. */
function hasDoorway(state: GameState, player: PlayerId): boolean {
  return cardsIn(state, Z.table(player)).some((iid) => isTitled(bp(state, iid), 'Q-Flash'));
}

/**
 * Where a card leaving play to `to` goes: a Q-icon card whose owner has a Q-Flash doorway on their table goes
 * face up to their Q-Continuum instead of out of play or (issue 15, qtime: nullified in play) their discard pile
 * ("here only, even if closed"); anything else to `to`.
 */
export function qIconHome(state: GameState, card: string, to: string): string {
  const instance = state.cards[card]!;
  return bp(state, card).qIcon && (to === Z.out(instance.owner) || to === Z.discard(instance.owner)) && hasDoorway(state, instance.owner) ? Z.side(instance.owner) : to;
}

/** A Q card whose script lets it be met under a mission like a [S/P] dilemma (`seededFlash`). */
export function seedsAsQDilemma(state: GameState, card: string): boolean {
  return behaviourOf(state.cards[card]!.blueprint)?.qFlash?.seededFlash !== undefined;
}

/** The encounter of such a card: the team has a Q-Flash of `seededFlash` cards (no download first); then discarded. */
export function seededQDef(state: GameState, card: string): DilemmaDef | undefined {
  const flash = behaviourOf(state.cards[card]!.blueprint)?.qFlash?.seededFlash;
  return flash === undefined ? undefined : { title: bp(state, card).title, steps: [{ kind: 'q-continuum', download: 0, flash }], discard: true };
}

/** What the attempt flow lends the Q-Flash (attempt/flow.ts): encountering a dilemma drawn. */
export interface FlashHooks {
  readonly encounter: (ctx: Ctx, card: string, team: 'crew' | 'away-team') => void;
}

/** Starts a Q-Flash of `count` cards for the team encountering `source` (its step `step`). */
export function beginQFlash(ctx: Ctx, source: string, step: number, count: number): void {
  const attempt = ctx.state.attempt!;
  const owner = other(attempt.player);
  ctx.emit({ type: 'QFlashBegan', source, step, owner, team: attempt.team!, count, rule: Q_FLASH_RULES.doorway });
  // "Until any Q-Flash": such cards in play go back to their owner's Q-Continuum.
  for (const instance of Object.values(ctx.state.cards)) {
    if (!instance.faceUp || !isInPlayZone(instance.zone) || !behaviourOf(instance.blueprint)?.qFlash?.untilQFlash) continue;
    ctx.emit({ type: 'CardMoved', card: instance.iid, from: instance.zone, to: Z.side(instance.owner), faceUp: true, reason: `${bp(ctx.state, instance.iid).title}: in play until any Q-Flash`, rule: Q_FLASH_RULES.doorway });
  }
}

/** The face-down part of `owner`'s open Q-Continuum, top first (replenished from its face-up part when empty). */
function nextCard(ctx: Ctx, owner: PlayerId): string | undefined {
  const deck = qContinuum(ctx.state, owner);
  const down = deck.filter((iid) => !ctx.state.cards[iid]!.faceUp);
  if (down.length > 0) return down[0];
  if (deck.length === 0) return undefined;
  const rng = ctx.rng();
  const order = rng.shuffle(deck);
  ctx.emit({ type: 'QContinuumReplenished', owner, order, secret: { rng: rng.state }, rule: Q_FLASH_RULES.doorway });
  return order[0];
}

/** Whether a card drawn in this Q-Flash lies where it is done with, and so goes back to the Q-Continuum. */
function leftPlay(state: GameState, card: string, location: string): boolean {
  const instance = state.cards[card]!;
  return instance.zone === Z.encounter(location) || instance.zone === Z.out(instance.owner) || instance.zone === Z.under(location);
}

/** The card drawn is done with: back face up to the bottom of its owner's Q-Continuum unless it stays in play. */
export function settleDrawn(ctx: Ctx, card: string, failed: boolean, outcome?: string): void {
  const attempt = ctx.state.attempt!;
  const instance = ctx.state.cards[card]!;
  const move = leftPlay(ctx.state, card, attempt.location);
  const back = move || instance.zone === Z.side(instance.owner);
  if (move) ctx.emit({ type: 'CardMoved', card, from: instance.zone, to: Z.side(instance.owner), faceUp: true, reason: 'Q-Flash: a Q-icon card leaves play to the Q-Continuum', rule: Q_FLASH_RULES.doorway });
  ctx.emit({
    type: 'QFlashCardResolved',
    source: attempt.qFlash!.source,
    card,
    outcome: outcome ?? (failed ? 'not overcome: the team is stopped' : back ? 'done: back to the Q-Continuum' : `stays in play (${ctx.state.cards[card]!.zone})`),
    failed,
    rule: Q_FLASH_RULES.doorway,
  });
}

/**
 * Goes on with the Q-Flash in progress: settles the card drawn last, draws the next one, or ends it.
 * 'suspended': waiting for a player; 'done': the attempt loop goes on (a dilemma to run, or the source again).
 */
export function runQFlash(ctx: Ctx, hooks: FlashHooks): 'suspended' | 'done' {
  for (let guard = 0; guard < 200; guard += 1) {
    const attempt = ctx.state.attempt;
    const flash = attempt?.qFlash;
    if (!attempt || !flash) return 'done';
    if (flash.current) {
      // A manual declaration with "fail-attempt" (the only way a non-dilemma fails here) marks the attempt failed.
      settleDrawn(ctx, flash.current, attempt.failed);
      continue;
    }
    // Issue 15 (qtime): just before a draw, the owner may use Miss Q's window (behaviour/q-flash-window.ts).
    if (flash.remaining > 0 && !flash.endedBy && offerBeforeDraw(ctx)) return 'suspended';
    const top = flash.remaining > 0 && !flash.endedBy ? nextCard(ctx, flash.owner) : undefined;
    if (!top) {
      endQFlash(ctx, flash.endedBy ? 'cut-short' : flash.remaining > 0 ? 'deck-empty' : 'all-drawn');
      return 'done';
    }
    const title = bp(ctx.state, top).title;
    const duplicate = flash.drawn.includes(title);
    ctx.emit({ type: 'QFlashCardDrawn', source: flash.source, card: top, title, owner: flash.owner, to: Z.encounter(attempt.location), duplicate, remaining: flash.remaining - 1, rule: Q_FLASH_RULES.doorway });
    if (duplicate) {
      settleDrawn(ctx, top, false, 'a duplicate in this Q-Flash: discarded');
      continue;
    }
    const card = bp(ctx.state, top);
    if (card.type === 'Dilemma') {
      if (present(ctx.state, attempt, flash.team).length === 0) {
        settleDrawn(ctx, top, false, 'no personnel present: not encountered');
        continue;
      }
      hooks.encounter(ctx, top, flash.team);
      return 'done';
    }
    const script = behaviourOf(ctx.state.cards[top]!.blueprint)?.qFlash;
    if (!script) {
      ctx.emit({
        type: 'DilemmaManualResolutionRequested',
        card: top,
        declarer: flash.owner,
        step: 0,
        reason: `not automated: ${card.title}, drawn in a Q-Flash, is played by ${flash.owner} (declare its effect; move it where it goes)`,
        rule: RULES.manualEffects,
      });
      return 'suspended';
    }
    if (runQCard(ctx, top, script) === 'suspended') return 'suspended';
  }
  return 'done';
}

function endQFlash(ctx: Ctx, reason: 'all-drawn' | 'deck-empty' | 'cut-short'): void {
  const flash = ctx.state.attempt!.qFlash!;
  ctx.emit({ type: 'QFlashEnded', source: flash.source, reason, drawn: flash.drawn, rule: Q_FLASH_RULES.doorway });
  // Issue 15 (qtime): "after this Q-Flash ends, the team is stopped" (Aldebaran Serpent: behaviour/attempt-bars.ts).
  stopBarredTeam(ctx);
  const attempt = ctx.state.attempt!;
  if (reason === 'cut-short' && flash.sourceEnds) {
    // The card that started it has no further effect now; the mission goes on — unless a dilemma drawn stopped the team.
    ctx.emit({ type: 'DilemmaEncounterEnded', card: flash.source, failed: false, rule: Q_FLASH_RULES.doorway });
    if (flash.failed) ctx.emit({ type: 'MissionAttemptFailed', player: attempt.player, location: attempt.location, reason: 'a dilemma drawn in the Q-Flash was not overcome', rule: RULES.missionFailure });
    return;
  }
  ctx.emit({
    type: 'DilemmaStepResolved',
    card: flash.source,
    step: flash.step,
    effect: `Q-Flash of ${flash.drawn.length} card(s): ${flash.drawn.join(', ') || 'nothing drawn'}${reason === 'deck-empty' ? ' (the Q-Continuum ran out)' : reason === 'cut-short' ? ' (cut short)' : ''}`,
    conditionFailed: flash.failed,
    rule: Q_FLASH_RULES.doorway,
  });
}

/** A choice asked by a Q card drawn (the attempt has no dilemma of its own meanwhile): true when it was one. */
export function qFlashChoice(ctx: Ctx, chosen: readonly string[]): boolean {
  const attempt = ctx.state.attempt;
  if (attempt?.qFlash && attempt.choice?.purpose === BEFORE_DRAW) {
    beforeDrawChosen(ctx, chosen);
    return true;
  }
  const current = attempt?.qFlash?.current;
  if (!attempt || !current || attempt.dilemma) return false;
  qCardChosen(ctx, current, chosen);
  return true;
}
