/**
 * Which personnel a holder's modifier or a count reaches (`PersonnelFilter`, vocabulary-events2.ts),
 * read from printed facts only, so that no modifier depends on another one.
 */
import type { Card } from '@captains-log/cards';
import { blueprintOf, titledAmong } from '../card-facts';
import type { GameState, PlayerId } from '../types';
import { zoneKind } from '../zones';
import type { PersonnelFilter } from './vocabulary-events2';
import { tableIndex } from '../table-index';

/** Whether a personnel card matches a filter (printed facts only, so no modifier reads another). */
export function personnelMatches(card: Card, filter: PersonnelFilter): boolean {
  if (card.type !== 'Personnel') return false;
  const icons = card.icons.map((icon) => icon.code);
  if (filter.affiliation && !card.affiliations.includes(filter.affiliation as never)) return false;
  if (filter.notAffiliation && card.affiliations.includes(filter.notAffiliation as never)) return false;
  if (filter.icons && !filter.icons.every((icon) => icons.includes(icon))) return false;
  if (filter.property && card.property !== filter.property) return false;
  if (filter.notIcons?.some((icon) => icons.includes(icon))) return false;
  if (filter.universal !== undefined && card.universal !== filter.universal) return false;
  if (filter.classification && card.personnel?.classification !== filter.classification) return false;
  if (filter.notClassification && card.personnel?.classification === filter.notClassification) return false;
  if (filter.skill && !(card.personnel?.skillBox.skills ?? []).some((skill) => skill.name.toLowerCase() === filter.skill!.toLowerCase())) return false;
  if (filter.skill && filter.skillLevel && !(card.personnel?.skillBox.skills ?? []).some((skill) => skill.name.toLowerCase() === filter.skill!.toLowerCase() && skill.level >= filter.skillLevel!)) return false;
  if (filter.notSkill && (card.personnel?.skillBox.skills ?? []).some((skill) => skill.name.toLowerCase() === filter.notSkill!.toLowerCase())) return false;
  if (filter.titles && !titledAmong(filter.titles, card)) return false;
  if (filter.characteristic && !card.characteristics.some((one) => one.toLowerCase() === filter.characteristic!.toLowerCase())) return false;
  if (filter.species && !card.characteristics.some((one) => one.toLowerCase().split('/').includes(filter.species!.toLowerCase()))) return false;
  if (filter.anyOf && !filter.anyOf.some((one) => personnelMatches(card, one))) return false;
  return true;
}

/** The player's personnel in play (on the table: aboard, on planets, in facilities) matching `filter`. */
export function personnelInPlay(state: GameState, player: PlayerId | null, filter: PersonnelFilter): string[] {
  return (player === null ? tableIndex(state).inPlay : tableIndex(state).inPlayBy[player])
    .filter((instance) => zoneKind(instance.zone) !== 'atop' && personnelMatches(blueprintOf(state, instance.iid), filter))
    .map((instance) => instance.iid);
}
