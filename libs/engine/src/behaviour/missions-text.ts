/**
 * Issue 15 (missions): a mission's game text carried out when it is solved (vocabulary-missions.ts).
 * Called once by the attempt flow's `solve`, after the mission's own points and the seed cards earned
 * (1E rulebook › ATTEMPT A MISSION › SOLVING THE MISSION: score the points; then what the mission
 * says). Bonus points are bonus points (1E rulebook › MISSIONS: the asterisk in the point box;
 * WINNING THE GAME: the bonus cap). Exits at once for a mission without a script.
 */
import type { Card, RequirementExpression } from '@captains-log/cards';
import { blueprintOf, titledAmong } from '../card-facts';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, other, Z } from '../zones';
import { meetGroup, requirement } from '../attempt/requirements';
import { textFor } from './mission-sides';
import { personnelMatches } from './personnel-filter';
import { hasSpecialEquipment } from './ship-equipment';
import { behaviourOf } from './registry';
import type { MissionBonus, MissionCondition, MissionSolvedEffect } from './vocabulary-missions';

const BONUS_RULE = `${RULES.solving}; 1E rulebook › MISSIONS`;

/** What the solve knows: who solved which mission where, with whom (the personnel present who could contribute), and the attempting ship. */
export interface Solving {
  readonly mission: string;
  readonly player: PlayerId;
  readonly location: string;
  /** The solving player's cards present (Away Team and/or crew, with their equipment). */
  readonly present: readonly string[];
  readonly ship: string | null;
}

function conditionHolds(state: GameState, solving: Solving, condition: MissionCondition): boolean {
  const personnel = solving.present.filter((iid) => blueprintOf(state, iid).type === 'Personnel');
  switch (condition.kind) {
    case 'solvers-meet':
      return meetGroup(state, requirement(condition.requirement), solving.present).verdict === 'met';
    case 'solvers-match': {
      const matching = personnel.filter((iid) => personnelMatches(blueprintOf(state, iid), condition.filter));
      if (condition.quantifier === 'some') return matching.length > 0;
      if (condition.quantifier === 'none') return matching.length === 0;
      return personnel.length > 0 && matching.length === personnel.length;
    }
    case 'titled-in-play':
      return Object.values(state.cards).some((instance) => instance.faceUp && isInPlayZone(instance.zone) && titledAmong(condition.titles, blueprintOf(state, instance.iid)));
    case 'opponent-has-on-table':
      return Object.values(state.cards).some(
        (instance) => instance.owner === other(solving.player) && instance.zone === Z.table(other(solving.player)) && instance.faceUp && blueprintOf(state, instance.iid).type === condition.type,
      );
    case 'ship-here':
      return Object.values(state.cards).some(
        (instance) => isInPlayZone(instance.zone) && blueprintOf(state, instance.iid).type === 'Ship' && locationOfZone(state, instance.zone) === solving.location && titledAmong(condition.titles, blueprintOf(state, instance.iid)),
      );
    case 'solving-ship-has':
      return solving.ship !== null && hasSpecialEquipment(state, solving.ship, condition.equipment);
    case 'solving-ship-not-owned':
      return solving.ship !== null && state.cards[solving.ship]!.owner !== solving.player;
    case 'titled-present':
      return solving.present.some((iid) => titledAmong(condition.titles, blueprintOf(state, iid)));
    case 'equipment-present':
      return solving.present.some((iid) => blueprintOf(state, iid).type === 'Equipment' && blueprintOf(state, iid).characteristics.some((one) => one.toLowerCase() === condition.characteristic.toLowerCase()));
    case 'here':
      return Object.values(state.cards).some((instance) => {
        if (!isInPlayZone(instance.zone) || locationOfZone(state, instance.zone) !== solving.location) return false;
        const card = blueprintOf(state, instance.iid);
        return (titledAmong(condition.titles, card) ?? false) || (!!condition.landedShip && card.type === 'Ship' && instance.zone === Z.surface(solving.location));
      });
    case 'ship-here-matching':
      return cardsIn(state, Z.space(solving.location)).some((iid) => {
        const card = blueprintOf(state, iid);
        return card.type === 'Ship' && condition.anyOf.some((one) => (!one.classContains || (card.ship?.shipClass ?? '').toLowerCase().includes(one.classContains.toLowerCase())) && (!one.affiliation || card.affiliations.includes(one.affiliation as never)));
      });
    case 'your-ships-here': {
      const ships = cardsIn(state, Z.space(solving.location)).filter((iid) => state.cards[iid]!.owner === solving.player && blueprintOf(state, iid).type === 'Ship');
      return condition.affiliations.every((affiliation) => ships.some((iid) => blueprintOf(state, iid).affiliations.includes(affiliation as never)));
    }
    case 'solvers-meet-double': {
      const printed = blueprintOf(state, solving.mission).mission?.requirements ?? scriptedRequirements(blueprintOf(state, solving.mission))?.expression;
      return !!printed && meetGroup(state, doubled(printed), solving.present).verdict === 'met';
    }
  }
}

