/**
 * The dilemma effect interpreter: runs one step of a dilemma's effect model (dilemmas.ts) —
 * targets first, then the condition, then the action (1E rulebook › ATTEMPT A MISSION ›
 * ENCOUNTERING DILEMMAS › Automatic and Conditional Effects, Triggered & Targeted Effects; Cards
 * with Alternate Removal Destinations) — and the named hooks of the dilemmas the model does not
 * express. The card-abilities work replaces this module.
 */
import { replacedDilemmaKill } from '../behaviour/dilemma-kill-replacement';
import { savedByInterrupt } from '../behaviour/death-savers';
import { capture } from '../behaviour/captives';
import { isStepQ, runStepQ } from '../behaviour/q-continuum';
import { isStepTime, runStepTime } from '../behaviour/dilemma-time-locations';
import { seededQDef } from '../behaviour/q-flash';
import { debriefAttempt } from '../behaviour/verbs-events-c';
import { skillLevel } from '@captains-log/cards';
import { compatible, isPlanetMission } from '../card-facts';
import { shipAttribute } from '../behaviour/ship-modifiers';
import { bp, type Ctx } from '../context';
import { DILEMMA_WORDS_B, type SelectorB, type StepB } from '../behaviour/dilemma-steps-b';
import { dilemmaDef, type Action, type CountTerm, type DilemmaDef, type Measure, type Selector, type Step } from '../dilemmas';
import { RULES } from '../rules';
import type { AttemptState, GameState, OngoingDilemma } from '../types';
import { cardsIn, locationOfZone, other, Z } from '../zones';
import { damageShip, destroyShip, leavePlay } from './leaving-play';
import { dilemmaNullifiedToSaveShip } from '../behaviour/ship-destruction-saves';
import { applyActionB, candidatesB, runStepB, selectB, stepAppliesB } from './dilemma-effects-b';
import { countMet, matchesFilter } from './filters';
import { applyActionA, candidatesA, isSelectorA, runStepA, selectA, type Kit } from './dilemma-effects-a';
import { periodicKill } from './periodic';
import { placeRoaming, SELF_CONTROLLED_RULES } from '../behaviour/self-controlled';
import { candidatesC, isMeasureC, isSelectorC, isStepC, measureOfC, runStepC, selectC } from './dilemma-effects-c';
import { checkRequirement, memberOf } from './requirements';
import { activePersonnel, equipmentIn, present, presentWithEquipment, teamZone } from './teams';
import { doubledSelector } from '../behaviour/doubled-dilemmas';
import { printedNumberBonus, raisedSelector } from '../behaviour/printed-numbers';
import { selectAtRandom } from '../behaviour/random-selection';

export function defOf(state: GameState, iid: string): DilemmaDef {
  // Issue 15 (qflash): a Q card met seeded under a mission gives its team a Q-Flash (behaviour/q-flash.ts).
  return dilemmaDef(state.cards[iid]!.blueprint) ?? seededQDef(state, iid) ?? { title: bp(state, iid).title, steps: [{ kind: 'hook', name: 'manual' }], manual: ['the whole card'] };
}

function teamOf(state: GameState): string[] {
  const attempt = state.attempt!;
  return present(state, attempt, attempt.team!);
}

export function stepApplies(state: GameState, step: Step): boolean {
  const attempt = state.attempt!;
  // Later-set words: a step wrapped in a table test (behaviour/dilemma-steps-b.ts).
  if (step.kind === 'only-if') return stepAppliesB(state, step);
  if (step.kind === 'pass' && step.quadrant) {
    const quadrant = state.locations[attempt.location]?.quadrant;
    if (step.quadrant.in && quadrant !== step.quadrant.in) return false;
    if (step.quadrant.notIn && quadrant === step.quadrant.notIn) return false;
  }
  if (!('only' in step) || !step.only) return true;
  return step.only === (attempt.team === 'crew' ? 'space' : 'planet');
}

type StepOutcome = 'next' | 'suspended' | 'ended';

