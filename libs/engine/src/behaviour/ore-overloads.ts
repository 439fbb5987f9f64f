/**
 * Issue 15 (helper partners): ore processed at an Ore Processing Unit, and the card that overloads such a unit
 * (Reactor Overload's first way), with the cards that shield a unit from it or let it work under a foreign flag.
 *   - effect `ore-processed` (Process Ore, first of its "process ore" effects): the fact `OreProcessed { site }` —
 *     the unit the objective lies on has had ore processed at it (`CardInstance.oreProcessed`, kept while the
 *     site stays in play: evolve.ts › applyMoves).
 *   - `CardBehaviour.overloadsOreSites`: face up on a table (seeded or played there), as soon as any unit in play
 *     has had ore processed at it and is not immune, that site is destroyed (it and everything at it: the rule for
 *     a destroyed facility, attempt/leaving-play.ts › destroySite) and the card goes back to its owner's hand.
 *     One unit per card: a second unit waits for another copy (or for this one to be played again).
 *   - `CardBehaviour.oreSiteImmunity` (on a table, face up): units on Nors matching `nors` are immune while
 *     `needs` is met by the active personnel present at the unit (`where: 'site'`) or aboard the Nor, at any of
 *     its sites (`where: 'nor'`) — Emblem of the Empire, Emblem of the Alliance, Greater Glory of Cardassia.
 *   - `CardBehaviour.oreProcessingUnder` (on its owner's table): a unit on one of `nors` processes ore for that
 *     owner although its Nor is of one of `affiliations` (the unit's own `idleUnder` lifted: Emblem of the Empire).
 *   1E rulebook › THE CARDS › INCIDENTS; › MISCELLANEOUS RULES › "HERE" AND "PRESENT" (Process Ore acts "at Ore
 *   Processing Unit"); 1E DS9 expansion rules › ENGAGING IN BATTLE ("destroyed … everything on board (including
 *   related sites)"); Current Rulings › Reactor Overload (the incident is "used" and goes back to hand).
 * Decisions: "has processed ore" reads the whole time the unit has been in play (the perfect tense of the text), so a
 * copy that lies on the table while a unit is immune waits, and destroys it once the immunity lapses; a unit is
 * immune by any matching card face up on either table (the clause does not say "your"); the needs are met by any
 * player's active personnel there.
 */
import type { Card } from '@captains-log/cards';
import { destroySite } from '../attempt/leaving-play';
import { meetGroup, requirement } from '../attempt/requirements';
import { activePersonnel } from '../attempt/teams';
import type { Ctx } from '../context';
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { tableIndex } from '../table-index';
import { cardsIn, isInPlayZone, Z, zoneArg, zoneKind } from '../zones';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { showsIcon } from './property-logos';
import { behaviourOf } from './registry';
import { norOfSite, norTitle } from './site-basics';
import type { VerbContext } from './verbs';

/** The unit the card lies on has had ore processed at it (Process Ore). */
export type OreProcessedEffect = { readonly kind: 'ore-processed' };

export type OreFact = { readonly type: 'OreProcessed'; readonly player: PlayerId; readonly site: string; readonly source: string };

/** Which Nors a clause names: by title (either side), by icons shown (all of them) and by printed affiliation. */
export interface OreNors {
  readonly titles?: readonly string[];
  readonly icons?: readonly string[];
  readonly affiliations?: readonly string[];
}

/** `CardBehaviour.oreSiteImmunity`: units on such Nors are immune to `overloadsOreSites` while `needs` is met there. */
export interface OreSiteImmunity {
  readonly nors: OreNors;
  /** A requirement ("ENGINEER x2", "SECURITY") met by the active personnel counted. */
  readonly needs: string;
  /** At the unit itself (present), or anywhere aboard the Nor (at any of its sites). */
  readonly where: 'site' | 'nor';
}

/** `CardBehaviour.oreProcessingUnder`: units on such Nors process ore for this card's owner under these affiliations. */
export interface OreProcessingUnder {
  readonly nors: OreNors;
  readonly affiliations: readonly string[];
}

const overloads: BlueprintTest = (behaviour) => behaviour.overloadsOreSites;
const immunities: BlueprintTest = (behaviour) => behaviour.oreSiteImmunity;
const lifts: BlueprintTest = (behaviour) => behaviour.oreProcessingUnder;