/** Every count and attribute of a requirement doubled ("double mission requirements"). */
function doubled(expression: RequirementExpression): RequirementExpression {
  switch (expression.kind) {
    case 'all':
    case 'any':
      return { ...expression, of: expression.of.map(doubled) };
    case 'skill':
    case 'skill-family':
    case 'named':
    case 'icon-holders':
    case 'characteristic':
      return { ...expression, count: expression.count * 2 };
    case 'attribute':
      return { ...expression, value: expression.value * 2 };
    case 'icon':
      return { kind: 'icon-holders', icon: expression.icon, count: 2 };
    default:
      return expression;
  }
}

function bonusPoints(ctx: Ctx, solving: Solving, bonus: MissionBonus): { points: number; why: string } {
  if (bonus.kind === 'bonus-if') return conditionHolds(ctx.state, solving, bonus.when) ? { points: bonus.points, why: bonus.when.kind } : { points: 0, why: '' };
  const matching = solving.present.filter((iid) => personnelMatches(blueprintOf(ctx.state, iid), bonus.filter));
  const counted = bonus.distinct ? new Set(matching.map((iid) => blueprintOf(ctx.state, iid).title)).size : matching.length;
  const times = Math.min(counted, bonus.max ?? Infinity);
  return { points: times * bonus.points, why: `${times} personnel` };
}

function runSolvedEffect(ctx: Ctx, solving: Solving, effect: MissionSolvedEffect): void {
  const title = bp(ctx.state, solving.mission).title;
  switch (effect.kind) {
    case 'solver-draws': {
      const cards = cardsIn(ctx.state, Z.draw(solving.player)).slice(0, effect.count);
      if (cards.length > 0) ctx.emit({ type: 'CardsDrawn', player: solving.player, cards, reason: 'card-effect', rule: RULES.solving });
      ctx.emit({ type: 'CardEffectResolved', card: solving.mission, player: solving.player, effect: `${title}: ${solving.player} draws ${cards.length}`, rule: RULES.solving });
      return;
    }
    case 'restore-range': {
      const region = ctx.state.locations[solving.location]?.region;
      const ships =
        effect.scope === 'solving-ship'
          ? solving.ship
            ? [solving.ship]
            : []
          : Object.values(ctx.state.cards)
              .filter((instance) => {
                if (blueprintOf(ctx.state, instance.iid).type !== 'Ship' || !isInPlayZone(instance.zone)) return false;
                const at = locationOfZone(ctx.state, instance.zone);
                if (!at) return false;
                return region ? ctx.state.locations[at]?.region === region : at === solving.location;
              })
              .map((instance) => instance.iid);
      for (const ship of ships) if (ctx.state.turn?.rangeUsed[ship] !== undefined) ctx.emit({ type: 'ShipRangeRestored', ship, source: solving.mission, rule: RULES.solving });
      return;
    }
  }
}

/**
 * The point box's X when the mission's script works it out from the solving team (else undefined):
 * 1E rulebook › MISSIONS (point box); ATTEMPT A MISSION › SOLVING THE MISSION (score the points).
 */
export function scriptedPoints(state: GameState, mission: string, present: readonly string[]): number | undefined {
  const points = behaviourOf(state.cards[mission]!.blueprint)?.mission?.points;
  if (!points) return undefined;
  const personnel = present.filter((iid) => blueprintOf(state, iid).type === 'Personnel');
  switch (points.kind) {
    case 'per-classification':
      return points.each * new Set(personnel.map((iid) => blueprintOf(state, iid).personnel?.classification)).size;
    case 'per-personnel': {
      const counted = personnel.filter((iid) => personnelMatches(blueprintOf(state, iid), points.filter) && !titledAmong(points.exceptTitles, blueprintOf(state, iid))).length;
      return points.each * Math.min(counted, points.max ?? Infinity);
    }
    case 'by-terms-met': {
      const met = points.terms.filter((term) => meetGroup(state, requirement(term), present).verdict === 'met').length;
      return points.table[Math.min(met, points.table.length - 1)] ?? 0;
    }
  }
}

/** The requirements a mission's script gives where the card list's text was not parsed (else undefined). */
export function scriptedRequirements(card: Card): { text: string; expression: RequirementExpression } | undefined {
  if (card.mission?.requirements) return undefined;
  const text = behaviourOf(card.id)?.mission?.requirements;
  return text ? { text, expression: requirement(text) } : undefined;
}

/** The solved mission's game text: its bonus points, then its "when you solve" effects. */
export function missionTextSolved(ctx: Ctx, solving: Solving): void {
  const text = textFor(ctx.state, solving.location, solving.player, behaviourOf(ctx.state.cards[solving.mission]!.blueprint)?.mission);
  if (!text) return;
  for (const bonus of text.bonus ?? []) {
    const { points, why } = bonusPoints(ctx, solving, bonus);
    if (points !== 0) ctx.emit({ type: 'PointsScored', player: solving.player, points, bonus: true, source: solving.mission, rule: `${BONUS_RULE} (${why})` });
  }
  for (const effect of text.solved ?? []) runSolvedEffect(ctx, solving, effect);
}