function resolved(ctx: Ctx, card: string, index: number, effect: string, conditionFailed: boolean, rule: string = RULES.encounteringDilemmas, picked?: readonly string[]): StepOutcome {
  ctx.emit({ type: 'DilemmaStepResolved', card, step: index, effect, conditionFailed, ...(picked ? { picked } : {}), rule });
  return 'next';
}

function conditionMet(
  ctx: Ctx,
  card: string,
  step: { unless?: string; unlessAny?: readonly CountTerm[]; unlessOn?: 'team' | 'picked' | 'rest'; orShieldsAbove?: number; individual?: boolean; conditional?: boolean },
): boolean {
  const attempt = ctx.state.attempt!;
  const rest = (ids: readonly string[]) => (step.unlessOn === 'rest' ? ids.filter((iid) => !attempt.picked.includes(iid)) : [...ids]);
  if (step.unlessAny) return countMet(ctx, card, step.unlessAny, rest(teamOf(ctx.state)), rest(presentWithEquipment(ctx.state, attempt, attempt.team!)));
  if (!step.unless) return false;
  if (step.orShieldsAbove !== undefined && attempt.ship && shipAttribute(ctx.state, attempt.ship, 'SHIELDS') > step.orShieldsAbove) {
    ctx.emit({ type: 'RequirementChecked', card, purpose: 'condition', requirement: `SHIELDS>${step.orShieldsAbove}`, verdict: 'met', group: [attempt.ship], missing: [], rule: RULES.conditionalEffects });
    return true;
  }
  const ids = step.unlessOn === 'picked' ? attempt.picked : rest(presentWithEquipment(ctx.state, attempt, attempt.team!));
  return checkRequirement(ctx, card, step.conditional === false ? 'trigger' : 'condition', step.unless, ids, step.individual);
}

/** The encountering player's stopped personnel anywhere at the attempted location (on the planet, aboard ships, in facilities). */
function stoppedHere(state: GameState): string[] {
  const attempt = state.attempt!;
  return Object.values(state.cards)
    .filter((instance) => instance.owner === attempt.player && instance.stopped && bp(state, instance.iid).type === 'Personnel' && locationOfZone(state, instance.zone) === attempt.location)
    .map((instance) => instance.iid)
    .sort();
}

/** "Until the end of your next turn": turn numbers count every player's turn, so the encountering player's next is two on. */
function untilYourNextTurn(ctx: Ctx): number {
  return ctx.state.turn!.number + 2;
}

/** An "if …" trigger of an act step, on the team or the picked cards (monotone terms only: no subset search is wanted). */
function triggerMet(ctx: Ctx, card: string, when: string, on: 'team' | 'picked' | 'rest' | undefined): boolean {
  const attempt = ctx.state.attempt!;
  const team = presentWithEquipment(ctx.state, attempt, attempt.team!);
  const ids = on === 'picked' ? attempt.picked : on === 'rest' ? team.filter((iid) => !attempt.picked.includes(iid)) : team;
  return checkRequirement(ctx, card, 'trigger', when, ids);
}

