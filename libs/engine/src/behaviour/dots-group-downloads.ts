/**
 * Issue 15 (helper ds9mirror): "download personnel … with up to 7 total [*] icons to where you have
 * Treachery present" (Recruit Mercenaries) / "… different … personnel … to your [MQ] facility"
 * (Rebellious Servants). One effect downloads any number of personnel at once, capped by their printed
 * skill dots together (attempt/dilemma-effects-c.ts › skillDots: one per skill entry and special-skill
 * sentence), each to a place the card names.
 * Words:
 * - target `personnel-dots-group-to-download` (`filter`, `maxDots`, `distinct`, `to`): one or more
 *   personnel in your draw deck or hand matching `filter`, their skill dots together at most `maxDots`
 *   (`distinct`: no two of one title), each with its place, written `c1>p1+c2>p2`: with
 *   `to: { kind: 'where-present', skill }` p is one of your personnel in play with that skill (the
 *   downloaded personnel joins its crew, Away Team or facility and must be compatible with it); with
 *   `to: { kind: 'your-facility', icons }` p is your facility showing those icons (normal reporting there:
 *   compatible, native quadrant). Offered: the first matching cards found, in deck order, while the dots
 *   allow, each to the first place it fits; any other valid set may be named.
 * - effect `download-dots-group`: the set is checked again as a whole and enters play as one download (if
 *   any card or place is no longer valid, the whole download is invalid: nothing enters play).
 *   1E rulebook › DOWNLOADING (and › Clarifications: Invalid Downloads; › General Quarters: The Personnel
 *   Download Limit — one download action); USING SKILLS (skill dots); DUPLICATION AND PERSONAS.
 */
import { skillDots } from '../attempt/dilemma-effects-c';
import { compatible, titledAmong } from '../card-facts';
import { bp, inPlayOf, type Ctx } from '../context';
import { checkReportingPlace, checkUniqueness } from '../play';
import { tableIndex } from '../table-index';
import type { CardInstance, GameState, PlayerId } from '../types';
import { cardsIn, locationOfCard, Z, zoneArg, zoneKind } from '../zones';
import { checkDownloadable, DOWNLOAD_RULES, downloadCard, searchedZones } from './downloads';
import { mixesOf } from './play';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import { finding } from './target-table';
import type { VerbContext } from './verbs';
import type { PersonnelFilter } from './vocabulary-events2';

export type DotsGroupPlace =
  /** Where one of your personnel with this skill (printed) is, in its crew, Away Team or facility. */
  | { readonly kind: 'where-present'; readonly skill: string }
  /** Aboard your facility showing every one of these icons. */
  | { readonly kind: 'your-facility'; readonly icons: readonly string[] }
  /**
   * Issue 15 (helper ferengi): with your personnel reached by `filter` (its crew, Away Team, facility or site), when it
   * stands at a site of these titles or aboard a facility of these affiliations (Ferengi Conference: "to that Nagus" at
   * Quark's Bar or aboard a [Fer] facility).
   */
  | { readonly kind: 'your-personnel-at'; readonly filter: PersonnelFilter; readonly sites?: readonly string[]; readonly facilityAffiliations?: readonly string[] };

export type DotsGroupTarget = {
  readonly kind: 'personnel-dots-group-to-download';
  readonly filter: PersonnelFilter;
  readonly maxDots: number;
  readonly distinct?: boolean;
  readonly to: DotsGroupPlace;
  /** Issue 15 (helper ferengi): a personnel reached by this filter is downloaded alone ("one Hupyrian OR any number of …"). */
  readonly alone?: PersonnelFilter;
  /** Issue 15 (helper ferengi): every personnel of the set goes to the same place ("to that Nagus"). */
  readonly onePlace?: true;
};

export type DotsGroupEffect = { readonly kind: 'download-dots-group' };

/** For the catalogue test. */
export const DOTS_GROUP_WORDS: readonly string[] = ['target:personnel-dots-group-to-download'];

interface Pick {
  readonly iid: string;
  readonly place: string;
}

