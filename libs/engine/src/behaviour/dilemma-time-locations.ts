/**
 * Issue 15 (helper timeloc): a dilemma that sends a personnel to a time location (Quantum Leap). Step word, spread
 * into behaviour/dilemma-steps.ts's `Step` union and run from attempt/dilemma-effects.ts › runStep:
 * - `relocate-picked-to-time-location`: the personnel an earlier `pick` step selected go to the planet of a time
 *   location in play, the encountering player's choice when there are several (a `DilemmaChoiceRequested` among the
 *   Time Location cards); with no time location (with a planet) in play they are discarded ("disappears").
 *   1E rulebook › THE CARDS › TIME LOCATIONS (a time location is a location of its own); GETTING HURT › RELOCATED;
 *   ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (effects in order; a choice the dilemma names).
 * Decision: a relocation is no time travel (no card allows it): the dilemma moves the personnel itself, as a
 * relocation to another planet would; a space time location has no planet to go to.
 */
import { isPlanetMission } from '../card-facts';
import { bp, type Ctx } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import { RULES } from '../rules';
import type { GameState } from '../types';
import { locationOfCard, Z } from '../zones';
import { timeLocations } from './time-locations';

export type StepTime = { readonly kind: 'relocate-picked-to-time-location' };

/** For the catalogue test (DILEMMA_WORDS.steps). */
export const DILEMMA_TIME_WORDS = { steps: ['relocate-picked-to-time-location'] } as const;

type Outcome = 'next' | 'suspended' | 'ended';
type Resolved = (ctx: Ctx, card: string, index: number, effect: string, conditionFailed: boolean, rule?: string) => Outcome;

export function isStepTime(step: { readonly kind: string }): step is StepTime {
  return step.kind === 'relocate-picked-to-time-location';
}

/** The Time Location cards in play whose location has a planet (the places a personnel may be relocated to). */
function planetTimeLocationCards(state: GameState): string[] {
  return timeLocations(state).flatMap((location) => state.locations[location]!.missions.filter((iid) => isPlanetMission(bp(state, iid))));
}

export function runStepTime(ctx: Ctx, card: string, _step: StepTime, index: number, answer: readonly string[] | undefined, resolved: Resolved): Outcome {
  const state = ctx.state;
  const attempt = state.attempt!;
  const source = bp(state, card).title;
  const places = planetTimeLocationCards(state);
  // Resumed after the choice: the answer is the personnel carried as the choice's preset, then the place chosen.
  const picked = (answer ?? attempt.picked).filter((iid) => state.cards[iid] && !places.includes(iid));
  if (picked.length === 0) return resolved(ctx, card, index, 'no one picked: effect nullified', false, RULES.triggers);
  if (!answer && places.length === 0) {
    for (const iid of picked) leavePlay(ctx, iid, 'discarded', source);
    return resolved(ctx, card, index, 'no time location in play: discarded', false, RULES.automaticEffects);
  }
  if (!answer && places.length > 1) {
    // The picked personnel ride along as `preset` (a choice's answer replaces `attempt.picked`: evolve.ts › DilemmaChoiceMade).
    ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: attempt.player, purpose: `step:${index}`, options: places, pick: 1, preset: picked }, rule: RULES.readingDilemmas });
    return 'suspended';
  }
  const chosen = answer?.find((iid) => places.includes(iid)) ?? places[0]!;
  const to = locationOfCard(state, chosen)!;
  for (const iid of picked) ctx.emit({ type: 'CardMoved', card: iid, from: ctx.state.cards[iid]!.zone, to: Z.surface(to), faceUp: true, reason: `relocated by ${source}`, rule: RULES.relocated });
  return resolved(ctx, card, index, `relocated to ${to}`, false, RULES.relocated);
}
