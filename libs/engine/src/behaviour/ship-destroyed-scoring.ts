/**
 * Issue 15 (events of later sets): a card in play that scores when one ship destroys another in
 * ship battle — "when a Klingon ship destroys any opponent's Klingon ship, the winner scores points
 * equal to the loser's WEAPONS + SHIELDS" (Klingon Civil War). The word `scoresShipDestroyed`
 * (CardBehaviour) is read by `scoreShipsDestroyed`, which the ship battle calls just before it
 * destroys the ships at -100% HULL (battle/battle.ts › resolveShipBattle), so the destroyed ship's
 * WEAPONS and SHIELDS are read as they stand, modifiers included.
 *   1E rulebook › BATTLE › SHIP BATTLE › 5. Open Fire (the ships that fire on a target); DAMAGE AND
 *   REPAIRS › ROTATION DAMAGE (a ship at -100% HULL is destroyed); WINNING THE GAME (points not from a
 *   mission's point box are bonus points); THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES ("while in play").
 * Speed: only face-up cards in play whose script has the word are looked at (the table index), and
 * only when a ship is destroyed in battle.
 */
import { blueprintOf } from '../card-facts';
import type { Ctx } from '../context';
import type { PlayerId } from '../types';
import { tableIndex } from '../table-index';
import { shipMatches } from './modifiers-incidents';
import { behaviourOf } from './registry';
import { shipAttribute } from './ship-modifiers';
import type { ShipFilter } from './vocabulary-incidents';

/** The destroyed ship and one ship that fired on it both pass their filters: the firing ship's owner scores. */
export interface ScoresShipDestroyed {
  readonly destroyed: ShipFilter;
  readonly by: ShipFilter;
  /** `weapons-plus-shields`: the destroyed ship's WEAPONS + SHIELDS; a number: that many (issue 15, helper hamm: Engage the Borg). */
  readonly points: 'weapons-plus-shields' | number;
  /**
   * Issue 15 (helper hamm): also when a self-controlled roaming dilemma with one of these titles is destroyed
   * by this player's ships' return fire ("each time you destroy {Borg Ship} dilemma"; self-controlled.ts ›
   * roamingBattle calls `scoreRoamingDestroyed`). Only the card's owner scores for these.
   */
  readonly orDilemmas?: readonly string[];
  /** Issue 15 (helper hamm): only the card's owner scores ("each time you destroy"). */
  readonly ownerOnly?: true;
}

/**
 * Before the ships in `destroyed` leave play: for each, the cards in play with `scoresShipDestroyed`
 * (one per title, whoever's table it lies on: "while in play") score for the owner of a ship in
 * `firedOn(ship)` that passes `by`, when the destroyed ship passes `destroyed` and belongs to that
 * owner's opponent.
 */
export function scoreShipsDestroyed(ctx: Ctx, destroyed: readonly string[], firedOn: (ship: string) => readonly string[]): void {
  const state = ctx.state;
  const rules = new Map<string, { source: string; rule: ScoresShipDestroyed }>();
  for (const instance of tableIndex(state).inPlay) {
    if (!instance.faceUp) continue;
    const behaviour = behaviourOf(instance.blueprint);
    // An owner-only rule is one per title for each owner.
    const key = behaviour?.scoresShipDestroyed?.ownerOnly ? `${behaviour.title} ${instance.owner}` : behaviour?.title;
    if (behaviour?.scoresShipDestroyed && key && !rules.has(key)) rules.set(key, { source: instance.iid, rule: behaviour.scoresShipDestroyed });
  }
  if (rules.size === 0) return;
  for (const ship of destroyed) {
    const loser = state.cards[ship];
    if (!loser) continue;
    for (const { source, rule } of rules.values()) {
      if (!shipMatches(blueprintOf(state, ship), rule.destroyed, state, ship)) continue;
      const winner = firedOn(ship).find((firing) => state.cards[firing] && state.cards[firing]!.owner !== loser.owner && shipMatches(blueprintOf(state, firing), rule.by, state, firing));
      if (!winner || (rule.ownerOnly && state.cards[winner]!.owner !== state.cards[source]!.owner)) continue;
      const points = rule.points === 'weapons-plus-shields' ? shipAttribute(state, ship, 'WEAPONS') + shipAttribute(state, ship, 'SHIELDS') : rule.points;
      ctx.emit({ type: 'PointsScored', player: state.cards[winner]!.owner, points, bonus: true, source });
    }
  }
}

/**
 * Issue 15 (helper hamm): a roaming dilemma (`dilemma`, by title) just destroyed by `player`'s ships: each card
 * of that player's in play with `scoresShipDestroyed.orDilemmas` naming it (one per title) scores its points.
 */
export function scoreRoamingDestroyed(ctx: Ctx, dilemma: string, player: PlayerId): void {
  const state = ctx.state;
  const title = blueprintOf(state, dilemma).title;
  const seen = new Set<string>();
  for (const instance of tableIndex(state).inPlay) {
    if (!instance.faceUp || instance.owner !== player) continue;
    const behaviour = behaviourOf(instance.blueprint);
    const rule = behaviour?.scoresShipDestroyed;
    if (!rule?.orDilemmas?.includes(title) || typeof rule.points !== 'number' || seen.has(behaviour!.title)) continue;
    seen.add(behaviour!.title);
    ctx.emit({ type: 'PointsScored', player: instance.owner, points: rule.points, bonus: true, source: instance.iid });
  }
}

export const SHIP_DESTROYED_SCORING_WORDS: readonly string[] = ['scores-ship-destroyed'];
