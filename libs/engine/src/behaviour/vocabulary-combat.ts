/**
 * Issue 15 (personnel): what a personnel does to the engagement it fights in personnel battle
 * (1E rulebook › BATTLE › PERSONNEL BATTLE: combat — each pair of adversaries engages; the stronger
 * stuns, more than double STRENGTH mortally wounds). Joined to `BattleAbility` (vocabulary-battle.ts);
 * applied to each engagement by `adjustEngagement` (behaviour/combat.ts, called by battle/battle.ts).
 */
export type CombatAbility =
  /** "Mortally wounds each opponent he stuns in battle": every adversary it stuns is mortally wounded instead. */
  | { readonly kind: 'mortally-wounds-its-stuns' }
  /**
   * "May not be stunned": in its engagements it is neither stunned nor mortally wounded (a mortal wound
   * is a stun made worse). The "may" is always used.
   */
  | { readonly kind: 'never-stunned' }
  /**
   * "May stun adversary [without `unlessSkill`] he just engaged": the adversary of its engagement is
   * stunned whatever the STRENGTHs (and it is not); an adversary it would mortally wound still is. The
   * "may" is always used.
   */
  | { readonly kind: 'stuns-adversary'; readonly unlessSkill?: string };

/** For the catalogue test: the words above, as `battle:<kind>`. */
export const COMBAT_WORDS: readonly string[] = ['battle:mortally-wounds-its-stuns', 'battle:never-stunned', 'battle:stuns-adversary'];
