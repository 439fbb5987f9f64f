/**
 * Issue 15 (events-d): a card in play that reacts when its owner plays another card — "once each
 * turn, when you play a non-[Fed] ship here, you may draw a card"; "once each turn, when you play an
 * event on table, …". The word `whenCardsPlayed` (CardBehaviour) is run by `runWhenCardsPlayed`, called as a
 * card is played (`PlayCard`, play.ts › playCard, before its response window), reported for duty
 * (`ReportForDuty`, `SpecialReport`, a report to a mission), downloaded (downloads.ts) or played by an
 * effect (windows-draws.ts). "You may draw": the engine always uses this "may" (as for Deyos's draw),
 * there being no choice left to make once it is used.
 * Issue 15 (equipment-e): incidents-d's `whenYouPlay` (Reman Scepter, He Took Away my Pain!) is folded
 * in here: the filter may ask for a characteristic, universality or one of several filters
 * (`PlayedFilter`), and `notDownloaded`, `perTurn`, `whileInPlay`, `presentWith` are options of this word.
 *   1E rulebook › PLAYING A CARD (reporting for duty is playing the card); DOWNLOADING (a download plays
 *   the card); THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects); MISCELLANEOUS RULES ›
 *   "ONCE PER GAME" AND SIMILAR LIMITS (a limit counts per title, however many copies are in play).
 * Speed: the blueprints with the word are found once per game; a game without them costs a lookup.
 */
import { groupMemberFromCard } from '@captains-log/cards';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, other, Z, zoneArg, zoneKind } from '../zones';
import { skillDots } from '../attempt/dilemma-effects-c';
import { holderMatches } from './modifiers-incidents';
import { matches } from './play';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { names } from './reporting';
import { runEffects } from './verbs';
import { reportedFreeThrough } from './free-report-follow-ups';
import type { CardFilter, Effect } from './vocabulary';
import type { PersonnelFilter } from './vocabulary-events2';
import { personnelInPlay } from './personnel-filter';
import { otherIntelligence } from './intelligence-rivals';
import { nearInfiltratorKey } from './covert-agents';
import { recordTitleUse, titleUsedUp } from './title-use-limits';
import type { HolderIncidents } from './vocabulary-incidents';

/** A card filter that can also ask for a characteristic (species: `Reman`), universality, or any one of several filters. */
export type PlayedFilter = CardFilter & {
  readonly characteristics?: readonly string[];
  readonly universal?: boolean;
  readonly anyOfPlayed?: readonly PlayedFilter[];
  /** Of one of these releases (expansion icons: 'faj' is the [Fajo] collection; issue 15, captives-2). */
  readonly releases?: readonly string[];
  /** Issue 15 (tosfilms): a personnel with at most this many printed skill dots ("four or fewer [*] icons"; dilemma-effects-c.ts › skillDots). */
  readonly dotsAtMost?: number;
  /** Issue 15 (tosfilms): a personnel with no special download in its skill box ("(and no DL/)"). */
  readonly noSpecialDownloads?: true;
};

