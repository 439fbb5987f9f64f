/**
 * Issue 15, personnel pass (helper personnel-a): personnel who protect cards from nullification —
 * "protects your Cardassian treaties from nullification", "Orb artifacts may not be nullified".
 * `CardBehaviour.protectsFromNullification`; read where the engine lets a card nullify another: a
 * scripted card whose effects nullify its target may not target a protected card (behaviour/play.ts ›
 * validTargets), nor may a personnel action (personnel-actions.ts).
 *   1E rulebook › THE CARDS (a card's text overrides the rules: a protected card is no valid target).
 */
import { blueprintOf, titledAmong } from '../card-facts';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfCard, locationOfZone, zoneKind } from '../zones';
import { yoursAt } from './any-time-plays';
import { personnelMatches } from './personnel-filter';
import type { PersonnelFilter } from './vocabulary-events2';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import type { CardBehaviour } from './vocabulary';

export interface NullifyProtection {
  /** The protected card has this characteristic ("Cardassian treaty", "Orb artifact"). */
  readonly characteristic?: string;
  /** Issue 15 (battle2): the protected card shows this icon (`Rule`; Scepter of the Grand Nagus). */
  readonly icon?: string;
  /** Issue 15 (battle2): only cards at the protector's location ("here"). */
  readonly here?: true;
  /** Issue 15 (battle2): only from nullification by the protector owner's opponent. */
  readonly fromOpponent?: true;
  /** Issue 15 (battle2): only while a personnel of the protector's owner matching this is present with it ("your Nagus present"). */
  readonly withPresent?: PersonnelFilter;
  /** Only cards of the protecting personnel's owner ("your … treaties"). */
  readonly yours?: boolean;
  /** Issue 15 (personnel-d): any characteristic ending in this word counts ("all treaties": `treaty` reaches "Klingon treaty", "Federation treaty"). */
  readonly endsWith?: boolean;
  /** Issue 15 (lead): the protected cards by title (Plans of the Obsidian Order: your Cardassian espionage cards). */
  readonly titles?: readonly string[];
  /**
   * Issue 15 (lead): only while the protected card lies at a location where a personnel of the protector's owner
   * matching this is in play ("wherever you have an Obsidian Order personnel"); such a protection works from its
   * owner's table (any-time-plays.ts › yoursAt).
   */
  readonly withYoursAt?: PersonnelFilter;
  /** Issue 15 (helper tail3): lying face up on its owner's table, it protects wherever the card lies ("your Bajoran espionage cards may not be nullified": Bajoran Resistance Cell). */
  readonly fromTable?: true;
}

const hasProtectsFromNullification: BlueprintTest = (b) => b.protectsFromNullification;

/** The title of a personnel in play that protects `target` from nullification, if any. */
export function protectedFromNullification(state: GameState, target: string, by?: PlayerId): string | undefined {
  const found = blueprintsWhere(state, hasProtectsFromNullification);
  if (found.size === 0) return undefined;
  const card = blueprintOf(state, target);
  const owner = state.cards[target]!.owner;
  for (const instance of Object.values(state.cards)) {
    if (!found.has(instance.blueprint) || !instance.faceUp || instance.disabled || !isInPlayZone(instance.zone)) continue;
    const protection = behaviourOf(instance.blueprint)!.protectsFromNullification!;
    // A protector lying on the table protects only "wherever" its owner has a personnel (`withYoursAt`); the others are personnel and cards in place.
    // Issue 15 (helper tail3): or one written to protect from the table (`fromTable`).
    if ((zoneKind(instance.zone) === 'table') !== (protection.withYoursAt !== undefined || protection.fromTable === true)) continue;
    if (protection.yours && instance.owner !== owner) continue;
    // Issue 15 (battle2): an icon, "here", "opponent may not nullify", a personnel present (Scepter of the Grand Nagus).
    if (protection.icon && !card.icons.some((icon) => icon.code === protection.icon)) continue;
    if (protection.fromOpponent && by === instance.owner) continue;
    if (protection.here && (locationOfZone(state, instance.zone) === null || locationOfZone(state, instance.zone) !== locationOfZone(state, state.cards[target]!.zone))) continue;
    if (protection.withPresent && !presentWith(state, instance.iid, protection.withPresent)) continue;
    if (protection.titles && !titledAmong(protection.titles, card)) continue;
    if (protection.withYoursAt) {
      const at = locationOfCard(state, target);
      if (!at || !yoursAt(state, instance.owner, protection.withYoursAt, at)) continue;
    }
    const wanted = protection.characteristic?.toLowerCase();
    if (wanted === undefined || card.characteristics.some((c) => c.toLowerCase() === wanted || (protection.endsWith === true && c.toLowerCase().endsWith(` ${wanted}`)))) return blueprintOf(state, instance.iid).title;
  }
  return undefined;
}

/** Whether a script nullifies its target (any of its modes). */
export function nullifiesItsTarget(behaviour: CardBehaviour | undefined): boolean {
  if (!behaviour) return false;
  const effects = [...(behaviour.triggers ?? []), ...(behaviour.modes ?? []).flatMap((mode) => mode.triggers ?? [])].flatMap((trigger) => trigger.effects);
  return effects.some((effect) => effect.kind === 'nullify-target');
}

/** Issue 15 (battle2): a personnel of `card`'s owner matching `filter` is in the same place (present). */
export function presentWith(state: GameState, card: string, filter: PersonnelFilter): boolean {
  const instance = state.cards[card]!;
  return cardsIn(state, instance.zone).some((iid) => iid !== card && state.cards[iid]!.owner === instance.owner && !state.cards[iid]!.disabled && blueprintOf(state, iid).type === 'Personnel' && personnelMatches(blueprintOf(state, iid), filter));
}
