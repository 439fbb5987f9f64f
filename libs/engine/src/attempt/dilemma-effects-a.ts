/**
 * The interpreter of the dilemma words in behaviour/dilemma-steps-a.ts (issue 15, branch dilemmas-a):
 * lowest selections, choices among the picked, a chooser decided by hands or scores, counted random
 * selections, parity, steps guarded by a fact of the game, per-member penalties, equipment and hand
 * discards, cards put atop the draw deck, dilemmas played on the table, and the attribute changes of
 * dilemmas in play (read by `memberOf`, so every requirement check sees them).
 *
 * 1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects: no valid
 * target → the effect is nullified), AUTOMATIC EFFECTS, CONDITIONAL EFFECTS; MISCELLANEOUS RULES ›
 * TIES; MISCELLANEOUS RULES › RANDOM SELECTION; THE CARDS › EVENTS (a card played on the table stays
 * in play and its effect lasts while it does).
 */
import type { GroupMember } from '@captains-log/cards';
import { bp, type Ctx } from '../context';
import type { CountOf, SelectorA, StepA, Test } from '../behaviour/dilemma-steps-a';
import type { Action, DilemmaDef, Filter, Measure, Selector, Step } from '../dilemmas';
import { RULES } from '../rules';
import type { GameState, OngoingDilemma, PlayerId } from '../types';
import { cardsIn, other, Z, zoneKind } from '../zones';
import { countMet, matchesFilter } from './filters';
import { leavePlay } from './leaving-play';
import { checkRequirement, memberOf } from './requirements';
import { equipmentIn, present, presentWithEquipment, teamZone } from './teams';

type StepOutcome = 'next' | 'suspended' | 'ended';

/** What the main interpreter lends this one (passed in, so the two modules do not import each other). */
export interface Kit {
  readonly runStep: (ctx: Ctx, card: string, def: DilemmaDef, step: Step, index: number, answer?: readonly string[]) => StepOutcome;
  readonly resolved: (ctx: Ctx, card: string, index: number, effect: string, conditionFailed: boolean, rule?: string, picked?: readonly string[]) => StepOutcome;
  readonly applyAction: (ctx: Ctx, card: string, action: Action, targets: readonly string[], def: DilemmaDef) => void;
  readonly measureOf: (state: GameState, iid: string, measure: Measure) => number;
}

function teamOf(state: GameState): string[] {
  const attempt = state.attempt!;
  return present(state, attempt, attempt.team!);
}

function pickedInTeam(state: GameState, filter?: Filter): string[] {
  const team = teamOf(state);
  return state.attempt!.picked.filter((iid) => team.includes(iid) && matchesFilter(state, iid, filter));
}

function attributeOf(member: GroupMember, name: 'INTEGRITY' | 'CUNNING' | 'STRENGTH'): number {
  return name === 'INTEGRITY' ? member.integrity : name === 'CUNNING' ? member.cunning : member.strength;
}

// ---------------------------------------------------------------------------------------------
// Counts and tests

function countOf(state: GameState, count: number | CountOf): number {
  if (typeof count === 'number') return count;
  const attempt = state.attempt!;
  let n: number;
  if ('matching' in count) n = teamOf(state).filter((iid) => matchesFilter(state, iid, count.matching)).length;
  else {
    const want = count.opponentMissions;
    n = Object.values(state.locations)
      .flatMap((location) => location.missions)
      .filter((iid) => state.cards[iid]?.owner === other(attempt.player))
      .filter((iid) => {
        const mission = bp(state, iid);
        const points = mission.mission?.points;
        if (want.universal && !mission.universal) return false;
        if (want.kind && mission.mission?.kind !== want.kind) return false;
        if (want.withPoints && !points) return false;
        if (want.pointsAtMost !== undefined && (points?.value === undefined || points.value > want.pointsAtMost)) return false;
        return true;
      }).length;
  }
  return count.max !== undefined ? Math.min(n, count.max) : n;
}

const scoreOf = (state: GameState, player: PlayerId) => state.score[player].points + state.score[player].bonus;
const handOf = (state: GameState, player: PlayerId) => cardsIn(state, Z.hand(player)).length;

