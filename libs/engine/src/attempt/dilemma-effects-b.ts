/**
 * The interpreter of the later-set dilemma words (behaviour/dilemma-steps-b.ts): table tests, region-scaled
 * conditions, draws, named attributes, revealed hands; the selectors that read the picked cards, quantities or
 * printed attributes; where a personnel goes besides the discard pile; and the count terms on equipment present,
 * distinct personnel and the encountering player's ships here.
 *
 * 1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects: no valid target → the
 * effect is nullified), AUTOMATIC EFFECTS, CONDITIONAL EFFECTS; NULLIFIERS; GLOSSARY › "present";
 * MISCELLANEOUS RULES › RANDOM SELECTIONS.
 */
import { attributeNumber, skillLevel } from '@captains-log/cards';
import { shuffleZone } from '../seeding';
import { isAnyNamed, isPlanetMission, titledAmong } from '../card-facts';
import { bp, type Ctx } from '../context';
import { selectAtRandom } from '../behaviour/random-selection';
import type { CountTerm, DilemmaDef, Filter, Step } from '../dilemmas';
import type { ActionB, CountTermB, EquipmentFilter, Quantity, QuantityTerm, SelectorB, StepB, TableTest } from '../behaviour/dilemma-steps-b';
import { shipAttribute } from '../behaviour/ship-modifiers';
import { isStaffed } from '../play';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfCard, other, Z } from '../zones';
import { runStep, stepApplies } from './dilemma-effects';
import { matchesFilter } from './filters';
import { brigPresent, onTableOf, ownShipHere, pickedSame } from './dilemma-effects-c';
import { damageShip, endOngoing, leavePlay } from './leaving-play';
import { checkRequirement, meetGroup, memberOf, requirement } from './requirements';
import { activePersonnel, attemptedMission, equipmentIn, present, teamZone } from './teams';

type Attribute = 'INTEGRITY' | 'CUNNING' | 'STRENGTH';
const ATTRIBUTES: readonly Attribute[] = ['INTEGRITY', 'CUNNING', 'STRENGTH'];

function teamOf(state: GameState): string[] {
  const attempt = state.attempt!;
  return present(state, attempt, attempt.team!);
}

function playerOf(state: GameState, whose: 'self' | 'opponent'): PlayerId {
  const player = state.attempt!.player;
  return whose === 'self' ? player : other(player);
}

function current(state: GameState, iid: string, name: Attribute): number {
  const member = memberOf(state, iid);
  return name === 'INTEGRITY' ? member.integrity : name === 'CUNNING' ? member.cunning : member.strength;
}

function printed(state: GameState, iid: string, name: Attribute): number {
  const facts = bp(state, iid).personnel;
  if (!facts) return 0;
  return attributeNumber(name === 'INTEGRITY' ? facts.integrity : name === 'CUNNING' ? facts.cunning : facts.strength);
}

function equipmentMatching(state: GameState, filter: EquipmentFilter): string[] {
  const attempt = state.attempt!;
  if (teamOf(state).length === 0) return [];
  return equipmentIn(state, teamZone(attempt, attempt.team!), attempt.player).filter((iid) => {
    const card = bp(state, iid);
    if (filter.characteristic && !card.characteristics.some((c) => c.toLowerCase() === filter.characteristic!.toLowerCase())) return false;
    if (filter.titleWords && !filter.titleWords.some((word) => card.title.toLowerCase().split(/[^a-z0-9]+/).includes(word.toLowerCase()))) return false;
    return true;
  });
}

/** Cards in play (on the table or at a location) bearing one of the titles, or an "any X" of `anyNames` (TableTest `inPlay`). */
function inPlay(state: GameState, test: { readonly titles?: readonly string[]; readonly anyNames?: readonly string[]; readonly whose: 'self' | 'opponent' | 'any' }): boolean {
  const owner = test.whose === 'any' ? null : playerOf(state, test.whose);
  return Object.values(state.cards).some((instance) => {
    if ((owner !== null && instance.owner !== owner) || !isInPlayZone(instance.zone)) return false;
    const card = bp(state, instance.iid);
    return titledAmong(test.titles, card) || (test.anyNames ?? []).some((name) => isAnyNamed(card, name));
  });
}

