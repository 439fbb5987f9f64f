/**
 * Issue 15 (helper mirror): a card lying atop its owner's mission that gives every non-[Bor] card at that
 * mission the attack restrictions of one affiliation — the affiliation of the owner's missions, while each of
 * them shows exactly one affiliation icon and all those icons match (We Are the Metrons).
 * `CardBehaviour.sharedAffiliationRestrictions`; read by battle/battle.ts where a force's affiliation attack
 * restrictions are checked (1E rulebook › BATTLE › INITIATING A BATTLE › Affiliation Attack Restrictions).
 */
import { bp } from '../context';
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { behaviourOf } from './registry';

/** The affiliation whose attack restrictions cards at `location` have now, if such a card lies atop a mission there. */
export function sharedAffiliationAt(state: GameState, location: string): string | null {
  for (const iid of cardsIn(state, Z.atop(location))) {
    const card = state.cards[iid]!;
    if (!card.faceUp || card.disabled || !behaviourOf(card.blueprint)?.sharedAffiliationRestrictions) continue;
    // "each of your missions has exactly one affiliation icon and all match": the missions its owner put on the spacelines.
    const icons = new Set<string>();
    for (const place of Object.values(state.locations))
      for (const mission of place.missions) {
        if (state.cards[mission]?.owner !== card.owner) continue;
        const shown = bp(state, mission).mission?.affiliationIcons ?? [];
        if (shown.length !== 1) return null;
        icons.add(shown[0]!);
      }
    return icons.size === 1 ? [...icons][0]! : null;
  }
  return null;
}

/** The affiliations whose restrictions a force at `location` has: each non-Borg one becomes the shared affiliation there, if any. */
export function restrictedAffiliations(state: GameState, location: string, attacking: ReadonlySet<string>): ReadonlySet<string> {
  const shared = sharedAffiliationAt(state, location);
  if (!shared) return attacking;
  return new Set([...attacking].map((affiliation) => (affiliation === 'Borg' ? affiliation : shared)));
}
