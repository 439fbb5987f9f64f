/**
 * Issue 15 (helper timeloc): a dilemma that sends a personnel to a time location (Quantum Leap). Step word, spread
 * into behaviour/dilemma-steps.ts's `Step` union and run from attempt/dilemma-effects.ts › runStep:
 * - `relocate-picked-to-time-location`: the personnel an earlier `pick` step selected go to the planet of a time
 *   location in play, the encountering player's choice when there are several (a `DilemmaChoiceRequested` among the
 *   Time Location cards); with no time location (with a planet) in play they are discarded ("disappears").
 *   1E rulebook › THE CARDS › TIME LOCATIONS (a time location is a location of its own); GETTING HURT › RELOCATED;
 * - `discard-one-at-corresponding-time-location`: one personnel or empty ship of the encountering player at a time
 *   location paired with the attempted mission's location is discarded, the opponent's choice among several
 *   (Xindi Test Strike); none there, nothing happens.
 *   ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (effects in order; a choice the dilemma names).
 * Decision: a relocation is no time travel (no card allows it): the dilemma moves the personnel itself, as a
 * relocation to another planet would; a space time location has no planet to go to.
 */
import { isPlanetMission } from '../card-facts';
import { bp, type Ctx } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfCard, locationOfZone, other, zoneKind, Z } from '../zones';
import { timeLocations } from './time-locations';

export type StepTime = { readonly kind: 'relocate-picked-to-time-location' } | { readonly kind: 'discard-one-at-corresponding-time-location' };

/** For the catalogue test (DILEMMA_WORDS.steps). */
export const DILEMMA_TIME_WORDS = { steps: ['relocate-picked-to-time-location', 'discard-one-at-corresponding-time-location'] } as const;

type Outcome = 'next' | 'suspended' | 'ended';
type Resolved = (ctx: Ctx, card: string, index: number, effect: string, conditionFailed: boolean, rule?: string) => Outcome;

export function isStepTime(step: { readonly kind: string }): step is StepTime {
  return (DILEMMA_TIME_WORDS.steps as readonly string[]).includes(step.kind);
}

/** The Time Location cards in play whose location has a planet (the places a personnel may be relocated to). */
function planetTimeLocationCards(state: GameState): string[] {
  return timeLocations(state).flatMap((location) => state.locations[location]!.missions.filter((iid) => isPlanetMission(bp(state, iid))));
}

/** The encountering player's personnel (on the planet, aboard) and empty ships at the time locations paired with `location`. */
function yoursAtCorrespondingTime(state: GameState, player: PlayerId, location: string): string[] {
  const paired = new Set(timeLocations(state).filter((place) => state.locations[place]!.time!.corresponds === location));
  if (paired.size === 0) return [];
  return Object.values(state.cards)
    .filter((instance) => {
      if (instance.owner !== player || !paired.has(locationOfZone(state, instance.zone) ?? '')) return false;
      const type = bp(state, instance.iid).type;
      const kind = zoneKind(instance.zone);
      if (type === 'Personnel') return kind === 'surface' || kind === 'aboard';
      return type === 'Ship' && (kind === 'space' || kind === 'docked') && !cardsIn(state, Z.aboard(instance.iid)).some((iid) => bp(state, iid).type === 'Personnel');
    })
    .map((instance) => instance.iid);
}

export function runStepTime(ctx: Ctx, card: string, step: StepTime, index: number, answer: readonly string[] | undefined, resolved: Resolved): Outcome {
  if (step.kind === 'discard-one-at-corresponding-time-location') return discardOne(ctx, card, index, answer, resolved);
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

function discardOne(ctx: Ctx, card: string, index: number, answer: readonly string[] | undefined, resolved: Resolved): Outcome {
  const attempt = ctx.state.attempt!;
  const candidates = yoursAtCorrespondingTime(ctx.state, attempt.player, attempt.location);
  if (candidates.length === 0) return resolved(ctx, card, index, 'nothing at a corresponding time location: effect nullified', false, RULES.triggers);
  if (!answer && candidates.length > 1) {
    ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: other(attempt.player), purpose: `step:${index}`, options: candidates, pick: 1 }, rule: RULES.readingDilemmas });
    return 'suspended';
  }
  const chosen = answer?.find((iid) => candidates.includes(iid)) ?? candidates[0]!;
  leavePlay(ctx, chosen, 'discarded', bp(ctx.state, card).title);
  return resolved(ctx, card, index, 'discarded 1 at a corresponding time location', false, RULES.automaticEffects);
}