function personnelInPlay(state: GameState, owner: PlayerId): string[] {
  return Object.values(state.cards)
    .filter((instance) => instance.owner === owner && isInPlayZone(instance.zone) && bp(state, instance.iid).type === 'Personnel')
    .map((instance) => instance.iid)
    .sort();
}

function discardOf(state: GameState, whose: 'self' | 'opponent', types: readonly string[]): string[] {
  return cardsIn(state, Z.discard(playerOf(state, whose))).filter((iid) => types.includes(bp(state, iid).type));
}

export function tableTestMet(state: GameState, test: TableTest): boolean {
  const attempt = state.attempt!;
  if ('not' in test) return !tableTestMet(state, test.not);
  if ('brigPresent' in test) return brigPresent(state);
  if ('ownShipHere' in test) return ownShipHere(state) !== null;
  if ('atopHere' in test) return cardsIn(state, Z.atop(attempt.location)).some((iid) => titledAmong(test.atopHere, bp(state, iid)));
  if ('pickedSame' in test) return pickedSame(state, test.pickedSame);
  if ('onTableOf' in test) return onTableOf(state, test.onTableOf.whose === 'self' ? attempt.player : other(attempt.player), test.onTableOf.titles);
  if ('personnelInPlay' in test) {
    const owner = playerOf(state, test.personnelInPlay.whose);
    return personnelInPlay(state, owner).filter((iid) => matchesFilter(state, iid, test.personnelInPlay.filter)).length >= test.personnelInPlay.atLeast;
  }
  if ('moreSkill' in test) {
    const team = teamOf(state);
    const sum = (skill: string) => team.reduce((total, iid) => total + skillLevel(memberOf(state, iid), skill), 0);
    return sum(test.moreSkill.skill) > sum(test.moreSkill.than);
  }
  if ('personnelHere' in test) return personnelInPlay(state, attempt.player).filter((iid) => locationOfCard(state, iid) === attempt.location).length === test.personnelHere.exactly;
  if ('printedAll' in test) return teamOf(state).some((iid) => ATTRIBUTES.every((name) => printed(state, iid, name) === test.printedAll));
  if ('scoreMultipleOf' in test) {
    const score = state.score[attempt.player].points + state.score[attempt.player].bonus;
    return score !== 0 && score % test.scoreMultipleOf === 0;
  }
  if ('discardCount' in test) return discardOf(state, test.discardCount.whose, test.discardCount.types).length >= test.discardCount.atLeast;
  if ('pickedSum' in test) {
    const sum = attempt.picked.filter((iid) => state.cards[iid]).reduce((total, iid) => total + current(state, iid, test.pickedSum.attribute), 0);
    if (test.pickedSum.odd !== undefined && (sum % 2 === 1) !== test.pickedSum.odd) return false;
    return test.pickedSum.below === undefined || sum < test.pickedSum.below;
  }
  if ('fleetShieldsOverWeapons' in test) {
    const fleet = (owner: PlayerId, name: 'SHIELDS' | 'WEAPONS') =>
      Object.values(state.cards)
        .filter((instance) => instance.owner === owner && isInPlayZone(instance.zone) && bp(state, instance.iid).type === 'Ship')
        .reduce((total, instance) => total + shipAttribute(state, instance.iid, name), 0);
    return fleet(attempt.player, 'SHIELDS') > fleet(other(attempt.player), 'WEAPONS');
  }
  if ('mode' in test) return attempt.picked.includes(`mode:${test.mode}`);
  if ('anyOf' in test) return test.anyOf.some((part) => tableTestMet(state, part));
  if ('teamSizeWithin' in test) {
    const team = teamOf(state);
    const values = team.map((iid) => current(state, iid, test.teamSizeWithin));
    return team.length > 0 && Math.min(...values) <= team.length && team.length <= Math.max(...values);
  }
  if ('opponentShipHere' in test)
    return cardsIn(state, Z.space(attempt.location)).some((iid) => {
      const card = bp(state, iid);
      const instance = state.cards[iid]!;
      return (
        instance.owner !== attempt.player &&
        card.type === 'Ship' &&
        (card.ship?.staffing.icons.length ?? 0) >= test.opponentShipHere.minStaffingIcons &&
        !(instance.damage ?? 0) &&
        isStaffed(state, iid)
      );
    });
  if ('shipAttributeAboveCrew' in test) {
    if (!attempt.ship) return false;
    const crew = teamOf(state).length;
    return (['RANGE', 'WEAPONS', 'SHIELDS'] as const).some((name) => shipAttribute(state, attempt.ship!, name) > crew);
  }
  if ('teamSize' in test) {
    const size = teamOf(state).length;
    return (test.teamSize.above === undefined || size > test.teamSize.above) && (test.teamSize.atMost === undefined || size <= test.teamSize.atMost);
  }
  if ('missionPoints' in test) {
    const points = bp(state, attemptedMission(state, attempt.location, attempt.player)).mission?.points?.value ?? 0;
    const { below, exactly, above } = test.missionPoints;
    return (below === undefined || points < below) && (exactly === undefined || points === exactly) && (above === undefined || points > above);
  }
  if ('hand' in test) {
    const size = cardsIn(state, Z.hand(playerOf(state, test.hand.whose))).length;
    if (test.hand.empty !== undefined && (size === 0) !== test.hand.empty) return false;
    if (test.hand.exactly !== undefined && size !== test.hand.exactly) return false;
    return test.hand.below === undefined || size < test.hand.below;
  }
  if ('inPlay' in test) return inPlay(state, test.inPlay);
  if ('quadrant' in test) {
    const quadrant = state.locations[attempt.location]?.quadrant;
    return (!test.quadrant.in || quadrant === test.quadrant.in) && (!test.quadrant.notIn || quadrant !== test.quadrant.notIn);
  }
  if ('at' in test) return test.at === (attempt.team === 'crew' ? 'space' : 'planet');
  if ('noFacilityHere' in test) return !cardsIn(state, Z.space(attempt.location)).some((iid) => bp(state, iid).type === 'Facility');
  return teamOf(state).filter((iid) => matchesFilter(state, iid, test.teamMatching.filter)).length >= test.teamMatching.atLeast;
}

