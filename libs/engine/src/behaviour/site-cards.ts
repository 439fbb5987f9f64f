/**
 * Issue 15 (sites): cards that lie on a site (Automated Security System on Ops) — the target word `site`
 * (sites in play by title), the verb `kill-random-here-unless`, and what such a card changes at the Nor
 * (walking to or from the Ore Processing Unit stops while it lies on Ops).
 *   1E rulebook › MISCELLANEOUS RULES › RANDOM SELECTION; 1E DS9 expansion rules › Walking; › "here" (at that site).
 */
import { leavePlay } from '../attempt/leaving-play';
import { bp, problem, type Problem } from '../context';
import { selectAtRandom } from './random-selection';
import { RULES } from '../rules';
import { controls } from '../control';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { norAsCard, norOfSite, siteSpecOf, sitesRow, SITE_RULES } from './site-basics';
import { isPlanetMission, titledAmong, isTitled } from '../card-facts';
import type { VerbContext } from './verbs';
import type { NorSiteStaffed, SiteEffect } from './vocabulary-sites';
import { finding } from './target-table';
import { oreProcessingLifted } from './ore-overloads';

/** Target `site`: the sites in play (on any Nor) with one of these titles; `yours`: on a Nor the player controls. */
export function siteTitleTargets(state: GameState, titles: readonly string[], player?: PlayerId): string[] {
  const out: string[] = [];
  for (const iid in state.cards) {
    const instance = state.cards[iid]!;
    if (zoneKind(instance.zone) !== 'sites' || !titledAmong(titles, bp(state, iid))) continue;
    if (player && !controls(state, player, zoneArg(instance.zone))) continue;
    out.push(iid);
  }
  return out;
}

/** Start-of-turn condition `nor-site-staffed` (turn-starts.ts) for the card lying on a site. */
export function norSiteStaffed(state: GameState, card: string, owner: PlayerId, condition: NorSiteStaffed): boolean {
  const zone = state.cards[card]?.zone ?? '';
  if (zoneKind(zone) !== 'on') return false;
  const site = zoneArg(zone);
  const nor = norOfSite(state, site);
  if (!nor || !controls(state, owner, nor)) return false;
  const norCard = norAsCard(state, nor);
  // Issue 15 (helper partners): unless a card of the owner lets the unit work under that flag (ore-overloads.ts: Emblem of the Empire).
  const idle = siteSpecOf(bp(state, site))?.idleUnder?.filter((affiliation) => norCard.affiliations.includes(affiliation as never)) ?? [];
  if (idle.length > 0 && !oreProcessingLifted(state, owner, nor, idle)) return false;
  if (condition.atPlanet) {
    const location = locationOfZone(state, state.cards[nor]!.zone);
    if (!location || !state.locations[location]!.missions.some((mission) => isPlanetMission(bp(state, mission)))) return false;
  }
  const here = cardsIn(state, Z.aboard(site)).filter((iid) => bp(state, iid).type === 'Personnel');
  if (here.some((iid) => state.cards[iid]!.owner !== owner)) return false;
  return here.some((iid) => {
    const printed = bp(state, iid);
    return !state.cards[iid]!.stopped && condition.classifications.includes(printed.personnel?.classification ?? '') && printed.affiliations.some((affiliation) => norCard.affiliations.includes(affiliation));
  });
}

type Handler<K extends SiteEffect['kind']> = (v: VerbContext, effect: Extract<SiteEffect, { kind: K }>) => void;

export const SITE_VERBS: { readonly [K in SiteEffect['kind']]: Handler<K> } = {
  // One personnel at the site the card lies on, selected at random; killed unless of the species named.
  'kill-random-here-unless': (v, effect) => {
    const state = v.ctx.state;
    const zone = state.cards[v.card]?.zone ?? '';
    if (zoneKind(zone) !== 'on') return;
    const site = zoneArg(zone);
    const candidates = cardsIn(state, Z.aboard(site)).filter((iid) => bp(state, iid).type === 'Personnel');
    if (candidates.length === 0) return;
    const victim = selectAtRandom(v.ctx, { purpose: bp(state, v.card).title, candidates, draw: 'pick', hurts: true })[0]!;
    const spared = bp(state, victim).characteristics.some((one) => one.toLowerCase().split('/').includes(effect.unlessSpecies.toLowerCase()));
    if (!spared) leavePlay(v.ctx, victim, 'killed', v.card);
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: spared ? `${bp(state, victim).title} selected, spared (${effect.unlessSpecies})` : `${bp(state, victim).title} selected and killed`, target: victim, rule: RULES.cardEffects });
  },
  // The bottom of a discard pile is the first card placed there (zone order); beneath the draw deck is its end.
  'bottom-discard-to': (v, effect) => {
    const bottom = cardsIn(v.ctx.state, Z.discard(v.player))[0];
    if (!bottom) return;
    const to = effect.to === 'deck-bottom' ? Z.draw(v.player) : Z.out(v.player);
    v.ctx.emit({ type: 'CardMoved', card: bottom, from: Z.discard(v.player), to, faceUp: effect.to === 'out-of-play', reason: `${bp(v.ctx.state, v.card).title}: bottom of the discard pile ${effect.to === 'deck-bottom' ? 'beneath the draw deck' : 'out of play'}`, rule: RULES.cardEffects });
  },
};

const SECURITY = 'Automated Security System';
const ORE_UNIT = 'Ore Processing Unit';

/**
 * Ore Processing Unit: while Automated Security System lies on its Nor's Ops, no personnel walk into it from
 * the site next to it, or out of it — so no walk starts at, ends at, or passes through it.
 */
export function securityWalkProblem(state: GameState, from: string, to: string): Problem | null {
  const start = zoneArg(from);
  const nor = norOfSite(state, start);
  if (!nor) return null;
  const row = sitesRow(state, nor);
  const guarded = row.some((site) => isTitled(bp(state, site), 'Ops') && cardsIn(state, Z.on(site)).some((iid) => isTitled(bp(state, iid), SECURITY)));
  if (!guarded) return null;
  const a = row.indexOf(start);
  const b = row.indexOf(zoneArg(to));
  if (a < 0 || b < 0) return null;
  const path = row.slice(Math.min(a, b), Math.max(a, b) + 1);
  return path.some((site) => isTitled(bp(state, site), ORE_UNIT)) ? problem('SECURITY_SEALED', `${SECURITY} on Ops seals the ${ORE_UNIT}: no walking to or from it`, SITE_RULES.walking) : null;
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const SITE_CARDS_TARGETS = finding(['site'], (state, player, spec) => [...siteTitleTargets(state, spec.titles, spec.yours ? player : undefined), ...(spec.orShips ? shipsInPlay(state) : [])]);

/** Ships in play on the spaceline (in space, docked or landed), any player's. */
function shipsInPlay(state: GameState): string[] {
  const out: string[] = [];
  for (const iid in state.cards) {
    const kind = zoneKind(state.cards[iid]!.zone);
    if ((kind === 'space' || kind === 'docked' || kind === 'surface') && bp(state, iid).type === 'Ship') out.push(iid);
  }
  return out;
}
