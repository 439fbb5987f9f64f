/**
 * Issue 15 (events of later sets): conditions on the table that gate a card's lasting permission —
 * "once each turn, if all your ships in play are [Hir] or a [Self] card is in play, you may report …"
 * (Hirogen Hunt: Coordinated Effort) — and "immune to {Kevin Uxbridge} if all your personnel are
 * [22]" (Grappler: Shuttlepod Retrieval). Read by the free-report permit (free-reports.ts, field
 * `whenAny`) and by `immuneTo` (modifiers-incidents.ts, field `immuneWhile`).
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects while in play);
 *   MISCELLANEOUS RULES › "IN PLAY" (cards face up on the table or the spaceline).
 */
import { isNor } from './site-basics';
import type { Card } from '@captains-log/cards';
import { blueprintOf, isHomeworld, titledAmong, isTitled } from '../card-facts';
import { locationOfZone } from '../zones';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { shipMatches } from './modifiers-incidents';
import { personnelMatches } from './personnel-filter';
import type { PersonnelFilter } from './vocabulary-events2';
import type { ShipFilter } from './vocabulary-incidents';
import { showsIcon } from './property-logos';
import { behaviourOf } from './registry';

/** One condition on the table, relative to the card's owner. */
export type TableCondition =
  /** Every ship the owner has in play passes the filter (and they have at least one). */
  | { readonly kind: 'all-your-ships'; readonly ships: ShipFilter }
  /** A card showing this icon is in play, face up, on either side ("a [Self] card is in play"). */
  | { readonly kind: 'card-with-icon-in-play'; readonly icon: string }
  /** Every personnel the owner has in play passes the filter ("all your personnel are [22]"; none counts as all). */
  | { readonly kind: 'all-your-personnel'; readonly filter: PersonnelFilter }
  /** Issue 15 (helper ds9mirror): every facility the owner has in play shows all these icons ("while all your facilities are [Maq]"; none counts as all). */
  | { readonly kind: 'all-your-facilities'; readonly icons: readonly string[] }
  /** Issue 15 (helper mixing): the owner has no card with this title in play ('if you do not have {Protect the Timeline} in play': Kolinahr). */
  | { readonly kind: 'none-titled-in-play'; readonly title: string }
  /** Issue 15 (helper reports): a personnel of the owner with one of these names (title or persona) is at a mission location, none of whose missions is a homeworld with `notHomeworld` ("while your {Gowron} is at a non-homeworld mission"). */
  | { readonly kind: 'your-personnel-at-mission'; readonly names: readonly string[]; readonly notHomeworld?: true }
  /** Issue 15 (helper reports): the owner has a face-up card with one of these titles in play ("if you have {Battle Stations: Sovereign Class} in play"). */
  | {
      readonly kind: 'your-card-in-play';
      readonly titles?: readonly string[];
      /** A title beginning with one of these ("a {treaty}": `Treaty`). */
      readonly titlePrefixes?: readonly string[];
      /** A [Non] card: Non-Aligned affiliation. */
      readonly nonAligned?: true;
      /** A time location (a card whose script has `timeLocation`). */
      readonly timeLocation?: true;
      /** A headquarters facility. */
      readonly headquarters?: true;
      /** Issue 15 (helper incidents): a Nor (site-basics.ts › isNor: "if you control a Nor"). */
      readonly nor?: true;
    };

const CONDITIONS: { readonly [K in TableCondition['kind']]: (state: GameState, owner: PlayerId, condition: Extract<TableCondition, { kind: K }>) => boolean } = {
  'all-your-ships': (state, owner, condition) => {
    const ships = (tableIndex(state).inPlayBy[owner] ?? []).filter((instance) => blueprintOf(state, instance.iid).type === 'Ship');
    return ships.length > 0 && ships.every((instance) => shipMatches(blueprintOf(state, instance.iid), condition.ships, state, instance.iid));
  },
  'card-with-icon-in-play': (state, _owner, condition) => tableIndex(state).inPlay.some((instance) => instance.faceUp && showsIcon(blueprintOf(state, instance.iid), condition.icon)),
  'all-your-personnel': (state, owner, condition) =>
    (tableIndex(state).inPlayBy[owner] ?? []).every((instance) => blueprintOf(state, instance.iid).type !== 'Personnel' || personnelMatches(blueprintOf(state, instance.iid), condition.filter)),
  'all-your-facilities': (state, owner, condition) =>
    (tableIndex(state).inPlayBy[owner] ?? []).every((instance) => blueprintOf(state, instance.iid).type !== 'Facility' || condition.icons.every((icon) => showsIcon(blueprintOf(state, instance.iid), icon))),
  'none-titled-in-play': (state, owner, condition) => !(tableIndex(state).inPlayBy[owner] ?? []).some((instance) => instance.faceUp && blueprintOf(state, instance.iid).title === condition.title),
  'your-personnel-at-mission': (state, owner, condition) =>
    (tableIndex(state).inPlayBy[owner] ?? []).some((instance) => {
      const card = blueprintOf(state, instance.iid);
      if (card.type !== 'Personnel' || !instance.faceUp || !condition.names.some((name) => isTitled(card, name) || card.persona.includes(name))) return false;
      const missions = state.locations[locationOfZone(state, instance.zone) ?? '']?.missions ?? [];
      return missions.length > 0 && (!condition.notHomeworld || !missions.some((mission) => state.cards[mission] && isHomeworld(blueprintOf(state, mission))));
    }),
  'your-card-in-play': (state, owner, condition) => yourCardInPlay(state, owner, condition, (iid) => blueprintOf(state, iid)),
};

export type YourCardInPlay = Extract<TableCondition, { kind: 'your-card-in-play' }>;

/** `your-card-in-play`, reading each card with `read` (table-icon-grants.ts reads the printed card, so that an icon grant's condition does not read icon grants). */
export function yourCardInPlay(state: GameState, owner: PlayerId, condition: YourCardInPlay, read: (iid: string) => Card): boolean {
  return (tableIndex(state).inPlayBy[owner] ?? []).some((instance) => {
    if (!instance.faceUp) return false;
    const card = read(instance.iid);
    return (
      (titledAmong(condition.titles, card) ?? false) ||
      (condition.titlePrefixes?.some((prefix) => card.title.startsWith(prefix)) ?? false) ||
      (condition.nonAligned === true && card.affiliations.includes('Non-Aligned' as never)) ||
      (condition.timeLocation === true && behaviourOf(instance.blueprint)?.timeLocation !== undefined) ||
      (condition.headquarters === true && card.type === 'Facility' && card.facilityKind === 'Headquarters') ||
      (condition.nor === true && isNor(card))
    );
  });
}

/** Whether the condition holds for the card owner `owner` now. */
export function tableConditionHolds(state: GameState, owner: PlayerId, condition: TableCondition): boolean {
  return (CONDITIONS[condition.kind] as (s: GameState, o: PlayerId, c: TableCondition) => boolean)(state, owner, condition);
}

/** "Immune to {X} if …": the titles it is immune to while every condition holds for its owner (CardBehaviour.immuneWhile). */
export interface ImmuneWhile {
  readonly titles: readonly string[];
  readonly conditions: readonly TableCondition[];
}

/** For the README and the catalogue. */
export const TABLE_CONDITION_WORDS: readonly TableCondition['kind'][] = ['all-your-ships', 'card-with-icon-in-play', 'all-your-personnel', 'all-your-facilities', 'none-titled-in-play', 'your-personnel-at-mission', 'your-card-in-play'];