function norMatches(state: GameState, nor: string, spec: OreNors): boolean {
  const card: Card = bp(state, nor);
  if (spec.titles && !spec.titles.includes(norTitle(state, nor))) return false;
  if (spec.icons && !spec.icons.every((icon) => showsIcon(card, icon))) return false;
  if (spec.affiliations && !card.affiliations.some((affiliation) => spec.affiliations!.includes(affiliation))) return false;
  return true;
}

/** Face-up cards on a table (`owner`'s only, when given) whose blueprint is among `ids`. */
function onTables(state: GameState, ids: ReadonlySet<string>, owner?: PlayerId): string[] {
  if (ids.size === 0) return [];
  return tableIndex(state)
    .inPlay.filter((instance) => ids.has(instance.blueprint) && instance.faceUp && zoneKind(instance.zone) === 'table' && (!owner || instance.owner === owner))
    .map((instance) => instance.iid);
}

/** The active personnel (any player's) in these zones. */
function activeIn(state: GameState, zones: readonly string[]): string[] {
  return zones.flatMap((zone) => [...activePersonnel(state, zone, 'p1'), ...activePersonnel(state, zone, 'p2')]);
}

/** Whether a unit is immune to `overloadsOreSites` now. */
export function oreSiteImmune(state: GameState, site: string): boolean {
  const nor = norOfSite(state, site);
  if (!nor) return false;
  for (const card of onTables(state, blueprintsWhere(state, immunities))) {
    const spec = behaviourOf(state.cards[card]!.blueprint)!.oreSiteImmunity!;
    if (!norMatches(state, nor, spec.nors)) continue;
    const zones = spec.where === 'site' ? [Z.aboard(site)] : cardsIn(state, Z.sites(nor)).map((one) => Z.aboard(one));
    if (meetGroup(state, requirement(spec.needs), activeIn(state, zones)).verdict === 'met') return true;
  }
  return false;
}

/** Whether `owner` processes ore at a unit of `nor` although the Nor is of an affiliation the unit idles under. */
export function oreProcessingLifted(state: GameState, owner: PlayerId, nor: string, affiliations: readonly string[]): boolean {
  for (const card of onTables(state, blueprintsWhere(state, lifts), owner)) {
    const spec = behaviourOf(state.cards[card]!.blueprint)!.oreProcessingUnder!;
    if (norMatches(state, nor, spec.nors) && affiliations.every((affiliation) => spec.affiliations.includes(affiliation))) return true;
  }
  return false;
}

/** Nothing waits for a player: no choice, window, manual effect, attempt or battle (the overload comes between actions). */
function settled(state: GameState): boolean {
  return !state.pendingChoice && !state.pendingManual && (state.windows ?? []).length === 0 && !state.attempt && !state.battle;
}

/** After every command: each overloading card on a table destroys one unit with ore processed at it, then goes back to hand. */
export function overloadOreSites(ctx: Ctx): void {
  if (blueprintsWhere(ctx.state, overloads).size === 0 || !settled(ctx.state)) return;
  for (const card of onTables(ctx.state, blueprintsWhere(ctx.state, overloads))) {
    const state = ctx.state;
    const site = tableIndex(state).inPlay.find((instance) => instance.oreProcessed && zoneKind(instance.zone) === 'sites' && !oreSiteImmune(state, instance.iid));
    if (!site) return;
    const owner = state.cards[card]!.owner;
    ctx.emit({ type: 'CardEffectResolved', card, player: owner, effect: `${bp(state, site.iid).title} destroyed: ore was processed at it`, target: site.iid, rule: RULES.cardEffects });
    destroySite(ctx, site.iid, card);
    const self = ctx.state.cards[card];
    if (self && self.zone === Z.table(owner)) ctx.emit({ type: 'CardMoved', card, from: self.zone, to: Z.hand(owner), faceUp: false, reason: `${bp(ctx.state, card).title}: back to hand after use`, rule: RULES.cardEffects });
  }
}

export const ORE_OVERLOAD_VERBS: { readonly 'ore-processed': (v: VerbContext) => void } = {
  'ore-processed': (v) => {
    const zone = v.ctx.state.cards[v.card]?.zone ?? '';
    if (zoneKind(zone) !== 'on') return;
    const site = zoneArg(zone);
    if (!v.ctx.state.cards[site] || !isInPlayZone(v.ctx.state.cards[site]!.zone)) return;
    v.ctx.emit({ type: 'OreProcessed', player: v.player, site, source: v.card, rule: RULES.cardEffects });
  },
};

/** For the catalogue and the README. */
export const ORE_OVERLOAD_WORDS: readonly string[] = ['field:overloadsOreSites', 'field:oreSiteImmunity', 'field:oreProcessingUnder', 'state:oreProcessed'];
