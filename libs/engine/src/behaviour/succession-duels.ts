/**
 * Issue 15 (helper tail5): a duel between the two strongest leaders of a kind at one location, the card placed on the winner
 * for its points (Arbiter of Succession), and a personnel killed barred from reporting for duty again (Klingon Painstik).
 * Words:
 * - target `two-strongest-leaders-at-location` (`filter`): a pair `a+b` of personnel in play at one spaceline location (anyone's,
 *   anywhere at that location: 1E rulebook › "HERE" AND "THERE"), leaders (battle/battle.ts › isLeader) matching `filter`, not
 *   disabled nor in stasis, that are the two of highest STRENGTH there; with a tie, every pair that could be the two is offered
 *   and the card's player picks one (1E rulebook › TIES: the player who controls the card breaks ties);
 * - effect `target-pair-duel` (`nullifiesTitles`): the pair fights as one combat pairing (1E rulebook › BATTLE › PERSONNEL
 *   BATTLE › Combat, Determine Winner, Resolution): the higher STRENGTH (modifiers applied: memberOf) wins, the loser is the
 *   casualty and dies, the winner is stopped as a survivor; equal STRENGTH: nothing happens and the card is discarded. Won:
 *   the card is placed on the winner and its player scores its point box (bonus points: 1E rulebook › LEAVING PLAY › bonus
 *   point box); cards with `nullifiesTitles` in play are nullified (discarded). The duel is fought at once, as the card's
 *   effect: no battle is initiated (no battle windows, no equipment, no leader or affiliation attack restriction);
 * - effect `target-persona-barred-from-reporting`: the target (a personnel just killed) — every version of its persona — may
 *   not be reported for duty again by either player this game (`GameState.reportBans`, fact `PersonaReportBarred`; read by
 *   play.ts › checkUniqueness, which every report and download of a personnel passes: 1E rulebook › PLAYING A CARD).
 */
import { blueprintOf, isUnique, personaNames, titledAmong } from '../card-facts';
import { bp, problem, type Problem } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import { memberOf } from '../attempt/requirements';
import { isLeader } from '../battle/battle';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { locationOfZone, Z } from '../zones';
import { personnelMatches } from './personnel-filter';
import { runWhenYoursSucceeds } from './personnel-successes';
import { finding } from './target-table';
import type { VerbContext } from './verbs';
import type { PersonnelFilter } from './vocabulary-events2';
import type { Card } from '@captains-log/cards';

export type SuccessionTarget = { readonly kind: 'two-strongest-leaders-at-location'; readonly filter: PersonnelFilter };
export type SuccessionEffect =
  | { readonly kind: 'target-pair-duel'; readonly nullifiesTitles?: readonly string[] }
  | { readonly kind: 'target-persona-barred-from-reporting' };

/** A persona barred from reporting for duty (`GameState.reportBans`). */
export type ReportBanFact = { readonly type: 'PersonaReportBarred'; readonly personas: readonly string[]; readonly title: string; readonly source: string };

/** For the catalogue test. */
export const SUCCESSION_WORDS: readonly string[] = ['target:two-strongest-leaders-at-location', 'effect:target-pair-duel', 'effect:target-persona-barred-from-reporting'];

const DUEL_RULE = '1E rulebook › BATTLE › PERSONNEL BATTLE (Combat; Determine Winner; Resolution)';
const TIE_RULE = '1E rulebook › TIES (the player who controls the card breaks ties)';

/** The pairs `a+b` the target word offers. */
function strongestPairs(state: GameState, filter: PersonnelFilter): string[] {
  const byLocation = new Map<string, string[]>();
  for (const instance of tableIndex(state).inPlay) {
    if (!instance.faceUp || instance.disabled || instance.stasis || blueprintOf(state, instance.iid).type !== 'Personnel') continue;
    if (!personnelMatches(blueprintOf(state, instance.iid), filter) || !isLeader(state, instance.iid)) continue;
    const at = locationOfZone(state, instance.zone);
    if (at === null) continue;
    byLocation.set(at, [...(byLocation.get(at) ?? []), instance.iid]);
  }
  const pairs: string[] = [];
  for (const leaders of byLocation.values()) {
    if (leaders.length < 2) continue;
    const strength = (iid: string) => memberOf(state, iid).strength;
    const values = [...new Set(leaders.map(strength))].sort((a, b) => b - a);
    const top = leaders.filter((iid) => strength(iid) === values[0]);
    if (top.length >= 2) {
      for (const [index, a] of top.entries()) for (const b of top.slice(index + 1)) pairs.push(`${a}+${b}`);
    } else for (const b of leaders.filter((iid) => strength(iid) === values[1])) pairs.push(`${top[0]}+${b}`);
  }
  return pairs;
}

