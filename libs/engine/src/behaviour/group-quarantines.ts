/**
 * Issue 15 (helper partials): a card lying on a personnel that quarantines that personnel's crew or Away Team and
 * (`noPooling`) bars it from pooling skills — "crew or Away Team is quarantined and may not pool their skills" (Blood
 * Screening, lying on an infiltrating shape-shifter).
 * Card field `quarantinesHostGroup` (joined to CardBehaviour with one line), read while the card lies face up on a
 * personnel aboard a ship or facility or on a planet; the group is everyone in that place (the host's crew or Away Team):
 * - quarantine: attempt/ongoing.ts › quarantinedBy — none of them may leave by moving, beaming or walking (play.ts ›
 *   checkMovers); others may still join, and then belong to the quarantined group;
 * - no pooling: attempt/requirements.ts › meetGroup — a requirement checked for a group of two or more that includes one
 *   of them is met only when one of the group meets it alone (1E current rulings › pooling skills: "two or more
 *   personnel combining their skills together for a dilemma, mission, etc."); a lone personnel is checked as before.
 *   1E rulebook › QUARANTINED ("personnel may board …, but none may leave"); 1E current rulings › pooling skills.
 * Decisions: attributes (STRENGTH>40 …) count as part of what a group pools (a single personnel must reach them alone);
 * a ship's special-equipment skills are not added to that lone personnel (they are pooled with the crew).
 * Speed: the blueprints with the word are found once per game (blueprints-where.ts); a game without them costs a lookup.
 */
import { bp } from '../context';
import type { GameState } from '../types';
import { zoneArg, zoneKind } from '../zones';
import { blueprintsWhere } from './blueprints-where';
import { behaviourOf } from './registry';

export interface HostGroupQuarantine {
  /** The group may not pool skills either. */
  readonly noPooling?: true;
}

/** For the catalogue test. */
export const GROUP_QUARANTINE_WORDS: readonly string[] = ['field:quarantinesHostGroup', 'quarantinesHostGroup.noPooling'];

const hasWord = (behaviour: { readonly quarantinesHostGroup?: HostGroupQuarantine }): boolean => !!behaviour.quarantinesHostGroup;

/** The places under such a card now: the host's zone, the card and its word. */
function quarantinedPlaces(state: GameState): { zone: string; card: string; word: HostGroupQuarantine }[] {
  const ids = blueprintsWhere(state, hasWord);
  if (ids.size === 0) return [];
  const places: { zone: string; card: string; word: HostGroupQuarantine }[] = [];
  for (const instance of Object.values(state.cards)) {
    if (!ids.has(instance.blueprint) || !instance.faceUp || zoneKind(instance.zone) !== 'on') continue;
    const host = state.cards[zoneArg(instance.zone)];
    if (!host || bp(state, host.iid).type !== 'Personnel' || !['aboard', 'surface'].includes(zoneKind(host.zone))) continue;
    places.push({ zone: host.zone, card: instance.iid, word: behaviourOf(instance.blueprint)!.quarantinesHostGroup! });
  }
  return places;
}

/** The title of the card quarantining the group `card` (a personnel) belongs to, or null. */
export function groupQuarantinedBy(state: GameState, card: string): string | null {
  const instance = state.cards[card];
  if (!instance) return null;
  const place = quarantinedPlaces(state).find((one) => one.zone === instance.zone);
  return place ? bp(state, place.card).title : null;
}

/** Whether the group `ids` (two or more) includes a personnel of a group that may not pool skills. */
export function poolingBarred(state: GameState, ids: readonly string[]): boolean {
  if (ids.length < 2) return false;
  const places = quarantinedPlaces(state).filter((one) => one.word.noPooling);
  if (places.length === 0) return false;
  return ids.some((iid) => places.some((one) => one.zone === state.cards[iid]?.zone));
}
