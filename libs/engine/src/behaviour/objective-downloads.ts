/**
 * Issue 15 (objectives): the `cards-per-opponent-mission` target (vocabulary-objective-downloads.ts).
 * How many cards: one of each pick for every `per` missions the opponent seeded where the player has a
 * matching personnel (on the planet, aboard a ship or facility there). Which cards: the player's draw
 * deck (1E rulebook › DOWNLOADING: the draw deck searched; none while a card forbids downloads).
 *   1E rulebook › DOWNLOADING; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 */
import type { Card } from '@captains-log/cards';
import { blueprintOf } from '../card-facts';
import type { GameState, PlayerId } from '../types';
import { tableIndex } from '../table-index';
import { cardsIn, locationOfZone, Z, zoneKind } from '../zones';
import { personnelMatches } from './personnel-filter';
import { showsIcon } from './property-logos';
import { chosenCards } from './targets-events2';
import { checkDownloadable } from './downloads';
import type { PersonnelFilter } from './vocabulary-events2';
import type { ObjectiveDownloadTarget, PerMissionPick } from './vocabulary-objective-downloads';
import { finding } from './target-table';
import { behaviourOf } from './registry';
import { outsideCards } from './outside-the-game';

function other(player: PlayerId): PlayerId {
  return player === 'p1' ? 'p2' : 'p1';
}

/** The missions the opponent seeded where the player has a personnel the filter matches. */
export function opponentMissionsWithYours(state: GameState, player: PlayerId, spec: { readonly where: PersonnelFilter }): number {
  const opponent = other(player);
  const where = new Set<string>();
  for (const instance of tableIndex(state).inPlayBy[player] ?? []) {
    if (zoneKind(instance.zone) === 'atop' || !personnelMatches(blueprintOf(state, instance.iid), spec.where)) continue;
    const location = locationOfZone(state, instance.zone);
    if (location) where.add(location);
  }
  return [...where].filter((location) => (state.locations[location]?.missions ?? []).some((mission) => state.cards[mission]!.owner === opponent)).length;
}

function fits(card: Card, pick: PerMissionPick): boolean {
  if (!pick.types.includes(card.type)) return false;
  if (pick.affiliations && !card.affiliations.some((affiliation) => pick.affiliations!.includes(affiliation))) return false;
  if (pick.icons && !pick.icons.every((icon) => showsIcon(card, icon))) return false;
  if (pick.mentions && !new RegExp(`\\b${pick.mentions}\\b`, 'i').test(`${card.title} ${card.text ?? ''}`)) return false;
  return true;
}

/** A personnel's species: its first characteristic (the card list puts the species first), unless that is a gender. */
export function speciesOf(card: Card): string | undefined {
  const first = card.characteristics[0]?.trim();
  return first && !/^(male|female)$/i.test(first) ? first.toLowerCase() : undefined;
}

function speciesInPlay(state: GameState, player: PlayerId): Set<string> {
  const out = new Set<string>();
  for (const instance of tableIndex(state).inPlayBy[player] ?? []) {
    const card = blueprintOf(state, instance.iid);
    const species = card.type === 'Personnel' && zoneKind(instance.zone) !== 'atop' ? speciesOf(card) : undefined;
    if (species) out.add(species);
  }
  return out;
}

/** The draw-deck cards (and with `fromOutside` the cards outside the game) that fit some pick (and, for `new-species`, show a species not in play). */
function candidates(state: GameState, player: PlayerId, spec: Extract<ObjectiveDownloadTarget, { kind: 'cards-per-opponent-mission' }>): string[] {
  const present = spec.distinct === 'new-species' ? speciesInPlay(state, player) : undefined;
  // Issue 15 (helper outside): `fromOutside` — the cards the player brought from outside the game as well (outside-the-game.ts).
  const searched = spec.fromOutside ? [...cardsIn(state, Z.draw(player)), ...outsideCards(state, player)] : cardsIn(state, Z.draw(player));
  return searched.filter((iid) => {
    const card = blueprintOf(state, iid);
    if (!spec.picks.some((pick) => fits(card, pick))) return false;
    // The rules shared by every download (a card forbidding downloads, unless the player ignores it; uniqueness; limits).
    if (checkDownloadable(state, player, iid)) return false;
    if (!present) return true;
    const species = speciesOf(card);
    return species !== undefined && !present.has(species);
  });
}

