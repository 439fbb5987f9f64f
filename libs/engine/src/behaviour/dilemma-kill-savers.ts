/**
 * Issue 15 (helper incidents-d): `savesFromDilemmaKill` — equipment of yours present that keeps a
 * personnel of yours present from being killed by a dilemma, at a price: discarded (Environmental Suit)
 * or returned to your hand (Emergency Transport Unit, which also places the personnel aboard your ship at
 * that location). The personnel is stopped instead. Read by `leavePlay` (attempt/leaving-play.ts).
 * The card says "you may": the engine always uses it (keeping a personnel alive is never worse for its
 * owner than losing it, except for the price; a player who would rather keep the equipment plays the
 * death by hand).
 *   1E rulebook › GETTING HURT › KILLED OR DESTROYED; THE CARDS › EQUIPMENT;
 *   MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT"; "STOPPED".
 */
import { blueprintOf } from '../card-facts';
import type { Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState } from '../types';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { behaviourOf } from './registry';

/** What the equipment costs when it saves a personnel, and where the personnel then is. */
export interface SavesFromDilemmaKill {
  /** `discard`: the equipment is discarded; `return-to-hand`: it returns to its owner's hand. */
  readonly pay: 'discard' | 'return-to-hand';
  /** The personnel is placed aboard its owner's ship at the location (the card cannot be used without one). */
  readonly toYourShipHere?: boolean;
}

/** Whether `source` (a card instance or a title, as `leavePlay` is given it) is a dilemma. */
function isDilemma(state: GameState, source: string): boolean {
  if (state.cards[source]) return blueprintOf(state, source).type === 'Dilemma';
  return Object.values(state.blueprints).some((card) => card.title === source && card.type === 'Dilemma');
}

/** The owner's ship the personnel would be placed aboard: the one it is aboard, else one in orbit or landed at the location. */
function shipHere(state: GameState, iid: string): string | undefined {
  const instance = state.cards[iid]!;
  if (zoneKind(instance.zone) === 'aboard') {
    const host = state.cards[zoneArg(instance.zone)];
    if (host && host.owner === instance.owner && blueprintOf(state, host.iid).type === 'Ship') return host.iid;
  }
  const location = locationOfZone(state, instance.zone);
  if (!location) return undefined;
  return [...cardsIn(state, Z.space(location)), ...cardsIn(state, Z.surface(location))].find((other) => state.cards[other]!.owner === instance.owner && blueprintOf(state, other).type === 'Ship');
}

/** If equipment present saves the personnel `iid` from being killed by `source`, pays for it, stops the personnel and returns true. */
export function savedFromDilemmaKill(ctx: Ctx, iid: string, source: string): boolean {
  const state = ctx.state;
  const instance = state.cards[iid];
  if (!instance || blueprintOf(state, iid).type !== 'Personnel') return false;
  const savers = cardsIn(state, instance.zone).filter((other) => {
    const card = state.cards[other]!;
    return card.owner === instance.owner && card.faceUp && behaviourOf(card.blueprint)?.savesFromDilemmaKill !== undefined;
  });
  if (savers.length === 0 || !isDilemma(state, source)) return false;
  for (const saver of savers) {
    const rule = behaviourOf(state.cards[saver]!.blueprint)!.savesFromDilemmaKill!;
    const ship = rule.toYourShipHere ? shipHere(state, iid) : undefined;
    if (rule.toYourShipHere && !ship) continue;
    const title = blueprintOf(state, saver).title;
    const to = rule.pay === 'discard' ? Z.discard(instance.owner) : Z.hand(instance.owner);
    ctx.emit({ type: 'CardMoved', card: saver, from: instance.zone, to, faceUp: rule.pay === 'discard', reason: `${title}: keeps ${blueprintOf(state, iid).title} from being killed`, rule: RULES.cardEffects });
    if (ship && instance.zone !== Z.aboard(ship))
      ctx.emit({ type: 'CardMoved', card: iid, from: instance.zone, to: Z.aboard(ship), faceUp: true, reason: `${title}: placed aboard your ship here`, rule: RULES.cardEffects });
    ctx.emit({ type: 'CardStopped', card: iid, rule: `${RULES.killed}; ${RULES.stopped}` });
    return true;
  }
  return false;
}