export function stepAppliesB(state: GameState, step: Extract<Step, { kind: 'only-if' }>): boolean {
  return tableTestMet(state, step.test) && stepApplies(state, step.step);
}

function quantityTerm(state: GameState, term: QuantityTerm): number {
  if ('teamMatching' in term) return teamOf(state).filter((iid) => matchesFilter(state, iid, term.teamMatching)).length;
  if ('distinctClassifications' in term) return new Set(teamOf(state).map((iid) => bp(state, iid).personnel?.classification ?? '')).size;
  if ('handCards' in term) {
    const { whose, type, icon } = term.handCards;
    return cardsIn(state, Z.hand(playerOf(state, whose))).filter((iid) => {
      const card = bp(state, iid);
      return (!type || card.type === type) && (!icon || card.icons.some((i) => i.code.toLowerCase() === icon.toLowerCase()));
    }).length;
  }
  if ('personnelInPlay' in term) return personnelInPlay(state, playerOf(state, term.personnelInPlay.whose)).filter((iid) => matchesFilter(state, iid, term.personnelInPlay.filter)).length;
  if ('shipStaffingIcons' in term) return state.attempt!.ship ? (bp(state, state.attempt!.ship).ship?.staffing.icons.length ?? 0) : 0;
  return equipmentMatching(state, term.equipmentPresent).length;
}

export function quantity(state: GameState, q: Quantity): number {
  const value = (q.base ?? 0) + (q.plus ? quantityTerm(state, q.plus) : 0) - (q.minus ? quantityTerm(state, q.minus) : 0);
  return Math.max(0, value);
}

function resolved(ctx: Ctx, card: string, index: number, effect: string, conditionFailed: boolean, rule: string, picked?: readonly string[]): 'next' {
  ctx.emit({ type: 'DilemmaStepResolved', card, step: index, effect, conditionFailed, ...(picked ? { picked } : {}), rule });
  return 'next';
}

/** Other missions in the attempted mission's region (0 when it is in none). */
function otherMissionsInRegion(state: GameState, location: string): number {
  const region = state.locations[location]?.region;
  if (!region) return 0;
  return Object.values(state.locations).filter((l) => l.id !== location && l.region === region).length;
}

