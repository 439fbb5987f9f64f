/**
 * Equipment that "reports for free" (issue 15, incidents pass): it reports for duty like any
 * equipment but does not use the normal card play, on your turn before orders begin, as many as
 * you like (or once each turn, when the card says so). Read by `checkReport` and `report` (play.ts)
 * and offered by legalCommands once the normal card play is spent (`freeReportOffers`).
 *   1E rulebook › PLAYING "FOR FREE"; REPORTING FOR DUTY;
 *   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS ("(once each turn)").
 */
import { immediateFreePlayFor } from './immediate-free-plays';
import { groupMemberFromCard, type Card } from '@captains-log/cards';
import { bp, inPlayOf } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfCard, locationOfZone, Z } from '../zones';
import { freePlayUseTitle, freeReportHereKey } from './free-play-grants';
import { playsFree } from './free-plays';
import { holderMatches } from './modifiers-incidents';
import { behaviourOf } from './registry';
import { matchesReportFilter } from './report-aboard';
import { tableShipFreeReport } from './fleet-growth';
import { tableConditionHolds } from './table-conditions';
import { printedSkillLevel, skillPresentAboard } from './report-places';
import { showsIcon } from './property-logos';
import { fewDots } from './free-report-follow-ups';
import { markedThisTurn } from './free-report-there';
import { freeReportBan } from './free-play-bans';
import { norOfSite, norShows, placedSite } from './site-basics';
import { facilityCommandersAboard } from './facility-commanders';
import { namesExactly } from './romantic-partners';
import type { CardBehaviour } from './vocabulary';
import type { IncidentCPermit } from './vocabulary-incidents-c';
import { hasWords, isTitled } from '../card-facts';

export type FreeReport =
  /** For free, but only one card of this title each turn ("Reports for free (once each turn)"). */
  | { readonly kind: 'once-per-turn' }
  /** For free when it reports to a facility showing this icon ("may report to a [MQ] facility for free"). */
  | { readonly kind: 'to-facility-icon'; readonly icon: string }
  /** Issue 15 (report): for free when one of your personnel aboard the facility it reports to has one of these skills ("Reports for free if your Smuggling or Acquisition present"; report-places.ts). */
  | { readonly kind: 'if-skill-present'; readonly skills: readonly string[] };

/** The ability-use key of a once-each-turn free report (`CardAbilityUsed`, `state.abilityUses`). */
export function freeReportKey(behaviour: CardBehaviour): string {
  return `free report:${behaviour.title}`;
}

/** Whether the card's own text lets it report to `facility` for free now. */
function ownFree(state: GameState, player: PlayerId, card: string, facility: string): boolean {
  const behaviour = behaviourOf(state.cards[card]?.blueprint ?? '');
  const free = behaviour?.play?.free;
  if (!behaviour || !free) return false;
  if (free.kind === 'once-per-turn') return state.abilityUses?.[`${player}|${freeReportKey(behaviour)}`] !== state.turn?.number;
  if (free.kind === 'to-facility-icon') return !!state.cards[facility] && bp(state, facility).icons.some((icon) => icon.code === free.icon);
  if (free.kind === 'if-skill-present') return !!state.cards[facility] && free.skills.some((skill) => skillPresentAboard(state, facility, skill));
  return playsFree(state, player, behaviour, facility);
}

export type TablePermit = Extract<IncidentCPermit, { kind: 'free-report' }>;

/** The `free-report` permits on the player's table (and, issue 15 helper mixing, of their cards lying atop missions: Kolinahr), with the ability key of each card's title. */
function tablePermits(state: GameState, player: PlayerId): { key: string; permit: TablePermit; title: string; iid: string }[] {
  const out: { key: string; permit: TablePermit; title: string; iid: string }[] = [];
  const atop = Object.keys(state.locations).flatMap((location) => cardsIn(state, Z.atop(location)).filter((iid) => state.cards[iid]!.owner === player));
  for (const iid of [...cardsIn(state, Z.table(player)), ...atop]) {
    if (!state.cards[iid]!.faceUp) continue;
    const behaviour = behaviourOf(state.cards[iid]!.blueprint);
    for (const permit of behaviour?.permits ?? []) if (permit.kind === 'free-report') out.push({ key: permit.slot ? `${freeReportKey(behaviour!)}#${permit.slot}` : freeReportKey(behaviour!), permit, title: behaviour!.title, iid });
  }
  return out;
}

