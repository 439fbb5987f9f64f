/**
 * The plain facts of Nors and their sites (issue 15, sites): what a Nor is, which Site spec a card has, the
 * row of sites on a Nor, its shown title and affiliation, who is unopposed at a site. Kept apart from
 * behaviour/sites.ts (the rules of placement, reporting, walking and docking) so that the modules those
 * rules reach (attempt/leaving-play.ts, play.ts, behaviour/site-cards.ts, behaviour/commandeering.ts) read
 * these facts without importing sites.ts back.
 *   1E DS9 expansion rules › Stations / Sites; › COMMANDEERING A FACILITY.
 */
import type { Card } from '@captains-log/cards';
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { bp } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { flipSideOf, norFlipped, norSideIcons } from './nor-sides';
import { SITE_LEVELS, type SiteSpec } from './vocabulary-sites';

export const SITE_RULES = {
  sites: '1E DS9 expansion rules › THE SEED PHASES › Sites; 1E rulebook › SEEDING SITES',
  reporting: '1E DS9 expansion rules › REPORTING CARDS FOR DUTY (sites)',
  walking: '1E DS9 expansion rules › EXECUTING ORDERS › Walking',
  docking:
    '1E DS9 expansion rules › REPORTING CARDS FOR DUTY › Ship cards (docked at a Nor: at a docking site)',
  commandeer: '1E DS9 expansion rules › COMMANDEERING A FACILITY',
} as const;

/** Most sites a player seeds (1E rulebook › SEEDING SITES: "up to 6 Sites"). */
export const SITES_SEEDED = 6;

/** A Nor: a station of the Nor design (Nor, Terok Nor, Empok Nor, Alliance Nor, Mirror Terok Nor). */
export function isNor(card: Card): boolean {
  return (
    card.type === 'Facility' &&
    card.facilityKind === 'Station' &&
    /(^|\s)Nor(\s|$|\s\()/.test(card.title)
  );
}

export function siteSpecOf(card: Card): SiteSpec | undefined {
  return card.type === 'Site' ? behaviourOf(card.id)?.site : undefined;
}

/** The Nor a site lies on, if it lies on one. */
export function norOfSite(state: GameState, site: string): string | null {
  const zone = state.cards[site]?.zone;
  return zone && zoneKind(zone) === 'sites' ? zoneArg(zone) : null;
}

/** A site in play on a Nor, and its spec. */
export function placedSite(state: GameState, site: string): { nor: string; spec: SiteSpec } | null {
  const nor = norOfSite(state, site);
  const spec = nor ? siteSpecOf(bp(state, site)) : undefined;
  return nor && spec ? { nor, spec } : null;
}

/** The row of sites on a Nor, in level order (within a level, in the order they arrived). */
export function sitesRow(state: GameState, nor: string): string[] {
  const level = (iid: string) =>
    SITE_LEVELS.indexOf(siteSpecOf(bp(state, iid))?.level ?? 'Docking Ring');
  return [...cardsIn(state, Z.sites(nor))].sort((a, b) => level(a) - level(b));
}

/** The titles a Nor shows now (Terok Nor flipped to Deep Space 9 once commandeered by [Baj] or [Fed]). */
export function norTitle(state: GameState, nor: string): string {
  const side = norFlipped(state, nor) ? flipSideOf(state, nor)?.title : undefined;
  return state.nors?.[nor]?.title ?? side ?? bp(state, nor).title;
}

/** The Nor as a card for compatibility: its affiliation changed by a commandeering. */
export function norAsCard(state: GameState, nor: string): Card {
  const card = bp(state, nor);
  const affiliation = state.nors?.[nor]?.affiliation;
  return affiliation ? { ...card, affiliations: [affiliation] } : card;
}

/** Issue 15 (helper terok): whether the Nor shows this title and, when given, this icon on the side that is up (nor-sides.ts). */
export function norShows(state: GameState, nor: string, titles: readonly string[], icon?: string): boolean {
  if (!titles.includes(norTitle(state, nor))) return false;
  return icon === undefined || norSideIcons(state, nor).includes(icon);
}

/** Nors in play (on the spaceline). */
export function norsInPlay(state: GameState): string[] {
  const out: string[] = [];
  for (const iid in state.cards) {
    const instance = state.cards[iid]!;
    const kind = zoneKind(instance.zone);
    if ((kind === 'space' || kind === 'surface') && isNor(bp(state, iid))) out.push(iid);
  }
  return out;
}

export function unopposedHere(state: GameState, player: PlayerId, site: string): boolean {
  const here = cardsIn(state, Z.aboard(site)).filter((iid) => bp(state, iid).type === 'Personnel');
  return (
    here.some((iid) => state.cards[iid]!.owner === player) &&
    !here.some((iid) => state.cards[iid]!.owner !== player)
  );
}

export function hasSkill(state: GameState, iid: string, skill: string): boolean {
  const instance = state.cards[iid]!;
  return !instance.stopped && !instance.disabled && skillLevel(memberOf(state, iid), skill) > 0;
}

export function isSiteZone(state: GameState, zone: string): boolean {
  return zoneKind(zone) === 'aboard' && norOfSite(state, zoneArg(zone)) !== null;
}