function withEquipmentOf(state: GameState): string[] {
  const attempt = state.attempt!;
  const team = teamOf(state);
  return [...team, ...(team.length ? equipmentIn(state, teamZone(attempt, attempt.team!), attempt.player) : [])];
}

/** One location toward the end of the spaceline further from here (the right end when both are as far). */
function towardFarEnd(state: GameState, from: string): string | null {
  const line = state.spacelines[state.locations[from]!.quadrant] ?? [];
  const here = line.indexOf(from);
  if (line.length < 2 || here < 0) return null;
  const step = here - 0 > line.length - 1 - here ? -1 : 1;
  return line[here + step] ?? null;
}

function draw(ctx: Ctx, player: PlayerId, count: number): number {
  const cards = cardsIn(ctx.state, Z.draw(player)).slice(0, count);
  if (cards.length > 0) ctx.emit({ type: 'CardsDrawn', player, cards, reason: 'dilemma', rule: RULES.encounteringDilemmas });
  return cards.length;
}

export function runStepB(ctx: Ctx, card: string, def: DilemmaDef, step: StepB, index: number, answer?: readonly string[]): 'next' | 'suspended' | 'ended' {
  const attempt = ctx.state.attempt!;
  const source = bp(ctx.state, card).title;
  switch (step.kind) {
    case 'only-if':
      return runStep(ctx, card, def, step.step, index, answer);
    case 'nullified-if': {
      if (!tableTestMet(ctx.state, step.test)) return resolved(ctx, card, index, 'not nullified', false, RULES.nullifiers);
      ctx.emit({ type: 'DilemmaRemoved', card, from: Z.encounter(attempt.location), to: Z.out(ctx.state.cards[card]!.owner), reason: 'nullified', rule: RULES.nullifiers });
      ctx.emit({ type: 'DilemmaEncounterEnded', card, failed: false, rule: RULES.encounteringDilemmas });
      return 'next';
    }
    case 'pass-region': {
      const x = otherMissionsInRegion(ctx.state, attempt.location);
      const text = `${step.attribute}>${step.base + step.per * x}`;
      const team = teamOf(ctx.state);
      const withEquipment = [...team, ...(team.length ? equipmentIn(ctx.state, teamZone(attempt, attempt.team!), attempt.player) : [])];
      const result = meetGroup(ctx.state, requirement(text), withEquipment);
      ctx.emit({ type: 'RequirementChecked', card, purpose: 'condition', requirement: text, verdict: result.verdict, group: result.group, missing: result.missing, rule: RULES.conditionalEffects });
      const met = result.verdict === 'met';
      return resolved(ctx, card, index, met ? 'got past' : 'cannot get past', !met, RULES.conditionalEffects);
    }
    case 'draw': {
      const count = typeof step.count === 'number' ? step.count : quantity(ctx.state, step.count);
      const drawers: PlayerId[] = step.who === 'each' ? [attempt.player, other(attempt.player)] : [playerOf(ctx.state, step.who)];
      if (step.optional && !answer) {
        if (count === 0 || cardsIn(ctx.state, Z.draw(drawers[0]!)).length === 0) return resolved(ctx, card, index, 'nothing to draw', false, RULES.automaticEffects);
        ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: drawers[0]!, purpose: `step:${index}`, options: ['draw', 'decline'], pick: 1 }, rule: RULES.encounteringDilemmas });
        return 'suspended';
      }
      if (answer && answer[0] === 'decline') return resolved(ctx, card, index, 'declined to draw', false, RULES.automaticEffects);
      const drawn = drawers.map((player) => draw(ctx, player, count));
      return resolved(ctx, card, index, `drew ${drawn.join(' + ')}`, false, RULES.automaticEffects);
    }
    case 'pass-if': {
      const met = tableTestMet(ctx.state, step.test);
      ctx.emit({ type: 'RequirementChecked', card, purpose: 'condition', requirement: step.says, verdict: met ? 'met' : 'unmet', group: teamOf(ctx.state), missing: met ? [] : [step.says], rule: RULES.conditionalEffects });
      return resolved(ctx, card, index, met ? 'got past' : 'cannot get past', !met, RULES.conditionalEffects);
    }
    case 'may-pay-points': {
      if (!answer) {
        ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: attempt.player, purpose: `step:${index}`, options: [`lose ${step.points} points`, 'decline'], pick: 1 }, rule: RULES.nullifiers });
        return 'suspended';
      }
      if (answer[0] === 'decline') return resolved(ctx, card, index, 'declined to pay', false, RULES.nullifiers);
      ctx.emit({ type: 'PointsScored', player: attempt.player, points: -step.points, bonus: false, source: card, rule: RULES.nullifiers });
      ctx.emit({ type: 'DilemmaRemoved', card, from: Z.encounter(attempt.location), to: Z.out(ctx.state.cards[card]!.owner), reason: 'nullified', rule: RULES.nullifiers });
      ctx.emit({ type: 'DilemmaEncounterEnded', card, failed: false, rule: RULES.encounteringDilemmas });
      return 'next';
    }
    case 'shuffle-discard-into-deck': {
      const player = playerOf(ctx.state, step.whose);
      const moving = discardOf(ctx.state, step.whose, step.types);
      for (const iid of moving) ctx.emit({ type: 'CardMoved', card: iid, from: Z.discard(player), to: Z.draw(player), faceUp: false, reason: `shuffled into the draw deck by ${source}`, rule: RULES.encounteringDilemmas });
      shuffleZone(ctx, Z.draw(player), RULES.randomSelection);
      return resolved(ctx, card, index, `${moving.length} shuffled into the draw deck`, false, RULES.automaticEffects);
    }
    case 'choose-mode': {
      if (!answer) {
        if (step.unless && checkRequirement(ctx, card, 'condition', step.unless, withEquipmentOf(ctx.state), false))
          return resolved(ctx, card, index, 'condition met: effect prevented', false, RULES.conditionalEffects);
        // The earlier picks are kept (preset) so later steps can still read them.
        ctx.emit({
          type: 'DilemmaChoiceRequested',
          card,
          choice: { player: playerOf(ctx.state, step.chooser), purpose: `step:${index}`, options: step.modes.map((mode) => `mode:${mode}`), pick: 1, ...(attempt.picked.length ? { preset: [...attempt.picked] } : {}) },
          rule: RULES.encounteringDilemmas,
        });
        return 'suspended';
      }
      return resolved(ctx, card, index, `chose ${answer.at(-1)}`, step.unless !== undefined, step.unless ? RULES.conditionalEffects : RULES.automaticEffects, [...ctx.state.attempt!.picked]);
    }
    case 'show-from-hand': {
      const personnel = cardsIn(ctx.state, Z.hand(attempt.player)).filter((iid) => bp(ctx.state, iid).type === 'Personnel');
      if (!answer && personnel.length > 1) {
        ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: attempt.player, purpose: `step:${index}`, options: personnel, pick: 1 }, rule: RULES.encounteringDilemmas });
        return 'suspended';
      }
      const shown = answer ?? personnel;
      if (shown.length === 0) return resolved(ctx, card, index, 'no personnel in hand to show', false, RULES.automaticEffects, []);
      ctx.emit({ type: 'CardsShown', to: other(attempt.player), zone: Z.hand(attempt.player), cards: [{ iid: shown[0]!, title: bp(ctx.state, shown[0]!).title }], source });
      return resolved(ctx, card, index, 'shown', false, RULES.automaticEffects, [shown[0]!]);
    }
    case 'points-by-matches': {
      const shown = attempt.picked.find((iid) => ctx.state.cards[iid] && ctx.state.cards[iid]!.zone === Z.hand(attempt.player));
      const values = shown ? ATTRIBUTES.map((name) => printed(ctx.state, shown, name)) : [];
      const distinct = new Set(values).size;
      const points = !shown || distinct === 3 ? -step.points : distinct === 1 ? 2 * step.points : step.points;
      ctx.emit({ type: 'PointsScored', player: attempt.player, points, bonus: true, source: card, rule: RULES.dilemmaBonusPoints });
      return resolved(ctx, card, index, `${points > 0 ? 'won' : 'lost'} ${Math.abs(points)} points`, false, RULES.automaticEffects);
    }
    case 'ships-here': {
      const ships = cardsIn(ctx.state, Z.space(attempt.location)).filter((iid) => bp(ctx.state, iid).type === 'Ship');
      if (ships.length === 0) return resolved(ctx, card, index, 'no ship here: effect nullified', false, RULES.triggers);
      if (step.unless && checkRequirement(ctx, card, 'condition', step.unless, withEquipmentOf(ctx.state), false))
        return resolved(ctx, card, index, 'condition met: effect prevented', false, RULES.conditionalEffects);
      for (const ship of ships) if (step.damage) damageShip(ctx, ship, source);
      const to = step.move ? towardFarEnd(ctx.state, attempt.location) : null;
      if (to) for (const ship of ships.filter((iid) => ctx.state.cards[iid]?.zone === Z.space(attempt.location))) ctx.emit({ type: 'CardMoved', card: ship, from: Z.space(attempt.location), to: Z.space(to), faceUp: true, reason: `relocated by ${source}`, rule: RULES.relocated });
      return resolved(ctx, card, index, `${ships.length} ships hit`, step.unless !== undefined, step.unless ? RULES.conditionalEffects : RULES.automaticEffects);
    }
    case 'facility-here': {
      const facilities = cardsIn(ctx.state, Z.space(attempt.location)).filter((iid) => ctx.state.cards[iid]!.owner === attempt.player && bp(ctx.state, iid).type === 'Facility');
      if (!answer) {
        if (facilities.length === 0) return resolved(ctx, card, index, 'no facility here: effect nullified', false, RULES.triggers);
        if (step.unless && checkRequirement(ctx, card, 'condition', step.unless, withEquipmentOf(ctx.state), false))
          return resolved(ctx, card, index, 'condition met: effect prevented', false, RULES.conditionalEffects);
        if (facilities.length > 1) {
          ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: playerOf(ctx.state, step.chooser), purpose: `step:${index}`, options: facilities, pick: 1 }, rule: RULES.encounteringDilemmas });
          return 'suspended';
        }
      }
      const target = answer ? answer.at(-1)! : facilities[0]!;
      damageShip(ctx, target, source);
      return resolved(ctx, card, index, 'facility damaged', step.unless !== undefined, step.unless ? RULES.conditionalEffects : RULES.automaticEffects);
    }
    case 'name-attribute': {
      if (!answer) {
        ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: other(attempt.player), purpose: `step:${index}`, options: [...ATTRIBUTES], pick: 1 }, rule: RULES.encounteringDilemmas });
        return 'suspended';
      }
      return resolved(ctx, card, index, `named ${answer[0]}`, false, RULES.automaticEffects, [answer[0]!]);
    }
    case 'reveal-hand': {
      const player = playerOf(ctx.state, step.whose);
      const hand = cardsIn(ctx.state, Z.hand(player));
      ctx.emit({ type: 'CardsShown', to: other(player), zone: Z.hand(player), cards: hand.map((iid) => ({ iid, title: bp(ctx.state, iid).title })), source });
      return resolved(ctx, card, index, `hand of ${hand.length} shown`, false, RULES.automaticEffects);
    }
  }
}

