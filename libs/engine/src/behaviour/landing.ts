/**
 * Issue 15: the limits a ship's own text puts on landing and taking off (1E rulebook › EXECUTING
 * ORDERS › LAND & TAKE OFF: only ships whose text allows it, as that text says): "once each turn"
 * (one landing or take-off a turn), "once per game" (one landing and one take-off a game), and
 * "uses 1 RANGE". Read from the ship's text like `canLand` (card-facts.ts), so every such ship
 * follows its limits; the facts carry `limited` / `range` only for ships that have them.
 */
import type { Card } from '@captains-log/cards';
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState } from '../types';
import { grantedLanding } from './landing-permits';

export interface LandingRule {
  readonly perTurn: boolean;
  readonly perGame: boolean;
  readonly range: number;
}

/** Text lines that say only how the ship lands and takes off (coverage.ts: carried out by these rules). */
export const LANDING_LINES: readonly RegExp[] = [
  /^May take off or land once each turn\.?$/i,
  /^Once each turn, may take off or land\.?$/i,
  /^Once each turn, may land or take off using 1 RANGE\.?$/i,
  /^May take off or land \(uses 1 RANGE\)\.?$/i,
  /^May take off and land once per game\.?$/i,
];

export function landingRule(card: Card): LandingRule | null {
  const text = (card.ship?.specialText ?? []).join(' ');
  if (!/\b(land|take off)\b/i.test(text)) return null;
  const perTurn = /once each turn/i.test(text);
  const perGame = /once per game/i.test(text) && /take off and land/i.test(text);
  const range = /(uses|using) 1 RANGE/i.test(text) ? 1 : 0;
  return perTurn || perGame || range ? { perTurn, perGame, range } : null;
}

/** Whether the ship's own limits let it land or take off now; `left`: its remaining RANGE this turn. */
/** The ship's landing rule: its own text's, else one a card on its owner's table gives it (issue 15, events-d: landing-permits.ts). */
export function landingRuleOf(state: GameState, ship: string): LandingRule | null {
  return landingRule(bp(state, ship)) ?? grantedLanding(state, ship);
}

export function checkLandingRule(state: GameState, ship: string, action: 'land' | 'take-off', left: () => number): Problem | null {
  const rule = landingRuleOf(state, ship);
  if (!rule) return null;
  const instance = state.cards[ship]!;
  const title = bp(state, ship).title;
  if (rule.perTurn && instance.landingTurn === state.turn?.number)
    return problem('LANDING_USED', `${title} lands or takes off only once each turn`, RULES.land);
  if (rule.perGame && ((action === 'land' ? instance.landings : instance.takeOffs) ?? 0) >= 1)
    return problem('LANDING_USED', `${title} may ${action === 'land' ? 'land' : 'take off'} only once per game`, RULES.land);
  if (rule.range > left()) return problem('INSUFFICIENT_RANGE', `${title} needs ${rule.range} RANGE to ${action === 'land' ? 'land' : 'take off'}`, RULES.land);
  return null;
}

/** The fields a ShipLanded / ShipTookOff fact carries for a ship with limits. */
export function landingFacts(state: GameState, ship: string): { limited?: true; range?: number } {
  const rule = landingRuleOf(state, ship);
  if (!rule) return {};
  return { limited: true, ...(rule.range ? { range: rule.range } : {}) };
}
