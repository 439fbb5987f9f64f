/**
 * Rulings (DESIGN.md › Judges): a judge answers a call (or acts on their own) with a decision in
 * words, the rule it applies and one remedy, all facts in the log:
 *   none             play on;
 *   correct          a corrective effect from the engine's primitives, applied at once, its facts
 *                    flagged with the ruling (1E rulebook › WHAT HAPPENS WHEN I BREAK A RULE? ›
 *                    Tip: Common Quick Fixes);
 *   resolve-dispute  a disputed manual effect applied or dropped;
 *   rewind           GameRewound: the state becomes the state at revision `to` (what came after
 *                    stays in the log, rewound); fresh randomness committed like the game's seed;
 *                    the cards players saw since are named in the ruling;
 *   penalty          caution, warning, game loss, disqualification (1E rulebook › WHAT HAPPENS WHEN
 *                    I BREAK A RULE? › sanctions may be imposed); a game loss or disqualification
 *                    ends the game. The tournament records penalties from these facts.
 */
import { sha256Hex } from '@captains-log/hashing';
import { Ctx, problem, raise, type Problem } from './context';
import { applyPrimitive, checkPrimitive } from './manual';
import { rngFromSeed } from './prng';
import { RULES } from './rules';
import type { CommandOf, GameSnapshot, GameState, Penalty, RecordedRemedy } from './types';
import { endByPenalty } from './winning';

const PENALTIES: readonly Penalty[] = ['caution', 'warning', 'game-loss', 'disqualification'];
const MAX_TEXT = 1000;
const MAX_PRIMITIVES = 20;

/** Whether `revision` lies in a stretch of the log a rewind took out of effect. */
export function isRewound(state: GameState, revision: number): boolean {
  return state.judge.rewinds.some((r) => revision > r.to && revision < r.at);
}

export function checkRuling(state: GameState, command: CommandOf<'MakeRuling'>): Problem | null {
  const rule = RULES.breakingRules;
  if (command.actor !== 'director')
    return problem('NOT_A_DIRECTOR', 'only a judge of the game rules', rule);
  if (typeof command.judge !== 'string' || command.judge === '')
    return problem('NO_JUDGE', 'name the judge making the ruling', rule);
  if (
    typeof command.decision !== 'string' ||
    command.decision.trim() === '' ||
    command.decision.length > MAX_TEXT
  )
    return problem('INVALID_DECISION', `say the decision in 1 to ${MAX_TEXT} characters`, rule);
  if (typeof command.rule !== 'string' || command.rule.trim() === '')
    return problem('NO_RULE_REFERENCE', 'name the rule the ruling applies', rule);
  if (command.call !== undefined && !state.judge.calls[command.call])
    return problem('NO_SUCH_CALL', `no judge call ${command.call}`, RULES.judgeCall);
  const remedy = command.remedy;
  switch (remedy?.kind) {
    case 'none':
      return null;
    case 'correct': {
      if (
        !Array.isArray(remedy.primitives) ||
        remedy.primitives.length === 0 ||
        remedy.primitives.length > MAX_PRIMITIVES
      )
        return problem(
          'INVALID_PRIMITIVES',
          `a corrective effect has 1 to ${MAX_PRIMITIVES} primitive effects`,
          RULES.quickFixes,
        );
      for (const primitive of remedy.primitives) {
        if (primitive.kind === 'fail-attempt' || primitive.kind === 'nullify')
          return problem('INVALID_PRIMITIVE', `${primitive.kind} belongs to a dilemma's or a response's own resolution, not to a corrective effect`, RULES.quickFixes);
        const found = checkPrimitive(state, primitive);
        if (found) return { ...found, rule: RULES.quickFixes };
      }
      return null;
    }
    case 'resolve-dispute':
      return state.disputes.some((d) => d.effect === remedy.effect)
        ? null
        : problem(
            'NO_SUCH_DISPUTE',
            `manual effect ${remedy.effect} is not disputed (or was resolved)`,
            RULES.manualEffects,
          );
    case 'rewind': {
      const head = state.eventCount - 1;
      if (!Number.isInteger(remedy.to) || remedy.to < 0 || remedy.to >= head)
        return problem(
          'NO_SUCH_REVISION',
          `rewind to an earlier revision of this game (0 to ${head - 1})`,
          RULES.rewind,
        );
      if (isRewound(state, remedy.to))
        return problem(
          'REVISION_REWOUND',
          `revision ${remedy.to} was itself rewound; pick one in effect`,
          RULES.rewind,
        );
      if (typeof remedy.seed !== 'string' || remedy.seed.length < 16)
        return problem(
          'NO_FRESH_SEED',
          'a rewind needs fresh randomness (a seed from the service)',
          RULES.rewind,
        );
      return null;
    }
    case 'penalty':
      if (remedy.player !== 'p1' && remedy.player !== 'p2')
        return problem('NOT_A_PLAYER', 'a penalty names p1 or p2', RULES.sanctions);
      return PENALTIES.includes(remedy.penalty)
        ? null
        : problem(
            'UNKNOWN_PENALTY',
            `a penalty is one of ${PENALTIES.join(', ')}`,
            RULES.sanctions,
          );
    default:
      return problem(
        'UNKNOWN_REMEDY',
        'a remedy is none, correct, resolve-dispute, rewind or penalty',
        rule,
      );
  }
}