function parse(target: string): Pick[] | null {
  const picks = target.split('+').map((part) => part.split('>'));
  if (picks.some((pick) => pick.length !== 2 || !pick[0] || !pick[1])) return null;
  return picks.map(([iid, place]) => ({ iid: iid!, place: place! }));
}

/** The zone the personnel enters at `place`, or a reason it may not go there. */
function placeZone(state: GameState, player: PlayerId, iid: string, place: string, to: DotsGroupPlace): { zone?: string; problem?: string } {
  const host = state.cards[place];
  if (!host || host.owner !== player || !host.faceUp) return { problem: 'the place is not yours in play' };
  const card = bp(state, place);
  if (to.kind === 'your-facility') {
    if (card.type !== 'Facility' || !to.icons.every((icon) => card.icons.some((shown) => shown.code === icon))) return { problem: 'not a facility of the kind the card names' };
    if (checkReportingPlace(state, player, iid, place)) return { problem: `${bp(state, iid).title} may not report to that facility` };
    return { zone: Z.aboard(place) };
  }
  const kind = zoneKind(host.zone);
  if (to.kind === 'your-personnel-at') {
    if (card.type !== 'Personnel' || !personnelMatches(card, to.filter)) return { problem: 'not a personnel of yours the card names' };
    if (kind !== 'aboard' || !state.cards[zoneArg(host.zone)]) return { problem: 'that personnel is not aboard a site or facility' };
    const holder = bp(state, zoneArg(host.zone));
    const fits = (holder.type === 'Site' && titledAmong((to.sites ?? []), holder)) || (holder.type === 'Facility' && holder.affiliations.some((one) => (to.facilityAffiliations ?? []).includes(one)));
    if (!fits) return { problem: `${card.title} is not where the card names` };
    if (!compatible(bp(state, iid), card, mixesOf(state, player, locationOfCard(state, place)))) return { problem: `${bp(state, iid).title} is not compatible with ${card.title}` };
    return { zone: host.zone };
  }
  if (card.type !== 'Personnel' || (kind !== 'aboard' && kind !== 'surface')) return { problem: 'not a personnel of yours in a crew, Away Team or facility' };
  if (!(card.personnel?.skillBox.skills ?? []).some((skill) => skill.name === to.skill && skill.level > 0)) return { problem: `that personnel has no ${to.skill}` };
  if (!compatible(bp(state, iid), card, mixesOf(state, player, locationOfCard(state, place)))) return { problem: `${bp(state, iid).title} is not compatible with ${card.title}` };
  return { zone: host.zone };
}

/** Why the set named by `target` may not be downloaded now, or null. */
export function dotsGroupProblem(state: GameState, player: PlayerId, spec: DotsGroupTarget, target: string): string | null {
  const picks = parse(target);
  if (!picks || picks.length === 0) return 'write the set as c1>p1+c2>p2';
  if (new Set(picks.map((pick) => pick.iid)).size !== picks.length) return 'a card is named twice';
  if (spec.distinct && new Set(picks.map((pick) => bp(state, pick.iid).title)).size !== picks.length) return 'the personnel must be different';
  if (spec.alone && picks.length > 1 && picks.some((pick) => state.cards[pick.iid] && personnelMatches(bp(state, pick.iid), spec.alone!))) return 'that personnel is downloaded alone';
  if (spec.onePlace && new Set(picks.map((pick) => pick.place)).size > 1) return 'all go to the same place';
  const zones = searchedZones(state, player);
  let dots = 0;
  const entering: CardInstance[] = [];
  for (const pick of picks) {
    const instance = state.cards[pick.iid];
    if (!instance || !zones.includes(instance.zone)) return 'a card is not in your draw deck or hand';
    if (!personnelMatches(bp(state, pick.iid), spec.filter)) return `${bp(state, pick.iid).title} is not what the card downloads`;
    if (checkDownloadable(state, player, pick.iid)) return `${bp(state, pick.iid).title} may not be downloaded now`;
    const { problem } = placeZone(state, player, pick.iid, pick.place, spec.to);
    if (problem) return problem;
    if (checkUniqueness(state, player, bp(state, pick.iid), [...inPlayOf(state, player), ...entering])) return `${bp(state, pick.iid).title} would be in play twice`;
    entering.push(instance);
    dots += skillDots(state, pick.iid);
  }
  return dots > spec.maxDots ? `their skill dots total ${dots}, more than ${spec.maxDots}` : null;
}

