/**
 * Handlers of the battle effect words (vocabulary-battle.ts), spread into `VERBS`.
 *   1E rulebook › BATTLE › INITIATING A BATTLE › Clarification: Cancelled Battles (a cancelled
 *   battle still stops every card involved); PERSONNEL BATTLE › 2. Responses (cards that apply at
 *   the initiation of battle).
 */
import { killOneAtRandom } from './random-kill';
import { skillLevel } from '@captains-log/cards';
import { bp, type Ctx } from '../context';
import { memberOf } from '../attempt/requirements';
import { RULES } from '../rules';
import { BATTLE_RULES } from '../battle/rules-battle';
import type { GameState, PlayerId } from '../types';
import { battleWindow } from './targets-battle';
import { cardsIn } from '../zones';
import { startCardBattle } from '../battle/battle';
import type { BattleEffect, BattleFilter } from './vocabulary-battle';

interface VerbContext {
  readonly ctx: Ctx;
  readonly player: PlayerId;
  readonly card: string;
  readonly target?: string;
}
type Handler<K extends BattleEffect['kind']> = (v: VerbContext, effect: Extract<BattleEffect, { kind: K }>) => void;

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

export function matches(state: GameState, iid: string, filter: BattleFilter): boolean {
  const card = bp(state, iid);
  if (filter.affiliation) {
    const wanted = filter.affiliation.toLowerCase();
    const species = card.characteristics.some((c) => c.toLowerCase() === wanted);
    if (!species && !card.affiliations.some((a) => a.toLowerCase() === wanted)) return false;
  }
  return !filter.skill || skillLevel(memberOf(state, iid), filter.skill) > 0;
}

export const BATTLE_VERBS: { readonly [K in BattleEffect['kind']]: Handler<K> } = {
  'cancel-battle': (v) => {
    const window = battleWindow(v.ctx.state);
    if (!window || !v.ctx.state.battle) return;
    // Closing the battle's window then ends the battle as cancelled (battle/battle.ts › resolveBattle).
    v.ctx.emit({ type: 'PlayNullified', card: window.card, by: v.card, rule: BATTLE_RULES.cancelled });
    resolved(v, 'the battle just initiated is cancelled');
  },
  'avenge-in-battle': (v, effect) => {
    const last = v.ctx.state.lastBattle;
    if (!last) return;
    resolved(v, `personnel of ${effect.species.join(', ')} attack again with STRENGTH x${effect.factor}`);
    startCardBattle(v.ctx, v.player, last.zone, effect.species, effect.factor, v.card);
  },
  'kill-stunned-before-winner': (v, effect) => {
    if (v.ctx.state.battle?.kind !== 'personnel') return;
    v.ctx.emit({ type: 'BattleStepAdded', step: { player: v.player, count: effect.count, source: v.card }, rule: BATTLE_RULES.winner });
    resolved(v, `${effect.count} opposing stunned personnel will die before the winner is determined`);
  },
  'kill-random-after-battle': (v) => {
    const last = v.ctx.state.lastBattle;
    if (!last) return;
    const candidates = cardsIn(v.ctx.state, last.zone).filter((iid) => v.ctx.state.cards[iid]!.owner !== v.player && bp(v.ctx.state, iid).type === 'Personnel');
    if (killOneAtRandom(v, candidates)) resolved(v, 'one opposing personnel killed at random');
  },
};
