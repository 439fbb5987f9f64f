/**
 * Issue 15 (helper incidents-d): `asMember` — equipment (or an artifact used as equipment) that has
 * attributes and skills of its own ("Head has CUNNING=10 and Computer Skill"). Equipment present already
 * joins the group whose requirements are checked (attempt/teams.ts › presentWithEquipment); `memberOf`
 * (attempt/requirements.ts) reads these values for it instead of nothing.
 *   1E rulebook › THE CARDS › EQUIPMENT; THE CARDS › ARTIFACTS ("use as Equipment card");
 *   ATTEMPT A MISSION › SOLVING THE MISSION (skills and attribute totals of the group).
 */
import type { Card, GroupMember } from '@captains-log/cards';
import { behaviourOf } from './registry';

/** The attributes and skills an equipment card brings to a group it is present with. */
export interface AsMember {
  readonly integrity?: number;
  readonly cunning?: number;
  readonly strength?: number;
  readonly skills?: readonly string[];
}

/** The group member a non-personnel card with `asMember` counts as, or undefined. */
export function equipmentMember(card: Card): GroupMember | undefined {
  const own = behaviourOf(card.id)?.asMember;
  if (!own) return undefined;
  return {
    title: card.title,
    skills: (own.skills ?? []).map((name) => ({ name, level: 1 })),
    integrity: own.integrity ?? 0,
    cunning: own.cunning ?? 0,
    strength: own.strength ?? 0,
    characteristics: card.characteristics,
  };
}
