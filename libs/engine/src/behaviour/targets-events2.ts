/**
 * Legal targets of the target words in vocabulary-events2.ts (issue 15, third pass), read by
 * `validTargets` (behaviour/play.ts). 1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS ›
 * Clarification: Triggered & Targeted Effects (no valid target, no play).
 */
import { killedByOpponentCard } from './split-choices';
import { wasQueen } from './stored-copies';
import { inNativeQuadrant } from './helped-solve-away';
import { isValidFacilityDownload } from './facility-download-targets';
import { isValidDiscardedAttributesTarget } from './lasting-changes';
import { isValidGathering } from './dilemma-gatherings';
import { isValidBattleDownload } from './battle-downloads';
import { isValidExclusion } from './battle-exclusions';
import { isValidBurn } from './response-abilities';
import { missionKind } from '../attempt/teams';
import { bp } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { matches, validTargets } from './play';
import type { TargetSpec } from './vocabulary';
import { personnelInPlay, personnelMatches } from './personnel-filter';
import type { Events2Target } from './vocabulary-events2';
import { isPremiereTarget, isValidPremiereTarget } from './targets-premiere';
import { groupDownloadProblem, isGroupDownloadTarget } from './group-downloads';
import { dotsGroupProblem, isDotsGroupTarget } from './dots-group-downloads';
import { isPresentSacrificeTarget, isValidSacrifice } from './present-sacrifices';
import { isDeckRecursionTarget, isValidDeckRecursionTarget } from './deck-recursion';
import { isValidObjectiveDownload } from './objective-downloads';
import { finding } from './target-table';

export function events2Targets(state: GameState, player: PlayerId, spec: Events2Target, self?: string): string[] {
  switch (spec.kind) {
    case 'personnel':
      return personnelInPlay(state, spec.whose === 'yours' ? player : null, spec.filter ?? {}).filter((iid) => (spec.whose !== 'opponents' || state.cards[iid]!.owner !== player) && (!spec.inNativeQuadrant || inNativeQuadrant(state, iid)) && (!spec.stopped || state.cards[iid]!.stopped === true));
    case 'cards-in-your-hand':
    case 'cards-in-your-discard': {
      // Offered one card at a time (and `none` when zero is allowed); any set within the bounds is valid (isValidTarget).
      const zone = spec.kind === 'cards-in-your-hand' ? Z.hand(player) : Z.discard(player);
      const singles = spec.max >= 1 ? cardsIn(state, zone).filter((iid) => iid !== self && matches(bp(state, iid), spec.filter)) : [];
      return [...(spec.min === 0 ? ['none'] : []), ...(spec.min <= 1 ? singles : [])];
    }
    case 'just-killed': {
      const windows = state.windows ?? [];
      const top = windows[windows.length - 1];
      if (top?.action !== 'personnel-killed') return [];
      const cards = top.cards ?? [top.card];
      return cards.filter((iid) => personnelMatches(bp(state, iid), spec.filter ?? {}) && (spec.whose !== 'opponents' || state.cards[iid]?.owner !== player) && (!spec.byOpponentCard || killedByOpponentCard(state, player, iid, cards, top.killedBy)) && (!spec.queen || wasQueen(state, iid, spec.queen)));
    }
    case 'just-solved-mission': {
      const windows = state.windows ?? [];
      const top = windows[windows.length - 1];
      if (top?.action !== 'mission-solved') return [];
      if ((spec.solver === 'you' && top.by !== player) || (spec.solver === 'opponent' && top.by === player)) return [];
      const location = Object.values(state.locations).find((candidate) => candidate.missions.includes(top.card));
      if (!location || (spec.planet && missionKind(state, location.id) === 'space')) return [];
      return [location.id];
    }
  }
}

/** The chosen cards of a set target (`c1+c2`; `none` for zero). */
export function chosenCards(target: string | undefined): string[] {
  return !target || target === 'none' ? [] : target.split('+');
}

/** Whether `target` is valid: one of the listed targets, or for a set target any set of distinct valid cards within its bounds. */
export function isValidTarget(state: GameState, player: PlayerId, spec: TargetSpec, target: string, self?: string): boolean {
  if (isPremiereTarget(spec)) return isValidPremiereTarget(state, player, spec, target);
  if (isGroupDownloadTarget(spec)) return groupDownloadProblem(state, player, spec, target) === null;
  // Issue 15 (helper ds9mirror): any valid set within the dots, not only the one offered.
  if (isDotsGroupTarget(spec)) return dotsGroupProblem(state, player, spec, target) === null;
  if (isPresentSacrificeTarget(spec)) return isValidSacrifice(state, player, spec, target, self);
  if (isDeckRecursionTarget(spec)) return isValidDeckRecursionTarget(state, player, spec, target, self);
  if (spec.kind === 'cards-per-opponent-mission' || spec.kind === 'opposing-personnel-if-at-opponent-missions' || spec.kind === 'equipment-per-opponent-mission') return isValidObjectiveDownload(state, player, spec, target);
  // Issue 15 (response abilities): any set of the opponent's discards, not only the one offered.
  if (spec.kind === 'opponent-discards-on-just-played') return isValidBurn(state, player, spec, target);
  // Issue 15 (shorts): any set of one discard pile, not only the one offered (behaviour/lasting-changes.ts).
  if (spec.kind === 'your-personnel-and-discarded-personnel') return isValidDiscardedAttributesTarget(state, player, spec, target);
  // Issue 15 (battle2): any set of your personnel in the battle (behaviour/battle-exclusions.ts: Smoke Bomb).
  if (spec.kind === 'your-personnel-in-battle-to-exclude') return isValidExclusion(state, player, spec, target);
  if (spec.kind === 'download-aboard-your-ship-at-battle') return isValidBattleDownload(state, player, spec, target);
  if (spec.kind === 'your-personnel-with-lore-to-dilemma') return isValidGathering(state, player, spec, target);
  // Issue 15 (facility downloads): any valid set of companions, not only those offered (behaviour/facility-download-targets.ts).
  if (spec.kind === 'facility-to-download') return isValidFacilityDownload(state, player, spec, target);
  if (spec.kind !== 'cards-in-your-hand' && spec.kind !== 'cards-in-your-discard') return validTargets(state, player, spec, self).includes(target);
  const chosen = chosenCards(target);
  if (chosen.length < spec.min || chosen.length > spec.max || new Set(chosen).size !== chosen.length) return false;
  const zone = spec.kind === 'cards-in-your-hand' ? Z.hand(player) : Z.discard(player);
  return chosen.every((iid) => iid !== self && state.cards[iid]?.zone === zone && matches(bp(state, iid), spec.filter));
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const EVENTS2_TARGETS = finding(['personnel', 'just-solved-mission', 'cards-in-your-hand', 'cards-in-your-discard', 'just-killed'], (state, player, spec, self) => events2Targets(state, player, spec, self));