export function runStep(ctx: Ctx, card: string, def: DilemmaDef, step: Step, index: number, answer?: readonly string[]): StepOutcome | 'suspended' {
  const attempt = ctx.state.attempt!;
  switch (step.kind) {
    case 'pass': {
      const ids = presentWithEquipment(ctx.state, attempt, attempt.team!);
      const met = checkRequirement(ctx, card, 'condition', step.require, ids, step.individual);
      return resolved(ctx, card, index, met ? 'got past' : 'cannot get past', !met, RULES.conditionalEffects);
    }
    case 'count': {
      const met = countMet(ctx, card, step.any, teamOf(ctx.state), presentWithEquipment(ctx.state, attempt, attempt.team!));
      return resolved(ctx, card, index, met ? 'got past' : 'cannot get past', !met, RULES.conditionalEffects);
    }
    case 'lose-points': {
      // A triggered penalty: 1E rulebook › ATTEMPT A MISSION › AUTOMATIC EFFECTS (its trigger unmet → nothing happens).
      if (!triggerMet(ctx, card, step.when, 'team')) return resolved(ctx, card, index, 'trigger not met: effect nullified', false, RULES.triggers);
      ctx.emit({ type: 'PointsScored', player: attempt.player, points: -step.points, bonus: false, source: card, rule: RULES.automaticEffects });
      return resolved(ctx, card, index, `lost ${step.points} points`, false, RULES.automaticEffects);
    }
    case 'pick': {
      // Issue 15 (helper history): the number selected may be raised by a card in play (behaviour/printed-numbers.ts).
      const chosen = answer ?? select(ctx, card, raisedSelector(ctx.state, card, step.targets), index);
      if (chosen === 'suspended') return 'suspended';
      return resolved(ctx, card, index, `picked ${chosen.length}`, false, RULES.triggers, chosen);
    }
    case 'act': {
      const conditional = (step.unless !== undefined || step.unlessAny !== undefined) && step.conditional !== false;
      if (!answer) {
        // Targets first: with no valid target the effect is nullified (1E rulebook › Triggered & Targeted Effects).
        const candidates = candidatesFor(ctx.state, step.targets);
        if (candidates.length === 0) return resolved(ctx, card, index, 'no valid target: effect nullified', false, RULES.triggers);
        if (step.when && !triggerMet(ctx, card, step.when, step.unlessOn)) return resolved(ctx, card, index, 'trigger not met: effect nullified', false, RULES.triggers);
        if (conditionMet(ctx, card, step)) return resolved(ctx, card, index, 'condition met: effect prevented', false, RULES.conditionalEffects);
      }
      // Issue 15 (helper qcau): a response may have doubled the dilemma's effects (behaviour/doubled-dilemmas.ts: Howard Heirloom Candle).
      const targets = answer ?? select(ctx, card, doubledSelector(ctx.state, card, raisedSelector(ctx.state, card, step.targets), index), index);
      if (targets === 'suspended') return 'suspended';
      applyAction(ctx, card, step.action, targets, def);
      return resolved(ctx, card, index, `${step.action}: ${targets.length}`, conditional, conditional ? RULES.conditionalEffects : RULES.automaticEffects);
    }
    case 'ship': {
      if (!attempt.ship) return resolved(ctx, card, index, 'no ship: effect nullified', false, RULES.triggers);
      if (conditionMet(ctx, card, step)) return resolved(ctx, card, index, 'condition met: effect prevented', false, RULES.conditionalEffects);
      const source = bp(ctx.state, card).title;
      if (step.action === 'destroy') {
        // Issue 15 (helper shipsaves): an interrupt nullifying the dilemma that would destroy the ship (behaviour/ship-destruction-saves.ts).
        if (dilemmaNullifiedToSaveShip(ctx, attempt.ship, card)) return 'next';
        destroyShip(ctx, attempt.ship, source);
      }      else if (step.action === 'damage') damageShip(ctx, attempt.ship, source);
      else if (step.action === 'stop-until-next-turn') ctx.emit({ type: 'CardStopped', card: attempt.ship, until: untilYourNextTurn(ctx), rule: RULES.stopped });
      else {
        const crew = cardsIn(ctx.state, Z.aboard(attempt.ship)).filter((c) => bp(ctx.state, c).type === 'Personnel' && ctx.state.cards[c]!.owner === attempt.player);
        for (const iid of crew) leavePlay(ctx, iid, 'killed', source, undefined, crew);
      }
      return resolved(ctx, card, index, `ship ${step.action}`, step.unless !== undefined || step.unlessAny !== undefined, RULES.conditionalEffects);
    }
    case 'place':
      return place(ctx, card, def, step, index);
    case 'end-attempt':
      debriefAttempt(ctx);
      ctx.emit({ type: 'MissionAttemptFailed', player: attempt.player, location: attempt.location, reason: `${bp(ctx.state, card).title} ends the attempt`, rule: RULES.missionFailure });
      return 'ended';
    case 'hook':
      return runHook(ctx, card, def, step, index, answer);
    default:
      // the words of the later sets: dilemma-effects-b.ts for its own steps, dilemma-effects-a.ts for the rest
      if (isStepQ(step)) return runStepQ(ctx, card, def, step, index, answer, resolved);
      // Issue 15 (helper timeloc): a personnel sent to a time location (behaviour/dilemma-time-locations.ts).
      if (isStepTime(step)) return runStepTime(ctx, card, step, index, answer, resolved);
      if (isStepC(step)) return runStepC(ctx, card, def, step, index, answer, resolved, select, measureOf);
      return isStepB(step) ? runStepB(ctx, card, def, step, index, answer) : runStepA(ctx, card, def, step, index, answer, KIT);
  }
}

