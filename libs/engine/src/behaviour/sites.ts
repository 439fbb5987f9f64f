/**
 * Nors and their sites (issue 15, sites). A Site card lies in its Nor's row (`sites:<nor>`); personnel and
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
import type { Affiliation, Card } from '@captains-log/cards';
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { leavePlay } from '../attempt/leaving-play';
import { compatible, hasNativeQuadrant, nativeQuadrant } from '../card-facts';
import { bp, type Ctx, problem, type Problem } from '../context';
import { controls } from '../control';
import type { CommandOf, GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { personnelMatches } from './personnel-filter';
import { securityWalkProblem } from './site-cards';
import { SITE_LEVELS, type SiteDocking, type SiteReport, type SiteSpec } from './vocabulary-sites';
import { mixesOf } from './play';
import { beginOrders, checkOwnTurn } from '../play';
import { finding } from './target-table';

export const SITE_RULES = {
  sites: '1E DS9 expansion rules › THE SEED PHASES › Sites; 1E rulebook › SEEDING SITES',
  reporting: '1E DS9 expansion rules › REPORTING CARDS FOR DUTY (sites)',
  walking: '1E DS9 expansion rules › EXECUTING ORDERS › Walking',
  docking: '1E DS9 expansion rules › REPORTING CARDS FOR DUTY › Ship cards (docked at a Nor: at a docking site)',
  commandeer: '1E DS9 expansion rules › COMMANDEERING A FACILITY',
} as const;

/** Most sites a player seeds (1E rulebook › SEEDING SITES: "up to 6 Sites"). */
export const SITES_SEEDED = 6;