/** Zones whose cards are in play (not hands, decks, discard piles, seed piles or out of play). */
const IN_PLAY = new Set(['table', 'mission', 'space', 'surface', 'aboard', 'docked', 'atop', 'on']);

export function testHolds(ctx: Ctx, card: string, test: Test): boolean {
  const state = ctx.state;
  const attempt = state.attempt!;
  if ('not' in test) return !testHolds(ctx, card, test.not);
  if ('gotPast' in test) return !attempt.failed;
  if ('tied' in test) {
    const read = test.tied === 'hand' ? handOf : scoreOf;
    return read(state, 'p1') === read(state, 'p2');
  }
  if ('opponentScoreOdd' in test) return Math.abs(scoreOf(state, other(attempt.player))) % 2 === 1;
  if ('affectedBy' in test)
    return Object.values(state.ongoing).some((entry) => entry.player === attempt.player && bp(state, entry.dilemma).title === test.affectedBy);
  if ('qCardInPlay' in test) return Object.values(state.cards).some((instance) => IN_PLAY.has(zoneKind(instance.zone)) && bp(state, instance.iid).qIcon);
  if ('pickedMatch' in test) return attempt.picked.some((iid) => state.cards[iid] && matchesFilter(state, iid, test.pickedMatch));
  if ('equipmentPresent' in test) return equipmentIn(state, teamZone(attempt, attempt.team!), attempt.player).length > 0;
  if ('someone' in test) return teamOf(state).some((iid) => matchesFilter(state, iid, test.someone));
  if ('teamMeets' in test) return checkRequirement(ctx, card, 'condition', test.teamMeets, presentWithEquipment(state, attempt, attempt.team!));
  if ('teamAbove' in test) return teamOf(state).length > test.teamAbove;
  if ('missionsInRegion' in test) {
    const region = test.missionsInRegion.toLowerCase();
    const n = Object.values(state.locations)
      .flatMap((location) => location.missions)
      .filter((iid) => state.cards[iid] && bp(state, iid).mission?.region?.toLowerCase() === region).length;
    return n >= test.atLeast;
  }
  const picked = attempt.picked.filter((iid) => state.cards[iid]);
  return picked.length > 0 && countMet(ctx, card, test.pickedMeet, picked, picked);
}

function describeTest(test: Test): string {
  if ('not' in test) return `not (${describeTest(test.not)})`;
  return Object.keys(test)[0]!;
}

// ---------------------------------------------------------------------------------------------
// Selectors

export function isSelectorA(selector: Selector): selector is SelectorA {
  return ['lowest', 'among-picked', 'chosen-by', 'random-counted', 'highest-of'].includes(selector.by);
}

/** Who chooses for `chosen-by`: the player with the most / least cards in hand or points; null on a tie. */
function comparedChooser(state: GameState, selector: Extract<SelectorA, { by: 'chosen-by' }>): PlayerId | null {
  const read = selector.compare === 'hand' ? handOf : scoreOf;
  const a = read(state, 'p1');
  const b = read(state, 'p2');
  if (a === b) return null;
  const most: PlayerId = a > b ? 'p1' : 'p2';
  return selector.who === 'most' ? most : other(most);
}

export function candidatesA(state: GameState, selector: SelectorA): string[] {
  // The picked still with the team, stopped or not (an earlier step may have stopped them all: Armus: Roulette).
  if (selector.by === 'among-picked') {
    const attempt = state.attempt!;
    const zone = teamZone(attempt, attempt.team!);
    return attempt.picked.filter((iid) => state.cards[iid]?.zone === zone && matchesFilter(state, iid, selector.filter));
  }
  if (selector.by === 'chosen-by' && comparedChooser(state, selector) === null) return [];
  return teamOf(state).filter((iid) => matchesFilter(state, iid, selector.filter));
}

function ask(ctx: Ctx, card: string, index: number, player: PlayerId, options: readonly string[], pick: number, preset: readonly string[] = [], rule: string = RULES.readingDilemmas): 'suspended' {
  ctx.emit({
    type: 'DilemmaChoiceRequested',
    card,
    choice: { player, purpose: `step:${index}`, options: [...options], pick, ...(preset.length ? { preset: [...preset] } : {}) },
    rule,
  });
  return 'suspended';
}