function candidatesFor(state: GameState, selector: Selector): string[] {
  if (isSelectorC(selector)) return candidatesC(state, selector);
  if (isSelectorA(selector)) return candidatesA(state, selector);
  if (isSelectorB(selector)) return candidatesB(state, selector);
  if (selector.by === 'choice' && selector.among === 'stopped-here') return stoppedHere(state).filter((iid) => matchesFilter(state, iid, selector.filter));
  if (selector.by === 'picked' || (selector.by === 'random' && selector.fromPicked))
    return [...state.attempt!.picked].filter((iid) => teamOf(state).includes(iid) && matchesFilter(state, iid, selector.filter));
  return teamOf(state).filter((iid) => matchesFilter(state, iid, selector.filter));
}

function measureOf(state: GameState, iid: string, measure: Measure): number {
  if (isMeasureC(measure)) return measureOfC(state, iid, measure);
  const member = memberOf(state, iid);
  if (measure === 'total') return member.integrity + member.cunning + member.strength;
  if (measure === 'CUNNING') return member.cunning;
  if (measure === 'STRENGTH') return member.strength;
  return skillLevel(member, measure.skill);
}

/** Chooses targets: all / random (PRNG, recorded) / a player's choice (suspends) / highest (ties by choice). */
function select(ctx: Ctx, card: string, selector: Selector, index: number): string[] | 'suspended' {
  if (isSelectorB(selector)) return selectB(ctx, card, selector, index);
  if (isSelectorC(selector)) return selectC(ctx, card, selector, index, measureOf);
  const state = ctx.state;
  const attempt = state.attempt!;
  const candidates = candidatesFor(state, selector);
  switch (selector.by) {
    case 'all': {
      if (!selector.spareOne || candidates.length < 2) return candidates;
      // "One must continue": the spared member is a random selection, recorded like every other.
      const [spared] = selectAtRandom(ctx, { purpose: `${bp(state, card).title} (step ${index + 1}: continues)`, candidates });
      return candidates.filter((iid) => iid !== spared);
    }
    case 'picked':
      return candidates;
    case 'random': {
      const wanted = selector.crowded && teamOf(state).length > selector.crowded.above ? selector.crowded.count : selector.count;
      const count = wanted === 'half' ? Math.floor(candidates.length / 2) : Math.min(wanted, candidates.length);
      if (count >= candidates.length) return candidates;
      if (count === 0) return [];
      return selectAtRandom(ctx, { purpose: `${bp(state, card).title} (step ${index + 1})`, candidates, count, hurts: true });
    }
    case 'choice': {
      const count = selector.count === 'half-up' ? Math.ceil(candidates.length / 2) : selector.count;
      if (candidates.length <= count) return candidates;
      const chooser = selector.chooser === 'self' ? attempt.player : other(attempt.player);
      ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: chooser, purpose: `step:${index}`, options: candidates, pick: count }, rule: RULES.readingDilemmas });
      return 'suspended';
    }
    case 'highest': {
      const scored = candidates.map((iid) => ({ iid, value: measureOf(state, iid, selector.measure) })).sort((a, b) => b.value - a.value);
      if (scored.length <= selector.count) return scored.map((entry) => entry.iid);
      const boundary = scored[selector.count - 1]!.value;
      const sure = scored.filter((entry) => entry.value > boundary).map((entry) => entry.iid);
      const tied = scored.filter((entry) => entry.value === boundary).map((entry) => entry.iid);
      if (sure.length + tied.length <= selector.count) return [...sure, ...tied];
      const chooser = selector.tie === 'self' ? attempt.player : other(attempt.player);
      ctx.emit({
        type: 'DilemmaChoiceRequested',
        card,
        choice: { player: chooser, purpose: `step:${index}`, options: tied, pick: selector.count - sure.length, ...(sure.length ? { preset: sure } : {}) },
        rule: RULES.ties,
      });
      return 'suspended';
    }
    default:
      return selectA(ctx, card, selector, index, KIT);
  }
}

