/**
 * Issue 15 (helper objb): a card on its owner's table answering the release of its owner's captured personnel — Assemble
 * Rescue Team: "once per game, you may discard objective to score points when your captured [Fer] personnel is released
 * from a non-Alpha Quadrant location".
 * - Card field `whenYoursReleased` (`filter`, `outsideQuadrant`, `effects`): after every command (decide.ts), when the
 *   command released (`CaptiveReleased`) a personnel of the card's owner that `filter` passes (printed), held at a location
 *   outside the quadrant `outsideQuadrant`, the card's `effects` run for its owner (once per command, whatever the number
 *   released). The "you may" and the once-per-game limit are the effects' own (a `ways` choice with `oncePerGame`).
 *   1E rulebook › CAPTURE (released, rescued); THE CARDS (a card's text overrides the rules); MISCELLANEOUS RULES ›
 *   "ONCE PER GAME" AND SIMILAR LIMITS.
 * Decisions: every way a captive goes back to its owner counts as its release (released by the captor, rescued, escaped);
 * the location is the one the captive was held at (its ship's or facility's location when held aboard). A release by a
 * command that leaves a choice, a manual effect, a mission attempt or a window pending is held (`ReleasesHeldForAnswer`,
 * state.releasesToAnswer) and answered after the first command that leaves the game free again (issue 15, lead,
 * twenty-second session; before, it was not answered). Unlike the "just captured" windows (captives.ts ›
 * openCapturedWindows), which are responses to the capture itself, this is a card's own answer to an event of the game,
 * so it still applies later (1E rulebook › THE CARDS: a triggered "when" effect).
 */
import { bp, type Ctx } from '../context';
import type { HeldRelease } from './captive-facts';
import { RULES } from '../rules';
import { locationOfZone, Z, cardsIn } from '../zones';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import type { PersonnelFilter } from './vocabulary-events2';
import type { Quadrant } from './vocabulary-personnel-b';
import type { Effect } from './vocabulary';
import { runEffects } from './verbs';

export interface WhenYoursReleased {
  /** The released personnel (printed). */
  readonly filter: PersonnelFilter;
  /** Only when it was held outside this quadrant ("from a non-Alpha Quadrant location"). */
  readonly outsideQuadrant?: Quadrant;
  readonly effects: readonly Effect[];
}

/** For the catalogue test. */
export const RELEASE_REWARD_WORDS: readonly string[] = ['field:whenYoursReleased'];

const answersReleases: BlueprintTest = (behaviour) => behaviour.whenYoursReleased;

/** After every command (decide.ts): the table cards answering a release this command made. */
export function answerReleases(ctx: Ctx): void {
  // Issue 17: only in games holding such a card.
  const ids = blueprintsWhere(ctx.state, answersReleases);
  if (ids.size === 0) return;
  const state = ctx.state;
  const made: HeldRelease[] = ctx.events.flatMap((event) => (event.type === 'CaptiveReleased' ? [{ card: event.card, from: event.from }] : []));
  const held = state.releasesToAnswer ?? [];
  if (made.length === 0 && held.length === 0) return;
  // Made while the game is not free (a choice, a manual effect, an attempt or a window pending): held until it is.
  if (state.pendingChoice || state.pendingManual || state.attempt || (state.windows ?? []).length > 0) {
    if (made.length > 0) ctx.emit({ type: 'ReleasesHeldForAnswer', releases: [...held, ...made], rule: RULES.capture });
    return;
  }
  if (held.length > 0) ctx.emit({ type: 'ReleasesHeldForAnswer', releases: [], rule: RULES.capture });
  const releases = [...held, ...made];
  for (const player of ['p1', 'p2'] as const)
    for (const card of cardsIn(state, Z.table(player))) {
      const instance = state.cards[card]!;
      const when = ids.has(instance.blueprint) && instance.faceUp ? behaviourOf(instance.blueprint)?.whenYoursReleased : undefined;
      if (!when) continue;
      const answered = releases.some((event) => {
        const released = state.cards[event.card];
        if (!released || released.owner !== player || !personnelMatches(bp(state, event.card), when.filter)) return false;
        const location = locationOfZone(state, event.from);
        return !when.outsideQuadrant || (!!location && state.locations[location]?.quadrant !== when.outsideQuadrant);
      });
      if (answered) runEffects({ ctx, player, card }, when.effects);
      if (ctx.state.pendingChoice) return;
    }
}