function sharesWith(state: GameState, a: string, b: string, share: 'printed-skill' | 'attribute-number'): boolean {
  if (share === 'attribute-number') {
    const values = new Set(ATTRIBUTES.map((name) => printed(state, b, name)));
    return ATTRIBUTES.some((name) => values.has(printed(state, a, name)));
  }
  const skills = (iid: string) => new Set((bp(state, iid).personnel?.skillBox.skills ?? []).map((s) => s.name.toLowerCase()));
  const theirs = skills(b);
  return [...skills(a)].some((name) => theirs.has(name));
}

export function candidatesB(state: GameState, selector: SelectorB): string[] {
  const attempt = state.attempt!;
  const team = teamOf(state);
  switch (selector.by) {
    case 'unpicked':
      return team.filter((iid) => !attempt.picked.includes(iid) && matchesFilter(state, iid, selector.filter));
    case 'unlike-picked': {
      const picked = attempt.picked.filter((iid) => team.includes(iid));
      return team.filter((iid) => !picked.includes(iid) && !picked.some((p) => sharesWith(state, iid, p, selector.share)));
    }
    case 'choose-picked':
      return attempt.picked.filter((iid) => team.includes(iid));
    case 'random-n': {
      const like = selector.likePicked ? new Set(attempt.picked.filter((iid) => state.cards[iid]).map((iid) => bp(state, iid).personnel?.classification)) : null;
      return team.filter((iid) => !attempt.picked.includes(iid) || !like).filter((iid) => matchesFilter(state, iid, selector.filter) && (!like || like.has(bp(state, iid).personnel?.classification)));
    }
    case 'choice-n':
      return team.filter((iid) => matchesFilter(state, iid, selector.filter));
    case 'highest-printed':
      return team;
    case 'in-play':
      return personnelInPlay(state, playerOf(state, selector.whose)).filter((iid) => matchesFilter(state, iid, selector.filter));
  }
}