function furthestPlanet(state: GameState, from: string): string | null {
  const line = state.spacelines[state.locations[from]!.quadrant] ?? [];
  const here = line.indexOf(from);
  let best: string | null = null;
  let distance = -1;
  line.forEach((id, index) => {
    if (id === from || !state.locations[id]!.missions.some((iid) => isPlanetMission(bp(state, iid)))) return;
    const d = Math.abs(index - here);
    if (d > distance) {
      distance = d;
      best = id;
    }
  });
  return best;
}

function isSelectorB(selector: Selector): selector is SelectorB {
  return (DILEMMA_WORDS_B.selectors as readonly string[]).includes(selector.by);
}

function isStepB(step: Step): step is StepB {
  return (DILEMMA_WORDS_B.steps as readonly string[]).includes(step.kind);
}

function applyAction(ctx: Ctx, card: string, action: Action, targets: readonly string[], def: DilemmaDef): void {
  const source = bp(ctx.state, card).title;
  const attempt = ctx.state.attempt!;
  switch (action) {
    case 'kill':
      for (const iid of targets) leavePlay(ctx, iid, 'killed', source, undefined, targets);
      return;
    case 'discard':
      for (const iid of targets) leavePlay(ctx, iid, 'discarded', source);
      return;
    case 'stop':
      for (const iid of targets) if (!ctx.state.cards[iid]!.stopped) ctx.emit({ type: 'CardStopped', card: iid, rule: RULES.stopped });
      return;
    case 'stop-until-next-turn':
      for (const iid of targets) ctx.emit({ type: 'CardStopped', card: iid, until: untilYourNextTurn(ctx), rule: RULES.stopped });
      return;
    case 'disable':
      for (const iid of targets) ctx.emit({ type: 'PersonnelDisabled', card: iid, source, rule: RULES.disabled });
      return;
    case 'relocate-furthest-planet': {
      const to = furthestPlanet(ctx.state, attempt.location);
      for (const iid of targets)
        if (to) ctx.emit({ type: 'CardMoved', card: iid, from: ctx.state.cards[iid]!.zone, to: Z.surface(to), faceUp: true, reason: `relocated by ${source}`, rule: RULES.relocated });
      return;
    }
    case 'hold-on-mission':
      for (const iid of targets)
        ctx.emit({ type: 'CardMoved', card: iid, from: ctx.state.cards[iid]!.zone, to: Z.atop(attempt.location), faceUp: true, reason: `held by ${source}`, rule: RULES.encounteringDilemmas });
      return;
    case 'capture':
      for (const iid of targets) {
        // Issue 15 (events-d): a card on a table may replace the capture (behaviour/dilemma-kill-replacement.ts).
        if (replacedDilemmaKill(ctx, iid, source, 'captured')) continue;
        // Issue 15 (interrupts-e): an interrupt in hand saves one randomly selected to be captured (behaviour/death-savers.ts).
        if (savedByInterrupt(ctx, iid, source, targets, 'captured')) continue;
        // Issue 15 (captives): the dilemma's owner holds the captive (behaviour/captives.ts); one's own dilemma cannot capture one's own personnel, which leaves the game as before.
        if (!capture(ctx, iid, other(attempt.player), source))
          ctx.emit({ type: 'CardMoved', card: iid, from: ctx.state.cards[iid]!.zone, to: Z.out(ctx.state.cards[iid]!.owner), faceUp: true, reason: `captured by ${source} (not by an opponent: out of the game)`, rule: RULES.capture });
      }
      return;
    case 'out-of-play':
    case 'to-deck-top':
    case 'to-deck-bottom':
    case 'to-hand':
    case 'relocate-nearest-planet':
      applyActionB(ctx, card, action, targets);
      return;
    case 'mark-for-death':
      ctx.emit({
        type: 'DilemmaPlaced',
        card,
        to: Z.atop(attempt.location),
        ongoing: { dilemma: card, player: attempt.player, on: 'mission', host: attempt.location, location: attempt.location, affected: targets },
        rule: RULES.encounteringDilemmas,
      });
      void def;
      return;
    default:
      applyActionA(ctx, card, action, targets);
  }
}

