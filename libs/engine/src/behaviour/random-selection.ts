/**
 * Issue 15 (helper random): the one way a card effect, a dilemma or a battle makes a random selection
 * (`selectAtRandom`), so that a card can answer "a random selection was made". The draw comes from
 * the game's seeded PRNG (prng.ts) and is recorded as `RandomCardsSelected` (the candidates, the
 * outcome, the PRNG state in the secret part), so a replay never re-runs the draw and rebuilds the
 * same state from the log.
 *   1E rulebook › MISCELLANEOUS RULES › RANDOM SELECTION ("shuffle together all eligible cards … let
 *   your opponent draw a card, at random, from this group"): the engine's shuffle or pick is that draw.
 *
 * Re-selection (`reselects-random-selection`, vocabulary-random-selection.ts): Change of Heart and
 * Team of Ambassadors, held in hand, "cause a random selection present to be cancelled and
 * re-selected". When a selection that hurts the owner of the selected cards (`hurts`) picks one of
 * theirs, and they have an unstopped personnel with the named skills present (in the place of one of
 * the candidates), the engine plays the interrupt for them, as it plays Escape Pod and the death
 * savers (death-savers.ts): `CardPlayed` (an interrupt: no card play), `CardEffectResolved`
 * (`effect: 'reselects-random-selection'`, naming the personnel who plays it), then the selection is
 * made again from the same candidates and recorded again — the last `RandomCardsSelected` is the one
 * that counts (evolve: `attempt.picked`; death-savers.ts › justRandomlySelected). Each player answers
 * one selection at most once, and only when another outcome is possible (more candidates than picks).
 *   1E rulebook › PLAYING A CARD › Tip: Interrupts and Doorways Don't Use Your Card Play.
 */
import { bp, type Ctx } from '../context';
import type { Rng } from '../prng';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, Z } from '../zones';
import { behaviourOf } from './registry';
import { hasSkill } from './site-basics';
import { interruptForbiddenBy } from './timed';
import type { ReselectPermit } from './vocabulary-random-selection';

export interface RandomSelection {
  /** What the selection is for (shown in the log). */
  readonly purpose: string;
  readonly candidates: readonly string[];
  /** How many are selected (1 by default). */
  readonly count?: number;
  /**
   * How the PRNG is read: `shuffle` (default: the first `count` of a Fisher–Yates shuffle) or `pick`
   * (one uniform index). Kept per call site so that games recorded before the move replay alike.
   */
  readonly draw?: 'shuffle' | 'pick';
  /** The rule cited on the event (default: MISCELLANEOUS RULES › RANDOM SELECTION). */
  readonly rule?: string;
  /** The selection hurts the owner of the selected cards (a kill, a stop, a capture…): a re-selection may answer it. */
  readonly hurts?: boolean;
}

function drawFrom(rng: Rng, selection: RandomSelection): string[] {
  const count = selection.count ?? 1;
  if (selection.draw === 'pick') return [rng.pick(selection.candidates)];
  return rng.shuffle([...selection.candidates]).slice(0, count);
}

function record(ctx: Ctx, selection: RandomSelection, purpose: string): string[] {
  const rng = ctx.rng();
  const outcome = drawFrom(rng, selection);
  ctx.emit({ type: 'RandomCardsSelected', purpose, candidates: [...selection.candidates], outcome, secret: { rng: rng.state }, rule: selection.rule ?? RULES.randomSelection });
  return outcome;
}

/**
 * Selects `count` of `candidates` at random (recorded), lets a re-selection answer it, and returns the
 * outcome that counts. No candidates: nothing is recorded and the outcome is empty.
 */
export function selectAtRandom(ctx: Ctx, selection: RandomSelection): string[] {
  if (selection.candidates.length === 0) return [];
  let outcome = record(ctx, selection, selection.purpose);
  if (!selection.hurts || selection.candidates.length <= (selection.count ?? 1)) return outcome;
  const answered = new Set<PlayerId>();
  for (;;) {
    const answer = findReselection(ctx.state, selection, outcome, answered);
    if (!answer) return outcome;
    answered.add(answer.player);
    const title = bp(ctx.state, answer.card).title;
    ctx.emit({ type: 'CardPlayed', player: answer.player, card: answer.card, to: Z.discard(answer.player), normalCardPlay: false, rule: `${RULES.interrupts}; ${RULES.randomSelection}` });
    ctx.emit({ type: 'CardEffectResolved', card: answer.card, player: answer.player, effect: 'reselects-random-selection', target: answer.personnel, rule: `${RULES.randomSelection}; ${RULES.cardEffects}` });
    outcome = record(ctx, selection, `${selection.purpose} (selected again: ${title})`);
  }
}

interface Answer {
  readonly player: PlayerId;
  readonly card: string;
  readonly personnel: string;
}

/** The first interrupt in the hand of a player whose card was just selected that may cancel and re-select it. */
function findReselection(state: GameState, selection: RandomSelection, outcome: readonly string[], answered: ReadonlySet<PlayerId>): Answer | null {
  const players = [...new Set(outcome.map((iid) => state.cards[iid]?.owner).filter((owner): owner is PlayerId => !!owner))];
  const places = new Set(selection.candidates.map((iid) => state.cards[iid]?.zone).filter((zone): zone is string => !!zone && isInPlayZone(zone)));
  for (const player of players) {
    if (answered.has(player)) continue;
    for (const card of cardsIn(state, Z.hand(player))) {
      const permit = behaviourOf(state.cards[card]!.blueprint)?.permits?.find((one): one is ReselectPermit => one.kind === 'reselects-random-selection');
      if (!permit || interruptForbiddenBy(state, bp(state, card))) continue;
      const personnel = [...places]
        .flatMap((zone) => cardsIn(state, zone))
        .find((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel' && permit.skills.every((skill) => hasSkill(state, iid, skill)));
      if (personnel) return { player, card, personnel };
    }
  }
  return null;
}
