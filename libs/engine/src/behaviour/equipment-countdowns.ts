/**
 * Issue 15 (stasis pass): countdowns of equipment in play. 1E rulebook › END OF TURN › COUNTDOWNS: a
 * countdown-icon card you own counts down one at the end of each of your turns and is discarded when its
 * counter reaches zero. Events on the table already tick in play.ts › endTurn; equipment (and an artifact
 * used as equipment) lies aboard or on a planet and enters play many ways (reported, downloaded,
 * seeded), so its counter starts at its icon's number the first time it ticks (`CountdownTicked`, the
 * same fact; a card out of play keeps no counter: evolve.ts). Read by play.ts › endTurn.
 * Words (CardBehaviour.countdownRule):
 * - `counts-down-only` (`when`): the equipment ticks only at the end of a turn where the condition holds:
 *   `kw-personnel-present` (its owner's [KW] personnel present with it), `cloaked` (aboard its owner's
 *   cloaked ship: the device engaged), `cards-in-hand` (its owner holds any card); `rationedBy`: with
 *   such a personnel of its owner present, only the first of its titled copies there ticks (Vorta);
 * - `holds-countdowns` (`titles`, `where`: `aboard` | `planet-here`, `reset`): a facility that keeps
 *   the named equipment aboard it (or on the planet of its location) from counting down — with `reset`,
 *   their counters go back to full;
 * - effect `hold-countdowns-present` (`titles`): the named equipment of yours present with the target
 *   does not count down at the end of this turn (recorded as `CardAbilityUsed` `(countdowns held) <zone>`;
 *   Jem'Hadar Sacrifice, played before the target dies).
 */
import { bp, type Ctx } from '../context';
import { countdownOf, titledAmong, isTitled } from '../card-facts';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { presentWith } from './nullify-protection';
import { behaviourOf } from './registry';
import { names } from './reporting';
import { tableIndex } from '../table-index';
import type { PersonnelFilter } from './vocabulary-events2';
import type { VerbContext } from './verbs';

export type CountdownRule =
  | { readonly kind: 'counts-down-only'; readonly when: 'kw-personnel-present' | 'cloaked' | 'cards-in-hand'; readonly rationedBy?: PersonnelFilter }
  | { readonly kind: 'holds-countdowns'; readonly titles: readonly string[]; readonly where: 'aboard' | 'planet-here'; readonly reset: boolean }
  /**
   * Issue 15 (helper fer): a card on its owner's table that does not count down while its owner has a personnel in play whose title or
   * persona names one of `names` ("does not count down while you have any Quark in play": Quark's Isolinear Rods; play.ts › endTurn).
   */
  | { readonly kind: 'held-while-yours-in-play'; readonly names: readonly string[] };
export type CountdownHoldEffect = { readonly kind: 'hold-countdowns-present'; readonly titles: readonly string[] };

/** For the catalogue test. */
export const EQUIPMENT_COUNTDOWN_WORDS: readonly string[] = ['countdown:counts-down-only', 'countdown:holds-countdowns', 'countdown:held-while-yours-in-play', 'effect:hold-countdowns-present'];

/** Issue 15 (helper fer): whether a table card's countdown is held this end of turn (`held-while-yours-in-play`). */
export function tableCountdownHeld(state: GameState, iid: string): boolean {
  const instance = state.cards[iid]!;
  const rule = behaviourOf(instance.blueprint)?.countdownRule;
  if (rule?.kind !== 'held-while-yours-in-play') return false;
  return tableIndex(state).inPlayBy[instance.owner].some((one) => one.faceUp !== false && bp(state, one.iid).type === 'Personnel' && rule.names.some((name) => names(bp(state, one.iid), name)));
}

const HELD = '(countdowns held) ';

/** Equipment-like: an Equipment card, or an artifact its text uses as equipment. */
function equipmentLike(state: GameState, iid: string): boolean {
  const card = bp(state, iid);
  return card.type === 'Equipment' || (card.type === 'Artifact' && /use as equipment/i.test(card.text ?? ''));
}