/** What the interpreter of the dilemmas-a words borrows from this one (dilemma-effects-a.ts). */
const KIT: Kit = { runStep: (ctx, card, def, step, index, answer) => runStep(ctx, card, def, step, index, answer) as StepOutcome, resolved, applyAction, measureOf, select };

function place(ctx: Ctx, card: string, def: DilemmaDef, step: Extract<Step, { kind: 'place' }>, index: number): StepOutcome {
  const attempt = ctx.state.attempt!;
  let host: string | null = null;
  let to = '';
  if (step.on === 'mission') {
    host = attempt.location;
    to = Z.atop(attempt.location);
  } else if (step.on === 'ship') {
    host = attempt.ship;
    to = host ? Z.on(host) : '';
  } else {
    host = attempt.picked.find((iid) => ctx.state.cards[iid]) ?? null;
    to = host ? Z.on(host) : '';
  }
  // 1E rulebook › Cards with Alternate Removal Destinations: no valid target → the rest is ignored.
  if (!host) return resolved(ctx, card, index, 'no valid place: rest of the dilemma ignored', false, RULES.removalDestinations);
  if (step.unless && conditionMet(ctx, card, step)) return resolved(ctx, card, index, 'condition met: not placed', false, RULES.conditionalEffects);
  const affected = step.affected === 'team' ? teamOf(ctx.state) : step.affected === 'picked' ? [...attempt.picked] : [];
  const ongoing: OngoingDilemma = {
    dilemma: card,
    player: attempt.player,
    on: step.on,
    host,
    location: attempt.location,
    affected,
    // Issue 15 (helper history): a printed countdown may be raised by a card in play (behaviour/printed-numbers.ts).
    ...(step.countdown !== undefined ? { countdown: step.countdown + printedNumberBonus(ctx.state, card) } : {}),
  };
  ctx.emit({ type: 'DilemmaPlaced', card, to, ongoing, rule: RULES.removalDestinations });
  const periodic = def.ongoing?.periodicKill;
  if (periodic?.now) periodicKill(ctx, ongoing, periodic, attempt.player);
  return resolved(ctx, card, index, `placed on ${step.on}`, step.unless !== undefined, step.unless ? RULES.conditionalEffects : RULES.automaticEffects);
}

