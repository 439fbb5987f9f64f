/**
 * Issue 15 (battle-cards): responses just after a battle — the window that opens when a battle
 * ends (`response` to `battle-ended`; after a ship battle too since this pass, with the record
 * `state.lastShipBattle`: the ships involved, those that fired, those destroyed with the personnel
 * killed aboard). Words:
 * - target `your-ship-that-traded-fire`: your ship still in play that fired WEAPONS in the ship battle
 *   just ended, in which an opposing ship fired too (Phaser Array Power Cell);
 * - target `ship-destroyed-by-your-ship-with` (`skill`): a ship destroyed in the ship battle just ended
 *   that your ship fired on, while that ship of yours (still in play) has your personnel with `skill`
 *   aboard (Latinum Payoff: Greed);
 * - effect `score-per-classification-killed-aboard` (`classification`, `points`): points for each
 *   personnel of that printed classification killed aboard the target destroyed ship;
 * - target `your-leader-in-battle-won`: one of your leaders in the battle you just won (personnel
 *   battle: where it took place; ship battle: aboard your ships in it), without a card of this title
 *   on it already ("(Not cumulative.)") (Data's Medals);
 * - card field `pointsLostIfHostKilled` (n): lying on a personnel that is killed, its owner loses the n
 *   points it scored (read by attempt/leaving-play.ts as the cards on a departing card are discarded).
 *   1E rulebook › BATTLE › AFTER THE BATTLE; PERSONNEL BATTLE (winner); SHIP BATTLE (8. resolution);
 *   THE PLAY PHASE › Alternating Actions (responses); SCORING POINTS (bonus points; points lost);
 *   MISCELLANEOUS RULES › THE CUMULATIVE RULE.
 * Decisions: a response to a battle just ended needs the battle's own window at the top (not a
 * response to a response), so each player plays at most one such card per battle — Latinum Payoff's
 * "once per destroyed ship" then holds, but with two ships destroyed only one scores.
 */
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, other, Z, zoneKind } from '../zones';
import { isLeader } from '../battle/battle';
import { behaviourOf } from './registry';
import type { VerbContext } from './verbs';
import { finding } from './target-table';
import { isTitled } from '../card-facts';

export type AfterBattleTarget =
  | { readonly kind: 'your-ship-that-traded-fire' }
  | { readonly kind: 'ship-destroyed-by-your-ship-with'; readonly skill: string }
  | { readonly kind: 'your-leader-in-battle-won' };

export type AfterBattleEffect = { readonly kind: 'score-per-classification-killed-aboard'; readonly classification: string; readonly points: number };

/** For the catalogue test. */
export const AFTER_BATTLE_WORDS: readonly string[] = [
  'target:your-ship-that-traded-fire',
  'target:ship-destroyed-by-your-ship-with',
  'target:your-leader-in-battle-won',
  'effect:score-per-classification-killed-aboard',
];

/** Whether the top response window is the one opened as a battle ended (trophies.ts reads it too). */
export function battleJustEnded(state: GameState): boolean {
  const windows = state.windows ?? [];
  return windows[windows.length - 1]?.action === 'battle-ended';
}

function inSpace(state: GameState, ship: string): boolean {
  const instance = state.cards[ship];
  return !!instance && (zoneKind(instance.zone) === 'space' || zoneKind(instance.zone) === 'docked');
}

function personnelAboard(state: GameState, ship: string, player: PlayerId): string[] {
  return cardsIn(state, Z.aboard(ship)).filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel');
}

export function afterBattleTargets(state: GameState, player: PlayerId, spec: AfterBattleTarget, self?: string): string[] {
  if (!battleJustEnded(state)) return [];
  const ships = state.lastShipBattle;
  switch (spec.kind) {
    case 'your-ship-that-traded-fire':
      if (!ships || ships.fired[other(player)].length === 0) return [];
      return ships.fired[player].filter((ship) => state.cards[ship]?.owner === player && inSpace(state, ship));
    case 'ship-destroyed-by-your-ship-with': {
      if (!ships) return [];
      const armed = (ship: string) =>
        state.cards[ship]?.owner === player && inSpace(state, ship) && personnelAboard(state, ship, player).some((iid) => skillLevel(memberOf(state, iid), spec.skill) > 0);
      return ships.destroyed.filter((entry) => state.cards[entry.ship]?.owner !== player && entry.by.some(armed)).map((entry) => entry.ship);
    }
    case 'your-leader-in-battle-won': {
      const title = self ? bp(state, self).title : undefined;
      const bare = (iid: string) => !title || !cardsIn(state, Z.on(iid)).some((card) => isTitled(bp(state, card), title));
      const leaders = (iids: readonly string[]) => iids.filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel' && !state.cards[iid]!.disabled && isLeader(state, iid) && bare(iid));
      const personnel = state.lastBattle;
      if (personnel) return personnel.winner === player ? leaders(cardsIn(state, personnel.zone)) : [];
      if (!ships || ships.winner !== player) return [];
      return leaders(ships.ships.filter((ship) => state.cards[ship]?.owner === player && inSpace(state, ship)).flatMap((ship) => personnelAboard(state, ship, player)));
    }
  }
}

type Handler<K extends AfterBattleEffect['kind']> = (v: VerbContext, effect: Extract<AfterBattleEffect, { kind: K }>) => void;

export const AFTER_BATTLE_VERBS: { readonly [K in AfterBattleEffect['kind']]: Handler<K> } = {
  'score-per-classification-killed-aboard': (v, effect) => {
    const entry = v.ctx.state.lastShipBattle?.destroyed.find((candidate) => candidate.ship === v.target);
    if (!entry) return;
    const count = entry.crew.filter((iid) => bp(v.ctx.state, iid).personnel?.classification === effect.classification).length;
    if (count > 0) v.ctx.emit({ type: 'PointsScored', player: v.player, points: count * effect.points, bonus: false, source: v.card, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${count} ${effect.classification} killed aboard: ${count * effect.points} point(s)`, target: v.target!, rule: RULES.cardEffects });
  },
};

/** A card lying on `host` that takes back the points it scored when its host is killed (Data's Medals). */
export function losePointsWithHost(ctx: Ctx, card: string): void {
  const points = behaviourOf(ctx.state.cards[card]!.blueprint)?.pointsLostIfHostKilled;
  if (!points) return;
  ctx.emit({ type: 'PointsScored', player: ctx.state.cards[card]!.owner, points: -points, bonus: true, source: card, rule: RULES.cardEffects });
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const AFTER_BATTLE_TARGETS = finding(['your-ship-that-traded-fire', 'ship-destroyed-by-your-ship-with', 'your-leader-in-battle-won'], (state, player, spec, self) => afterBattleTargets(state, player, spec, self));