/** The places (ids) of the player's where a personnel of the set may go. */
function placesOf(state: GameState, player: PlayerId, to: DotsGroupPlace): string[] {
  return (tableIndex(state).inPlayBy[player] ?? []).filter((instance) => instance.faceUp && bp(state, instance.iid).type === (to.kind === 'your-facility' ? 'Facility' : 'Personnel') && (to.kind !== 'your-personnel-at' || personnelMatches(bp(state, instance.iid), to.filter))).map((instance) => instance.iid);
}

/** The set offered for legalCommands: the first fitting cards found, while the dots allow, each to the first place it fits. */
export function dotsGroupTargets(state: GameState, player: PlayerId, spec: DotsGroupTarget): string[] {
  const places = placesOf(state, player, spec.to);
  if (places.length === 0) return [];
  const chosen: string[] = [];
  for (const iid of searchedZones(state, player).flatMap((zone) => cardsIn(state, zone))) {
    if (!personnelMatches(bp(state, iid), spec.filter)) continue;
    for (const place of places) {
      const tried = [...chosen, `${iid}>${place}`].join('+');
      if (dotsGroupProblem(state, player, spec, tried) === null) {
        chosen.push(`${iid}>${place}`);
        break;
      }
    }
  }
  return chosen.length === 0 ? [] : [chosen.join('+')];
}

export function isDotsGroupTarget(spec: { readonly kind: string }): spec is DotsGroupTarget {
  return spec.kind === 'personnel-dots-group-to-download';
}

function specOf(state: GameState, card: string): DotsGroupTarget | undefined {
  const behaviour = behaviourOf(state.cards[card]!.blueprint);
  const all = [behaviour?.targets, ...(behaviour?.modes ?? []).map((mode) => mode.targets)];
  return all.find((spec): spec is DotsGroupTarget => !!spec && isDotsGroupTarget(spec));
}

export const DOTS_GROUP_VERBS: { readonly [K in DotsGroupEffect['kind']]: (v: VerbContext, effect: Extract<DotsGroupEffect, { kind: K }>) => void } = {
  'download-dots-group': (v) => resolve(v.ctx, v.player, v.card, v.target),
};

function resolve(ctx: Ctx, player: PlayerId, source: string, target: string | undefined): void {
  const spec = ctx.state.cards[source] ? specOf(ctx.state, source) : undefined;
  const problem = !target ? 'no set chosen' : spec ? dotsGroupProblem(ctx.state, player, spec, target) : 'no set to download';
  if (!target || !spec || problem) {
    ctx.emit({ type: 'CardEffectResolved', card: source, player, effect: `download invalid: ${problem}`, ...(target ? { target } : {}), rule: DOWNLOAD_RULES.invalid });
    return;
  }
  // Each place's zone is read before any card moves (a download does not move the personnel it joins).
  const moves = parse(target)!.map((pick) => ({ iid: pick.iid, to: placeZone(ctx.state, player, pick.iid, pick.place, spec.to).zone! }));
  for (const move of moves) downloadCard(ctx, player, move.iid, source, { to: move.to });
  ctx.emit({ type: 'CardEffectResolved', card: source, player, effect: `downloaded ${moves.map((move) => bp(ctx.state, move.iid).title).join(', ')}`, target, rule: DOWNLOAD_RULES.downloading });
}

/** The target word whose legal targets this module finds (behaviour/targets.ts). */
export const DOTS_GROUP_TARGETS = finding(['personnel-dots-group-to-download'], (state, player, spec) => dotsGroupTargets(state, player, spec));
