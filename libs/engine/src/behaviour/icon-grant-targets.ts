/**
 * Issue 15 (skills): the target word of icon-grants.ts — any personnel in play whose attribute, as
 * modified (attempt/requirements.ts › memberOf), is more than a bound ("plays on any personnel with
 * INTEGRITY>6", Orb Experience). Kept apart from icon-grants.ts, which card-facts.ts imports.
 *   1E rulebook › THE CARDS › INTERRUPTS (a card that plays on a personnel); PERSONNEL › attributes.
 */
import { memberOf } from '../attempt/requirements';
import type { GameState, PlayerId } from '../types';
import { zoneKind } from '../zones';
import type { IconGrantTarget } from './icon-grants';
import { finding } from './target-table';

const KEY = { INTEGRITY: 'integrity', CUNNING: 'cunning', STRENGTH: 'strength' } as const;

/** `personnel-with-attribute-above`: personnel in play (aboard or on a planet surface) whose attribute is more than the bound. */
export function personnelWithAttributeAbove(state: GameState, _player: PlayerId, spec: IconGrantTarget): string[] {
  return Object.values(state.cards)
    .filter((instance) => instance.faceUp && ['aboard', 'surface'].includes(zoneKind(instance.zone)) && state.blueprints[instance.blueprint]?.type === 'Personnel')
    .filter((instance) => memberOf(state, instance.iid)[KEY[spec.attribute]] > spec.above)
    .map((instance) => instance.iid);
}

export const ICON_GRANT_TARGETS = finding(['personnel-with-attribute-above'], (state, player, spec) => personnelWithAttributeAbove(state, player, spec));
