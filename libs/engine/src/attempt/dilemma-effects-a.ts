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
import { debriefAttempt } from '../behaviour/verbs-events-c';
import { skillLevel, type GroupMember } from '@captains-log/cards';
import { bp, type Ctx } from '../context';
import { selectAtRandom } from '../behaviour/random-selection';
import type { CountOf, SelectorA, StepA, Test } from '../behaviour/dilemma-steps-a';
import type { Action, DilemmaDef, Filter, Measure, Selector, Step } from '../dilemmas';
import { RULES } from '../rules';
import type { GameState, OngoingDilemma, PlayerId } from '../types';
import { cardsIn, other, Z, zoneKind } from '../zones';
import { countMet, matchesFilter } from './filters';
import { damageShip, leavePlay } from './leaving-play';
import { shipAttribute } from '../behaviour/ship-modifiers';
import { hasSpecialEquipment } from '../behaviour/ship-equipment';
import { checkRequirement, meetGroup, memberOf } from './requirements';
import { attemptedMission, equipmentIn, present, presentWithEquipment, teamZone } from './teams';
import { isTitled } from '../card-facts';

type StepOutcome = 'next' | 'suspended' | 'ended';

/** What the main interpreter lends this one (passed in, so the two modules do not import each other). */
export interface Kit {
  readonly runStep: (ctx: Ctx, card: string, def: DilemmaDef, step: Step, index: number, answer?: readonly string[]) => StepOutcome;
  readonly resolved: (ctx: Ctx, card: string, index: number, effect: string, conditionFailed: boolean, rule?: string, picked?: readonly string[]) => StepOutcome;
  readonly applyAction: (ctx: Ctx, card: string, action: Action, targets: readonly string[], def: DilemmaDef) => void;
  readonly measureOf: (state: GameState, iid: string, measure: Measure) => number;
  readonly select: (ctx: Ctx, card: string, selector: Selector, index: number) => string[] | 'suspended';
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
  else if ('inPlay' in count) {
    const want = count.inPlay;
    n = Object.values(state.cards).filter((instance) => {
      if (!IN_PLAY.has(zoneKind(instance.zone))) return false;
      if (want.whose === 'opponent' && instance.owner !== other(attempt.player)) return false;
      const card = bp(state, instance.iid);
      return (!want.title || card.title === want.title) && (!want.type || card.type === want.type);
    }).length;
  } else if ('handSize' in count) n = cardsIn(state, Z.hand(attempt.player)).length;
  else if ('inDiscard' in count) {
    const whose = count.inDiscard.whose === 'opponent' ? other(attempt.player) : attempt.player;
    n = cardsIn(state, Z.discard(whose)).filter((iid) => bp(state, iid).type === count.inDiscard.type).length;
  } else {
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
    return Object.values(state.ongoing).some((entry) => entry.player === attempt.player && isTitled(bp(state, entry.dilemma), test.affectedBy));
  if ('qCardInPlay' in test) return Object.values(state.cards).some((instance) => IN_PLAY.has(zoneKind(instance.zone)) && bp(state, instance.iid).qIcon);
  if ('pickedMatch' in test) return attempt.picked.some((iid) => state.cards[iid] && matchesFilter(state, iid, test.pickedMatch));
  if ('equipmentPresent' in test) return equipmentIn(state, teamZone(attempt, attempt.team!), attempt.player).length > 0;
  if ('someone' in test) return teamOf(state).some((iid) => matchesFilter(state, iid, test.someone));
  if ('teamMeets' in test) return checkRequirement(ctx, card, 'condition', test.teamMeets, presentWithEquipment(state, attempt, attempt.team!));
  if ('teamAbove' in test) return teamOf(state).length > test.teamAbove;
  if ('all' in test) return test.all.every((part) => testHolds(ctx, card, part));
  if ('count' in test) {
    const n = countOf(state, test.count);
    return (test.atLeast === undefined || n >= test.atLeast) && (test.atMost === undefined || n <= test.atMost);
  }
  if ('teamTotal' in test) {
    const team = teamOf(state);
    const total = team.reduce((sum, iid) => sum + attributeOf(memberOf(state, iid), test.teamTotal), 0);
    const met = (test.above === undefined || total > test.above) && (test.below === undefined || total < test.below);
    const text = `${test.above !== undefined ? `${test.above}<` : ''}${test.teamTotal}${test.below !== undefined ? `<${test.below}` : ''} (whole team: ${total})`;
    ctx.emit({ type: 'RequirementChecked', card, purpose: 'condition', requirement: text, verdict: met ? 'met' : 'unmet', group: team, missing: met ? [] : [text], rule: RULES.conditionalEffects });
    return met;
  }
  if ('seededByOpponent' in test) return state.cards[card]!.owner !== attempt.player;
  if ('scoreAtLeast' in test) return scoreOf(state, attempt.player) >= test.scoreAtLeast;
  if ('moreSkill' in test) {
    const team = teamOf(state);
    const level = (skill: string) => team.reduce((sum, iid) => sum + skillLevel(memberOf(state, iid), skill), 0);
    return level(test.moreSkill) > level(test.than);
  }
  if ('shipHas' in test) {
    if (!attempt.ship) return false;
    const ship = bp(state, attempt.ship);
    const wanted = test.shipHas.toLowerCase();
    return hasSpecialEquipment(state, attempt.ship, test.shipHas) || ship.characteristics.some((c) => c.toLowerCase() === wanted) || (ship.text ?? '').toLowerCase().includes(wanted);
  }
  if ('shipAffiliation' in test) return !!attempt.ship && bp(state, attempt.ship).affiliations.some((a) => a.toLowerCase() === test.shipAffiliation.toLowerCase());
  if ('ownFacilityHere' in test)
    return cardsIn(state, Z.space(attempt.location)).some((iid) => {
      const facility = bp(state, iid);
      return state.cards[iid]!.owner === attempt.player && facility.type === 'Facility' && facility.facilityKind === test.ownFacilityHere;
    });
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
  return ['lowest', 'among-picked', 'chosen-by', 'random-counted', 'highest-of', 'closest'].includes(selector.by);
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
  return selectAtRandom(ctx, { purpose: `${bp(ctx.state, card).title} (step ${index + 1})`, candidates, count, hurts: true });
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
    case 'closest': {
      const scored = candidates.map((iid) => ({ iid, value: Math.abs(kit.measureOf(state, iid, selector.measure) - selector.to) }));
      if (scored.length === 0) return [];
      const best = Math.min(...scored.map((entry) => entry.value));
      const tied = scored.filter((entry) => entry.value === best).map((entry) => entry.iid);
      if (tied.length === 1) return tied;
      return ask(ctx, card, index, selector.tie === 'self' ? attempt.player : other(attempt.player), tied, 1, [], RULES.ties);
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

export function applyActionA(ctx: Ctx, card: string, action: Extract<Action, 'deck-top' | 'stop-two-turns' | 'return-to-hand'>, targets: readonly string[]): void {
  const source = bp(ctx.state, card).title;
  switch (action) {
    case 'return-to-hand':
      for (const iid of targets) {
        const instance = ctx.state.cards[iid]!;
        ctx.emit({ type: 'CardMoved', card: iid, from: instance.zone, to: Z.hand(instance.owner), faceUp: false, reason: `${source}: returned to hand`, rule: RULES.encounteringDilemmas });
      }
      return;
    case 'stop-two-turns':
      // Turn numbers count both players' turns: the encountering player's second next turn ends at number + 4.
      for (const iid of targets) ctx.emit({ type: 'CardStopped', card: iid, until: ctx.state.turn!.number + 4, rule: RULES.stopped });
      return;
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
    case 'reseed-elsewhere': {
      const options = reseedOptions(state, card);
      if (options.length === 0) return kit.resolved(ctx, card, index, 'no other unsolved mission: stays here', false, RULES.triggers);
      const chosen = answer ?? (options.length === 1 ? options : null);
      if (!chosen) return ask(ctx, card, index, other(attempt.player), options, 1);
      ctx.emit({ type: 'DilemmaReseeded', card, location: chosen[0]!, rule: RULES.conditionalEffects });
      return kit.resolved(ctx, card, index, `seeded again under ${chosen[0]}`, false, RULES.conditionalEffects);
    }
    case 'discard-self':
      if (state.cards[card]!.zone !== Z.encounter(attempt.location)) return kit.resolved(ctx, card, index, 'no longer here', false, RULES.triggers);
      ctx.emit({ type: 'DilemmaRemoved', card, from: Z.encounter(attempt.location), to: Z.out(state.cards[card]!.owner), reason: attempt.failed ? 'failed' : 'effects-resolved', rule: RULES.discardDilemma });
      return kit.resolved(ctx, card, index, 'dilemma discarded', false, RULES.discardDilemma);
    case 'ship-to-spaceline-end': {
      const ship = attempt.ship;
      if (!ship) return kit.resolved(ctx, card, index, 'no ship: effect nullified', false, RULES.triggers);
      const line = state.spacelines[state.locations[attempt.location]!.quadrant] ?? [];
      const ends = [...new Set([line[0], line[line.length - 1]].filter((id): id is string => !!id))];
      const chosen = answer ?? (ends.length === 1 ? ends : null);
      if (!chosen) return ask(ctx, card, index, other(attempt.player), ends, 1);
      const to = chosen[0]!;
      if (to === attempt.location) return kit.resolved(ctx, card, index, 'the ship is already at that end', false, RULES.automaticEffects);
      ctx.emit({ type: 'CardMoved', card: ship, from: state.cards[ship]!.zone, to: Z.space(to), faceUp: true, reason: `${source}: transported to the end of the spaceline`, rule: RULES.relocated });
      // The crew is gone with its ship: the dilemma's effect is over and the attempt ends (not a failed condition).
      ctx.emit({ type: 'DilemmaRemoved', card, from: Z.encounter(attempt.location), to: Z.out(state.cards[card]!.owner), reason: 'effects-resolved', rule: RULES.automaticEffects });
      debriefAttempt(ctx);
      ctx.emit({ type: 'MissionAttemptFailed', player: attempt.player, location: attempt.location, reason: `${source} moves the ship away`, rule: RULES.missionFailure });
      return 'ended';
    }
    case 'stop-for': {
      const targets = answer ?? (isSelectorA(step.targets) ? selectA(ctx, card, step.targets, index, kit) : kit.select(ctx, card, step.targets, index));
      if (targets === 'suspended') return 'suspended';
      const turns = countOf(state, step.turns);
      // Turn numbers count both players' turns: the encountering player's n-th next turn ends at number + 2n.
      if (turns > 0) for (const iid of targets) ctx.emit({ type: 'CardStopped', card: iid, until: state.turn!.number + 2 * turns, rule: RULES.stopped });
      return kit.resolved(ctx, card, index, `stopped for ${turns} turns: ${turns > 0 ? targets.length : 0}`, false, RULES.automaticEffects);
    }
    case 'damage-ships-here': {
      const hit: string[] = [];
      for (const ship of cardsIn(state, Z.space(attempt.location)).filter((iid) => bp(state, iid).type === 'Ship')) {
        if (step.orShieldsAbove !== undefined && shipAttribute(ctx.state, ship, 'SHIELDS') > step.orShieldsAbove) continue;
        const crew = cardsIn(ctx.state, Z.aboard(ship)).filter((iid) => bp(ctx.state, iid).type === 'Personnel' && ctx.state.cards[iid]!.owner === ctx.state.cards[ship]!.owner);
        if (step.unless && crew.length > 0 && checkRequirement(ctx, card, 'condition', step.unless, crew)) continue;
        damageShip(ctx, ship, source);
        if (!ctx.state.cards[ship] || zoneKind(ctx.state.cards[ship]!.zone) !== 'space') continue;
        hit.push(ship);
        for (const iid of [ship, ...cardsIn(ctx.state, Z.aboard(ship))]) if (!ctx.state.cards[iid]!.stopped) ctx.emit({ type: 'CardStopped', card: iid, rule: RULES.stopped });
      }
      return kit.resolved(ctx, card, index, `ships damaged and stopped: ${hit.length}`, false, RULES.automaticEffects);
    }
    case 'draw-counted': {
      const n = countOf(state, step.count);
      const drawn = cardsIn(state, Z.draw(attempt.player)).slice(0, n);
      if (drawn.length > 0) ctx.emit({ type: 'CardsDrawn', player: attempt.player, cards: drawn, reason: 'dilemma', rule: RULES.encounteringDilemmas });
      return kit.resolved(ctx, card, index, `drew ${drawn.length}`, false, RULES.automaticEffects);
    }
    case 'discard-chosen-from-hand': {
      const hand = cardsIn(state, Z.hand(attempt.player));
      const n = Math.min(countOf(state, step.count), hand.length);
      if (n === 0) return kit.resolved(ctx, card, index, 'nothing to discard', false, RULES.automaticEffects);
      const chosen = answer ?? (n === hand.length ? [...hand] : null);
      if (!chosen) return ask(ctx, card, index, attempt.player, hand, n);
      for (const iid of chosen) ctx.emit({ type: 'CardMoved', card: iid, from: Z.hand(attempt.player), to: Z.discard(attempt.player), faceUp: true, reason: `${source}: discarded from hand`, rule: RULES.encounteringDilemmas });
      return kit.resolved(ctx, card, index, `discarded from hand: ${chosen.length}`, false, RULES.automaticEffects);
    }
    case 'score-bonus': {
      if (state.cards[card]!.zone !== Z.encounter(attempt.location)) return kit.resolved(ctx, card, index, 'no longer here', false, RULES.triggers);
      ctx.emit({ type: 'DilemmaRemoved', card, from: Z.encounter(attempt.location), to: Z.bonus(attempt.player), reason: 'overcome', rule: RULES.dilemmaBonusPoints });
      ctx.emit({ type: 'PointsScored', player: attempt.player, points: step.points, bonus: true, source: card, rule: RULES.dilemmaBonusPoints });
      return kit.resolved(ctx, card, index, `scored ${step.points} bonus points`, false, RULES.dilemmaBonusPoints);
    }
    case 'each-own-ship': {
      const ships = cardsIn(state, Z.space(attempt.location)).filter((iid) => state.cards[iid]!.owner === attempt.player && bp(state, iid).type === 'Ship');
      let hit = 0;
      for (const ship of ships) {
        const aboard = cardsIn(ctx.state, Z.aboard(ship)).filter((iid) => { const c = ctx.state.cards[iid]!; return c.owner === attempt.player && !c.stopped && !c.disabled && bp(ctx.state, iid).type === 'Personnel'; });
        const victim = randomOf(ctx, card, index, aboard, 1);
        if (victim.length) kit.applyAction(ctx, card, step.action, victim, def);
        hit += victim.length;
      }
      return kit.resolved(ctx, card, index, `${step.action}: ${hit} (one aboard each ship)`, false, RULES.automaticEffects);
    }
    case 'pass-mission': {
      const mission = bp(state, attemptedMission(state, attempt.location, attempt.player)).mission;
      const ids = presentWithEquipment(state, attempt, attempt.team!);
      const met = !mission?.requirements || meetGroup(state, mission.requirements, ids).verdict === 'met';
      const text = `the mission's requirements (${mission?.requirementText ?? 'none'})`;
      ctx.emit({ type: 'RequirementChecked', card, purpose: 'condition', requirement: text, verdict: met ? 'met' : 'unmet', group: ids, missing: met ? [] : [text], rule: RULES.conditionalEffects });
      return kit.resolved(ctx, card, index, met ? 'got past' : 'cannot get past', !met, RULES.conditionalEffects);
    }
    case 'named-number': {
      const team = teamOf(state);
      const value = (iid: string) => {
        const member = memberOf(state, iid);
        return Object.entries(step.weights).reduce((sum, [name, weight]) => sum + attributeOf(member, name as 'INTEGRITY' | 'CUNNING' | 'STRENGTH') * (weight ?? 0), 0);
      };
      if (team.length === 0) return kit.resolved(ctx, card, index, 'no valid target: effect nullified', false, RULES.triggers);
      const numbers = [...new Set(team.map(value))].sort((a, b) => a - b).map(String);
      const named = answer ?? (numbers.length === 1 ? numbers : null);
      if (!named) return ask(ctx, card, index, other(attempt.player), numbers, 1);
      const matching = team.filter((iid) => String(value(iid)) === named[0]);
      // Examined one by one in random order: the first match is a random one of the matches.
      const found = randomOf(ctx, card, index, matching, 1);
      if (found.length === 0) return kit.resolved(ctx, card, index, `${named[0]} named: no match`, false, RULES.automaticEffects);
      kit.applyAction(ctx, card, step.action, found, def);
      ctx.emit({ type: 'DilemmaRemoved', card, from: Z.encounter(attempt.location), to: Z.out(state.cards[card]!.owner), reason: 'effects-resolved', rule: RULES.discardDilemma });
      return kit.resolved(ctx, card, index, `${named[0]} named: ${step.action} 1, dilemma discarded`, false, RULES.automaticEffects);
    }
    case 'discard-any-from-hand': {
      const hand = cardsIn(state, Z.hand(attempt.player));
      if (hand.length === 0) return kit.resolved(ctx, card, index, 'empty hand', false, RULES.automaticEffects);
      // First how many (a number), then which (card ids) when it is neither none nor all.
      if (!answer) return ask(ctx, card, index, attempt.player, Array.from({ length: hand.length + 1 }, (_, n) => String(n)), 1);
      let chosen: readonly string[] = answer;
      if (/^\d+$/.test(answer[0] ?? '')) {
        const n = Number(answer[0]);
        if (n === 0) return kit.resolved(ctx, card, index, 'kept the hand', false, RULES.automaticEffects);
        if (n < hand.length) return ask(ctx, card, index, attempt.player, hand, n);
        chosen = hand;
      }
      for (const iid of chosen) ctx.emit({ type: 'CardMoved', card: iid, from: Z.hand(attempt.player), to: Z.discard(attempt.player), faceUp: true, reason: `${source}: discarded from hand`, rule: RULES.encounteringDilemmas });
      return kit.resolved(ctx, card, index, `discarded from hand: ${chosen.length}`, false, RULES.automaticEffects);
    }
    case 'pass-scaled': {
      const x = countOf(state, step.count);
      const text = `${step.attribute}>${step.base + step.per * x}`;
      const met = checkRequirement(ctx, card, 'condition', text, presentWithEquipment(state, attempt, attempt.team!));
      return kit.resolved(ctx, card, index, met ? 'got past' : 'cannot get past', !met, RULES.conditionalEffects);
    }
    case 'place-on-table': {
      const ongoing: OngoingDilemma = { dilemma: card, player: attempt.player, on: 'mission', host: attempt.location, location: attempt.location, affected: [] };
      ctx.emit({ type: 'DilemmaPlaced', card, to: Z.table(attempt.player), ongoing, rule: RULES.removalDestinations });
      return kit.resolved(ctx, card, index, 'played on the table', false, RULES.automaticEffects);
    }
  }
}

/** Unsolved missions other than this one where the dilemma may seed (its space/planet type), by location id. */
function reseedOptions(state: GameState, card: string): string[] {
  const attempt = state.attempt!;
  const kind = bp(state, card).dilemmaKind;
  const solved = new Set([...state.completed.p1, ...state.completed.p2]);
  return Object.entries(state.locations)
    .filter(([id]) => id !== attempt.location && !solved.has(id))
    .filter(([, location]) =>
      location.missions.some((iid) => {
        const mission = bp(state, iid).mission?.kind;
        if (!mission) return false;
        if (kind === 'planet') return mission === 'planet' || mission === 'dual';
        if (kind === 'space') return mission === 'space' || mission === 'dual';
        return true;
      }),
    )
    .map(([id]) => id)
    .sort();
}
