/**
 * Issue 15 (helper evint): "plays on any non-Borg ship at a nebula" (Isabella) — a ship, either player's,
 * at a location whose mission card carries a characteristic (the card list's keywords: "Nebula"), not of
 * any of `notAffiliations` (its affiliation as it stands now: blueprintOf reads commandeering).
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS › Clarification: Triggered & Targeted Effects
 *   (no valid target, no play).
 */
import { blueprintOf } from '../card-facts';
import { bp } from '../context';
import { locationOfZone, zoneKind } from '../zones';
import { finding } from './target-table';

export type ShipAtMissionKindTarget =
  /** Any ship in space, docked or landed at a location whose mission shows `characteristic`, not of `notAffiliations`. */
  { readonly kind: 'ship-at-mission-characteristic'; readonly characteristic: string; readonly notAffiliations?: readonly string[] };

/** For the catalogue test and the README. */
export const SHIP_AT_MISSION_KIND_WORDS: readonly string[] = ['target:ship-at-mission-characteristic'];

export const SHIP_AT_MISSION_KIND_TARGETS = finding(['ship-at-mission-characteristic'], (state, _player, spec) =>
  Object.values(state.cards)
    .filter((instance) => ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)) && bp(state, instance.iid).type === 'Ship')
    .filter((instance) => {
      const location = locationOfZone(state, instance.zone);
      const missions = location ? (state.locations[location]?.missions ?? []) : [];
      if (!missions.some((mission) => bp(state, mission).characteristics.includes(spec.characteristic))) return false;
      const affiliations: readonly string[] = blueprintOf(state, instance.iid).affiliations;
      return !(spec.notAffiliations ?? []).some((affiliation) => affiliations.includes(affiliation));
    })
    .map((instance) => instance.iid),
);
