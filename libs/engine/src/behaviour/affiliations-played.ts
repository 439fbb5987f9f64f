/**
 * Issue 15 (borg): "if not playing Borg", "you are neither playing that affiliation nor [Borg]" — which
 * affiliations a player is playing, read from their deck as built: a player plays an affiliation when
 * any Personnel, Ship or Facility card they own (in any zone: the deck, the hand, play, the piles) is of
 * it; a player plays Borg also when any card of theirs shows the Borg Use Only icon ([BO]), which binds
 * the whole deck to the Borg. Also the mission words of Know Your Enemy: a seed condition (all your
 * missions different, their points together below a bound) and the end-of-turn test (all your missions
 * share an affiliation icon of an affiliation you do not play).
 *   1E rulebook › BUILDING YOUR DECK › Borg Rule: Borg Cards in Your Deck (a player using any Borg Use
 *   Only or Borg-affiliation card stocks no non-Borg Personnel, Ships or Facilities);
 *   MISCELLANEOUS RULES › TURNS: "EACH", "EVERY", AND "FULL"; the cards' own text.
 */
import type { Card } from '@captains-log/cards';
import { bp } from '../context';
import { RULES } from '../rules';
import { perCards } from '../table-index';
import type { GameState, PlayerId } from '../types';
import type { VerbContext } from './verbs';
import type { Effect } from './vocabulary';

const DECK_TYPES = new Set(['Personnel', 'Ship', 'Facility']);

/** Whether `player` is playing `affiliation` (see above). */
export function playingAffiliation(state: GameState, player: PlayerId, affiliation: string): boolean {
  const wanted = affiliation.toLowerCase();
  return perCards(state, `playing:${player}:${wanted}`, () =>
    Object.values(state.cards).some((instance) => {
      if (instance.owner !== player) return false;
      const card = bp(state, instance.iid);
      if (wanted === 'borg' && card.icons.some((icon) => icon.code === 'BO')) return true;
      return DECK_TYPES.has(card.type) && (card.affiliations as readonly string[]).some((a) => a.toLowerCase() === wanted);
    }),
  );
}

/** The mission cards `player` has on the spaceline (the ones they seeded). */
function yourMissions(state: GameState, player: PlayerId): Card[] {
  return Object.values(state.locations).flatMap((location) => location.missions.filter((iid) => state.cards[iid]!.owner === player).map((iid) => bp(state, iid)));
}

/** The affiliation icons every one of `player`'s missions shows (none when they have no mission). */
export function sharedMissionAffiliations(state: GameState, player: PlayerId): string[] {
  const missions = yourMissions(state, player);
  if (missions.length === 0) return [];
  const [first, ...rest] = missions.map((mission) => (mission.mission?.affiliationIcons ?? []) as readonly string[]);
  return first!.filter((affiliation) => rest.every((icons) => icons.includes(affiliation)));
}

/** Table condition for an ability (`Ability.requires`): the owner is not playing `affiliation`. */
export type AffiliationPlayedCondition = { readonly kind: 'not-playing-affiliation'; readonly affiliation: string };

export function affiliationConditionHolds(state: GameState, player: PlayerId, condition: AffiliationPlayedCondition): boolean {
  return !playingAffiliation(state, player, condition.affiliation);
}

/** Seed condition: every mission of yours has a different title and together they show fewer than `points` points. */
export type MissionsSeedCondition = { readonly kind: 'your-missions-distinct-total-below'; readonly points: number };

export function missionsDistinctTotalBelow(state: GameState, player: PlayerId, condition: MissionsSeedCondition): boolean {
  const missions = yourMissions(state, player);
  const titles = new Set(missions.map((mission) => mission.title));
  const total = missions.reduce((sum, mission) => sum + (mission.mission?.points?.value ?? 0), 0);
  return titles.size === missions.length && total < condition.points;
}

export type AffiliationsPlayedEffect =
  /** When all your missions share an affiliation icon of an affiliation you are not playing, and you are playing none of `alsoNot`, the effects in `then` follow. */
  { readonly kind: 'if-missions-share-unplayed-affiliation'; readonly alsoNot: readonly string[]; readonly then: readonly Effect[] };

export const AFFILIATIONS_PLAYED_VERBS: { readonly [K in AffiliationsPlayedEffect['kind']]: (v: VerbContext, effect: Extract<AffiliationsPlayedEffect, { kind: K }>, run?: (nested: readonly Effect[]) => void) => void } = {
  'if-missions-share-unplayed-affiliation': (v, effect, run) => {
    const state = v.ctx.state;
    const shared = sharedMissionAffiliations(state, v.player).filter((affiliation) => !playingAffiliation(state, v.player, affiliation));
    const barred = effect.alsoNot.filter((affiliation) => playingAffiliation(state, v.player, affiliation));
    if (shared.length > 0 && barred.length === 0) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `all your missions show ${shared[0]}, which you are not playing`, rule: RULES.cardEffects });
      run?.(effect.then);
    } else
      v.ctx.emit({
        type: 'CardEffectResolved',
        card: v.card,
        player: v.player,
        effect: barred.length > 0 ? `you are playing ${barred.join(', ')}: nothing happens` : 'your missions share no affiliation icon you are not playing: nothing happens',
        rule: RULES.cardEffects,
      });
  },
};

/** For the catalogue test: the words of this file that are not verbs. */
export const AFFILIATIONS_PLAYED_WORDS: readonly string[] = ['ability-condition:not-playing-affiliation'];
