/**
 * Issue 15 (skill-copies): attributes shifted until the end of the turn (Cortical Node Implant's
 * "regulate implants": −2 to one attribute, +2 to another). Kept as a turn-stamped use key, as
 * skill-copies.ts keeps a copied skill; `memberOf` (attempt/requirements.ts) applies it. Also the
 * ability condition `host-present-with` (read with the other ability conditions, verbs-events-d.ts).
 *   1E rulebook › PERSONNEL (attributes); THE CARDS › INCIDENTS; MISCELLANEOUS RULES › TURNS:
 *   "EACH", "EVERY", AND "FULL".
 */
import type { GroupMember } from '@captains-log/cards';
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, zoneArg, zoneKind } from '../zones';
import type { VerbContext } from './verbs';
import type { AttributeShiftCondition, AttributeShiftEffect } from './vocabulary-attribute-shifts';
import { finding } from './target-table';
import { titledAmong } from '../card-facts';

const PREFIX = '(attributes shifted until end of turn) ';
const ATTRIBUTES = ['INTEGRITY', 'CUNNING', 'STRENGTH'] as const;
type Attribute = (typeof ATTRIBUTES)[number];
const FIELD: Record<Attribute, 'integrity' | 'cunning' | 'strength'> = { INTEGRITY: 'integrity', CUNNING: 'cunning', STRENGTH: 'strength' };

/** The six `FROM>TO` pairs of two different attributes. */
export function attributePairTargets(): string[] {
  return ATTRIBUTES.flatMap((from) => ATTRIBUTES.filter((to) => to !== from).map((to) => `${from}>${to}`));
}

function hostOf(state: GameState, card: string): string | undefined {
  const zone = state.cards[card]?.zone ?? '';
  return zoneKind(zone) === 'on' && state.cards[zoneArg(zone)] ? zoneArg(zone) : undefined;
}

export const ATTRIBUTE_SHIFT_CONDITIONS: { readonly [K in AttributeShiftCondition['kind']]: (state: GameState, player: PlayerId, card: string, condition: Extract<AttributeShiftCondition, { kind: K }>) => boolean } = {
  'host-present-with': (state, _player, card, condition) => {
    const host = hostOf(state, card);
    return !!host && cardsIn(state, state.cards[host]!.zone).some((iid) => iid !== host && state.cards[iid]!.faceUp && titledAmong(condition.titles, bp(state, iid)));
  },
};

type Handler<K extends AttributeShiftEffect['kind']> = (v: VerbContext, effect: Extract<AttributeShiftEffect, { kind: K }>) => void;

export const ATTRIBUTE_SHIFT_VERBS: { readonly [K in AttributeShiftEffect['kind']]: Handler<K> } = {
  'shift-host-attributes-until-end-of-turn': (v, effect) => {
    const state = v.ctx.state;
    const host = hostOf(state, v.card);
    const [from, to] = (v.target ?? '').split('>') as [Attribute, Attribute | undefined];
    if (!host || !state.turn || !to || !ATTRIBUTES.includes(from) || !ATTRIBUTES.includes(to) || from === to) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'no attributes shifted', rule: RULES.cardEffects });
      return;
    }
    v.ctx.emit({ type: 'CardAbilityUsed', player: state.cards[host]!.owner, title: `${PREFIX}${host}>${v.card}>${from}>${to}>${effect.amount}`, turn: state.turn.number, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(state, host).title}: ${from} -${effect.amount}, ${to} +${effect.amount} until the end of the turn`, rule: RULES.cardEffects });
  },
  // Issue 15 (lead): "make a personnel attributes +2 until end of turn" (Get It Done) — the same turn-stamped key, every attribute raised.
  'raise-target-attributes-until-end-of-turn': (v, effect) => {
    const state = v.ctx.state;
    const personnel = (v.target ?? '').split('>')[0]!;
    const instance = state.cards[personnel];
    if (!instance || !state.turn || !isInPlayZone(instance.zone) || bp(state, personnel).type !== 'Personnel') {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'the personnel is gone: no attributes raised', rule: RULES.cardEffects });
      return;
    }
    v.ctx.emit({ type: 'CardAbilityUsed', player: instance.owner, title: `${PREFIX}${personnel}>${v.card}>${RAISED}>${RAISED}>${effect.amount}`, turn: state.turn.number, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(state, personnel).title}: attributes all +${effect.amount} until the end of the turn`, rule: RULES.cardEffects });
  },
};

/** The FROM and TO of a raise of every attribute (no attribute lowered). */
const RAISED = 'ALL' as const;

/** `member` with the shifts made to personnel `iid` this turn. */
export function withShiftedAttributes(state: GameState, iid: string, member: GroupMember): GroupMember {
  const instance = state.cards[iid];
  if (!instance || !state.turn || !state.abilityUses) return member;
  const head = `${instance.owner}|${PREFIX}${iid}>`;
  let out = member;
  for (const [key, turn] of Object.entries(state.abilityUses)) {
    if (turn !== state.turn.number || !key.startsWith(head)) continue;
    const [, from, to, amount] = key.slice(head.length).split('>') as [string, Attribute | typeof RAISED, Attribute, string];
    const n = Number(amount);
    if (from === RAISED) {
      out = { ...out, integrity: out.integrity + n, cunning: out.cunning + n, strength: out.strength + n };
      continue;
    }
    out = { ...out, [FIELD[from]]: out[FIELD[from]] - n, [FIELD[to]]: out[FIELD[to]] + n };
  }
  return out;
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const ATTRIBUTE_SHIFTS_TARGETS = finding(['attribute-pair'], () => attributePairTargets());