function randomOf(ctx: Ctx, card: string, index: number, candidates: readonly string[], count: number): string[] {
  if (count >= candidates.length) return [...candidates];
  if (count <= 0) return [];
  const rng = ctx.rng();
  const outcome = rng.shuffle([...candidates]).slice(0, count);
  ctx.emit({ type: 'RandomCardsSelected', purpose: `${bp(ctx.state, card).title} (step ${index + 1})`, candidates: [...candidates], outcome, secret: { rng: rng.state }, rule: RULES.randomSelection });
  return outcome;
}

export function selectA(ctx: Ctx, card: string, selector: SelectorA, index: number, kit: Kit): string[] | 'suspended' {
  const state = ctx.state;
  const attempt = state.attempt!;
  const candidates = candidatesA(state, selector);
  switch (selector.by) {
    case 'lowest': {
      const count = countOf(state, selector.count);
      const scored = candidates.map((iid) => ({ iid, value: kit.measureOf(state, iid, selector.measure) })).sort((a, b) => a.value - b.value);
      if (count <= 0) return [];
      if (scored.length <= count) return scored.map((entry) => entry.iid);
      const boundary = scored[count - 1]!.value;
      const sure = scored.filter((entry) => entry.value < boundary).map((entry) => entry.iid);
      const tied = scored.filter((entry) => entry.value === boundary).map((entry) => entry.iid);
      if (sure.length + tied.length <= count) return [...sure, ...tied];
      // 1E rulebook › MISCELLANEOUS RULES › TIES: the player the card names (else the opponent) breaks the tie.
      return ask(ctx, card, index, selector.tie === 'self' ? attempt.player : other(attempt.player), tied, count - sure.length, sure, RULES.ties);
    }
    case 'among-picked':
      if (candidates.length <= selector.count) return candidates;
      return ask(ctx, card, index, selector.chooser === 'self' ? attempt.player : other(attempt.player), candidates, selector.count);
    case 'chosen-by': {
      const chooser = comparedChooser(state, selector);
      if (!chooser || candidates.length === 0) return [];
      if (candidates.length <= selector.count) return candidates;
      return ask(ctx, card, index, chooser, candidates, selector.count);
    }
    case 'random-counted':
      return randomOf(ctx, card, index, candidates, countOf(state, selector.count));
    case 'highest-of': {
      const tops = new Set<string>();
      for (const measure of selector.measures) {
        const values = candidates.map((iid) => ({ iid, value: kit.measureOf(state, iid, measure) }));
        const best = Math.max(...values.map((entry) => entry.value));
        // "most Treachery (if any)": a measure nobody has offers no one.
        if (!(best > 0)) continue;
        for (const entry of values) if (entry.value === best) tops.add(entry.iid);
      }
      const options = candidates.filter((iid) => tops.has(iid));
      if (options.length <= 1) return options;
      return ask(ctx, card, index, selector.chooser === 'self' ? attempt.player : other(attempt.player), options, 1);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Actions

export function applyActionA(ctx: Ctx, card: string, action: Extract<Action, 'deck-top'>, targets: readonly string[]): void {
  const source = bp(ctx.state, card).title;
  switch (action) {
    case 'deck-top':
      for (const iid of targets) {
        const instance = ctx.state.cards[iid]!;
        ctx.emit({ type: 'CardMoved', card: iid, from: instance.zone, to: Z.draw(instance.owner), index: 0, faceUp: false, reason: `${source}: placed atop the draw deck`, rule: RULES.encounteringDilemmas });
      }
      return;
  }
}

// ---------------------------------------------------------------------------------------------
// Steps

export function runStepA(ctx: Ctx, card: string, def: DilemmaDef, step: StepA, index: number, answer: readonly string[] | undefined, kit: Kit): StepOutcome {
  const state = ctx.state;
  const attempt = state.attempt!;
  const source = bp(state, card).title;
  switch (step.kind) {
    case 'if':
      if (testHolds(ctx, card, step.test)) return kit.runStep(ctx, card, def, step.then, index, answer);
      return kit.resolved(ctx, card, index, `${describeTest(step.test)} does not hold: nothing happens`, false, RULES.triggers);
    case 'fail':
      return kit.resolved(ctx, card, index, 'cannot get past', true, RULES.conditionalEffects);
    case 'spare-picked': {
      const picked = attempt.picked.filter((iid) => state.cards[iid]);
      if (picked.length > 0 && countMet(ctx, card, step.any, picked, picked)) return kit.resolved(ctx, card, index, 'the selected meet it: released', false, RULES.conditionalEffects, []);
      return kit.resolved(ctx, card, index, 'the selected do not meet it', false, RULES.conditionalEffects);
    }
    case 'parity': {
      const picked = pickedInTeam(state);
      if (picked.length === 0) return kit.resolved(ctx, card, index, 'no valid target: effect nullified', false, RULES.triggers);
      const values = picked.map((iid) => attributeOf(memberOf(state, iid), step.measure));
      const acts: string[] = [];
      const act = (action: Action | undefined, ids: readonly string[]) => {
        if (!action || ids.length === 0) return;
        kit.applyAction(ctx, card, action, ids, def);
        acts.push(`${action}: ${ids.length}`);
      };
      if (step.combine === 'each') {
        act(step.odd, picked.filter((_, i) => values[i]! % 2 !== 0));
        act(step.even, picked.filter((_, i) => values[i]! % 2 === 0));
        return kit.resolved(ctx, card, index, `${step.measure} ${values.join(', ')}${acts.length ? ` → ${acts.join('; ')}` : ''}`, false, RULES.automaticEffects);
      }
      const number = step.combine === 'sum' ? values.reduce((a, b) => a + b, 0) : Math.max(...values);
      act(number % 2 !== 0 ? step.odd : step.even, picked);
      return kit.resolved(ctx, card, index, `${step.combine} ${step.measure} ${number} (${number % 2 !== 0 ? 'odd' : 'even'})${acts.length ? ` → ${acts.join('; ')}` : ''}`, false, RULES.automaticEffects);
    }
    case 'lose-points-per-member': {
      const n = teamOf(state).length;
      ctx.emit({ type: 'PointsScored', player: attempt.player, points: -n, bonus: false, source: card, rule: RULES.automaticEffects });
      return kit.resolved(ctx, card, index, `lost ${n} points`, false, RULES.automaticEffects);
    }
    case 'discard-equipment': {
      const equipment = equipmentIn(state, teamZone(attempt, attempt.team!), attempt.player);
      if (equipment.length === 0) return kit.resolved(ctx, card, index, 'no equipment: effect nullified', false, RULES.triggers);
      const chosen = step.which === 'all' ? equipment : randomOf(ctx, card, index, equipment, 1);
      for (const iid of chosen) leavePlay(ctx, iid, 'discarded', source);
      return kit.resolved(ctx, card, index, `equipment discarded: ${chosen.length}`, false, RULES.automaticEffects);
    }
    case 'discard-from-hand': {
      const hand = cardsIn(state, Z.hand(attempt.player));
      if (hand.length === 0) return kit.resolved(ctx, card, index, 'empty hand: effect nullified', false, RULES.triggers);
      const chosen = randomOf(ctx, card, index, hand, step.count);
      for (const iid of chosen) ctx.emit({ type: 'CardMoved', card: iid, from: Z.hand(attempt.player), to: Z.discard(attempt.player), faceUp: true, reason: `${source}: discarded from hand`, rule: RULES.randomSelection });
      return kit.resolved(ctx, card, index, `discarded from hand: ${chosen.length}`, false, RULES.automaticEffects);
    }
    case 'place-on-table': {
      const ongoing: OngoingDilemma = { dilemma: card, player: attempt.player, on: 'mission', host: attempt.location, location: attempt.location, affected: [] };
      ctx.emit({ type: 'DilemmaPlaced', card, to: Z.table(attempt.player), ongoing, rule: RULES.removalDestinations });
      return kit.resolved(ctx, card, index, 'played on the table', false, RULES.automaticEffects);
    }
  }
}

