/**
 * Legal targets of the target words in vocabulary-events.ts (issue 15, second pass), read by
 * `validTargets` (behaviour/play.ts). 1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS ›
 * Clarification: Triggered & Targeted Effects (no valid target, no play).
 */
import { bp } from '../context';
import { missionKind } from '../attempt/teams';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, zoneKind } from '../zones';
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import type { EventTarget } from './vocabulary-events';
import { personnelMatches } from './personnel-filter';
import { hasSpecialEquipment } from './ship-equipment';
import { finding } from './target-table';

/** One id per Away Team on a planet: its first personnel in zone order, per owner. */
function awayTeams(state: GameState): string[] {
  const out: string[] = [];
  for (const [zone, cards] of Object.entries(state.zones)) {
    if (zoneKind(zone) !== 'surface') continue;
    const seen = new Set<string>();
    for (const iid of cards) {
      const owner = state.cards[iid]!.owner;
      if (seen.has(owner) || bp(state, iid).type !== 'Personnel') continue;
      seen.add(owner);
      out.push(iid);
    }
  }
  return out;
}

function ships(state: GameState): string[] {
  return Object.values(state.cards)
    .filter((instance) => ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)) && bp(state, instance.iid).type === 'Ship')
    .map((instance) => instance.iid);
}

export function eventTargets(state: GameState, player: PlayerId, spec: EventTarget): string[] {
  switch (spec.kind) {
    case 'away-team':
      return awayTeams(state);
    case 'crew-or-away-team': {
      const teams = [...ships(state).filter((ship) => cardsIn(state, `aboard:${ship}`).length > 0), ...awayTeams(state)];
      const whose = spec.whose === 'yours' ? teams.filter((iid) => state.cards[iid]!.owner === player) : teams;
      if (!spec.with) return whose;
      // Issue 15 (helper holotos): the group's personnel of the card player: a ship's crew, or the Away Team's planet surface.
      return whose.filter((iid) => {
        const zone = bp(state, iid).type === 'Ship' ? `aboard:${iid}` : state.cards[iid]!.zone;
        const members = cardsIn(state, zone).filter((one) => state.cards[one]!.owner === player && bp(state, one).type === 'Personnel');
        return spec.with!.some((entry) => {
          const matching = members.filter((one) => personnelMatches(bp(state, one), entry.filter) && (!entry.skill || skillLevel(memberOf(state, one), entry.skill) > 0));
          // Issue 15 (helper tables): `levels` — the skill's levels summed ("has 4 Treachery": x2 counts twice).
          if (entry.levels && entry.skill) return matching.reduce((sum, one) => sum + skillLevel(memberOf(state, one), entry.skill!), 0) >= entry.atLeast;
          return matching.length >= entry.atLeast;
        });
      });
    }
    case 'any-location':
      return Object.keys(state.locations);
    case 'empty-ship-near-your-tractor':
      return ships(state).filter((ship) => {
        const zone = state.cards[ship]!.zone;
        if (zoneKind(zone) !== 'space' || cardsIn(state, `aboard:${ship}`).some((iid) => bp(state, iid).type === 'Personnel')) return false;
        return cardsIn(state, zone).some(
          (other) => other !== ship && state.cards[other]!.owner === player && hasSpecialEquipment(state, other, 'Tractor Beam'),
        );
      });
    case 'your-scanning-ship':
      return ships(state).filter((ship) => {
        const instance = state.cards[ship]!;
        const card = bp(state, ship);
        const location = locationOfZone(state, instance.zone);
        if (instance.owner !== player || !location || (card.ship?.staffing.icons.length ?? 0) < spec.staffingIcons) return false;
        if (missionKind(state, location) === (spec.mission === 'space' ? 'planet' : 'space')) return false;
        const crew = cardsIn(state, `aboard:${ship}`).filter((iid) => state.cards[iid]!.owner === player && !state.cards[iid]!.stopped && bp(state, iid).type === 'Personnel');
        return spec.skills.every((skill) => crew.some((iid) => skillLevel(memberOf(state, iid), skill) > 0));
      });
    case 'your-personnel-with-skilled-present':
      return Object.values(state.cards)
        .filter((instance) => {
          if (instance.owner !== player || !['aboard', 'surface'].includes(zoneKind(instance.zone)) || bp(state, instance.iid).type !== 'Personnel') return false;
          return cardsIn(state, instance.zone).some(
            (other) => other !== instance.iid && state.cards[other]!.owner === player && bp(state, other).type === 'Personnel' && skillLevel(memberOf(state, other), spec.skill) > 0,
          );
        })
        .map((instance) => instance.iid);
    case 'outpost':
      return Object.values(state.cards)
        .filter((instance) => zoneKind(instance.zone) === 'space' && bp(state, instance.iid).type === 'Facility' && bp(state, instance.iid).facilityKind === 'Outpost')
        .map((instance) => instance.iid);
    case 'your-ship-to-location':
      return ships(state)
        .filter((ship) => state.cards[ship]!.owner === player)
        .flatMap((ship) => Object.keys(state.locations).filter((location) => location !== locationOfZone(state, state.cards[ship]!.zone)).map((location) => `${ship}>${location}`));
    case 'planet-location':
      return Object.keys(state.locations).filter((location) => missionKind(state, location) !== 'space');
    case 'ship-orbiting-planet':
      return ships(state).filter((ship) => {
        const zone = state.cards[ship]!.zone;
        if (zoneKind(zone) !== 'space') return false;
        const location = zone.slice(zone.indexOf(':') + 1);
        return !!state.locations[location] && missionKind(state, location) !== 'space';
      });
  }
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const EVENT_TARGETS = finding(['away-team', 'crew-or-away-team', 'any-location', 'empty-ship-near-your-tractor', 'your-scanning-ship', 'your-personnel-with-skilled-present', 'outpost', 'your-ship-to-location', 'planet-location', 'ship-orbiting-planet'], (state, player, spec) => eventTargets(state, player, spec));
