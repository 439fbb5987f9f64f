/**
 * Issue 15 (helper roa): "if that personnel helps solve a mission in another quadrant" (75th Rule of
 * Acquisition) — a card lying on a personnel answers the solve of a mission its host helped solve.
 * - `mission-completed` triggers now also run for the cards lying on the personnel who helped solve it
 *   (`MissionSolved.contributors`; play.ts › runMissionCompletedTriggers).
 * - Effect `if-host-helped-solve-away` (`then`, `oncePerMission`): the effects run only when the card's
 *   host is among those who helped solve the mission just solved, and the mission lies outside the host's
 *   native quadrant; `oncePerMission`: once per mission for the card's title, whatever the copy (kept in
 *   `abilityUses`).
 * - Target option `inNativeQuadrant` on `personnel`: the personnel is in its native quadrant.
 *   1E rulebook › ATTEMPT A MISSION › SOLVING THE MISSION (the personnel who meet the requirements);
 *   QUADRANTS (native quadrant); MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 */
import { nativeQuadrant } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameEvent, GameState } from '../types';
import { locationOfCard, zoneArg, zoneKind } from '../zones';
import type { VerbContext } from './verbs';
import type { Effect } from './vocabulary';

/** `anyQuadrant` (issue 15, helper dqv): any mission its host helped solve, in its native quadrant or not ("when this personnel helps solve a mission"). */
export type HelpedSolveAwayEffect = { readonly kind: 'if-host-helped-solve-away'; readonly oncePerMission?: true; readonly anyQuadrant?: true; readonly then: readonly Effect[] };

/** For the catalogue test. */
export const HELPED_SOLVE_AWAY_WORDS: readonly string[] = ['effect:if-host-helped-solve-away'];

/** Whether the personnel `iid` is in its native quadrant. */
export function inNativeQuadrant(state: GameState, iid: string): boolean {
  const location = locationOfCard(state, iid);
  return !!location && state.locations[location]?.quadrant === nativeQuadrant(bp(state, iid));
}

export const HELPED_SOLVE_AWAY_VERBS: {
  readonly 'if-host-helped-solve-away': (v: VerbContext, effect: HelpedSolveAwayEffect, run?: (effects: readonly Effect[]) => void) => void;
} = {
  'if-host-helped-solve-away': (v, effect, run) => {
    const state = v.ctx.state;
    const unmet = (why: string) => v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `condition not met (${why})`, rule: RULES.cardEffects });
    const zone = state.cards[v.card]?.zone ?? '';
    const host = zoneKind(zone) === 'on' ? zoneArg(zone) : undefined;
    const solved = [...v.ctx.events].reverse().find((event): event is Extract<GameEvent, { type: 'MissionSolved' }> => event.type === 'MissionSolved');
    if (!host || !solved || !solved.contributors.includes(host)) return unmet('its personnel did not help solve a mission just now');
    if (!effect.anyQuadrant && state.locations[solved.location]?.quadrant === nativeQuadrant(bp(state, host))) return unmet('the mission is in its personnel’s native quadrant');
    if (effect.oncePerMission) {
      const key = `${bp(state, v.card).title}#mission ${solved.mission}`;
      if (state.abilityUses?.[`${v.player}|${key}`] !== undefined) return unmet('used at this mission already');
      v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: key, turn: state.turn?.number ?? 0, rule: RULES.oncePerTurn });
    }
    run?.(effect.then);
  },
};
