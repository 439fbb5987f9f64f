/**
 * A card atop a mission that adds the skills of ships at its location to the mission's requirements (issue 15,
 * helper evq): Vulcan Observation.
 *   - card field `addsShipSkillsToMission: { affiliations, doubledAtIcons }`: while it lies face up atop the mission,
 *     each ship (anyone's) at that location — in space, docked or landed — of one of `affiliations` adds every
 *     regular skill it carries (ship-equipment.ts › shipSkills: "Ships with Skills") to the mission's requirements,
 *     twice over when the mission shows one of `doubledAtIcons`; read where a mission attempt checks its requirements
 *     (attempt/flow.ts › solve), after every other change (the addition joins each alternative: requirement-additions.ts).
 *   - mission target filter `opponents` (missions-incidents-c.ts): a mission the other player seeded there.
 *   1E rulebook › SOLVING THE MISSION (the mission's requirements); SKILLS › Clarifications: Ships with Skills;
 *   THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects while in play).
 */
import { bp } from '../context';
import type { GameState } from '../types';
import { cardsIn, locationOfZone, Z, zoneKind } from '../zones';
import { tableIndex } from '../table-index';
import { behaviourOf } from './registry';
import { shipSkills } from './ship-equipment';

export interface AddsShipSkillsToMission {
  /** The ships counted: of one of these affiliations now. */
  readonly affiliations: readonly string[];
  /** The additions count twice at a mission showing one of these affiliation icons. */
  readonly doubledAtIcons?: readonly string[];
}

export const SHIP_SKILL_REQUIREMENT_WORDS: readonly string[] = ['field:addsShipSkillsToMission'];

/** The requirement text the face-up cards atop the mission at `location` add (`SCIENCE x2 + Geology`), or null. */
export function shipSkillAddition(state: GameState, location: string, mission: string): string | null {
  const counts = new Map<string, number>();
  for (const iid of cardsIn(state, Z.atop(location))) {
    const instance = state.cards[iid]!;
    const rule = instance.faceUp ? behaviourOf(instance.blueprint)?.addsShipSkillsToMission : undefined;
    if (!rule) continue;
    const factor = (bp(state, mission).mission?.affiliationIcons ?? []).some((icon) => (rule.doubledAtIcons ?? []).includes(icon)) ? 2 : 1;
    for (const ship of shipsAt(state, location))
      if (bp(state, ship).affiliations.some((affiliation) => rule.affiliations.includes(affiliation)))
        for (const skill of shipSkills(state, ship)) counts.set(skill, (counts.get(skill) ?? 0) + factor);
  }
  if (counts.size === 0) return null;
  return [...counts].map(([skill, count]) => (count > 1 ? `${skill} x${count}` : skill)).join(' + ');
}

function shipsAt(state: GameState, location: string): string[] {
  return tableIndex(state)
    .inPlay.filter((instance) => ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)) && locationOfZone(state, instance.zone) === location && bp(state, instance.iid).type === 'Ship')
    .map((instance) => instance.iid);
}
