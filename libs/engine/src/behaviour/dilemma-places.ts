/**
 * Issue 15 (lead): "if your [Sta] personnel have faced dilemmas at three different missions" (Decontamination). The places
 * where each player's personnel faced dilemmas are recorded by affiliation ([Sta] is the Starfleet affiliation's icon: the
 * card list gives such personnel the affiliation, not an icon code): `GameState.dilemmaPlaces` keyed `player|affiliation`,
 * the locations (in order) where a dilemma was encountered with a personnel of that player and affiliation present —
 * written by evolve at `DilemmaEncountered` (its `present` list), so no new fact is needed.
 * Words: ability condition `faced-dilemmas-at-missions` (`affiliation`, `count`).
 * Rules: 1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (the personnel present face the dilemma).
 */
import type { GameEvent, GameState, PlayerId } from '../types';

export type DilemmaPlacesCondition = { readonly kind: 'faced-dilemmas-at-missions'; readonly affiliation: string; readonly count: number };

/** For the catalogue test and the README. */
export const DILEMMA_PLACES_WORDS: readonly string[] = ['ability-condition:faced-dilemmas-at-missions'];

/** The record after a dilemma is encountered: each printed affiliation of the present personnel gains the location. */
export function withDilemmaPlaces(state: GameState, event: Extract<GameEvent, { type: 'DilemmaEncountered' }>): Pick<GameState, 'dilemmaPlaces'> | object {
  let places = state.dilemmaPlaces;
  for (const iid of event.present) {
    const instance = state.cards[iid];
    const card = instance ? state.blueprints[instance.blueprint] : undefined;
    if (!card || card.type !== 'Personnel') continue;
    for (const affiliation of card.affiliations) {
      const key = `${event.player}|${affiliation}`;
      if (places?.[key]?.includes(event.location)) continue;
      places = { ...places, [key]: [...(places?.[key] ?? []), event.location] };
    }
  }
  return places === state.dilemmaPlaces ? {} : { dilemmaPlaces: places };
}

export function facedDilemmasAtMissions(state: GameState, player: PlayerId, condition: DilemmaPlacesCondition): boolean {
  return (state.dilemmaPlaces?.[`${player}|${condition.affiliation}`]?.length ?? 0) >= condition.count;
}