export interface WhenCardsPlayed {
  /** The card played. */
  readonly filter: PlayedFilter;
  /** Only when it enters play at this card's location (a card lying atop a mission or on a facility there). */
  readonly here?: boolean;
  /** Only when it goes onto its player's table ("an event on table"). */
  readonly onTable?: boolean;
  /** Whose plays: its owner's (the default) or the owner's opponent's. */
  readonly by?: 'you' | 'opponent';
  /** At most once each turn (per player and title). */
  readonly oncePerTurn?: boolean;
  /** Only when the card used its player's normal card play ("as your normal card play"; issue 15, events-f). */
  readonly normalCardPlay?: boolean;
  /** Not while a card matching this filter is in play at this card's location ("if there is no Nor here"; issue 15, events-f). */
  readonly noneHere?: CardFilter;
  /** At most this many times each turn (per player and title: "limit twice every turn"). */
  readonly perTurn?: number;
  /** Not when it is downloaded ("when you play (but not download)"). */
  readonly notDownloaded?: boolean;
  /** Only while a personnel with one of these names (title or persona, either player's) is in play ("while {Sybok} in play"). */
  readonly whileInPlay?: readonly string[];
  /** Only while a personnel of this card's owner the filter reaches is present with this card (equipment). */
  readonly presentWith?: HolderIncidents & { readonly classification?: string };
  /** Only when it enters play at a spaceline location of this quadrant ("reports … to Alpha Quadrant spaceline"; issue 15, assorted). */
  readonly quadrant?: string;
  /** Issue 15 (assorted): only a card sharing an affiliation with the facility this card lies on ("a matching personnel"; with `here`). */
  readonly matchingHostFacility?: boolean;
  /** Issue 15 (assorted): only a card with a property logo that no other personnel of its player in play shows ("a property logo not on any of your other personnel in play"). */
  readonly newPropertyLogo?: boolean;
  /** Issue 15 (helper voyent): the effects get the card just played as their target (host-killed.ts › place-self-from-table-on-target). */
  readonly targetPlayed?: true;
  /** Issue 15 (helper voyds9): only when the card reported for free through this card's table permit in this command ("… may report for free, then you may draw a card"; free-report-follow-ups.ts). */
  readonly afterOwnFreeReport?: true;
  /** Issue 15 (helper dqv): only while its owner has at least `count` personnel in play the filter reaches ("if you have at least four [Vul] personnel in play"); unmet, the limit is not used. */
  readonly yourPersonnelAtLeast?: { readonly filter: PersonnelFilter; readonly count: number };
  /** Issue 15 (helper dqv): only a personnel with an Intelligence skill other than the one this card selected (intelligence-rivals.ts). */
  readonly otherIntelligenceThanSelected?: true;
  /** Issue 15 (helper dqv): "(Cumulative.)" — every copy in play reacts, each with its own limit (of the main rule only). */
  readonly cumulative?: true;
  /** Issue 15 (helper tail5): only during the turn of this card's owner ("during opponent's turn" of a card watching its owner's opponent: Frigid). */
  readonly duringOwnersTurn?: true;
  /** Issue 15 (helper tail5): not when the card was played on a target matching this ("except to nullify a [Q] icon card": Amanda's Parents; plays from hand only). */
  readonly notTargeting?: CardFilter;
  /** Issue 15 (helper tail5): only while this card lies on a table (moved onto a personnel, it watches no more: Frigid). */
  readonly whileOnTable?: true;
  /** Issue 15 (helper infiltrate): only at the location of an infiltrator of this card's owner, once each turn per infiltrator (covert-agents.ts: Covert Agent). */
  readonly nearYourInfiltrator?: true;
  /**
   * Issue 15 (helper inca): with `oncePerTurn`, the use is recorded under this key instead of the rule's own, so the
   * card's rules and its other ways share one use each turn ("once each turn, X OR Y": Crossover).
   */
  readonly limitKey?: string;
  /**
   * Issue 15 (helper inca): the once-each-turn use is not spent as the rule runs but by its effects (`spend-use-this-turn`,
   * e.g. in a choice's `then`): a "you may" declined spends nothing (Crossover).
   */
  readonly spentByEffects?: true;
  readonly effects: readonly Effect[];
  /**
   * Issue 15 (shorts): further rules of the same card, each with its own filter, options and limit
   * ("when you play a [22] card, you may draw; when you play a non-[22] personnel or ship, you must
   * discard"): the first rule that applies to the card played runs.
   */
  readonly also?: readonly Omit<WhenCardsPlayed, 'also'>[];
}

function playedMatches(state: GameState, iid: string, filter: PlayedFilter): boolean {
  const card = bp(state, iid);
  if (filter.anyOfPlayed && !filter.anyOfPlayed.some((one) => playedMatches(state, iid, one))) return false;
  if (filter.releases && !filter.releases.includes(card.release)) return false;
  if (filter.dotsAtMost !== undefined && (!card.personnel || skillDots(state, iid) > filter.dotsAtMost)) return false;
  if (filter.noSpecialDownloads && (card.personnel?.skillBox.specialDownloads.length ?? 0) > 0) return false;
  if (filter.universal !== undefined && card.universal !== filter.universal) return false;
  if (filter.characteristics && !card.characteristics.some((c) => filter.characteristics!.some((wanted) => wanted.toLowerCase() === c.toLowerCase()))) return false;
  return matches(card, filter);
}

/** Whether a personnel of `owner` the filter reaches is in `zone`. */
function presentIn(state: GameState, zone: string, owner: PlayerId, filter: NonNullable<WhenCardsPlayed['presentWith']>): boolean {
  return cardsIn(state, zone).some((iid) => {
    const card = bp(state, iid);
    return state.cards[iid]!.owner === owner && card.type === 'Personnel' && !!card.personnel && holderMatches(state, iid, groupMemberFromCard(card), filter);
  });
}