/** The state at a revision without what a rewind keeps from the present. */
export function snapshotOf(state: GameState): GameSnapshot {
  const {
    blueprints: _b,
    judge: _j,
    eventCount: _e,
    nextId: _n,
    secret: _s,
    seedCommitment: _c,
    ...snapshot
  } = state;
  return snapshot;
}

export function makeRuling(ctx: Ctx, command: CommandOf<'MakeRuling'>): void {
  const id = `ruling-${ctx.state.judge.rulings + 1}`;
  const remedy = command.remedy;
  const recorded: RecordedRemedy =
    remedy.kind === 'rewind' ? { kind: 'rewind', to: remedy.to } : remedy;
  const past = remedy.kind === 'rewind' ? pastState(ctx, remedy.to) : null;
  const revealedAfter = past
    ? Object.values(ctx.state.cards)
        .filter((c) => c.faceUp && !past.cards[c.iid]?.faceUp)
        .map((c) => c.iid)
    : undefined;
  ctx.emit({
    type: 'RulingMade',
    id,
    call: command.call ?? null,
    judge: command.judge,
    decision: command.decision.trim(),
    ruleApplied: command.rule,
    remedy: recorded,
    ...(revealedAfter ? { revealedAfter } : {}),
    rule: RULES.breakingRules,
  });
  ctx.underRuling(id, () => {
    switch (remedy.kind) {
      case 'none':
        return;
      case 'correct':
        for (const primitive of remedy.primitives) applyPrimitive(ctx, primitive, id, false);
        return;
      case 'resolve-dispute': {
        const dispute = ctx.state.disputes.find((d) => d.effect === remedy.effect)!;
        ctx.emit({
          type: 'ManualEffectResolved',
          id: remedy.effect,
          applied: remedy.apply,
          rule: RULES.manualEffects,
        });
        if (remedy.apply)
          for (const primitive of dispute.primitives ?? [])
            applyPrimitive(ctx, primitive, dispute.source ?? 'manual');
        return;
      }
      case 'rewind':
        ctx.emit({
          type: 'GameRewound',
          to: remedy.to,
          seedCommitment: sha256Hex(remedy.seed),
          snapshot: snapshotOf(past!),
          secret: { seed: remedy.seed, rng: rngFromSeed(remedy.seed) },
          rule: RULES.rewind,
        });
        return;
      case 'penalty':
        ctx.emit({
          type: 'PenaltyAssessed',
          player: remedy.player,
          penalty: remedy.penalty,
          rule: RULES.sanctions,
        });
        if (remedy.penalty === 'game-loss' || remedy.penalty === 'disqualification')
          endByPenalty(ctx, remedy.player, remedy.penalty, RULES.sanctions);
        return;
    }
  });
}

function pastState(ctx: Ctx, revision: number): GameState {
  if (!ctx.past)
    raise(
      problem(
        'NO_HISTORY',
        'a rewind needs the game’s log (decide(state, command, past))',
        RULES.rewind,
      ),
    );
  return ctx.past!.stateAt(revision);
}