/** Offered: `none`, and each fitting card alone (the first copy of each title); any set within the bounds is valid (isValidObjectiveDownload). */
export function objectiveDownloadTargets(state: GameState, player: PlayerId, spec: ObjectiveDownloadTarget): string[] {
  if (spec.kind === 'opposing-personnel-if-at-opponent-missions') return opposingPersonnelTargets(state, player, spec);
  if (spec.kind === 'equipment-per-opponent-mission') return equipmentOffers(state, player, spec);
  if (opponentMissionsWithYours(state, player, spec) < spec.per) return [];
  const seen = new Set<string>();
  const singles = candidates(state, player, spec).filter((iid) => {
    const title = blueprintOf(state, iid).title;
    if (seen.has(title)) return false;
    seen.add(title);
    return true;
  });
  return ['none', ...singles];
}

/** Each chosen card fills one free slot of a pick it fits (slots: one per pick for every `per` missions); the `distinct` rule holds among them. */
export function isValidObjectiveDownload(state: GameState, player: PlayerId, spec: ObjectiveDownloadTarget, target: string): boolean {
  if (spec.kind === 'opposing-personnel-if-at-opponent-missions') return opposingPersonnelTargets(state, player, spec).includes(target);
  if (spec.kind === 'equipment-per-opponent-mission') return equipmentSetValid(state, player, spec, target);
  const times = Math.floor(opponentMissionsWithYours(state, player, spec) / spec.per);
  if (times < 1) return false;
  const chosen = chosenCards(target);
  if (new Set(chosen).size !== chosen.length) return false;
  const allowed = new Set(candidates(state, player, spec));
  const left = spec.picks.map(() => times);
  const seen = new Set<string>();
  for (const iid of chosen) {
    if (!allowed.has(iid)) return false;
    const card = blueprintOf(state, iid);
    const key = spec.distinct === 'new-species' ? speciesOf(card) : spec.distinct === 'title' ? card.title : iid;
    if (key === undefined || seen.has(key)) return false;
    seen.add(key);
    const slot = spec.picks.findIndex((pick, index) => left[index]! > 0 && fits(card, pick));
    if (slot < 0) return false;
    left[slot] = left[slot]! - 1;
  }
  return true;
}

/** `opposing-personnel-if-at-opponent-missions`: the opponent's personnel in play the filter matches, while the condition holds. */
function opposingPersonnelTargets(state: GameState, player: PlayerId, spec: Extract<ObjectiveDownloadTarget, { kind: 'opposing-personnel-if-at-opponent-missions' }>): string[] {
  if (opponentMissionsWithYours(state, player, spec) < spec.atLeast) return [];
  const index = tableIndex(state);
  if (spec.yourShip && !(index.inPlayBy[player] ?? []).some((instance) => blueprintOf(state, instance.iid).type === 'Ship')) return [];
  return (index.inPlayBy[other(player)] ?? []).filter((instance) => zoneKind(instance.zone) !== 'atop' && personnelMatches(blueprintOf(state, instance.iid), spec.filter)).map((instance) => instance.iid);
}

/** The zones, by opponent mission location, where the player's personnel `where` matches are (planet surface, aboard their ship or facility). */
function zonesByMission(state: GameState, player: PlayerId, where: PersonnelFilter): Map<string, Set<string>> {
  const opponent = other(player);
  const out = new Map<string, Set<string>>();
  for (const instance of tableIndex(state).inPlayBy[player] ?? []) {
    if (zoneKind(instance.zone) === 'atop' || !personnelMatches(blueprintOf(state, instance.iid), where)) continue;
    const location = locationOfZone(state, instance.zone);
    if (!location || !(state.locations[location]?.missions ?? []).some((mission) => state.cards[mission]!.owner === opponent)) continue;
    if (!out.has(location)) out.set(location, new Set());
    out.get(location)!.add(instance.zone);
  }
  return out;
}

