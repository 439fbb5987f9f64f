/**
 * Nors and their sites (issue 15, sites). Plain facts (what a Nor is, the row, the Nor's title) are in
 * behaviour/site-basics.ts, commandeering in behaviour/commandeering.ts, a Nor's sites leaving with it in
 * attempt/leaving-play.ts. A Site card lies in its Nor's row (`sites:<nor>`); personnel and
 * equipment at a site are aboard it (`aboard:<site>`), ships docked at a docking site are docked at it
 * (`docked:<site>`), so a site is at its Nor's location (zones.ts › locationOfZone).
 *   1E DS9 expansion rules › Stations / Sites (a Nor's sites side by side, grouped by level in the order
 *   Ops Module, Promenade, Habitat Ring, Docking Ring; "unique per station" unless universal);
 *   1E rulebook › SEEDING SITES (up to six seeded, on any Nor where allowed, whoever seeded it; played
 *   later as the normal card play); 1E DS9 expansion rules › REPORTING CARDS FOR DUTY ("Any Personnel,
 *   Ship or Equipment card reported or moved to a Nor must be placed on an appropriate site … Reporting to
 *   a site is allowed *only* if that Nor also has at least one docking site"); › Walking (site to site,
 *   one at a time, not again that turn); › Ship cards (docked at a Nor: at one of its docking sites);
 *   › COMMANDEERING A FACILITY (Computer Skill personnel unopposed at Ops).
 */
import type { Card } from '@captains-log/cards';
import { compatible, hasNativeQuadrant, nativeQuadrant, titledAmong, isTitled } from '../card-facts';
import { bp, problem, type Problem } from '../context';
import { controls } from '../control';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfCard, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { personnelMatches } from './personnel-filter';
import { securityWalkProblem } from './site-cards';
import { hasSkill, isNor, isSiteZone, norAsCard, norOfSite, norsInPlay, norTitle, placedSite, siteSpecOf, sitesRow, SITE_RULES, SITES_SEEDED, unopposedHere } from './site-basics';
import type { SiteDocking, SiteReport } from './vocabulary-sites';
import { mixesOf } from './play';
import { finding } from './target-table';

/** Whether the site may be placed on that Nor (its corner, its quadrant, unique per station). */
export function sitePlacementProblem(state: GameState, site: string, nor: string): Problem | null {
  const spec = siteSpecOf(bp(state, site));
  if (!spec) return problem('NOT_A_SITE', 'only a scripted Site card is placed on a Nor', SITE_RULES.sites);
  const host = state.cards[nor];
  const kind = host ? zoneKind(host.zone) : '';
  if (!host || (kind !== 'space' && kind !== 'surface') || !isNor(bp(state, nor))) return problem('NOT_A_NOR', 'sites lie only on a Nor in play', SITE_RULES.sites);
  if (spec.nors !== 'any' && !spec.nors.includes(norTitle(state, nor))) return problem('NOT_ITS_NOR', `${bp(state, site).title} lies only on ${spec.nors.join(' or ')}`, SITE_RULES.sites);
  const location = locationOfZone(state, host.zone);
  if (spec.quadrant && (!location || state.locations[location]?.quadrant !== spec.quadrant)) return problem('NOT_ITS_NOR', `${bp(state, site).title} lies only on a Nor in the ${spec.quadrant} Quadrant`, SITE_RULES.sites);
  const title = bp(state, site).title;
  if (!bp(state, site).universal && cardsIn(state, Z.sites(nor)).some((iid) => isTitled(bp(state, iid), title)))
    return problem('SITE_ALREADY_HERE', `${title} is unique per station: this Nor already has one`, SITE_RULES.sites);
  return null;
}

/** Target `nor`: the Nors a site may be placed on now (seeding: while the player has seeded fewer than six). */
export function norTargets(state: GameState, player: PlayerId, self?: string): string[] {
  if (!self || !state.cards[self]) return [];
  if (state.phase === 'facility' && seededSites(state, player) >= SITES_SEEDED) return [];
  return norsInPlay(state).filter((nor) => sitePlacementProblem(state, self, nor) === null);
}

function seededSites(state: GameState, player: PlayerId): number {
  let count = 0;
  for (const iid in state.cards) {
    const instance = state.cards[iid]!;
    if (instance.owner === player && zoneKind(instance.zone) === 'sites') count += 1;
  }
  return count;
}

/** "Docking Pylons, Docking Ports or Docking Pads": a site where ships dock. */
function dockingOf(state: GameState, site: string): SiteDocking | undefined {
  return siteSpecOf(bp(state, site))?.docking;
}

