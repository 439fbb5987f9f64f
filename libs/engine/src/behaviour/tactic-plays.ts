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
import { isInPlayZone, locationOfCard, other, Z, zoneKind } from '../zones';
import { battleWindow } from './targets-battle';
import { finding } from './target-table';
import { placeDamageMarkers, tacticDeck, TACTIC_RULES, usesTacticsDamage } from './battle-tactics';
import type { MarkerSymbol } from './tactics-facts';
import type { VerbContext } from './verbs';

export type TacticPlayTarget =
  | { readonly kind: 'tactic-title' }
  | { readonly kind: 'open-battle-bridge' }
  /** An undamaged ship of the opponent in play (at a spaceline location), on your own turn. */
  | { readonly kind: 'opponent-undamaged-ship' };

export type TacticPlayEffect =
  | { readonly kind: 'ban-tactic-title' }
  | { readonly kind: 'look-at-top-tactics'; readonly count: number }
  /**
   * The target ship takes these damage markers from your Battle Bridge side deck, when you have at least `atLeast`
   * personnel of `affiliation` whose lore holds `loreWord` at its location (none without a side deck: rotation
   * damage players are immune to drawn markers, DAMAGE AND REPAIRS › ROTATION DAMAGE).
   */
  | { readonly kind: 'tactic-damage-if-here'; readonly markers: readonly MarkerSymbol[]; readonly atLeast: number; readonly affiliation: string; readonly loreWord: string };

/** For the catalogue test. */
export const TACTIC_PLAY_WORDS: readonly string[] = ['target:tactic-title', 'target:open-battle-bridge', 'target:opponent-undamaged-ship', 'effect:ban-tactic-title', 'effect:look-at-top-tactics', 'effect:tactic-damage-if-here'];

function targets(state: GameState, player: PlayerId, spec: TacticPlayTarget): string[] {
  if (spec.kind === 'opponent-undamaged-ship') {
    if (state.turn?.player !== player) return [];
    return Object.entries(state.cards)
      .filter(([iid, card]) => card.owner === other(player) && card.faceUp && bp(state, iid).type === 'Ship' && zoneKind(card.zone) === 'space' && !card.damage && !card.hull)
      .map(([iid]) => iid)
      .sort();
  }
  if (spec.kind === 'open-battle-bridge') return PLAYERS.filter((one) => tacticDeck(state, one).length > 0);
  if (state.battle?.kind !== 'ship' || !battleWindow(state)) return [];
  const titles = new Set(Object.values(state.blueprints).filter((card) => card.type === 'Tactic').map((card) => card.title));
  return [...titles].filter((title) => !state.battle?.bannedTactics?.includes(title)).sort();
}

export const TACTIC_PLAY_TARGETS = finding(['tactic-title', 'open-battle-bridge', 'opponent-undamaged-ship'], (state, player, spec) => targets(state, player, spec));

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
  'tactic-damage-if-here': (v, effect) => {
    const ship = v.target;
    const location = ship && v.ctx.state.cards[ship] ? locationOfCard(v.ctx.state, ship) : null;
    if (!ship || !location) return;
    const here = Object.keys(v.ctx.state.cards).filter((iid) => {
      const card = bp(v.ctx.state, iid);
      return v.ctx.state.cards[iid]!.owner === v.player && card.type === 'Personnel' && isInPlayZone(v.ctx.state.cards[iid]!.zone) && card.affiliations.includes(effect.affiliation as never) && (card.lore ?? '').toLowerCase().includes(effect.loreWord) && locationOfCard(v.ctx.state, iid) === location;
    });
    if (here.length < effect.atLeast) return resolved(v.ctx, v, `fewer than ${effect.atLeast} such personnel here: no damage`);
    if (!usesTacticsDamage(v.ctx.state, v.player)) return resolved(v.ctx, v, 'no Battle Bridge side deck: no damage marker can be drawn');
    placeDamageMarkers(v.ctx, v.player, ship, effect.markers, v.card);
  },
  'look-at-top-tactics': (v, effect) => {
    const owner = v.target as PlayerId | undefined;
    if (owner !== 'p1' && owner !== 'p2') return;
    const top = tacticDeck(v.ctx.state, owner).slice(0, effect.count);
    v.ctx.emit({ type: 'CardsShown', to: v.player, zone: Z.side(owner), cards: top.map((iid) => ({ iid, title: bp(v.ctx.state, iid).title })), source: v.card, rule: RULES.lookingAtCards });
  },
};