/** Whether the command being decided played or reported `card` with its player's normal card play (the facts emitted so far). */
function usedNormalCardPlay(ctx: Ctx, card: string): boolean {
  const fact = [...ctx.events].reverse().find((event) => (event.type === 'CardPlayed' || event.type === 'CardReported') && event.card === card);
  return !!fact && (fact.type === 'CardPlayed' || fact.type === 'CardReported') && fact.normalCardPlay;
}

/** Whether a card matching `filter` is in play at `location` (table index: spaceline cards and what lies aboard or docked). */
function anyHere(ctx: Ctx, location: string, filter: CardFilter): boolean {
  return tableIndex(ctx.state).inPlay.some((instance) => zoneKind(instance.zone) !== 'table' && locationOfZone(ctx.state, instance.zone) === location && matches(bp(ctx.state, instance.iid), filter));
}

/** Issue 15 (assorted): `card` shares an affiliation with the facility `watcher` lies on. */
function sharesHostFacility(state: GameState, watcher: string, card: string): boolean {
  const zone = state.cards[watcher]!.zone;
  if (zoneKind(zone) !== 'on') return false;
  const facility = bp(state, zoneArg(zone));
  return facility.type === 'Facility' && (bp(state, card).affiliations as readonly string[]).some((affiliation) => (facility.affiliations as readonly string[]).includes(affiliation));
}

/** Issue 15 (assorted): `card` shows a property logo that none of `player`'s other personnel in play shows. */
function newPropertyLogo(state: GameState, player: PlayerId, card: string): boolean {
  const logo = bp(state, card).property?.trim();
  if (!logo) return false;
  return !(tableIndex(state).inPlayBy[player] ?? []).some((instance) => instance.iid !== card && bp(state, instance.iid).type === 'Personnel' && bp(state, instance.iid).property?.trim() === logo);
}

const hasWhenCardsPlayed: BlueprintTest = (b) => b.whenCardsPlayed;
function watchers(ctx: Ctx): ReadonlySet<string> {
  return blueprintsWhere(ctx.state, hasWhenCardsPlayed);
}

/**
 * Whether `rule` of the watching card `watcher` applies to `card` just played: null when it does not;
 * otherwise the use key to record (undefined without a limit). Rule `index` > 0 keys its limit apart.
 */
function ruleKey(ctx: Ctx, watcher: string, owner: PlayerId, title: string, index: number, rule: Omit<WhenCardsPlayed, 'also'>, play: { player: PlayerId; card: string; downloaded: boolean; where: string | null; played: string; target?: string }): string | undefined | null {
  const { player, card, downloaded, where } = play;
  const zone = ctx.state.cards[watcher]!.zone;
  if (!playedMatches(ctx.state, card, rule.filter)) return null;
  if (rule.duringOwnersTurn && ctx.state.turn?.player !== owner) return null;
  if (rule.whileOnTable && zoneKind(zone) !== 'table') return null;
  if (rule.notTargeting) {
    const aimed = play.target?.split('>')[0];
    if (aimed && ctx.state.cards[aimed] && matches(bp(ctx.state, aimed), rule.notTargeting)) return null;
  }
  if (rule.notDownloaded && downloaded) return null;
  if (rule.onTable && play.played !== Z.table(player)) return null;
  if (rule.here && (where === null || locationOfZone(ctx.state, zone) !== where || zoneKind(zone) === 'table')) return null;
  if (rule.quadrant && (where === null || ctx.state.locations[where]?.quadrant !== rule.quadrant)) return null;
  if (rule.matchingHostFacility && !sharesHostFacility(ctx.state, watcher, card)) return null;
  if (rule.newPropertyLogo && !newPropertyLogo(ctx.state, player, card)) return null;
  if (rule.normalCardPlay && !usedNormalCardPlay(ctx, card)) return null;
  if (rule.afterOwnFreeReport && !reportedFreeThrough(ctx, player, title)) return null;
  if (rule.noneHere) {
    const at = locationOfZone(ctx.state, zone);
    if (at !== null && anyHere(ctx, at, rule.noneHere)) return null;
  }
  if (rule.presentWith && !presentIn(ctx.state, zone, owner, rule.presentWith)) return null;
  if (rule.otherIntelligenceThanSelected && !otherIntelligence(ctx.state, watcher, card)) return null;
  if (rule.yourPersonnelAtLeast && personnelInPlay(ctx.state, owner, rule.yourPersonnelAtLeast.filter).length < rule.yourPersonnelAtLeast.count) return null;
  if (rule.whileInPlay && !tableIndex(ctx.state).inPlay.some((one) => one.faceUp && bp(ctx.state, one.iid).type === 'Personnel' && rule.whileInPlay!.some((name) => names(bp(ctx.state, one.iid), name)))) return null;
  // Issue 15 (helper infiltrate): one use each turn per infiltrator of the owner's there (covert-agents.ts).
  if (rule.nearYourInfiltrator) return nearInfiltratorKey(ctx.state, owner, title, where);
  const turn = ctx.state.turn?.number ?? 0;
  const limit = rule.perTurn ?? (rule.oncePerTurn ? 1 : undefined);
  if (limit === undefined) return undefined;
  // One key per use this turn: `… (when you play, this turn)`, `… (when you play, this turn) 2`, …
  const base = rule.limitKey ?? `${title} (when you play, this turn)${index > 0 ? ` #${index + 1}` : ''}${rule.cumulative ? ` @${watcher}` : ''}`;
  return Array.from({ length: limit }, (_, n) => (n === 0 ? base : `${base} ${n + 1}`)).find((one) => ctx.state.abilityUses?.[`${owner}|${one}`] !== turn) ?? null;
}