/** A facility in play holding `iid`'s countdown (aboard it, or on the planet of its location): whether it resets it. */
function heldBy(state: GameState, iid: string): { reset: boolean } | undefined {
  const instance = state.cards[iid]!;
  const title = bp(state, iid).title;
  const kind = zoneKind(instance.zone);
  const location = locationOfZone(state, instance.zone);
  const hosts = kind === 'aboard' ? [zoneArg(instance.zone)] : kind === 'surface' && location ? [...cardsIn(state, Z.space(location)), ...cardsIn(state, Z.surface(location))] : [];
  for (const host of hosts) {
    const rule = behaviourOf(state.cards[host]!.blueprint)?.countdownRule;
    if (rule?.kind !== 'holds-countdowns' || !rule.titles.includes(title) || !state.cards[host]!.faceUp) continue;
    if ((rule.where === 'aboard' && kind === 'aboard') || (rule.where === 'planet-here' && kind === 'surface')) return { reset: rule.reset };
  }
  return undefined;
}

/** Whether the equipment's own condition lets it count down now. */
function conditionHolds(state: GameState, iid: string, rule: Extract<CountdownRule, { kind: 'counts-down-only' }>): boolean {
  const instance = state.cards[iid]!;
  if (rule.when === 'cards-in-hand') return cardsIn(state, Z.hand(instance.owner)).length > 0;
  if (rule.when === 'cloaked') {
    const ship = zoneKind(instance.zone) === 'aboard' ? state.cards[zoneArg(instance.zone)] : undefined;
    return !!ship && ship.owner === instance.owner && ship.cloak === 'cloaked';
  }
  if (!presentWith(state, iid, { icons: ['KW'] })) return false;
  if (!rule.rationedBy || !presentWith(state, iid, rule.rationedBy)) return true;
  // Rationed: only the first copy of its title there counts down.
  const title = bp(state, iid).title;
  return cardsIn(state, instance.zone).find((other) => state.cards[other]!.owner === instance.owner && isTitled(bp(state, other), title)) === iid;
}

/** End of `player`'s turn: their equipment in play with a countdown icon counts down (or is held, or reset). */
export function equipmentCountdowns(ctx: Ctx, player: PlayerId): void {
  const turn = ctx.state.turn!.number;
  const ticking = Object.values(ctx.state.cards).filter(
    (instance) => instance.owner === player && instance.faceUp && isInPlayZone(instance.zone) && zoneKind(instance.zone) !== 'table' && equipmentLike(ctx.state, instance.iid) && countdownOf(bp(ctx.state, instance.iid)) !== undefined,
  );
  // Conditions are read before any of them is discarded.
  const decisions = ticking.map((instance) => {
    const iid = instance.iid;
    const full = countdownOf(bp(ctx.state, iid))!;
    const held = heldBy(ctx.state, iid);
    const rule = behaviourOf(instance.blueprint)?.countdownRule;
    const counts =
      !held && !instance.stasis && ctx.state.abilityUses?.[`${player}|${HELD}${instance.zone}`] !== turn && (rule?.kind !== 'counts-down-only' || conditionHolds(ctx.state, iid, rule));
    return { iid, full, held, counts };
  });
  for (const { iid, full, held, counts } of decisions) {
    const instance = ctx.state.cards[iid]!;
    const current = instance.countdown ?? full;
    if (held?.reset && current !== full) ctx.emit({ type: 'CountdownTicked', card: iid, remaining: full, rule: `${RULES.countdowns}; ${RULES.cardEffects}` });
    if (!counts) continue;
    const remaining = current - 1;
    ctx.emit({ type: 'CountdownTicked', card: iid, remaining, rule: RULES.countdowns });
    if (remaining <= 0) ctx.emit({ type: 'CardMoved', card: iid, from: instance.zone, to: Z.discard(instance.owner), faceUp: true, reason: 'countdown reached zero', rule: RULES.countdowns });
  }
}

type Handler<K extends CountdownHoldEffect['kind']> = (v: VerbContext, effect: Extract<CountdownHoldEffect, { kind: K }>) => void;

export const EQUIPMENT_COUNTDOWN_VERBS: { readonly [K in CountdownHoldEffect['kind']]: Handler<K> } = {
  'hold-countdowns-present': (v, effect) => {
    const state = v.ctx.state;
    const target = v.target ? state.cards[v.target] : undefined;
    if (!target || !state.turn) return;
    const held = cardsIn(state, target.zone).filter((iid) => state.cards[iid]!.owner === v.player && titledAmong(effect.titles, bp(state, iid)));
    v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: `${HELD}${target.zone}`, turn: state.turn.number, rule: RULES.countdowns });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${held.length} card(s) present kept from counting down this turn`, rule: `${RULES.countdowns}; ${RULES.cardEffects}` });
  },
};
