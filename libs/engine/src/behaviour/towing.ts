/**
 * Issue 15 (Radioactive Garbage Scow): `Tow { ship, card }` — a ship of yours with a Tractor Beam tows
 * a dilemma lying on the mission where it is, when the dilemma names who may tow it (`ongoing.towedBy`,
 * a requirement met by the ship's own active crew, e.g. two ENGINEER). The dilemma then lies on the
 * ship and travels with it; the mission it lay on may be attempted again (the block holds only while
 * it lies on a mission). Towing is a forced move of the towed card (1E rulebook › GETTING HURT ›
 * RELOCATED: "towed"), done as an order on your turn (1E rulebook › EXECUTING ORDERS).
 */
import { problem, type Ctx, type Problem } from '../context';
import { dilemmaDef } from '../dilemmas';
import { RULES } from '../rules';
import type { Command, CommandOf, GameState, PlayerId } from '../types';
import { Z, zoneArg, zoneKind } from '../zones';
import { meetGroup, requirement } from '../attempt/requirements';
import { activePersonnel } from '../attempt/teams';
import { hasSpecialEquipment } from './ship-equipment';
import { checkOwnShip, checkOwnTurn } from '../play';

export const TOW_RULES = {
  towed: '1E rulebook › GETTING HURT › RELOCATED',
  orders: RULES.executingOrders,
} as const;

/** Ongoing rules of a placed dilemma that a ship may tow away. */
export interface OngoingRulesTow {
  /** Who aboard a ship with a Tractor Beam may tow it (a requirement: `ENGINEER x2`). */
  readonly towedBy?: string;
}

export function checkTow(state: GameState, command: CommandOf<'Tow'>): Problem | null {
  const turn = checkOwnTurn(state, command.actor, TOW_RULES.orders);
  if (turn) return turn;
  if (state.battle || (state.windows ?? []).length > 0) return problem('ACTION_IN_PROGRESS', 'another action is in progress', RULES.alternatingActions);
  const own = checkOwnShip(state, command.actor, command.ship, TOW_RULES.orders);
  if (own) return own;
  const ship = state.cards[command.ship]!;
  if (zoneKind(ship.zone) !== 'space') return problem('NOT_IN_SPACE', 'only a ship in orbit (undocked, not landed) can tow', TOW_RULES.towed);
  const entry = state.ongoing[command.card];
  const towedBy = entry ? dilemmaDef(state.cards[command.card]!.blueprint)?.ongoing?.towedBy : undefined;
  if (!entry || !towedBy || entry.on !== 'mission') return problem('NOT_TOWABLE', 'that is not a card on a mission that a ship may tow', TOW_RULES.towed);
  if (entry.location !== zoneArg(ship.zone)) return problem('NOT_SAME_LOCATION', 'the ship must be where the card lies', TOW_RULES.towed);
  if (!hasSpecialEquipment(state, command.ship, 'Tractor Beam')) return problem('NO_TRACTOR_BEAM', 'towing needs a ship with a Tractor Beam', TOW_RULES.towed);
  const crew = activePersonnel(state, Z.aboard(command.ship), command.actor);
  if (meetGroup(state, requirement(towedBy), crew).verdict !== 'met') return problem('TOW_NOT_MET', `towing needs ${towedBy} aboard the ship`, TOW_RULES.towed);
  return null;
}

export function tow(ctx: Ctx, command: CommandOf<'Tow'>): void {
  const entry = ctx.state.ongoing[command.card]!;
  ctx.emit({ type: 'DilemmaPlaced', card: command.card, ongoing: { ...entry, on: 'ship', host: command.ship }, to: Z.on(command.ship), rule: TOW_RULES.towed });
}

/** The tows a player may order now: towable dilemmas on missions where one of their ships is (few entries). */
export function towOffers(state: GameState, player: PlayerId): Command[] {
  const out: Command[] = [];
  for (const [card, entry] of Object.entries(state.ongoing)) {
    if (entry.on !== 'mission' || !dilemmaDef(state.cards[card]!.blueprint)?.ongoing?.towedBy) continue;
    for (const ship of state.zones[Z.space(entry.location)] ?? []) {
      if (state.cards[ship]!.owner !== player) continue;
      const command: Command = { type: 'Tow', actor: player, ship, card };
      if (!checkTow(state, command)) out.push(command);
    }
  }
  return out;
}