export function hasDockingSite(state: GameState, nor: string): boolean {
  return cardsIn(state, Z.sites(nor)).some((site) => dockingOf(state, site) !== undefined);
}

function reportAllows(state: GameState, allowance: SiteReport, card: Card, site: string): boolean {
  if (allowance.ifUnoccupied && cardsIn(state, Z.aboard(site)).length > 0) return false;
  if (card.type === 'Personnel') return !!allowance.personnel && personnelMatches(card, allowance.personnel);
  if (card.type === 'Equipment')
    return (
      !!titledAmong(allowance.equipmentTitles, card) ||
      !!allowance.equipmentTitleWords?.some((word) => card.title.split(/[\s-]+/).includes(word)) ||
      !!allowance.equipmentCharacteristics?.some((wanted) => card.characteristics.some((one) => one.toLowerCase() === wanted.toLowerCase())) ||
      !!allowance.equipmentIcons?.some((icon) => card.icons.some((shown) => shown.code === icon))
    );
  return false;
}

/**
 * The card may report to that site: a site on a Nor its player controls, with a docking site; a
 * personnel or equipment the site allows (compatible with the Nor unless the site says otherwise), a
 * ship at a docking site where ships report; in its native quadrant.
 */
export function checkSiteReport(state: GameState, player: PlayerId, iid: string, site: string): Problem | null {
  const placed = placedSite(state, site);
  if (!placed) return problem('NO_SUCH_FACILITY', 'that is not a site on a Nor', SITE_RULES.reporting);
  const card = bp(state, iid);
  const title = bp(state, site).title;
  if (!controls(state, player, placed.nor)) return problem('NOT_USABLE', `${norTitle(state, placed.nor)} is not yours: only its controller reports there`, SITE_RULES.reporting);
  if (!hasDockingSite(state, placed.nor)) return problem('NO_DOCKING_SITE', `${norTitle(state, placed.nor)} has no docking site: nothing reports to its sites`, SITE_RULES.reporting);
  const nor = norAsCard(state, placed.nor);
  const mixes = mixesOf(state, player, locationOfCard(state, placed.nor), title);
  if (card.type === 'Ship') {
    const docking = placed.spec.docking;
    if (!docking?.shipsReport) return problem('SITE_DOES_NOT_ALLOW', `ships do not report to ${title}`, SITE_RULES.reporting);
    const full = dockingProblem(state, iid, site, docking);
    if (full) return full;
    if (!compatible(card, nor, mixes)) return problem('NOT_COMPATIBLE', `${card.title} is not compatible with ${norTitle(state, placed.nor)}`, SITE_RULES.reporting);
  } else {
    const allowance = (placed.spec.reports ?? []).find((one) => reportAllows(state, one, card, site));
    if (!allowance) return problem('SITE_DOES_NOT_ALLOW', `${card.title} may not report to ${title}`, SITE_RULES.reporting);
    if (!allowance.anyAffiliation && !compatible(card, nor, mixes)) return problem('NOT_COMPATIBLE', `${card.title} is not compatible with ${norTitle(state, placed.nor)}`, SITE_RULES.reporting);
    if (allowance.anyQuadrant) return null;
  }
  const location = locationOfZone(state, state.cards[site]!.zone);
  const quadrant = location ? state.locations[location]?.quadrant : undefined;
  if (hasNativeQuadrant(card) && quadrant && nativeQuadrant(card) !== quadrant) return problem('NOT_NATIVE_QUADRANT', `${card.title} reports only in its native quadrant (${nativeQuadrant(card)})`, SITE_RULES.reporting);
  return null;
}

/** Where a card reporting to a site goes: a ship docks at it, anything else is aboard it. */
export function siteReportZone(state: GameState, iid: string, site: string): string {
  return bp(state, iid).type === 'Ship' ? Z.docked(site) : Z.aboard(site);
}

/** The docking site's own terms: staffing icons, room, and one of: compatible, a V.I.P. aboard, Computer Skill unopposed here. */
function dockingProblem(state: GameState, ship: string, site: string, docking: SiteDocking): Problem | null {
  const card = bp(state, ship);
  const title = bp(state, site).title;
  if ((card.ship?.staffing.icons.length ?? 0) > docking.maxStaffingIcons) return problem('SHIP_TOO_LARGE', `${card.title} has too many staffing icons for ${title}`, SITE_RULES.docking);
  if (cardsIn(state, Z.docked(site)).length >= docking.capacity) return problem('SITE_FULL', `${title} holds ${docking.capacity} ships`, SITE_RULES.docking);
  return null;
}