function runHook(ctx: Ctx, card: string, def: DilemmaDef, step: Extract<Step, { kind: 'hook' }>, index: number, answer?: readonly string[]): StepOutcome | 'suspended' {
  const attempt = ctx.state.attempt!;
  const source = bp(ctx.state, card).title;
  const team = teamOf(ctx.state);
  switch (step.name) {
    case 'self-controlled-arrives': {
      // Issue 15 (premiere-control): placed at the far end of the spaceline, it acts on its own from now on.
      const end = placeRoaming(ctx, card);
      return resolved(ctx, card, index, end ? `placed at ${end}, the far end of the spaceline` : 'not placed', false, SELF_CONTROLLED_RULES.selfControlling);
    }
    case 'manual':
      // Issue 15, no silent skips: what the engine cannot carry out pauses the attempt until the
      // encountering player's opponent declares the effect from primitives (DESIGN.md › manual effects;
      // 1E rulebook › MISCELLANEOUS RULES › TIES: a just-encountered dilemma is controlled by neither player, its opponent decides for it).
      ctx.emit({
        type: 'DilemmaManualResolutionRequested',
        card,
        declarer: other(attempt.player),
        step: index,
        reason: `not automated: ${(def.manual ?? ['the whole card']).join('; ')}`,
        rule: RULES.manualEffects,
      });
      return 'suspended';
    case 'sarjenka': {
      if (!answer) {
        ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: attempt.player, purpose: `step:${index}`, options: ['ignore', 'help'], pick: 1 }, rule: RULES.encounteringDilemmas });
        return 'suspended';
      }
      if (answer[0] === 'help') {
        ctx.emit({ type: 'DilemmaRemoved', card, from: Z.encounter(attempt.location), to: Z.bonus(attempt.player), reason: 'overcome', rule: RULES.dilemmaBonusPoints });
        ctx.emit({ type: 'PointsScored', player: attempt.player, points: def.points ?? 0, bonus: true, source: card, rule: RULES.dilemmaBonusPoints });
        for (const iid of activePersonnel(ctx.state, Z.surface(attempt.location), attempt.player)) ctx.emit({ type: 'CardStopped', card: iid, rule: RULES.stopped });
      } else ctx.emit({ type: 'DilemmaRemoved', card, from: Z.encounter(attempt.location), to: Z.out(ctx.state.cards[card]!.owner), reason: 'effects-resolved', rule: RULES.encounteringDilemmas });
      return resolved(ctx, card, index, answer[0]!, false);
    }
    case 'plague-ship': {
      const medical = team.filter((iid) => skillLevel(memberOf(ctx.state, iid), 'MEDICAL') > 0);
      if (medical.length === 0) {
        applyAction(ctx, card, 'kill', team, def);
        return resolved(ctx, card, index, 'no MEDICAL to send over: entire crew dies', true, RULES.conditionalEffects);
      }
      let chosen = answer;
      if (!chosen) {
        if (medical.length > 1) {
          ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: attempt.player, purpose: `step:${index}`, options: medical, pick: 1 }, rule: RULES.encounteringDilemmas });
          return 'suspended';
        }
        chosen = medical;
      }
      leavePlay(ctx, chosen[0]!, 'discarded', source);
      return resolved(ctx, card, index, 'MEDICAL sent over (discarded)', false);
    }
    case 'rebel-bribe': {
      if (!answer && conditionMet(ctx, card, step)) return resolved(ctx, card, index, 'condition met: effect prevented', false);
      const equipment = equipmentIn(ctx.state, teamZone(attempt, attempt.team!), attempt.player);
      const chosen = answer;
      if (!chosen && equipment.length > 0) {
        ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: attempt.player, purpose: `step:${index}`, options: [...equipment, 'no-bribe'], pick: 1 }, rule: RULES.encounteringDilemmas });
        return 'suspended';
      }
      if (chosen && chosen[0] !== 'no-bribe') {
        leavePlay(ctx, chosen[0]!, 'discarded', source);
        return resolved(ctx, card, index, 'bribed with an Equipment card', false);
      }
      const victim = select(ctx, card, { by: 'random', count: 1 }, index) as string[];
      applyAction(ctx, card, 'kill', victim, def);
      return resolved(ctx, card, index, 'kill: 1', true, RULES.conditionalEffects);
    }
    case 'reboot-hand': {
      if (conditionMet(ctx, card, step)) return resolved(ctx, card, index, 'condition met: effect prevented', false);
      const hand = cardsIn(ctx.state, Z.hand(attempt.player)).filter((iid) => bp(ctx.state, iid).type !== 'Personnel');
      for (const iid of hand) ctx.emit({ type: 'CardMoved', card: iid, from: Z.hand(attempt.player), to: Z.discard(attempt.player), faceUp: true, reason: `${source}: re-boot`, rule: RULES.encounteringDilemmas });
      const drawn = cardsIn(ctx.state, Z.draw(attempt.player)).slice(0, hand.length);
      if (drawn.length > 0) ctx.emit({ type: 'CardsDrawn', player: attempt.player, cards: drawn, reason: 'dilemma', rule: RULES.encounteringDilemmas });
      return resolved(ctx, card, index, `re-boot: ${hand.length} discarded, ${drawn.length} drawn`, true, RULES.conditionalEffects);
    }
    case 'abort-beam-up-or-die': {
      if (conditionMet(ctx, card, { ...step, individual: true })) return resolved(ctx, card, index, 'condition met: effect prevented', false);
      return abortBeamUpOrDie(ctx, card, index, team, source);
    }
    case 'beam-back': {
      if (conditionMet(ctx, card, step)) return resolved(ctx, card, index, 'condition met: effect prevented', false);
      const ship = ownShipHere(ctx.state, attempt);
      if (ship) for (const iid of team) ctx.emit({ type: 'CardMoved', card: iid, from: ctx.state.cards[iid]!.zone, to: Z.aboard(ship), faceUp: true, reason: `${source}: infected Away Team beams back`, rule: RULES.encounteringDilemmas });
      return resolved(ctx, card, index, 'Away Team infected (opponent control is a manual effect)', true, RULES.conditionalEffects);
    }
    case 'stop-team': {
      if (conditionMet(ctx, card, step)) return resolved(ctx, card, index, 'condition met: effect prevented', false);
      applyAction(ctx, card, 'stop', team, def);
      return resolved(ctx, card, index, 'team stopped', true, RULES.conditionalEffects);
    }
    case 'ktarian-disable': {
      const ship = attempt.ship;
      const aboard = ship ? activePersonnel(ctx.state, Z.aboard(ship), attempt.player) : [];
      if (aboard.length === 0) return resolved(ctx, card, index, 'no valid target', false, RULES.triggers);
      const victim = select(ctx, card, { by: 'random', count: 1 }, index) as string[];
      applyAction(ctx, card, 'disable', victim, def);
      addAffected(ctx, card, victim);
      return resolved(ctx, card, index, 'disable: 1', false, RULES.automaticEffects);
    }
    case 'disable-empaths': {
      const empaths = team.filter((iid) => skillLevel(memberOf(ctx.state, iid), 'Empathy') > 0);
      applyAction(ctx, card, 'disable', empaths, def);
      addAffected(ctx, card, empaths);
      return resolved(ctx, card, index, `disable: ${empaths.length}`, false, RULES.automaticEffects);
    }
  }
}