/** A Nor: a station of the Nor design (Nor, Terok Nor, Empok Nor, Alliance Nor, Mirror Terok Nor). */
export function isNor(card: Card): boolean {
  return card.type === 'Facility' && card.facilityKind === 'Station' && /(^|\s)Nor(\s|$|\s\()/.test(card.title);
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
function placedSite(state: GameState, site: string): { nor: string; spec: SiteSpec } | null {
  const nor = norOfSite(state, site);
  const spec = nor ? siteSpecOf(bp(state, site)) : undefined;
  return nor && spec ? { nor, spec } : null;
}

/** The row of sites on a Nor, in level order (within a level, in the order they arrived). */
export function sitesRow(state: GameState, nor: string): string[] {
  const level = (iid: string) => SITE_LEVELS.indexOf(siteSpecOf(bp(state, iid))?.level ?? 'Docking Ring');
  return [...cardsIn(state, Z.sites(nor))].sort((a, b) => level(a) - level(b));
}

/** The titles a Nor shows now (Terok Nor flipped to Deep Space 9 once commandeered by [Baj] or [Fed]). */
export function norTitle(state: GameState, nor: string): string {
  return state.nors?.[nor]?.title ?? bp(state, nor).title;
}

/** The Nor as a card for compatibility: its affiliation changed by a commandeering. */
export function norAsCard(state: GameState, nor: string): Card {
  const card = bp(state, nor);
  const affiliation = state.nors?.[nor]?.affiliation;
  return affiliation ? { ...card, affiliations: [affiliation] } : card;
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
  if (!bp(state, site).universal && cardsIn(state, Z.sites(nor)).some((iid) => bp(state, iid).title === title))
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
    return !!allowance.equipmentTitles?.includes(card.title) || !!allowance.equipmentTitleWords?.some((word) => card.title.split(/[\s-]+/).includes(word));
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
  const mixes = mixesOf(state, player);
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

function unopposedHere(state: GameState, player: PlayerId, site: string): boolean {
  const here = cardsIn(state, Z.aboard(site)).filter((iid) => bp(state, iid).type === 'Personnel');
  return here.some((iid) => state.cards[iid]!.owner === player) && !here.some((iid) => state.cards[iid]!.owner !== player);
}

function hasSkill(state: GameState, iid: string, skill: string): boolean {
  const instance = state.cards[iid]!;
  return !instance.stopped && !instance.disabled && skillLevel(memberOf(state, iid), skill) > 0;
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
    compatible(bp(state, ship), norAsCard(state, placed.nor), mixesOf(state, player)) ||
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

export function isSiteZone(state: GameState, zone: string): boolean {
  return zoneKind(zone) === 'aboard' && norOfSite(state, zoneArg(zone)) !== null;
}

/** House arrest at a site is judged against its Nor (the site has no affiliation of its own). */
export function siteHost(state: GameState, zone: string): string | null {
  return zoneKind(zone) === 'aboard' ? norOfSite(state, zoneArg(zone)) : null;
}

/**
 * A Nor leaving play takes its sites with it, and everything at them (1E DS9 expansion rules › ENGAGING IN
 * BATTLE: "the ship or facility and everything on board (including related sites) are destroyed"); ships docked
 * at its docking sites are left in space at its location.
 */
export function sitesGoWith(ctx: Ctx, nor: string, source: string): void {
  const location = locationOfZone(ctx.state, ctx.state.cards[nor]!.zone);
  for (const site of [...cardsIn(ctx.state, Z.sites(nor))]) {
    if (location)
      for (const ship of [...cardsIn(ctx.state, Z.docked(site))]) ctx.emit({ type: 'ShipUndocked', player: ctx.state.cards[ship]!.owner, ship, location, rule: SITE_RULES.docking });
    for (const card of [...cardsIn(ctx.state, Z.aboard(site))]) if (ctx.state.cards[card]) leavePlay(ctx, card, bp(ctx.state, card).type === 'Personnel' ? 'killed' : 'destroyed', source, true);
    leavePlay(ctx, site, 'destroyed', source, true);
  }
}

// ---------------------------------------------------------------------------------------------
// Commandeering: 1E DS9 expansion rules › COMMANDEERING A FACILITY.

export function checkCommandeer(state: GameState, command: CommandOf<'Commandeer'>): Problem | null {
  const turn = checkOwnTurn(state, command.actor, SITE_RULES.commandeer);
  if (turn) return turn;
  const nor = state.cards[command.facility];
  if (!nor || !isNor(bp(state, command.facility))) return problem('NOT_A_NOR', 'only a Nor is commandeered this way', SITE_RULES.commandeer);
  if (nor.owner === command.actor) return problem('ALREADY_YOURS', `you already control ${norTitle(state, command.facility)}`, SITE_RULES.commandeer);
  const personnel = state.cards[command.personnel];
  if (!personnel || personnel.owner !== command.actor || bp(state, command.personnel).type !== 'Personnel') return problem('NOT_YOURS', 'name a personnel of yours', SITE_RULES.commandeer);
  const site = zoneKind(personnel.zone) === 'aboard' ? zoneArg(personnel.zone) : '';
  const placed = site ? placedSite(state, site) : null;
  if (!placed || placed.nor !== command.facility || !placed.spec.commandeer) return problem('NOT_AT_OPS', 'the personnel must be at the Ops of that Nor', SITE_RULES.commandeer);
  if (!hasSkill(state, command.personnel, 'Computer Skill')) return problem('NO_COMPUTER_SKILL', `${bp(state, command.personnel).title} has no Computer Skill (or is stopped)`, SITE_RULES.commandeer);
  if (!unopposedHere(state, command.actor, site)) return problem('OPPOSED', 'your personnel at Ops are opposed', SITE_RULES.commandeer);
  return null;
}

export function commandeer(ctx: Ctx, command: CommandOf<'Commandeer'>): void {
  beginOrders(ctx, command.actor);
  const state = ctx.state;
  const affiliation = (bp(state, command.personnel).affiliations[0] ?? 'Non-Aligned') as Affiliation;
  // Terok Nor: "If commandeered by any personnel who is [Baj] or [Fed], flip card over" (to Deep Space 9).
  const flips = bp(state, command.facility).title === 'Terok Nor' && norTitle(state, command.facility) === 'Terok Nor' && (affiliation === 'Bajoran' || affiliation === 'Federation');
  ctx.emit({
    type: 'NorCommandeered',
    nor: command.facility,
    by: command.actor,
    from: state.cards[command.facility]!.owner,
    site: zoneArg(state.cards[command.personnel]!.zone),
    personnel: command.personnel,
    affiliation,
    ...(flips ? { flippedTo: 'Deep Space 9' } : {}),
    rule: SITE_RULES.commandeer,
  });
}

/** Legal commands: one per Computer Skill personnel of the player's unopposed at an opponent's Nor's Ops (none without a Nor). */
export function commandeerOffers(state: GameState, player: PlayerId, facilities: readonly { readonly iid: string; readonly owner: PlayerId }[]): CommandOf<'Commandeer'>[] {
  const out: CommandOf<'Commandeer'>[] = [];
  for (const facility of facilities) {
    if (facility.owner === player || !isNor(bp(state, facility.iid))) continue;
    for (const site of cardsIn(state, Z.sites(facility.iid))) {
      if (!siteSpecOf(bp(state, site))?.commandeer) continue;
      for (const personnel of cardsIn(state, Z.aboard(site))) {
        const command = { type: 'Commandeer' as const, actor: player, facility: facility.iid, personnel };
        if (!checkCommandeer(state, command)) out.push(command);
      }
    }
  }
  return out;
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const SITES_TARGETS = finding(['nor'], (state, player, _spec, self) => norTargets(state, player, self));