/** A ship of the player's in space at the Nor's location may dock at this docking site. */
export function checkSiteDocking(state: GameState, player: PlayerId, ship: string, site: string): Problem | null {
  const placed = placedSite(state, site);
  const docking = placed?.spec.docking;
  if (!placed || !docking) return problem('NOT_A_DOCKING_SITE', 'ships dock at a Nor only at its docking sites', SITE_RULES.docking);
  const nor = state.cards[placed.nor]!;
  if (state.cards[ship]!.zone !== nor.zone) return problem('NO_SUCH_FACILITY', 'the ship is not at that Nor', SITE_RULES.docking);
  const terms = dockingProblem(state, ship, site, docking);
  if (terms) return terms;
  const fits =
    compatible(bp(state, ship), norAsCard(state, placed.nor), mixesOf(state, player, locationOfZone(state, nor.zone))) ||
    cardsIn(state, Z.aboard(ship)).some((iid) => bp(state, iid).personnel?.classification === 'V.I.P.') ||
    (unopposedHere(state, player, site) && cardsIn(state, Z.aboard(site)).some((iid) => state.cards[iid]!.owner === player && hasSkill(state, iid, 'Computer Skill')));
  return fits ? null : problem('CANNOT_DOCK', `${bp(state, ship).title} is not compatible with the station, carries no V.I.P., and no Computer Skill of yours is unopposed at ${bp(state, site).title}`, SITE_RULES.docking);
}

/** Docking sites of Nors at the ship's location (for legal commands): none when no Nor is there. */
export function dockingSitesAt(state: GameState, zone: string): string[] {
  const out: string[] = [];
  for (const iid of cardsIn(state, zone)) {
    if (!isNor(bp(state, iid))) continue;
    for (const site of cardsIn(state, Z.sites(iid))) if (dockingOf(state, site)) out.push(site);
  }
  return out;
}

/** Sites a player may report to (legal commands): the sites of Nors they control with a docking site. */
export function reportingSites(state: GameState, player: PlayerId, facilities: readonly { readonly iid: string }[]): string[] {
  const out: string[] = [];
  for (const facility of facilities) {
    if (!isNor(bp(state, facility.iid)) || !controls(state, player, facility.iid) || !hasDockingSite(state, facility.iid)) continue;
    out.push(...cardsIn(state, Z.sites(facility.iid)));
  }
  return out;
}

/** Walking at a Nor: from a site to the other sites of its row, or aboard a ship of yours docked here; from that ship back. */
export function siteWalkDestinations(state: GameState, player: PlayerId, from: string): string[] {
  const host = state.cards[zoneArg(from)];
  if (!host) return [];
  if (zoneKind(host.zone) === 'sites') {
    const nor = zoneArg(host.zone);
    const out = sitesRow(state, nor)
      .filter((site) => site !== host.iid)
      .map((site) => Z.aboard(site));
    for (const ship of cardsIn(state, Z.docked(host.iid))) if (state.cards[ship]!.owner === player) out.push(Z.aboard(ship));
    return out;
  }
  if (bp(state, host.iid).type === 'Ship' && host.owner === player && zoneKind(host.zone) === 'docked' && norOfSite(state, zoneArg(host.zone))) return [Z.aboard(zoneArg(host.zone))];
  return [];
}

/** A walk from site to site: not for cards that already walked between sites this turn. */
export function siteWalkProblem(state: GameState, cards: readonly string[], from: string, to: string): Problem | null {
  if (!isSiteZone(state, from) || !isSiteZone(state, to)) return null;
  const walked = state.turn?.siteWalkers ?? [];
  const again = cards.find((iid) => walked.includes(iid));
  if (again) return problem('WALKED_THIS_TURN', `${bp(state, again).title} already walked between sites this turn`, SITE_RULES.walking);
  // A card lying on a site may close part of the row (site-cards.ts: Automated Security System and the Ore Processing Unit).
  return securityWalkProblem(state, from, to);
}

/** House arrest at a site is judged against its Nor (the site has no affiliation of its own). */
export function siteHost(state: GameState, zone: string): string | null {
  return zoneKind(zone) === 'aboard' ? norOfSite(state, zoneArg(zone)) : null;
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const SITES_TARGETS = finding(['nor'], (state, player, _spec, self) => norTargets(state, player, self));