function placePasses(state: GameState, card: Card, facility: string, to: TablePermit['to'], mark?: { player: PlayerId; title: string }, source?: string): boolean {
  if (!to) return true;
  const place = state.cards[facility] ? bp(state, facility) : undefined;
  // Issue 15 (helper timeloc): a ship or facility at the location where the permitting card lies, or that location's own card.
  if (to.here) {
    const here = source ? locationOfCard(state, source) : null;
    return !!here && !!place && HERE_PLACES.has(place.type) && locationOfCard(state, facility) === here;
  }
  // Issue 15 (helper terok): a site of a Nor by the side it shows (nor-sides.ts).
  if (to.nor) {
    const placed = placedSite(state, facility);
    return !!placed && norShows(state, placed.nor, to.nor.titles, to.nor.icon);
  }
  if (!place || place.type !== 'Facility') return false;
  // Issue 15 (helper reports): only to the facility the card marked this turn (free-report-there.ts).
  if (to.marked) return !!mark && markedThisTurn(state, mark.player, mark.title, facility);
  if (to.region) return state.locations[locationOfZone(state, state.cards[facility]!.zone) ?? '']?.region === to.region;
  if (to.presentSkill) return skillPresentAboard(state, facility, to.presentSkill);
  // Issue 15 (helper tail3): any facility (not only an outpost) showing one of these affiliations.
  if (to.facilityOf) return place.affiliations.some((affiliation) => to.facilityOf!.includes(affiliation));
  if (place.facilityKind !== 'Outpost') return false;
  if (to.universal && !place.universal) return false;
  if (to.outpostOf && !place.affiliations.some((affiliation) => to.outpostOf!.includes(affiliation))) return false;
  if (to.matching && !place.affiliations.some((affiliation) => card.affiliations.includes(affiliation))) return false;
  return true;
}

/** The ability key of a card on the player's table that lets this personnel report there for free now (once each turn per title), else null. */
export function tableFreeReport(state: GameState, player: PlayerId, card: string, facility: string, onlyTitles?: readonly string[]): string | null {
  const printed = bp(state, card);
  // Issue 15 (incidents-f): "or an [Equipment] with "MEDICAL" in gametext" (permit `equipmentText`).
  if (printed.type === 'Equipment') {
    const permits = tablePermits(state, player);
    return permits.length === 0 ? null : tableEquipmentFreeReport(state, player, printed, facility, permits);
  }
  const personnel = printed.type === 'Personnel' && !!printed.personnel;
  if (!personnel && printed.type !== 'Ship') return null;
  const all = tablePermits(state, player);
  // Issue 15 (helper incidents): only the cards a `no-free-reports` ban leaves their free reports (free-play-bans.ts).
  const permits = onlyTitles ? all.filter(({ title }) => onlyTitles.includes(title)) : all;
  if (permits.length === 0) return null;
  // Issue 15 (incidents-f): "play a % Excelsior-… class ship for free (once per game per class)" (fleet-growth.ts).
  if (printed.type === 'Ship') {
    const byClass = tableShipFreeReport(state, player, printed, permits, (to) => placePasses(state, printed, facility, to));
    if (byClass) return byClass;
  }
  const member = personnel ? groupMemberFromCard(printed) : undefined;
  for (const { key, permit, title, iid } of permits) {
    if (state.abilityUses?.[`${player}|${key}`] === state.turn?.number) continue;
    if (permit.equipmentText !== undefined || permit.shipClasses !== undefined) continue;
    if (!(permit.types ?? ['Personnel']).includes(printed.type as 'Personnel' | 'Ship')) continue;
    // Issue 15 (events of later sets): a ship is matched by the printed affiliations and icons ("your [Bor] cards").
    if (!member) {
      if (!shipPasses(printed, permit.who)) continue;
    } else if (!holderMatches(state, card, member, permit.who) || (permit.except ?? []).some((holder) => holderMatches(state, card, member, holder))) continue;
    if (permit.universal !== undefined && printed.universal !== permit.universal) continue;
    if (permit.enigma && !printed.enigma) continue;
    if (permit.lore && !permit.lore.some((phrase) => (printed.lore ?? '').toLowerCase().includes(phrase.toLowerCase()))) continue;
    // Issue 15 (events of later sets): a permission that holds only while the table allows it (table-conditions.ts).
    if (permit.whenAny && !permit.whenAny.some((condition) => tableConditionHolds(state, player, condition))) continue;
    if (permit.unlessAny?.some((condition) => tableConditionHolds(state, player, condition))) continue;
    if (permit.dotsAtMost !== undefined && !fewDots(state, card, permit.dotsAtMost)) continue;
    if (permit.notInPlay && inPlayOf(state, player).some((instance) => bp(state, instance.iid).title === printed.title)) continue;
    if (permit.loreNamesYours && !loreNamesYours(state, player, printed, permit.loreNamesYours)) continue;
    if (permit.sameGroupAs && !sameGroupAsYours(state, player, card, printed, permit.sameGroupAs)) continue;
    if (placePasses(state, printed, facility, permit.to, { player, title }, iid)) return key;
  }
  return null;
}

