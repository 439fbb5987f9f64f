/**
 * Issue 15 (helper tactics): the words of cards played on Tactics and the Battle Bridge side deck (the model is
 * behaviour/battle-tactics.ts).
 *   - target `tactic-title` — a Tactic title (the target string is the title) from every Tactic card in the game,
 *     while a ship battle has just been initiated; effect `ban-tactic-title`: no player may play a Tactic of that
 *     title as the current tactic this battle (Tactical Scan: "name a tactic").
 *   - target `open-battle-bridge` — a player (`p1` / `p2`) whose Battle Bridge side deck is open and holds a
 *     face-down Tactic; effect `look-at-top-tactics` (`count`): the top Tactics shown to the card's player only
 *     (Tactical Scan: "glance at the top three cards of any Battle Bridge side deck").
 *   - target `ship-battle-you-are-in` (battle-weapons.ts) with effect `extra-tactic-draws` (battle-tactics.ts:
 *     Attack Pattern Delta).
 *   1E rulebook › BATTLE › SHIP BATTLE (3. Responses: "cards that allow the player to draw extra Tactics cards";
 *   4. Tactics); MISCELLANEOUS RULES › LOOKING AT CARDS; SIDE DECKS.
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import { PLAYERS, type GameState, type PlayerId } from '../types';
import { Z } from '../zones';
import { battleWindow } from './targets-battle';
import { finding } from './target-table';
import { tacticDeck, TACTIC_RULES } from './battle-tactics';
import type { VerbContext } from './verbs';

export type TacticPlayTarget = { readonly kind: 'tactic-title' } | { readonly kind: 'open-battle-bridge' };

export type TacticPlayEffect = { readonly kind: 'ban-tactic-title' } | { readonly kind: 'look-at-top-tactics'; readonly count: number };

/** For the catalogue test. */
export const TACTIC_PLAY_WORDS: readonly string[] = ['target:tactic-title', 'target:open-battle-bridge', 'effect:ban-tactic-title', 'effect:look-at-top-tactics'];

function targets(state: GameState, _player: PlayerId, spec: TacticPlayTarget): string[] {
  if (spec.kind === 'open-battle-bridge') return PLAYERS.filter((one) => tacticDeck(state, one).length > 0);
  if (state.battle?.kind !== 'ship' || !battleWindow(state)) return [];
  const titles = new Set(Object.values(state.blueprints).filter((card) => card.type === 'Tactic').map((card) => card.title));
  return [...titles].filter((title) => !state.battle?.bannedTactics?.includes(title)).sort();
}

export const TACTIC_PLAY_TARGETS = finding(['tactic-title', 'open-battle-bridge'], (state, player, spec) => targets(state, player, spec));

function resolved(ctx: Ctx, v: VerbContext, effect: string): void {
  ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

type Handler<K extends TacticPlayEffect['kind']> = (v: VerbContext, effect: Extract<TacticPlayEffect, { kind: K }>) => void;

export const TACTIC_PLAY_VERBS: { readonly [K in TacticPlayEffect['kind']]: Handler<K> } = {
  'ban-tactic-title': (v) => {
    if (v.ctx.state.battle?.kind !== 'ship' || !v.target) return;
    v.ctx.emit({ type: 'TacticBanned', title: v.target, source: v.card, rule: TACTIC_RULES.stage });
    resolved(v.ctx, v, `no player may play ${v.target} as the current tactic this battle`);
  },
  'look-at-top-tactics': (v, effect) => {
    const owner = v.target as PlayerId | undefined;
    if (owner !== 'p1' && owner !== 'p2') return;
    const top = tacticDeck(v.ctx.state, owner).slice(0, effect.count);
    v.ctx.emit({ type: 'CardsShown', to: v.player, zone: Z.side(owner), cards: top.map((iid) => ({ iid, title: bp(v.ctx.state, iid).title })), source: v.card, rule: RULES.lookingAtCards });
  },
};