/** `equipment-per-opponent-mission`: `none`, and each equipment (first copy of a title in the draw deck) to each such place. */
function equipmentOffers(state: GameState, player: PlayerId, spec: Extract<ObjectiveDownloadTarget, { kind: 'equipment-per-opponent-mission' }>): string[] {
  const places = [...zonesByMission(state, player, spec.where).values()].flatMap((zones) => [...zones]);
  if (places.length === 0) return [];
  const seen = new Set<string>();
  const equipment = cardsIn(state, Z.draw(player)).filter((iid) => {
    const card = blueprintOf(state, iid);
    if (card.type !== 'Equipment' || seen.has(card.title) || checkDownloadable(state, player, iid)) return false;
    seen.add(card.title);
    return true;
  });
  return ['none', ...equipment.flatMap((iid) => places.map((zone) => `${iid}>${zone}`)), ...artifactOffers(state, player, spec)];
}

/** Issue 15 (facility downloads): the artifact used as equipment a spec allows now (enough missions), each to each of your ships of the affiliation. */
function artifactOffers(state: GameState, player: PlayerId, spec: Extract<ObjectiveDownloadTarget, { kind: 'equipment-per-opponent-mission' }>): string[] {
  if (!spec.artifact || zonesByMission(state, player, spec.where).size < spec.artifact.atMissions) return [];
  const ships = artifactShips(state, player, spec.artifact.shipAffiliation);
  const seen = new Set<string>();
  return cardsIn(state, Z.draw(player))
    .filter((iid) => {
      const title = blueprintOf(state, iid).title;
      if (seen.has(title) || !isArtifactAsEquipment(state, player, iid)) return false;
      seen.add(title);
      return true;
    })
    .flatMap((iid) => ships.map((ship) => `${iid}>${Z.aboard(ship)}`));
}

/** An artifact its script uses as equipment (it reports), downloadable now as the card permits it. */
export function isArtifactAsEquipment(state: GameState, player: PlayerId, iid: string): boolean {
  return blueprintOf(state, iid).type === 'Artifact' && behaviourOf(state.cards[iid]!.blueprint)?.play?.window.kind === 'report' && !checkDownloadable(state, player, iid, true);
}

function artifactShips(state: GameState, player: PlayerId, affiliation: string): string[] {
  return (tableIndex(state).inPlayBy[player] ?? []).filter((instance) => blueprintOf(state, instance.iid).type === 'Ship' && blueprintOf(state, instance.iid).affiliations.some((one) => one === affiliation)).map((instance) => instance.iid);
}

/** Each pair names a different draw-deck equipment and a place of a different such mission. */
function equipmentSetValid(state: GameState, player: PlayerId, spec: Extract<ObjectiveDownloadTarget, { kind: 'equipment-per-opponent-mission' }>, target: string): boolean {
  const byMission = zonesByMission(state, player, spec.where);
  if (byMission.size === 0) return false;
  const used = new Set<string>();
  const cards = new Set<string>();
  let artifacts = 0;
  for (const pair of chosenCards(target)) {
    const [iid, zone] = pair.split('>') as [string, string | undefined];
    // Issue 15 (facility downloads): the one artifact, to your ship of the affiliation, with enough missions.
    if (state.cards[iid] && blueprintOf(state, iid).type === 'Artifact') {
      artifacts += 1;
      if (artifacts > 1 || cards.has(iid) || state.cards[iid]!.zone !== Z.draw(player) || !artifactOffers(state, player, spec).includes(pair)) return false;
      cards.add(iid);
      continue;
    }
    if (!zone || cards.has(iid) || state.cards[iid]?.zone !== Z.draw(player) || blueprintOf(state, iid).type !== 'Equipment' || checkDownloadable(state, player, iid)) return false;
    const location = [...byMission.entries()].find(([, zones]) => zones.has(zone))?.[0];
    if (!location || used.has(location)) return false;
    used.add(location);
    cards.add(iid);
  }
  return true;
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const OBJECTIVE_DOWNLOADS_TARGETS = finding(['cards-per-opponent-mission', 'opposing-personnel-if-at-opponent-missions', 'equipment-per-opponent-mission'], (state, player, spec) => objectiveDownloadTargets(state, player, spec));
