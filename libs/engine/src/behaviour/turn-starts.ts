/**
 * Issue 15 (turn-starts): start-of-turn triggers of cards in play — `CardBehaviour.atTurnStart`, run by
 * `runTurnStartTriggers` as each turn begins (play.ts › beginNextTurn, after `TurnBegan` and before any
 * card play of that turn), in table order, deterministic (no choice, no random pick), each result a
 * fact on the record with the card as its source.
 *   1E rulebook › PLAYING A CARD › YOUR NORMAL CARD PLAY › Exception: "Start of turn" actions (they happen
 *   before the normal card play); DS9 rules (start of turn occurs just after the previous turn ended);
 *   MISCELLANEOUS RULES › TURNS: "EACH", "EVERY", AND "FULL" ("each" turn: the card's subject's turns —
 *   `whose: 'your'`; "every"/"any player's" turn: `whose: 'every'`);
 *   MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT" (an Away Team is present with a
 *   planet only while on its surface).
 * Speed: the blueprints with the word are found once per game; a game without them costs a lookup.
 */
import { blueprintOf } from '../card-facts';
import type { Ctx } from '../context';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { locationOfCard, Z, zoneKind } from '../zones';
import { captivesHeldBy, escortsOf } from './captives';
import { behaviourOf } from './registry';
import { runEffects } from './verbs';
import type { Effect } from './vocabulary';

/** What must hold as the turn begins (all of them, checked for the card's owner). */
export type TurnStartCondition =
  /**
   * One of the owner's personnel of these affiliations on the surface of the planet this card lies atop
   * is escorting a captive there ("if your [Car] or [Fer] personnel present is escorting a captive").
   */
  { readonly kind: 'escorting-captive-here'; readonly affiliations: readonly string[] };

export interface TurnStartTrigger {
  /** `your`: the turns of the card's owner ("each turn", "your turn"); `every`: any player's turn. */
  readonly whose: 'your' | 'every';
  readonly requires?: readonly TurnStartCondition[];
  /** Any effects of the vocabulary, run for the card's owner with the card as their source (Labor Camp: `score-points`). */
  readonly effects: readonly Effect[];
}

const sources = new WeakMap<object, ReadonlySet<string>>();

function holds(state: GameState, card: string, owner: PlayerId, condition: TurnStartCondition): boolean {
  switch (condition.kind) {
    case 'escorting-captive-here': {
      const instance = state.cards[card]!;
      if (zoneKind(instance.zone) !== 'atop') return false;
      const location = locationOfCard(state, card);
      if (!location) return false;
      const surface = Z.surface(location);
      return captivesHeldBy(state, owner).some((captive) =>
        escortsOf(state, captive).some((escort) => state.cards[escort]!.zone === surface && blueprintOf(state, escort).affiliations.some((one) => condition.affiliations.includes(one))),
      );
    }
  }
}

/** As `player`'s turn begins: every face-up card in play with an `atTurnStart` trigger that counts this turn and whose conditions hold. */
export function runTurnStartTriggers(ctx: Ctx, player: PlayerId): void {
  let ids = sources.get(ctx.state.blueprints);
  if (!ids) {
    ids = new Set(Object.keys(ctx.state.blueprints).filter((id) => behaviourOf(id)?.atTurnStart));
    sources.set(ctx.state.blueprints, ids);
  }
  if (ids.size === 0) return;
  const due = tableIndex(ctx.state).inPlay.filter((instance) => ids.has(instance.blueprint) && instance.faceUp);
  for (const { iid } of due) {
    const instance = ctx.state.cards[iid];
    if (!instance) continue;
    const trigger = behaviourOf(instance.blueprint)!.atTurnStart!;
    if (trigger.whose === 'your' && instance.owner !== player) continue;
    if (!(trigger.requires ?? []).every((condition) => holds(ctx.state, iid, instance.owner, condition))) continue;
    runEffects({ ctx, player: instance.owner, card: iid }, trigger.effects);
  }
}

/** The condition words of `atTurnStart` (catalogue.spec.ts: `turn-starts:<condition>`; its effects are `effect:` words). */
export const TURN_START_WORDS: readonly string[] = ['escorting-captive-here'];

/** The catalogue words a trigger uses. */
export function turnStartWords(trigger: TurnStartTrigger): string[] {
  return [...(trigger.requires ?? []).map((condition) => `turn-starts:${condition.kind}`), ...trigger.effects.map((effect) => `effect:${effect.kind}`)];
}
