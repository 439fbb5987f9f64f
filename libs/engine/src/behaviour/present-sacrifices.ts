/**
 * Issue 15 (helper ds9mirror): "kill three of your … personnel (X = their total [*]) present with your
 * Founder to peek at the bottom seed card there (once per unattempted mission) and score X points"
 * (I Want the Cardassians Exterminated!).
 * Words:
 * - target `your-personnel-present-with` (`count`, `filter`, `with`, `unattempted`): `count` of your
 *   personnel matching `filter`, together in one crew, Away Team or facility where one of your personnel
 *   matching `with` is present, at a location whose mission no one has attempted yet (`Location.attempted`)
 *   and where this card's title was not used before — written `c1+c2+c3`. Offered: the first such set at
 *   each place; any other valid set may be named.
 * - effect `sacrifice-peek-score-dots`: the chosen personnel are killed; the player looks at the bottom seed
 *   card of that location (`CardsShown`, to the player only); the player scores their printed skill dots
 *   together as bonus points (attempt/dilemma-effects-c.ts › skillDots); the location is marked used for
 *   this title (`CardAbilityUsed` `<title>@<location>`).
 *   1E rulebook › GETTING HURT (killed); SEED CARDS (the bottom card is encountered first); WINNING THE
 *   GAME (bonus points); MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 */
import { skillDots } from '../attempt/dilemma-effects-c';
import { leavePlay } from '../attempt/leaving-play';
import { bp } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, zoneKind } from '../zones';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import { finding } from './target-table';
import type { VerbContext } from './verbs';
import type { PersonnelFilter } from './vocabulary-events2';

export type PresentSacrificeTarget = {
  readonly kind: 'your-personnel-present-with';
  readonly count: number;
  readonly filter: PersonnelFilter;
  readonly with: PersonnelFilter;
  readonly unattempted?: boolean;
};

export type PresentSacrificeEffect = { readonly kind: 'sacrifice-peek-score-dots' };

/** For the catalogue test. */
export const PRESENT_SACRIFICE_WORDS: readonly string[] = ['target:your-personnel-present-with'];

const usedKey = (player: PlayerId, title: string, location: string) => `${player}|${title}@${location}`;

/** The zones (crews, Away Teams, facilities) where `player`'s personnel matching `with` are present, at a place the spec allows for the card titled `title`. */
function places(state: GameState, player: PlayerId, spec: PresentSacrificeTarget, title: string): string[] {
  const out = new Set<string>();
  for (const instance of tableIndex(state).inPlayBy[player] ?? []) {
    const kind = zoneKind(instance.zone);
    if (!instance.faceUp || (kind !== 'aboard' && kind !== 'surface') || !personnelMatches(bp(state, instance.iid), spec.with)) continue;
    const location = locationOfZone(state, instance.zone);
    if (!location || (spec.unattempted && state.locations[location]?.attempted) || state.abilityUses?.[usedKey(player, title, location)] !== undefined) continue;
    out.add(instance.zone);
  }
  return [...out];
}

/** The candidates in `zone`: the player's personnel there matching the filter (the `with` personnel itself only if it matches too). */
function candidates(state: GameState, player: PlayerId, zone: string, spec: PresentSacrificeTarget): string[] {
  return cardsIn(state, zone).filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel' && personnelMatches(bp(state, iid), spec.filter));
}

/** Whether `target` names `count` distinct candidates together at one allowed place, with a `with` personnel present besides them. */
export function isValidSacrifice(state: GameState, player: PlayerId, spec: PresentSacrificeTarget, target: string, self?: string): boolean {
  const chosen = target.split('+');
  if (chosen.length !== spec.count || new Set(chosen).size !== chosen.length || chosen.some((iid) => !state.cards[iid] || !isInPlayZone(state.cards[iid]!.zone))) return false;
  const zone = state.cards[chosen[0]!]!.zone;
  const title = self && state.cards[self] ? bp(state, self).title : '';
  if (!places(state, player, spec, title).includes(zone)) return false;
  const fit = candidates(state, player, zone, spec);
  if (!chosen.every((iid) => state.cards[iid]!.zone === zone && fit.includes(iid))) return false;
  // The Founder it is done with stays (it is not one of those killed).
  return cardsIn(state, zone).some((iid) => state.cards[iid]!.owner === player && !chosen.includes(iid) && bp(state, iid).type === 'Personnel' && personnelMatches(bp(state, iid), spec.with));
}

export function sacrificeTargets(state: GameState, player: PlayerId, spec: PresentSacrificeTarget, self?: string): string[] {
  const title = self && state.cards[self] ? bp(state, self).title : '';
  const out: string[] = [];
  for (const zone of places(state, player, spec, title)) {
    const set = candidates(state, player, zone, spec)
      .filter((iid) => !personnelMatches(bp(state, iid), spec.with))
      .slice(0, spec.count);
    if (set.length === spec.count && isValidSacrifice(state, player, spec, set.join('+'), self)) out.push(set.join('+'));
  }
  return out;
}

export function isPresentSacrificeTarget(spec: { readonly kind: string }): spec is PresentSacrificeTarget {
  return spec.kind === 'your-personnel-present-with';
}

export const PRESENT_SACRIFICE_VERBS: { readonly [K in PresentSacrificeEffect['kind']]: (v: VerbContext, effect: Extract<PresentSacrificeEffect, { kind: K }>) => void } = {
  'sacrifice-peek-score-dots': (v) => {
    const state = v.ctx.state;
    const spec = behaviourOf(state.cards[v.card]!.blueprint)?.targets;
    const chosen = (v.target ?? '').split('+');
    if (!spec || !isPresentSacrificeTarget(spec) || !v.target || !isValidSacrifice(state, v.player, spec, v.target, v.card)) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'the personnel are no longer there: nothing', ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
      return;
    }
    const location = locationOfZone(state, state.cards[chosen[0]!]!.zone)!;
    const title = bp(state, v.card).title;
    const dots = chosen.reduce((sum, iid) => sum + skillDots(state, iid), 0);
    v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: `${title}@${location}`, turn: state.turn!.number, rule: RULES.oncePerTurn });
    for (const iid of chosen) if (v.ctx.state.cards[iid] && isInPlayZone(v.ctx.state.cards[iid]!.zone)) leavePlay(v.ctx, iid, 'killed', v.card);
    const zone = `under:${location}`;
    const cards = cardsIn(v.ctx.state, zone).slice(0, 1).map((iid) => ({ iid, title: bp(v.ctx.state, iid).title }));
    v.ctx.emit({ type: 'CardsShown', to: v.player, zone, cards, source: v.card, rule: RULES.lookingAtCards });
    v.ctx.emit({ type: 'PointsScored', player: v.player, points: dots, bonus: true, source: v.card, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${chosen.length} killed; bottom seed card looked at; ${dots} points`, target: v.target, rule: RULES.cardEffects });
  },
};

/** The target word whose legal targets this module finds (behaviour/targets.ts). */
export const PRESENT_SACRIFICE_TARGETS = finding(['your-personnel-present-with'], (state, player, spec, self) => sacrificeTargets(state, player, spec, self));