/** Chooses among the candidates; a player's choice suspends the attempt (answered by ChooseForDilemma). */
export function selectB(ctx: Ctx, card: string, selector: SelectorB, index: number): string[] | 'suspended' {
  const state = ctx.state;
  const attempt = state.attempt!;
  const candidates = candidatesB(state, selector);
  const choose = (chooser: 'self' | 'opponent', count: number): string[] | 'suspended' => {
    if (count <= 0) return [];
    if (candidates.length <= count) return candidates;
    ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: playerOf(state, chooser), purpose: `step:${index}`, options: candidates, pick: count }, rule: RULES.readingDilemmas });
    return 'suspended';
  };
  switch (selector.by) {
    case 'unpicked':
    case 'unlike-picked':
    case 'in-play':
      return candidates;
    case 'choose-picked':
      return choose(selector.chooser, selector.count);
    case 'choice-n':
      return choose(selector.chooser, quantity(state, selector.n));
    case 'random-n': {
      const count = Math.min(quantity(state, selector.n), candidates.length);
      if (count === 0) return [];
      if (count >= candidates.length) return candidates;
      return selectAtRandom(ctx, { purpose: `${bp(state, card).title} (step ${index + 1})`, candidates, count, hurts: true });
    }
    case 'highest-printed': {
      const named = selector.attribute === 'named' ? (attempt.picked.find((p) => (ATTRIBUTES as readonly string[]).includes(p)) as Attribute | undefined) : selector.attribute;
      if (!named) return [];
      const best = Math.max(...candidates.map((iid) => printed(state, iid, named)));
      // In case of ties every tied personnel is selected (the card says so), so no tie-break choice is asked.
      return candidates.filter((iid) => printed(state, iid, named) === best);
    }
  }
}