/** Issue 15 (helper dqv): `printed` shares a `prefix` characteristic (a sect) with another personnel of `player` in play that has the `leader` characteristic. */
function sameGroupAsYours(state: GameState, player: PlayerId, card: string, printed: Card, group: { readonly leader: string; readonly prefix: string }): boolean {
  const lower = (text: string) => text.toLowerCase();
  const groups = printed.characteristics.map(lower).filter((one) => one.startsWith(lower(group.prefix)));
  if (groups.length === 0) return false;
  return inPlayOf(state, player).some((instance) => {
    if (instance.iid === card || !instance.faceUp) return false;
    const leader = bp(state, instance.iid);
    return leader.type === 'Personnel' && leader.characteristics.some((one) => lower(one) === lower(group.leader)) && leader.characteristics.some((one) => groups.includes(lower(one)));
  });
}

/**
 * Issue 15 (helper turns): the card's lore names (exact title) a personnel of `player` in play with one of `characteristics`;
 * issue 15 (helper tail4): that personnel showing `icons`, a leader (`leader`), or (`either`) naming the card in its own lore
 * (1E rulebook › Clarifications: Named In Lore).
 */
function loreNamesYours(state: GameState, player: PlayerId, printed: Card, rule: NonNullable<TablePermit['loreNamesYours']>): boolean {
  const names = (lore: string | undefined, title: string) => !!lore && lore.split(/(?<=[.!?])\s+/).some((sentence) => namesExactly(sentence, title));
  const wanted = rule.characteristics?.map((c) => c.toLowerCase());
  return inPlayOf(state, player).some((instance) => {
    const card = bp(state, instance.iid);
    if (card.type !== 'Personnel' || card.title === printed.title) return false;
    if (wanted && !card.characteristics.some((c) => wanted.includes(c.toLowerCase()))) return false;
    if (rule.icons && !rule.icons.every((code) => showsIcon(card, code))) return false;
    if (rule.leader && card.personnel?.classification !== 'OFFICER' && printedSkillLevel(card, 'Leadership') <= 0) return false;
    return names(printed.lore, card.title) || (rule.either === true && names(card.lore, printed.title));
  });
}

function tableEquipmentFreeReport(state: GameState, player: PlayerId, printed: Card, facility: string, permits: readonly { key: string; permit: TablePermit }[]): string | null {
  for (const { key, permit } of permits) {
    if ((permit.equipmentText === undefined && permit.equipmentTitleWord === undefined) || state.abilityUses?.[`${player}|${key}`] === state.turn?.number) continue;
    if (permit.equipmentText !== undefined && !(printed.text ?? '').includes(permit.equipmentText)) continue;
    // Issue 15 (helper reports): "an [Equipment] with "Reman" in title", under the permit's table conditions.
    if (permit.equipmentTitleWord !== undefined && !hasWords(printed.title, permit.equipmentTitleWord, true)) continue;
    if (permit.whenAny && !permit.whenAny.some((condition) => tableConditionHolds(state, player, condition))) continue;
    if (permit.unlessAny?.some((condition) => tableConditionHolds(state, player, condition))) continue;
    if (placePasses(state, printed, facility, permit.to)) return key;
  }
  return null;
}

/** A ship passes a free-report permit's holder filter by its printed affiliations and icons. */
function shipPasses(printed: Card, who: TablePermit['who']): boolean {
  if (who.affiliations && !printed.affiliations.some((affiliation) => who.affiliations!.includes(affiliation))) return false;
  return !who.icons || who.icons.every((code) => printed.icons.some((icon) => icon.code === code));
}

/** Issue 15 (helper timeloc): the places a `to: { here: true }` free report reaches (the location's own card: a time location's, a mission's). */
const HERE_PLACES = new Set(['Facility', 'Ship', 'Mission', 'Time Location']);

/**
 * Issue 15 (helper timeloc): for a report to a mission or time location by its text (missions-reports.ts), the key of a
 * `free-report` permit of `player`'s reaching it "here" (`to.here`) that makes it free now, else null. Only such
 * permits: the others name facilities (or no place) and never reached a report by a mission's text.
 */
