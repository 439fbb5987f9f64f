/**
 * Issue 15 (partials-ei): erasing holograms by a card's effect ("erases an Away Team of only [Holo]
 * personnel"). To erase a hologram is to discard it (it does not die: 1E rulebook › HOLOGRAPHIC
 * PERSONNEL AND EQUIPMENT › ACTIVATION AND DEACTIVATION, "erased (discarded)"). The Away Team is the
 * one the `away-team` target names (its owner's personnel on that planet: 1E rulebook › GLOSSARY ›
 * Away Team); every member must show the [Holo] icon — checked as the card is played (play condition
 * `target-away-team-all-holograms`) and again as it resolves (effect `erase-target-away-team`).
 */
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState } from '../types';
import { leavePlay } from '../attempt/leaving-play';
import { cardsIn, zoneKind } from '../zones';
import { isHologram } from './holograms';
import type { VerbContext } from './verbs';
import type { CardBehaviour } from './vocabulary';

/** The target Away Team's personnel are all holograms. */
export type HologramTeamCondition = { readonly kind: 'target-away-team-all-holograms' };

/** Every personnel of the target Away Team is erased (discarded) — when all of them are holograms. */
export type HologramErasureEffect = { readonly kind: 'erase-target-away-team' };

/** The personnel of the Away Team `first` belongs to (same owner, same planet surface), or [] when it is not on a planet. */
function teamOf(state: GameState, first: string): string[] {
  const instance = state.cards[first];
  if (!instance || zoneKind(instance.zone) !== 'surface') return [];
  return cardsIn(state, instance.zone).filter((iid) => state.cards[iid]!.owner === instance.owner && bp(state, iid).type === 'Personnel');
}

function allHolograms(team: readonly string[], state: GameState): boolean {
  return team.length > 0 && team.every((iid) => isHologram(bp(state, iid)));
}

/** The `target-away-team-all-holograms` play conditions of `behaviour` (behaviour/play.ts › checkScriptedPlay). */
export function checkHologramTeamConditions(state: GameState, target: string | undefined, behaviour: CardBehaviour): Problem | null {
  for (const condition of behaviour.play?.requires ?? []) {
    if (condition.kind !== 'target-away-team-all-holograms' || !target) continue;
    if (!allHolograms(teamOf(state, target), state)) return problem('PLAY_CONDITION', `${behaviour.title} needs an Away Team of holograms only`, RULES.cardEffects);
  }
  return null;
}

export const HOLOGRAM_ERASURE_VERBS = {
  'erase-target-away-team': (v: VerbContext): void => {
    const state = v.ctx.state;
    const team = v.target ? teamOf(state, v.target) : [];
    const erase = allHolograms(team, state);
    if (erase) for (const iid of team) leavePlay(v.ctx, iid, 'discarded', v.card);
    v.ctx.emit({
      type: 'CardEffectResolved',
      card: v.card,
      player: v.player,
      effect: erase ? `${team.length} hologram(s) erased` : 'not an Away Team of holograms only: no effect',
      ...(v.target ? { target: v.target } : {}),
      rule: RULES.cardEffects,
    });
  },
};

/** For the catalogue and the README. */
export const HOLOGRAM_ERASURE_WORDS: readonly string[] = ['condition:target-away-team-all-holograms', 'effect:erase-target-away-team'];