/** A card leaves the table for somewhere other than the discard pile: what lies on it leaves with it as when it is discarded. */
function moveFromPlay(ctx: Ctx, iid: string, to: string, index: number | undefined, reason: string): void {
  for (const child of [...cardsIn(ctx.state, Z.on(iid))]) {
    if (ctx.state.ongoing[child]) endOngoing(ctx, child, 'host-left-play');
    else leavePlay(ctx, child, 'discarded', reason);
  }
  ctx.emit({ type: 'CardMoved', card: iid, from: ctx.state.cards[iid]!.zone, to, ...(index !== undefined ? { index } : {}), faceUp: to.startsWith('out:'), reason, rule: RULES.encounteringDilemmas });
}

/** The nearest planet location (by spaceline distance) other than this one; on a tie, the one nearer the left end. */
function nearestPlanet(state: GameState, from: string): string | null {
  const line = state.spacelines[state.locations[from]!.quadrant] ?? [];
  const here = line.indexOf(from);
  let best: string | null = null;
  let distance = Infinity;
  line.forEach((id, i) => {
    if (id === from || !state.locations[id]!.missions.some((iid) => isPlanetMission(bp(state, iid)))) return;
    const d = Math.abs(i - here);
    if (d < distance) {
      distance = d;
      best = id;
    }
  });
  return best;
}