export function hereFreeReport(state: GameState, player: PlayerId, card: string, mission: string): string | null {
  // A card forbidding free reports leaves only the permits of the cards it exempts (free-play-bans.ts).
  const ban = freeReportBan(state, player, card, mission);
  const titles = tablePermits(state, player)
    .filter(({ permit, title }) => permit.to?.here && (!ban || ban.includes(title)))
    .map(({ title }) => title);
  return titles.length === 0 ? null : tableFreeReport(state, player, card, mission, titles);
}

/** Whether reporting `card` to `facility` is free for `player` now (its own text, a card on the player's table, or the place's text). */
export function reportsFree(state: GameState, player: PlayerId, card: string, facility: string): boolean {
  if (reportsFreeByCards(state, player, card, facility)) return true;
  return freeReportBan(state, player, card, facility) === undefined && immediateFreePlayFor(state, player, card, facility);
}

/** Free by a card's standing text (its own, a table card's, the place's), not by a free play just opened (immediate-free-plays.ts). */
export function reportsFreeByCards(state: GameState, player: PlayerId, card: string, facility: string): boolean {
  // Issue 15 (helper incidents): a card of the player's forbids free reports, but perhaps its own (free-play-bans.ts).
  const ban = freeReportBan(state, player, card, facility);
  if (ban) return ban.length > 0 && tableFreeReport(state, player, card, facility, ban) !== null;
  return ownFree(state, player, card, facility) || tableFreeReport(state, player, card, facility) !== null || placeFreeReport(state, player, card, facility) !== undefined;
}

/**
 * Issue 15 (ships and facilities): the place's own text lets the card report there for free
 * ("Your {Balok} may report aboard (for free)": `report-aboard` with `free`; "Once each turn, one
 * unique drone may report for free here": `free-report-here`). The ability key to spend (once each
 * turn), '' when nothing is spent, undefined when not free.
 */
export function placeFreeReport(state: GameState, player: PlayerId, card: string, place: string): string | undefined {
  const host = state.cards[place];
  const own = host ? behaviourOf(host.blueprint)?.permits : undefined;
  // Issue 15 (assorted): a card of the place's owner lying on it lets cards report aboard for free too (45th Rule of Acquisition).
  const hosted = host ? hostedPermits(state, place) : [];
  if (!own && hosted.length === 0) return undefined;
  const printed = bp(state, card);
  const title = bp(state, place).title;
  const permits = [...(own ?? []).map((permit) => ({ permit, from: undefined as string | undefined })), ...hosted];
  for (const { permit, from } of permits) {
    const once = permit.kind === 'report-aboard' ? permit.free === 'once-per-turn' : permit.kind === 'free-report-here' ? permit.oncePerTurn === true : false;
    if (permit.kind === 'report-aboard' && !permit.free) continue;
    if (permit.kind === 'report-aboard' && permit.freeWhileAboardIcon && !ownerAboardWithIcon(state, place, permit.freeWhileAboardIcon)) continue;
    if (permit.kind !== 'report-aboard' && permit.kind !== 'free-report-here') continue;
    // Issue 15 (helper finish): or the place's owner has a card letting this one use the place as if it matched (Dominion Command).
    if (!matchesReportFilter(printed, permit.filter) && !(from === undefined && permit.kind === 'free-report-here' && usesPlaceAs(state, host!.owner, title, printed)))
      continue;
    // Issue 15 (lead): a ship whose matching commander is the owner's facility commander aboard, once per game per commander.
    if (permit.kind === 'free-report-here' && permit.commanderShip) {
      const commander = facilityCommandersAboard(state, player, norOfSite(state, place) ?? place).find(
        (iid) => printed.commandedBy.some((name) => isTitled(bp(state, iid), name) || bp(state, iid).persona.includes(name)) && state.abilityUses?.[`${player}|${commanderShipKey(from ?? title, bp(state, iid).title)}`] === undefined,
      );
      if (!commander) continue;
      return commanderShipKey(from ?? title, bp(state, commander).title);
    }
    // Issue 15 (helper incidents): a once-each-turn `free-report-here` of a card lying on the place is that card's own use
    // (Guess Who's Coming to Dinner on The Great Hall: two free reports a turn, one by each card).
    const key = from !== undefined && permit.kind === 'free-report-here' ? `free report:${from}` : freeReportHereKey(title);
    if (once && state.abilityUses?.[`${player}|${key}`] === state.turn?.number) continue;
    // Issue 15 (ships, pass E): "one X OR one {HQ} card" — spent too by the place's free play of the other kind (free-play-grants.ts).
    if (once && from === undefined && behaviourOf(host!.blueprint)?.grantsFreePlay?.sharedWithFreeReport && state.abilityUses?.[`${player}|${freePlayUseTitle(title)}`] === state.turn?.number) continue;
    return once ? key : '';
  }
  return undefined;
}