export const SUCCESSION_TARGETS = finding(['two-strongest-leaders-at-location'], (state, _player, spec) => strongestPairs(state, spec.filter));

function resolved(v: VerbContext, effect: string, rule = RULES.cardEffects): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, rule });
}

export const SUCCESSION_VERBS: { readonly [K in SuccessionEffect['kind']]: (v: VerbContext, effect: Extract<SuccessionEffect, { kind: K }>) => void } = {
  'target-pair-duel': (v, effect) => {
    const state = v.ctx.state;
    const [a, b] = (v.target ?? '').split('+');
    const title = bp(state, v.card).title;
    const alive = (iid: string | undefined) => !!iid && !!state.cards[iid] && tableIndex(state).inPlay.some((instance) => instance.iid === iid);
    if (!alive(a) || !alive(b)) return resolved(v, `${title}: the pair is no longer in play: no duel`, TIE_RULE);
    const [sa, sb] = [memberOf(state, a!).strength, memberOf(state, b!).strength];
    if (sa === sb) return resolved(v, `${title}: equal STRENGTH (${sa}): nothing happens`, DUEL_RULE);
    const [winner, loser] = sa > sb ? [a!, b!] : [b!, a!];
    resolved(v, `${bp(state, winner).title} (STRENGTH ${Math.max(sa, sb)}) defeats ${bp(state, loser).title} (STRENGTH ${Math.min(sa, sb)})`, DUEL_RULE);
    leavePlay(v.ctx, loser, 'killed', v.card);
    if (v.ctx.state.cards[winner] && !v.ctx.state.cards[winner]!.stopped) v.ctx.emit({ type: 'CardStopped', card: winner, rule: DUEL_RULE });
    const self = v.ctx.state.cards[v.card];
    if (self && v.ctx.state.cards[winner]) v.ctx.emit({ type: 'CardMoved', card: v.card, from: self.zone, to: Z.on(winner), faceUp: true, reason: `${title}: placed on the winner`, rule: RULES.cardEffects });
    const points = bp(v.ctx.state, v.card).pointBox?.value;
    if (points) v.ctx.emit({ type: 'PointsScored', player: v.player, points, bonus: true, source: v.card, rule: '1E rulebook › LEAVING PLAY › bonus point box' });
    // Issue 15 (helper partials): the duel is a battle its winner wins (behaviour/personnel-successes.ts: Legitimate Leader of the Empire).
    if (v.ctx.state.cards[winner]) runWhenYoursSucceeds(v.ctx, v.ctx.state.cards[winner]!.owner, 'wins-battle', [winner]);
    for (const instance of [...tableIndex(v.ctx.state).inPlay]) {
      if (instance.faceUp && titledAmong((effect.nullifiesTitles ?? []), blueprintOf(v.ctx.state, instance.iid)) && v.ctx.state.cards[instance.iid]) leavePlay(v.ctx, instance.iid, 'discarded', v.card);
    }
  },
  'target-persona-barred-from-reporting': (v) => {
    const state = v.ctx.state;
    const target = v.target && state.cards[v.target] ? v.target : undefined;
    if (!target) return resolved(v, 'no personnel to bar');
    const card = bp(state, target);
    v.ctx.emit({ type: 'PersonaReportBarred', personas: personaNames(card), title: card.title, source: v.card, rule: RULES.cardEffects });
  },
};

/** Evolve: the personas barred from reporting for duty. */
export function applyReportBan(state: GameState, event: ReportBanFact): GameState {
  const bans = new Set([...(state.reportBans ?? []), ...event.personas]);
  return { ...state, reportBans: [...bans] };
}

/** The problem when `card` (a unique personnel) is of a persona barred from reporting for duty (play.ts › checkUniqueness). */
export function personaReportBanProblem(state: GameState, _player: PlayerId, card: Card): Problem | null {
  const bans = state.reportBans;
  if (!bans || bans.length === 0 || card.type !== 'Personnel' || !isUnique(card)) return null;
  const names = personaNames(card);
  return names.some((name) => bans.includes(name)) ? problem('PERSONA_BARRED', `${card.title} may not be reported for duty again this game`, RULES.cardEffects) : null;
}