export function applyActionB(ctx: Ctx, card: string, action: ActionB, targets: readonly string[]): void {
  const source = bp(ctx.state, card).title;
  for (const iid of targets) {
    const owner = ctx.state.cards[iid]!.owner;
    switch (action) {
      case 'out-of-play':
        moveFromPlay(ctx, iid, Z.out(owner), undefined, `placed out of play by ${source}`);
        break;
      case 'to-deck-top':
        moveFromPlay(ctx, iid, Z.draw(owner), 0, `placed atop the draw deck by ${source}`);
        break;
      case 'to-deck-bottom':
        moveFromPlay(ctx, iid, Z.draw(owner), undefined, `placed beneath the draw deck by ${source}`);
        break;
      case 'to-hand':
        moveFromPlay(ctx, iid, Z.hand(owner), undefined, `returned to hand by ${source}`);
        break;
      case 'relocate-nearest-planet': {
        const to = nearestPlanet(ctx.state, ctx.state.attempt!.location);
        if (to) ctx.emit({ type: 'CardMoved', card: iid, from: ctx.state.cards[iid]!.zone, to: Z.surface(to), faceUp: true, reason: `relocated by ${source}`, rule: RULES.relocated });
        break;
      }
    }
  }
}

/** A count term of behaviour/dilemma-steps-b.ts: the group that meets it, or null. */
export function countTermB(ctx: Ctx, card: string, term: CountTermB, team: readonly string[]): readonly string[] | null {
  const state = ctx.state;
  const attempt = state.attempt!;
  if ('equipment' in term) {
    const equipment = equipmentMatching(state, term.equipment);
    if (equipment.length < term.atLeast || term.atLeast <= 0 && equipment.length === 0) return null;
    let group: readonly string[] = equipment.slice(0, term.atLeast);
    if (term.require) {
      const withEquipment = [...team, ...equipmentIn(state, teamZone(attempt, attempt.team!), attempt.player)];
      const result = meetGroup(state, requirement(term.require), withEquipment);
      if (result.verdict !== 'met') return null;
      group = [...group, ...result.group.filter((iid) => !group.includes(iid))];
    }
    if (term.discard) leavePlay(ctx, equipment[0]!, 'discarded', bp(state, card).title);
    return group;
  }
  if ('distinct' in term) {
    // A matching of filters to different personnel (small: try every assignment).
    const assign = (index: number, used: readonly string[]): readonly string[] | null => {
      if (index === term.distinct.length) return used;
      for (const iid of team) {
        if (used.includes(iid) || !matchesFilter(state, iid, term.distinct[index] as Filter)) continue;
        const found = assign(index + 1, [...used, iid]);
        if (found) return found;
      }
      return null;
    };
    return assign(0, []);
  }
  const want = term.shipHere;
  if (want.team) {
    const withEquipment = [...team, ...(team.length ? equipmentIn(state, teamZone(attempt, attempt.team!), attempt.player) : [])];
    if (meetGroup(state, requirement(want.team), withEquipment).verdict !== 'met') return null;
  }
  const ships = cardsIn(state, Z.space(attempt.location)).filter((iid) => state.cards[iid]!.owner === attempt.player && bp(state, iid).type === 'Ship');
  for (const ship of ships) {
    const blueprint = bp(state, ship);
    if (want.characteristic && !blueprint.characteristics.some((c) => c.toLowerCase() === want.characteristic!.toLowerCase())) continue;
    if (want.staffed && !isStaffed(state, ship)) continue;
    const crew = activePersonnel(state, Z.aboard(ship), attempt.player);
    if (want.crew) {
      const result = meetGroup(state, requirement(want.crew), [...crew, ...equipmentIn(state, Z.aboard(ship), attempt.player)]);
      if (result.verdict !== 'met') continue;
      return [ship, ...result.group];
    }
    return [ship];
  }
  return null;
}

export function isCountTermB(term: CountTerm): term is CountTermB {
  return 'equipment' in term || 'distinct' in term || 'shipHere' in term;
}

/** Steps of this file that are conditions ("to get past"): the dilemma is overcome (bonus points) when they are met. */
export function isConditionB(step: Step): boolean {
  if (step.kind === 'only-if') return isConditionB(step.step) || step.step.kind === 'count' || step.step.kind === 'pass';
  return step.kind === 'pass-region' || step.kind === 'pass-if';
}