/**
 * Issue 15 (helper finish): a face-up card of the place's owner in play has a `free-report-here-as` permit naming the place's
 * title whose `who` the card matches ("your compatible Vorta … may use Central Command as if Cardassian Guls").
 */
function usesPlaceAs(state: GameState, owner: PlayerId, place: string, card: Card): boolean {
  return inPlayOf(state, owner).some(
    (instance) =>
      instance.faceUp !== false &&
      (behaviourOf(instance.blueprint)?.permits ?? []).some((permit) => permit.kind === 'free-report-here-as' && permit.place === place && matchesReportFilter(card, permit.who)),
  );
}
/** The once-per-game key of a `commanderShip` free report: the card's title and the facility commander's. */
const commanderShipKey = (card: string, commander: string) => `free report:${card}@${commander}`;

/** The permits of the face-up cards the place's owner has lying on it, with the title of the card each is on. */
function hostedPermits(state: GameState, place: string): { permit: NonNullable<CardBehaviour['permits']>[number]; from: string }[] {
  const owner = state.cards[place]!.owner;
  // Issue 15 (lead): a site's Nor too — reporting to a Nor is reporting to one of its sites (1E DS9 expansion rules › REPORTING CARDS FOR DUTY).
  const nor = norOfSite(state, place);
  return [...cardsIn(state, Z.on(place)), ...(nor ? cardsIn(state, Z.on(nor)) : [])].flatMap((iid) => {
    if (!state.cards[iid]!.faceUp || state.cards[iid]!.owner !== owner) return [];
    const behaviour = behaviourOf(state.cards[iid]!.blueprint);
    return (behaviour?.permits ?? []).map((permit) => ({ permit, from: behaviour!.title }));
  });
}

/** Issue 15 (ships, pass E): one of the place's owner's personnel aboard shows the icon (Borg Tactical Cube: "if a [Def] personnel"). */
function ownerAboardWithIcon(state: GameState, place: string, icon: string): boolean {
  const owner = state.cards[place]!.owner;
  return cardsIn(state, Z.aboard(place)).some((iid) => state.cards[iid]!.owner === owner && bp(state, iid).type === 'Personnel' && bp(state, iid).icons.some((shown) => shown.code === icon));
}

/** Whether any of the player's ships or facilities in play lets cards report to it for free (legalCommands looks no further otherwise). */
function freePlaceInPlay(state: GameState, player: PlayerId): boolean {
  return inPlayOf(state, player).some((instance) =>
    behaviourOf(instance.blueprint)?.permits?.some((permit) => permit.kind === 'free-report-here' || (permit.kind === 'report-aboard' && permit.free !== undefined)) ?? false,
  );
}

/** The ability key to spend for this free report: the card's own once-each-turn, or the table card's; null when nothing is spent. */
export function freeReportSpent(state: GameState, player: PlayerId, card: string, facility: string): string | null {
  const ban = freeReportBan(state, player, card, facility);
  if (ban) return ban.length > 0 ? tableFreeReport(state, player, card, facility, ban) : null;
  if (ownFree(state, player, card, facility)) {
    const behaviour = behaviourOf(state.cards[card]!.blueprint)!;
    return behaviour.play?.free?.kind === 'once-per-turn' ? freeReportKey(behaviour) : null;
  }
  const table = tableFreeReport(state, player, card, facility);
  if (table !== null) return table;
  return placeFreeReport(state, player, card, facility) || null;
}

/** Whether a card in hand may have a free report at all (legalCommands looks no further for the others). */
export function mayReportFree(state: GameState, player: PlayerId, card: string): boolean {
  if (behaviourOf(state.cards[card]?.blueprint ?? '')?.play?.free !== undefined && bp(state, card).type !== 'Personnel') return true;
  if (bp(state, card).type === 'Personnel' && tablePermits(state, player).length > 0) return true;
  if (bp(state, card).type === 'Equipment' && tablePermits(state, player).some(({ permit }) => permit.equipmentText !== undefined || permit.equipmentTitleWord !== undefined)) return true;
  if (bp(state, card).type === 'Ship' && tablePermits(state, player).some(({ permit }) => permit.shipClasses !== undefined)) return true;
  if (bp(state, card).type === 'Ship' && tablePermits(state, player).some(({ permit }) => permit.types?.includes('Ship'))) return true;
  // Issue 15 (lead): a free play a card just opened (immediate-free-plays.ts).
  if (immediateFreePlayFor(state, player, card, state.immediateFreePlay?.aboard)) return true;
  return freePlaceInPlay(state, player);
}
