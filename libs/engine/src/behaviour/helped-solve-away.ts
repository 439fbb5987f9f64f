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
import { missionIsAt, nativeQuadrant, isTitled } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameEvent, GameState } from '../types';
import { cardsIn, isInPlayZone, locationOfCard, Z, zoneArg, zoneKind } from '../zones';
import type { VerbContext } from './verbs';
import type { Effect } from './vocabulary';

/**
 * `anyQuadrant` (issue 15, helper dqv): any mission its host helped solve, in its native quadrant or not ("when this personnel helps solve a mission").
 * `missionAt` (issue 15, helper objb): only a mission at one of these places (card-facts.ts › missionIsAt: "{Cardassia Prime}");
 * `missionWith`: only a mission on which a card of this title lies face up — solving it completes that card ("helps complete
 * {HQ: Secure Homeworld}": For Cardassia!).
 */
export type HelpedSolveAwayEffect = {
  readonly kind: 'if-host-helped-solve-away';
  readonly oncePerMission?: true;
  readonly anyQuadrant?: true;
  readonly missionAt?: readonly string[];
  readonly missionWith?: string;
  readonly then: readonly Effect[];
};

/**
 * Issue 15 (helper objb): `host-out-of-play` — the personnel this card lies on is placed out of play (1E rulebook › Glossary ›
 * out-of-play: removed from the game; For Cardassia!: "place Legate … out-of-play to score points"). Nothing when the card
 * lies on no personnel in play.
 */
export type HostOutOfPlayEffect = { readonly kind: 'host-out-of-play' };

/** For the catalogue test. */
export const HELPED_SOLVE_AWAY_WORDS: readonly string[] = ['effect:if-host-helped-solve-away', 'effect:host-out-of-play'];

/** Whether the personnel `iid` is in its native quadrant. */
export function inNativeQuadrant(state: GameState, iid: string): boolean {
  const location = locationOfCard(state, iid);
  return !!location && state.locations[location]?.quadrant === nativeQuadrant(bp(state, iid));
}

export const HELPED_SOLVE_AWAY_VERBS: {
  readonly 'if-host-helped-solve-away': (v: VerbContext, effect: HelpedSolveAwayEffect, run?: (effects: readonly Effect[]) => void) => void;
  readonly 'host-out-of-play': (v: VerbContext) => void;
} = {
  'host-out-of-play': (v) => {
    const state = v.ctx.state;
    const zone = state.cards[v.card]?.zone ?? '';
    const host = zoneKind(zone) === 'on' ? state.cards[zoneArg(zone)] : undefined;
    if (!host || !isInPlayZone(host.zone) || bp(state, host.iid).type !== 'Personnel') {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'it lies on no personnel in play: nothing placed out of play', rule: RULES.cardEffects });
      return;
    }
    v.ctx.emit({ type: 'CardMoved', card: host.iid, from: host.zone, to: Z.out(host.owner), faceUp: true, reason: `${bp(state, v.card).title}: its personnel placed out of play`, rule: RULES.cardEffects });
  },
  'if-host-helped-solve-away': (v, effect, run) => {
    const state = v.ctx.state;
    const unmet = (why: string) => v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `condition not met (${why})`, rule: RULES.cardEffects });
    const zone = state.cards[v.card]?.zone ?? '';
    const host = zoneKind(zone) === 'on' ? zoneArg(zone) : undefined;
    const solved = [...v.ctx.events].reverse().find((event): event is Extract<GameEvent, { type: 'MissionSolved' }> => event.type === 'MissionSolved');
    if (!host || !solved || !solved.contributors.includes(host)) return unmet('its personnel did not help solve a mission just now');
    if (!effect.anyQuadrant && state.locations[solved.location]?.quadrant === nativeQuadrant(bp(state, host))) return unmet('the mission is in its personnel’s native quadrant');
    if (effect.missionAt && !effect.missionAt.some((place) => missionIsAt(bp(state, solved.mission), place))) return unmet(`the mission is not at ${effect.missionAt.join(' or ')}`);
    if (effect.missionWith && !cardsIn(state, Z.atop(solved.location)).some((iid) => state.cards[iid]!.faceUp && isTitled(bp(state, iid), effect.missionWith)))
      return unmet(`no ${effect.missionWith} on the mission`);
    if (effect.oncePerMission) {
      const key = `${bp(state, v.card).title}#mission ${solved.mission}`;
      if (state.abilityUses?.[`${v.player}|${key}`] !== undefined) return unmet('used at this mission already');
      v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: key, turn: state.turn?.number ?? 0, rule: RULES.oncePerTurn });
    }
    run?.(effect.then);
  },
};