/**
 * After `card` entered play (played, reported or downloaded — `downloaded` — for `player`; `target`: what a card played from hand was played on): the
 * `whenCardsPlayed` effects of the cards in play watching that player's plays, once per title.
 */
export function runWhenCardsPlayed(ctx: Ctx, player: PlayerId, card: string, downloaded = false, target?: string): void {
  const ids = watchers(ctx);
  if (ids.size === 0) return;
  const played = ctx.state.cards[card];
  if (!played) return;
  const where = locationOfZone(ctx.state, played.zone);
  const done = new Set<string>();
  const candidates = [...(tableIndex(ctx.state).inPlayBy[player] ?? []), ...(tableIndex(ctx.state).inPlayBy[other(player)] ?? [])];
  for (const instance of candidates) {
    if (!ids.has(instance.blueprint) || !instance.faceUp || instance.iid === card) continue;
    const behaviour = behaviourOf(instance.blueprint)!;
    const main = behaviour.whenCardsPlayed!;
    // Issue 15 (events-d): a card that watches its owner's opponent's plays ("if they played …"; `also` rules follow the first rule's `by`).
    if ((main.by === 'opponent') !== (instance.owner !== player)) continue;
    const owner = instance.owner;
    const once = main.cumulative ? instance.iid : behaviour.title;
    if (done.has(once)) continue;
    let chosen: { rule: Omit<WhenCardsPlayed, 'also'>; key: string | undefined } | undefined;
    for (const [index, candidate] of [main, ...(main.also ?? [])].entries()) {
      const key = ruleKey(ctx, instance.iid, owner, behaviour.title, index, candidate, { player, card, downloaded, where, played: played.zone, ...(target !== undefined ? { target } : {}) });
      if (key !== null) {
        chosen = { rule: candidate, key };
        break;
      }
    }
    if (!chosen) continue;
    // Issue 15 (helper hostages): a title limited to one use each turn (title-use-limits.ts: Hostage Trade).
    if (titleUsedUp(ctx.state, owner, behaviour.title)) continue;
    recordTitleUse(ctx, owner, behaviour.title);
    const { rule, key } = chosen;
    done.add(once);
    if (key && !rule.spentByEffects) ctx.emit({ type: 'CardAbilityUsed', player: owner, title: key, turn: ctx.state.turn?.number ?? 0, rule: RULES.oncePerTurn });
    runEffects({ ctx, player: owner, card: instance.iid, ...(rule.targetPlayed ? { target: card } : {}) }, rule.effects);
  }
}

export const WHEN_CARDS_PLAYED_WORDS: readonly string[] = ['when-cards-played', 'whenCardsPlayed.yourPersonnelAtLeast', 'whenCardsPlayed.limitKey', 'whenCardsPlayed.spentByEffects', 'effect:spend-use-this-turn'];
