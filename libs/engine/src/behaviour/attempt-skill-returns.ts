/**
 * "Gains a skill of your choice until the end of the mission attempt, then returns to hand"
 * (issue 15, windows: Cluttering Irrelevancies, played in the `attempt-began` window of
 * attempt-windows.ts). The gain is kept as named-skills.ts keeps its gains (a turn-stamped skill
 * copy, skill-copies.ts), its keeper the condition `attempt-return:<location>`: it holds while the
 * attempt at that location is in progress. When a command ends that attempt (solved, failed or a
 * scouting attempt ended), each personnel still in play that holds such a gain returns to its
 * owner's hand, and the gain is closed (its use re-stamped with turn 0), so a copy reported again
 * this turn has no skill and does not return again.
 *   1E rulebook › USING SKILLS › List of Regular Skills; ATTEMPT A MISSION (an attempt ends when the
 *   mission is solved or the attempt fails); THE CARDS › INTERRUPTS.
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { isInPlayZone, Z } from '../zones';
import { copySkillUntilEndOfTurn, SKILL_COPY_PREFIX } from './skill-copies';
import type { VerbContext } from './verbs';

const KEEPER = 'attempt-return:';

export type AttemptSkillEffect =
  /** The personnel of a `personnel>Skill` target has that skill while the current mission attempt goes on; when it ends, the personnel returns to its owner's hand. */
  { readonly kind: 'grant-named-skill-for-attempt-then-return' };

/** Whether a skill-copy keeper is this file's condition. */
export function isAttemptKeeper(keeper: string): boolean {
  return keeper.startsWith(KEEPER);
}

/** The condition holds while the attempt at its location is in progress. */
export function attemptKeeperHolds(state: GameState, keeper: string): boolean {
  return state.attempt?.location === keeper.slice(KEEPER.length);
}

export const ATTEMPT_SKILL_VERBS: { readonly [K in AttemptSkillEffect['kind']]: (v: VerbContext, effect: Extract<AttemptSkillEffect, { kind: K }>) => void } = {
  'grant-named-skill-for-attempt-then-return': (v) => {
    const [receiver, skill] = (v.target ?? '').split('>') as [string, string | undefined];
    const state = v.ctx.state;
    const location = state.attempt?.location;
    if (!state.cards[receiver] || !skill || !location) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'no mission attempt in progress: no effect', rule: RULES.cardEffects });
      return;
    }
    copySkillUntilEndOfTurn(v, receiver, v.card, skill, 1, `${KEEPER}${location}`);
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(state, receiver).title} has ${skill} until the end of the mission attempt, then returns to hand`, target: v.target!, rule: RULES.cardEffects });
  },
};

const ENDS = new Set(['MissionSolved', 'MissionAttemptFailed', 'ScoutingAttemptEnded']);

/** After a command that ended a mission attempt: personnel holding a gain of this file return to hand. */
export function returnAfterAttempts(ctx: Ctx): void {
  const state = ctx.state;
  if (state.attempt || !state.turn || !state.abilityUses || !ctx.events.some((event) => ENDS.has(event.type))) return;
  for (const [key, turn] of Object.entries(state.abilityUses)) {
    if (turn !== state.turn.number) continue;
    const bar = key.indexOf('|');
    const title = key.slice(bar + 1);
    if (!title.startsWith(SKILL_COPY_PREFIX)) continue;
    const [receiver, , keeper] = title.slice(SKILL_COPY_PREFIX.length).split('>') as [string, string, string];
    if (!keeper || !isAttemptKeeper(keeper)) continue;
    const player = key.slice(0, bar) as PlayerId;
    ctx.emit({ type: 'CardAbilityUsed', player, title, turn: 0, rule: RULES.cardEffects });
    const instance = ctx.state.cards[receiver];
    if (!instance || !isInPlayZone(instance.zone)) continue;
    const owner = ctx.state.control?.[receiver]?.owner ?? instance.owner;
    ctx.emit({ type: 'CardMoved', card: receiver, from: instance.zone, to: Z.hand(owner), faceUp: false, reason: 'the mission attempt ended: returns to hand', rule: RULES.cardEffects });
  }
}
