/**
 * Cures and nullifiers of dilemmas in play: 1E rulebook › ATTEMPT A MISSION › ENCOUNTERING
 * DILEMMAS › Cures, Nullifiers (at once when the cure is present, later by `CureDilemma`).
 */
import { requirementFor } from '../behaviour/requirement-doublers';
import { curersBesidesPhased } from '../behaviour/phased';
import { isPlanetMission } from '../card-facts';
import { bp, problem, type Ctx, type Problem } from '../context';
import { dilemmaDef, type DilemmaDef } from '../dilemmas';
import { RULES } from '../rules';
import type { CommandOf, GameState, OngoingDilemma, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { endOngoing } from './leaving-play';
import { checkRequirement, meetGroup, requirement } from './requirements';
import { activePersonnel, equipmentIn } from './teams';

/** Who is present for curing a dilemma in play. */
function curers(state: GameState, entry: OngoingDilemma): string[] {
  if (entry.on === 'ship') {
    const ship = state.cards[entry.host];
    return ship ? [...activePersonnel(state, Z.aboard(entry.host), entry.player), ...equipmentIn(state, Z.aboard(entry.host), entry.player)] : [];
  }
  if (entry.on === 'personnel') {
    const host = state.cards[entry.host];
    return host ? [...activePersonnel(state, host.zone, entry.player), ...equipmentIn(state, host.zone, entry.player)].filter((iid) => iid !== entry.host || true) : [];
  }
  // Issue 15 (dilemmas-a): at a space mission the curers are aboard the player's ships there (Alien Abduction: Test Subjects).
  const space = !(state.locations[entry.location]?.missions ?? []).some((iid) => isPlanetMission(bp(state, iid)));
  const ships = space ? cardsIn(state, Z.space(entry.location)).filter((iid) => state.cards[iid]!.owner === entry.player && bp(state, iid).type === 'Ship') : [];
  // Issue 15 (behaviour/phased.ts): a phasing dilemma is cured by the player's other personnel only.
  return curersBesidesPhased(state, entry, [
    ...activePersonnel(state, Z.surface(entry.location), entry.player),
    ...equipmentIn(state, Z.surface(entry.location), entry.player),
    ...ships.flatMap((ship) => [...activePersonnel(state, Z.aboard(ship), entry.player), ...equipmentIn(state, Z.aboard(ship), entry.player)]),
  ]);
}

function cureText(def: DilemmaDef): string | undefined {
  return def.cure ?? def.nullify;
}

export function curable(state: GameState, card: string, player: PlayerId): boolean {
  const entry = state.ongoing[card];
  if (!entry || entry.player !== player) return false;
  const def = dilemmaDef(state.cards[card]!.blueprint);
  const text = def && cureText(def);
  if (!text) return false;
  const ids = curers(state, entry);
  // Issue 15 (responses pool): skill requirements doubled by a card in play (behaviour/requirement-doublers.ts).
  const expression = requirementFor(state, card, requirement(text));
  if (def.nullifyIndividual) return ids.some((iid) => meetGroup(state, expression, [iid]).verdict === 'met');
  return meetGroup(state, expression, ids).verdict === 'met';
}

export function tryCure(ctx: Ctx, card: string, immediately: boolean): boolean {
  const entry = ctx.state.ongoing[card];
  if (!entry) return false;
  const def = dilemmaDef(ctx.state.cards[card]!.blueprint);
  const text = def && cureText(def);
  if (!text) return false;
  if (!checkRequirement(ctx, card, def.cure ? 'cure' : 'nullifier', text, curers(ctx.state, entry), def.nullifyIndividual)) return false;
  const toBonus = def.points !== undefined && def.cure !== undefined;
  endOngoing(ctx, card, 'cured', toBonus ? Z.bonus(entry.player) : undefined);
  if (toBonus) ctx.emit({ type: 'PointsScored', player: entry.player, points: def.points!, bonus: true, source: card, rule: RULES.dilemmaBonusPoints });
  void immediately;
  return true;
}

export function checkCure(state: GameState, command: CommandOf<'CureDilemma'>): Problem | null {
  if (state.phase !== 'play' || !state.turn) return problem('WRONG_PHASE', 'dilemmas are cured in the play phase', RULES.cures);
  if (state.turn.player !== command.actor) return problem('NOT_YOUR_TURN', `it is ${state.turn.player}'s turn`, RULES.playPhase);
  if (state.attempt) return problem('ATTEMPT_IN_PROGRESS', 'a mission attempt is in progress', RULES.attemptIsOneAction);
  const entry = state.ongoing[command.dilemma];
  if (!entry || entry.player !== command.actor) return problem('NOT_CURABLE', 'that is not a dilemma in play affecting you', RULES.cures);
  if (!curable(state, command.dilemma, command.actor)) return problem('CURE_NOT_MET', 'the cure requirements are not present', RULES.cures);
  return null;
}

export function cure(ctx: Ctx, command: CommandOf<'CureDilemma'>): void {
  tryCure(ctx, command.dilemma, false);
}
