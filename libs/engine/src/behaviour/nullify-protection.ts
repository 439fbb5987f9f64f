/**
 * Issue 15, personnel pass (helper personnel-a): personnel who protect cards from nullification —
 * "protects your Cardassian treaties from nullification", "Orb artifacts may not be nullified".
 * `CardBehaviour.protectsFromNullification`; read where the engine lets a card nullify another: a
 * scripted card whose effects nullify its target may not target a protected card (behaviour/play.ts ›
 * validTargets), nor may a personnel action (personnel-actions.ts).
 *   1E rulebook › THE CARDS (a card's text overrides the rules: a protected card is no valid target).
 */
import { blueprintOf } from '../card-facts';
import type { GameState } from '../types';
import { isInPlayZone, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import type { CardBehaviour } from './vocabulary';

export interface NullifyProtection {
  /** The protected card has this characteristic ("Cardassian treaty", "Orb artifact"). */
  readonly characteristic: string;
  /** Only cards of the protecting personnel's owner ("your … treaties"). */
  readonly yours?: boolean;
  /** Issue 15 (personnel-d): any characteristic ending in this word counts ("all treaties": `treaty` reaches "Klingon treaty", "Federation treaty"). */
  readonly endsWith?: boolean;
}

const sources = new WeakMap<object, readonly string[]>();

/** The title of a personnel in play that protects `target` from nullification, if any. */
export function protectedFromNullification(state: GameState, target: string): string | undefined {
  let found = sources.get(state.blueprints);
  if (!found) {
    found = Object.keys(state.blueprints).filter((id) => behaviourOf(id)?.protectsFromNullification);
    sources.set(state.blueprints, found);
  }
  if (found.length === 0) return undefined;
  const card = blueprintOf(state, target);
  const owner = state.cards[target]!.owner;
  for (const instance of Object.values(state.cards)) {
    if (!found.includes(instance.blueprint) || !instance.faceUp || instance.disabled || !isInPlayZone(instance.zone) || zoneKind(instance.zone) === 'table') continue;
    const protection = behaviourOf(instance.blueprint)!.protectsFromNullification!;
    if (protection.yours && instance.owner !== owner) continue;
    const wanted = protection.characteristic.toLowerCase();
    if (card.characteristics.some((c) => c.toLowerCase() === wanted || (protection.endsWith === true && c.toLowerCase().endsWith(` ${wanted}`)))) return blueprintOf(state, instance.iid).title;
  }
  return undefined;
}

/** Whether a script nullifies its target (any of its modes). */
export function nullifiesItsTarget(behaviour: CardBehaviour | undefined): boolean {
  if (!behaviour) return false;
  const effects = [...(behaviour.triggers ?? []), ...(behaviour.modes ?? []).flatMap((mode) => mode.triggers ?? [])].flatMap((trigger) => trigger.effects);
  return effects.some((effect) => effect.kind === 'nullify-target');
}
