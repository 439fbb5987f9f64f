/**
 * Issue 15 (helper reports): a free report that follows a report — "the first time you play a Reman
 * from hand each turn, if played to {Remus} or your [Rom] outpost, you may play a % Reman there for free"
 * (In Darkness there is Strength).
 *   - effect `open-free-report-there` (run by `whenCardsPlayed` with `targetPlayed`, so its target is the
 *     card just played): when that card went aboard a facility of the card's owner that passes the
 *     effect's places (at a location with a mission of one of `missions` titles, or the owner's outpost
 *     of one of `outpostOf` affiliations), the facility is marked for this turn (`CardAbilityUsed`, key
 *     `<title> (free report to:<facility>)`); else a "condition not met" fact;
 *   - free-report place `marked` (free-reports.ts): the permit's free report goes only to a facility
 *     this card marked this turn.
 *   1E rulebook › PLAYING "FOR FREE"; REPORTING FOR DUTY; MISCELLANEOUS RULES › "ONCE PER GAME" AND
 *   SIMILAR LIMITS ("each turn": the marks and the free report's use are records of this turn).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { locationOfZone, zoneArg, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import type { VerbContext } from './verbs';
import { titledAmong } from '../card-facts';

export type FreeReportThereEffect = { readonly kind: 'open-free-report-there'; readonly missions?: readonly string[]; readonly outpostOf?: readonly string[] };

/** The ability-use key of a facility `title`'s card marked for a free report this turn. */
export const freeReportThereKey = (title: string, facility: string): string => `${title} (free report to:${facility})`;

/** Whether the card titled `title` of `player` marked `facility` this turn. */
export function markedThisTurn(state: GameState, player: PlayerId, title: string, facility: string): boolean {
  return state.abilityUses?.[`${player}|${freeReportThereKey(title, facility)}`] === state.turn?.number;
}

function placePasses(state: GameState, player: PlayerId, facility: string, effect: FreeReportThereEffect): boolean {
  const host = state.cards[facility];
  const place = host ? bp(state, facility) : undefined;
  if (!host || !place || place.type !== 'Facility' || host.owner !== player) return false;
  const missions = state.locations[locationOfZone(state, host.zone) ?? '']?.missions ?? [];
  if (effect.missions && missions.some((mission) => state.cards[mission] && titledAmong(effect.missions!, bp(state, mission)))) return true;
  return !!effect.outpostOf && place.facilityKind === 'Outpost' && place.affiliations.some((affiliation) => effect.outpostOf!.includes(affiliation));
}

export const FREE_REPORT_THERE_VERBS: { readonly 'open-free-report-there': (v: VerbContext, effect: FreeReportThereEffect) => void } = {
  'open-free-report-there': (v, effect) => {
    const state = v.ctx.state;
    const played = v.target ? state.cards[v.target] : undefined;
    const facility = played && zoneKind(played.zone) === 'aboard' ? zoneArg(played.zone) : '';
    const title = behaviourOf(state.cards[v.card]!.blueprint)?.title ?? '';
    if (!facility || !placePasses(state, v.player, facility, effect)) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'condition not met: not played to a place the card names', rule: RULES.cardEffects });
      return;
    }
    v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: freeReportThereKey(title, facility), turn: state.turn!.number, rule: RULES.oncePerTurn });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `a free report to ${bp(state, facility).title} this turn`, target: v.target!, rule: RULES.cardEffects });
  },
};

/** For the catalogue test and the README. */
export const FREE_REPORT_THERE_WORDS: readonly string[] = ['free-report-place:marked'];