function addAffected(ctx: Ctx, card: string, ids: readonly string[]): void {
  const entry = ctx.state.ongoing[card];
  if (!entry || ids.length === 0) return;
  ctx.emit({ type: 'DilemmaPlaced', card, to: ctx.state.cards[card]!.zone, ongoing: { ...entry, affected: [...entry.affected, ...ids] }, rule: RULES.disabled });
}

function ownShipHere(state: GameState, attempt: AttemptState): string | null {
  const candidates = [...cardsIn(state, Z.space(attempt.location))].filter((iid) => state.cards[iid]!.owner === attempt.player && ['Ship', 'Facility'].includes(bp(state, iid).type));
  return candidates[0] ?? null;
}

function abortBeamUpOrDie(ctx: Ctx, card: string, index: number, team: readonly string[], source: string): StepOutcome {
  const attempt = ctx.state.attempt!;
  const ship = ownShipHere(ctx.state, attempt);
  const host = ship ? bp(ctx.state, ship) : null;
  for (const iid of team) {
    if (host && compatible(bp(ctx.state, iid), host))
      ctx.emit({ type: 'CardMoved', card: iid, from: ctx.state.cards[iid]!.zone, to: Z.aboard(ship!), faceUp: true, reason: `${source}: aborts the mission and beams up`, rule: RULES.encounteringDilemmas });
    else leavePlay(ctx, iid, 'killed', source);
  }
  return resolved(ctx, card, index, 'Away Team aborts (beams up or dies)', true, RULES.conditionalEffects);
}
