/**
 * 1E rulebook › ATTEMPT A MISSION: beginning an attempt (who may attempt what), encountering the
 * seed cards bottom first, dilemma effects (automatic / conditional, triggers and targets, "Discard
 * dilemma", "Mission continues", cures, nullifiers, countdowns, placement), mis-seeds, other seeds,
 * solving and mission failure; GETTING HURT (stopped, killed, disabled) as the dilemmas need them.
 *
 * A mission attempt is one group action: the `AttemptMission` command runs it until it ends or a
 * dilemma asks a player for a choice (`awaiting: dilemma-choice`); `ChooseForDilemma` resumes it.
 */
import {
  attributeNumber,
  evaluateRequirement,
  groupMemberFromCard,
  parseRequirement,
  skillLevel,
  type Card,
  type GroupMember,
  type RequirementExpression,
} from '@captains-log/cards';
import { compatible, isPlanetMission, isSpaceMission, shipShields } from './card-facts';
import { bp, Ctx, problem, type Problem } from './context';
import { dilemmaDef, type DilemmaDef, type Filter, type Measure, type Selector, type Step } from './dilemmas';
import { RULES } from './rules';
import type { AttemptState, CommandOf, GameState, OngoingDilemma, PlayerId } from './types';
import { cardsIn, locationOfZone, other, Z, zoneArg, zoneKind } from './zones';

// ---------------------------------------------------------------------------------------------
// Requirements

const parsed = new Map<string, RequirementExpression>();
export function requirement(text: string): RequirementExpression {
  let found = parsed.get(text);
  if (!found) {
    const result = parseRequirement(text);
    if (!result.expression || result.rest.trim() !== '') throw new Error(`requirement does not parse: ${text}`);
    found = result.expression;
    parsed.set(text, found);
  }
  return found;
}

function nonMonotone(expression: RequirementExpression): boolean {
  if (expression.kind === 'all' || expression.kind === 'any') return expression.of.some(nonMonotone);
  return expression.kind === 'absent' || (expression.kind === 'attribute' && (expression.comparator === '<' || expression.comparator === '<='));
}

/**
 * Can some group chosen from `ids` meet the requirement? The player picks who contributes (1E
 * rulebook › ATTEMPT A MISSION › SOLVING THE MISSION › Clarification: Mission Points: excess
 * personnel need not apply skills). Pooled skills and attribute totals only grow with the group,
 * so the whole group decides, except for terms that more personnel can spoil (`no X`, `<`):
 * then subsets are searched (groups up to 12).
 */
export function meetGroup(
  state: GameState,
  expression: RequirementExpression,
  ids: readonly string[],
): { verdict: 'met' | 'unmet' | 'undecidable'; group: string[]; missing: readonly string[] } {
  const members = ids.map((iid) => memberOf(state, iid));
  const whole = evaluateRequirement(expression, members);
  if (whole.verdict === 'met' || !nonMonotone(expression) || ids.length > 12) return { verdict: whole.verdict, group: [...ids], missing: whole.missing };
  for (let mask = (1 << ids.length) - 2; mask > 0; mask -= 1) {
    const subset = ids.filter((_, index) => mask & (1 << index));
    if (evaluateRequirement(expression, subset.map((iid) => memberOf(state, iid))).verdict === 'met') return { verdict: 'met', group: subset, missing: [] };
  }
  return { verdict: whole.verdict, group: [...ids], missing: whole.missing };
}

/** The evaluator's view of a card in play, with the dilemma modifiers that apply to it. */
export function memberOf(state: GameState, iid: string): GroupMember {
  const card = bp(state, iid);
  if (card.type !== 'Personnel' || !card.personnel) return { title: card.title, skills: [], integrity: 0, cunning: 0, strength: 0, characteristics: card.characteristics };
  let member = groupMemberFromCard(card);
  for (const entry of Object.values(state.ongoing)) {
    const rules = dilemmaDef(state.cards[entry.dilemma]!.blueprint)?.ongoing;
    if (!rules) continue;
    if (rules.hostNoSkills && entry.host === iid) member = { ...member, skills: [], classification: '' };
    if (rules.firstSkillLost && state.cards[iid]!.zone === Z.aboard(entry.host)) member = { ...member, skills: member.skills.slice(1) };
  }
  return member;
}


// ---------------------------------------------------------------------------------------------
// Teams (1E rulebook › GETTING HURT › SEPARATED: stopped or disabled personnel are not present)

function activePersonnel(state: GameState, zone: string, player: PlayerId): string[] {
  return cardsIn(state, zone).filter((iid) => {
    const instance = state.cards[iid]!;
    return instance.owner === player && !instance.stopped && !instance.disabled && bp(state, iid).type === 'Personnel';
  });
}

function equipmentIn(state: GameState, zone: string, player: PlayerId): string[] {
  return cardsIn(state, zone).filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Equipment');
}

function missionCards(state: GameState, location: string): Card[] {
  return state.locations[location]!.missions.map((iid) => bp(state, iid));
}

function missionKind(state: GameState, location: string): 'planet' | 'space' | 'dual' {
  const cards = missionCards(state, location);
  const planet = cards.some(isPlanetMission);
  const space = cards.some(isSpaceMission);
  return planet && space ? 'dual' : planet ? 'planet' : 'space';
}

function teamZone(attempt: AttemptState, team: 'crew' | 'away-team'): string {
  return team === 'crew' ? Z.aboard(attempt.ship!) : Z.surface(attempt.location);
}

function present(state: GameState, attempt: AttemptState, team: 'crew' | 'away-team'): string[] {
  if (team === 'crew' && !attempt.ship) return [];
  if (team === 'away-team' && !attempt.planet) return [];
  return activePersonnel(state, teamZone(attempt, team), attempt.player);
}

function allPresent(state: GameState, attempt: AttemptState): string[] {
  return [...present(state, attempt, 'away-team'), ...present(state, attempt, 'crew')];
}

function presentWithEquipment(state: GameState, attempt: AttemptState, team: 'crew' | 'away-team' | 'both'): string[] {
  const teams: ('crew' | 'away-team')[] = team === 'both' ? ['away-team', 'crew'] : [team];
  return teams.flatMap((t) => {
    const people = present(state, attempt, t);
    return people.length > 0 ? [...people, ...equipmentIn(state, teamZone(attempt, t), attempt.player)] : [];
  });
}

/** A personnel whose affiliation matches one of the mission's icons (1E rulebook › BEGINNING A MISSION ATTEMPT). */
function matchesMission(state: GameState, mission: Card, iid: string): boolean {
  const card = bp(state, iid);
  const icons = mission.mission?.affiliationIcons ?? [];
  if (icons.length === 0) return /any crew|any away team|any personnel/i.test(mission.mission?.attemptText ?? '');
  return card.affiliations.some((affiliation) => icons.includes(affiliation));
}

// ---------------------------------------------------------------------------------------------
// Who may attempt what

/** The mission card at a location that `player` attempts under (their own copy at a shared location). */
function attemptedMission(state: GameState, location: string, player: PlayerId): string {
  const missions = state.locations[location]!.missions;
  return missions.find((iid) => state.cards[iid]!.owner === player) ?? missions[0]!;
}

function mayAttemptLocation(state: GameState, location: string, player: PlayerId): Problem | null {
  const rule = RULES.beginningAttempt;
  const place = state.locations[location];
  if (!place) return problem('NO_SUCH_LOCATION', `no location ${location}`, rule);
  if (state.completed.p1.includes(location) || state.completed.p2.includes(location))
    return problem('MISSION_COMPLETED', 'a completed mission cannot be attempted again', RULES.solving);
  const blocked = Object.values(state.ongoing).find((entry) => entry.location === location && dilemmaDef(state.cards[entry.dilemma]!.blueprint)?.ongoing?.blocksAttempts);
  if (blocked) return problem('MISSION_BLOCKED', `${bp(state, blocked.dilemma).title} prevents attempts here`, RULES.encounteringDilemmas);
  const cards = place.missions.map((iid) => ({ instance: state.cards[iid]!, card: bp(state, iid) }));
  const own = cards.find((entry) => entry.instance.owner === player);
  const shared = cards.length > 1 && new Set(cards.map((entry) => entry.instance.owner)).size > 1;
  if (own && own.card.mission?.points?.raw) return null;
  if (own && !shared) return problem('NO_POINT_BOX', `${own.card.title} has no point box and cannot be attempted`, rule);
  if (shared) return null;
  const theirs = cards[0]!.card;
  if ((theirs.mission?.points?.value ?? 0) >= 40) return null;
  if (theirs.mission?.universal) {
    const copies = Object.values(state.locations).filter((other) => other.missions.some((iid) => bp(state, iid).id === theirs.id)).length;
    if (copies > 1) return null;
  }
  return problem('OPPONENTS_MISSION', `you may attempt ${theirs.title} (an opponent's mission) only if it shows 40 points or more, is shared, or is a universal mission with another copy in play`, rule);
}

export function checkAttempt(state: GameState, command: CommandOf<'AttemptMission'>): Problem | null {
  const rule = RULES.beginningAttempt;
  if (state.phase !== 'play' || !state.turn) return problem('WRONG_PHASE', 'missions are attempted in the play phase', rule);
  if (state.turn.player !== command.actor) return problem('NOT_YOUR_TURN', `it is ${state.turn.player}'s turn`, RULES.playPhase);
  if (state.attempt) return problem('ATTEMPT_IN_PROGRESS', 'a mission attempt is in progress', RULES.attemptIsOneAction);
  const found = mayAttemptLocation(state, command.location, command.actor);
  if (found) return found;
  const kind = missionKind(state, command.location);
  const mission = bp(state, attemptedMission(state, command.location, command.actor));
  let awayTeam: string[] = [];
  let crew: string[] = [];
  if (kind !== 'space') {
    awayTeam = activePersonnel(state, Z.surface(command.location), command.actor);
    if (awayTeam.length === 0) return problem('NO_AWAY_TEAM', 'a planet mission is attempted by an Away Team on the surface', rule);
    if (!awayTeam.some((iid) => matchesMission(state, mission, iid)))
      return problem('NO_MATCHING_AFFILIATION', `no one in the Away Team matches ${mission.title}'s affiliation icons`, rule);
  }
  if (kind !== 'planet') {
    if (!command.ship) return problem('NO_SHIP', kind === 'dual' ? 'a dual mission needs a crew in orbit too: name the ship' : 'a space mission is attempted by an undocked ship: name it', rule);
    const ship = state.cards[command.ship];
    if (!ship || ship.owner !== command.actor || bp(state, ship.iid).type !== 'Ship') return problem('NO_SHIP', 'that is not your ship', rule);
    if (ship.zone !== Z.space(command.location)) return problem('SHIP_NOT_HERE', 'the ship must be undocked in orbit at the mission', rule);
    if (ship.stopped) return problem('STOPPED', 'a stopped ship cannot attempt a mission', RULES.stopped);
    crew = activePersonnel(state, Z.aboard(ship.iid), command.actor);
    if (!crew.some((iid) => matchesMission(state, mission, iid)))
      return problem('NO_MATCHING_AFFILIATION', `no one aboard matches ${mission.title}'s affiliation icons`, rule);
  } else if (command.ship) return problem('NOT_A_SPACE_MISSION', 'a planet mission is attempted by an Away Team, not a ship', rule);
  return null;
}

export function beginAttempt(ctx: Ctx, command: CommandOf<'AttemptMission'>, beginOrders: () => void): void {
  beginOrders();
  const state = ctx.state;
  const kind = missionKind(state, command.location);
  const planet = kind !== 'space';
  const ship = kind !== 'planet' ? command.ship! : null;
  ctx.emit({
    type: 'MissionAttemptBegan',
    player: command.actor,
    location: command.location,
    mission: attemptedMission(state, command.location, command.actor),
    ship,
    planet,
    awayTeam: planet ? activePersonnel(state, Z.surface(command.location), command.actor) : [],
    crew: ship ? activePersonnel(state, Z.aboard(ship), command.actor) : [],
    rule: RULES.beginningAttempt,
  });
  continueAttempt(ctx);
}

// ---------------------------------------------------------------------------------------------
// The encounter loop

function continueAttempt(ctx: Ctx): void {
  for (let guard = 0; guard < 200; guard += 1) {
    const attempt = ctx.state.attempt;
    if (!attempt || attempt.choice) return;
    if (attempt.dilemma) {
      if (runDilemma(ctx) === 'suspended') return;
      continue;
    }
    if (allPresent(ctx.state, attempt).length === 0 || (attempt.planet && attempt.ship && (present(ctx.state, attempt, 'crew').length === 0 || present(ctx.state, attempt, 'away-team').length === 0))) {
      ctx.emit({ type: 'MissionAttemptFailed', player: attempt.player, location: attempt.location, reason: 'no one remains in the crew or Away Team', rule: RULES.missionFailure });
      return;
    }
    const bottom = cardsIn(ctx.state, Z.under(attempt.location))[0];
    if (!bottom) {
      solve(ctx);
      return;
    }
    revealSeed(ctx, bottom);
  }
}

function misSeedReason(state: GameState, iid: string, location: string): string | null {
  const instance = state.cards[iid]!;
  if (instance.misSeed) return instance.misSeed;
  const card = bp(state, iid);
  if (card.type !== 'Dilemma' && card.type !== 'Artifact') return `a ${card.type} is not a seed card`;
  const kind = missionKind(state, location);
  if (card.type === 'Dilemma' && card.dilemmaKind && card.dilemmaKind !== 'dual' && kind !== 'dual' && card.dilemmaKind !== kind)
    return `a ${card.dilemmaKind} dilemma under a ${kind} mission`;
  if (card.type === 'Artifact' && kind === 'space') return 'an artifact under a space mission';
  return null;
}

function revealSeed(ctx: Ctx, iid: string): void {
  const attempt = ctx.state.attempt!;
  const instance = ctx.state.cards[iid]!;
  const card = bp(ctx.state, iid);
  ctx.emit({ type: 'SeedCardRevealed', card: iid, location: attempt.location, owner: instance.owner, title: card.title, to: Z.encounter(attempt.location), rule: RULES.beginningAttempt });
  const misSeed = misSeedReason(ctx.state, iid, attempt.location);
  if (misSeed) {
    ctx.emit({
      type: 'MisSeedPlacedOutOfPlay',
      card: iid,
      location: attempt.location,
      owner: instance.owner,
      reason: misSeed,
      forbidsSolving: instance.owner === attempt.player ? attempt.player : null,
      rule: RULES.misSeeds,
    });
    return;
  }
  if (card.type !== 'Dilemma') {
    ctx.emit({ type: 'SeedCardSetAside', card: iid, location: attempt.location, rule: RULES.otherSeeds });
    return;
  }
  // Dual missions: planet dilemmas face the Away Team, space dilemmas the crew, dual ones the player's choice.
  const kind = missionKind(ctx.state, attempt.location);
  let team: 'crew' | 'away-team' = kind === 'space' ? 'crew' : 'away-team';
  if (kind === 'dual') {
    if (card.dilemmaKind === 'space') team = 'crew';
    else if (card.dilemmaKind === 'planet') team = 'away-team';
    else {
      ctx.emit({ type: 'DilemmaChoiceRequested', card: iid, choice: { player: attempt.player, purpose: 'team', options: ['away-team', 'crew'], pick: 1 }, rule: RULES.dualMissions });
      return;
    }
  }
  encounter(ctx, iid, team);
}

function encounter(ctx: Ctx, iid: string, team: 'crew' | 'away-team'): void {
  const attempt = ctx.state.attempt!;
  ctx.emit({
    type: 'DilemmaEncountered',
    card: iid,
    title: bp(ctx.state, iid).title,
    location: attempt.location,
    player: attempt.player,
    team,
    present: present(ctx.state, attempt, team),
    rule: RULES.encounteringDilemmas,
  });
}

function defOf(state: GameState, iid: string): DilemmaDef {
  return dilemmaDef(state.cards[iid]!.blueprint) ?? { title: bp(state, iid).title, steps: [{ kind: 'hook', name: 'manual' }], manual: ['the whole card'] };
}

function teamOf(state: GameState): string[] {
  const attempt = state.attempt!;
  return present(state, attempt, attempt.team!);
}

function checkRequirement(ctx: Ctx, card: string, purpose: 'condition' | 'cure' | 'nullifier' | 'trigger', text: string, ids: readonly string[], individual = false): boolean {
  const expression = requirement(text);
  let result: { verdict: 'met' | 'unmet' | 'undecidable'; group: string[]; missing: readonly string[] };
  if (individual) {
    const who = ids.find((iid) => meetGroup(ctx.state, expression, [iid]).verdict === 'met');
    result = who ? { verdict: 'met', group: [who], missing: [] } : { verdict: 'unmet', group: [...ids], missing: [text] };
  } else result = meetGroup(ctx.state, expression, ids);
  ctx.emit({
    type: 'RequirementChecked',
    card,
    purpose,
    requirement: individual ? `one personnel with ${text}` : text,
    verdict: result.verdict,
    group: result.group,
    missing: result.missing,
    rule: purpose === 'cure' ? RULES.cures : purpose === 'nullifier' ? RULES.nullifiers : RULES.conditionalEffects,
  });
  return result.verdict === 'met';
}

function stepApplies(state: GameState, step: Step): boolean {
  if (!('only' in step) || !step.only) return true;
  const attempt = state.attempt!;
  return step.only === (attempt.team === 'crew' ? 'space' : 'planet');
}

/** Runs the current dilemma from its current step. */
function runDilemma(ctx: Ctx, answer?: readonly string[]): 'suspended' | 'done' {
  const card = ctx.state.attempt!.dilemma!;
  const def = defOf(ctx.state, card);
  if (ctx.state.attempt!.step === 0 && !answer && def.nullify) {
    const ids = presentWithEquipment(ctx.state, ctx.state.attempt!, ctx.state.attempt!.team!);
    if (checkRequirement(ctx, card, 'nullifier', def.nullify, ids, def.nullifyIndividual)) {
      ctx.emit({ type: 'DilemmaRemoved', card, from: Z.encounter(ctx.state.attempt!.location), to: Z.out(ctx.state.cards[card]!.owner), reason: 'nullified', rule: RULES.nullifiers });
      clearDilemma(ctx);
      return 'done';
    }
  }
  for (;;) {
    const attempt = ctx.state.attempt;
    if (!attempt || attempt.dilemma !== card) return 'done';
    const index = attempt.step;
    const step = def.steps[index];
    if (!step) break;
    if (!stepApplies(ctx.state, step)) {
      ctx.emit({ type: 'DilemmaStepResolved', card, step: index, effect: 'not applicable here', conditionFailed: false, rule: RULES.triggers });
      continue;
    }
    const outcome = runStep(ctx, card, def, step, index, answer);
    answer = undefined;
    if (outcome === 'suspended') return 'suspended';
    if (outcome === 'ended') return 'done';
  }
  finishDilemma(ctx, card, def);
  return 'done';
}

function clearDilemma(ctx: Ctx): void {
  // Encounter over: the next seed card comes up.
  const attempt = ctx.state.attempt;
  if (!attempt || !attempt.dilemma) return;
  ctx.emit({ type: 'DilemmaEncounterEnded', card: attempt.dilemma, failed: attempt.failed, rule: RULES.encounteringDilemmas });
}

type StepOutcome = 'next' | 'suspended' | 'ended';

function resolved(ctx: Ctx, card: string, index: number, effect: string, conditionFailed: boolean, rule: string = RULES.encounteringDilemmas, picked?: readonly string[]): StepOutcome {
  ctx.emit({ type: 'DilemmaStepResolved', card, step: index, effect, conditionFailed, ...(picked ? { picked } : {}), rule });
  return 'next';
}

function conditionMet(ctx: Ctx, card: string, step: { unless?: string; unlessOn?: 'team' | 'picked'; orShieldsAbove?: number; individual?: boolean; conditional?: boolean }): boolean {
  if (!step.unless) return false;
  const attempt = ctx.state.attempt!;
  if (step.orShieldsAbove !== undefined && attempt.ship && shipShields(bp(ctx.state, attempt.ship)) > step.orShieldsAbove) {
    ctx.emit({ type: 'RequirementChecked', card, purpose: 'condition', requirement: `SHIELDS>${step.orShieldsAbove}`, verdict: 'met', group: [attempt.ship], missing: [], rule: RULES.conditionalEffects });
    return true;
  }
  const ids = step.unlessOn === 'picked' ? attempt.picked : presentWithEquipment(ctx.state, attempt, attempt.team!);
  return checkRequirement(ctx, card, step.conditional === false ? 'trigger' : 'condition', step.unless, ids, step.individual);
}

function runStep(ctx: Ctx, card: string, def: DilemmaDef, step: Step, index: number, answer?: readonly string[]): StepOutcome | 'suspended' {
  const attempt = ctx.state.attempt!;
  switch (step.kind) {
    case 'pass': {
      const ids = presentWithEquipment(ctx.state, attempt, attempt.team!);
      const met = checkRequirement(ctx, card, 'condition', step.require, ids, step.individual);
      return resolved(ctx, card, index, met ? 'got past' : 'cannot get past', !met, RULES.conditionalEffects);
    }
    case 'pick': {
      const chosen = answer ?? select(ctx, card, step.targets, index);
      if (chosen === 'suspended') return 'suspended';
      return resolved(ctx, card, index, `picked ${chosen.length}`, false, RULES.triggers, chosen);
    }
    case 'act': {
      const conditional = step.unless !== undefined && step.conditional !== false;
      if (!answer) {
        // Targets first: with no valid target the effect is nullified (1E rulebook › Triggered & Targeted Effects).
        const candidates = candidatesFor(ctx.state, step.targets);
        if (candidates.length === 0) return resolved(ctx, card, index, 'no valid target: effect nullified', false, RULES.triggers);
        if (conditionMet(ctx, card, step)) return resolved(ctx, card, index, 'condition met: effect prevented', false, RULES.conditionalEffects);
      }
      const targets = answer ?? select(ctx, card, step.targets, index);
      if (targets === 'suspended') return 'suspended';
      applyAction(ctx, card, step.action, targets, def);
      return resolved(ctx, card, index, `${step.action}: ${targets.length}`, conditional, conditional ? RULES.conditionalEffects : RULES.automaticEffects);
    }
    case 'ship': {
      if (!attempt.ship) return resolved(ctx, card, index, 'no ship: effect nullified', false, RULES.triggers);
      if (conditionMet(ctx, card, step)) return resolved(ctx, card, index, 'condition met: effect prevented', false, RULES.conditionalEffects);
      const source = bp(ctx.state, card).title;
      if (step.action === 'destroy') destroyShip(ctx, attempt.ship, source);
      else if (step.action === 'damage') damageShip(ctx, attempt.ship, source);
      else for (const iid of cardsIn(ctx.state, Z.aboard(attempt.ship)).filter((c) => bp(ctx.state, c).type === 'Personnel' && ctx.state.cards[c]!.owner === attempt.player)) leavePlay(ctx, iid, 'killed', source);
      return resolved(ctx, card, index, `ship ${step.action}`, step.unless !== undefined, RULES.conditionalEffects);
    }
    case 'place':
      return place(ctx, card, def, step, index);
    case 'end-attempt':
      ctx.emit({ type: 'MissionAttemptFailed', player: attempt.player, location: attempt.location, reason: `${bp(ctx.state, card).title} ends the attempt`, rule: RULES.missionFailure });
      return 'ended';
    case 'hook':
      return runHook(ctx, card, def, step, index, answer);
  }
}

function matchesFilter(state: GameState, iid: string, filter: Filter | undefined): boolean {
  if (!filter) return true;
  const card = bp(state, iid);
  if (filter.characteristic && !card.characteristics.some((c) => c.toLowerCase() === filter.characteristic!.toLowerCase())) return false;
  if (filter.notCharacteristic && card.characteristics.some((c) => c.toLowerCase().includes(filter.notCharacteristic!.toLowerCase()))) return false;
  if (filter.skill && skillLevel(memberOf(state, iid), filter.skill) <= 0) return false;
  if (filter.below) {
    const member = memberOf(state, iid);
    const value = filter.below.attribute === 'INTEGRITY' ? member.integrity : filter.below.attribute === 'CUNNING' ? member.cunning : member.strength;
    if (value >= filter.below.value) return false;
  }
  if (filter.downloader && (card.personnel?.skillBox.specialDownloads.length ?? 0) === 0) return false;
  if (filter.unique && card.universal) return false;
  return true;
}

function candidatesFor(state: GameState, selector: Selector): string[] {
  if (selector.by === 'picked' || (selector.by === 'random' && selector.fromPicked)) return [...state.attempt!.picked].filter((iid) => teamOf(state).includes(iid));
  return teamOf(state).filter((iid) => matchesFilter(state, iid, selector.filter));
}

function measureOf(state: GameState, iid: string, measure: Measure): number {
  const member = memberOf(state, iid);
  if (measure === 'total') return member.integrity + member.cunning + member.strength;
  if (measure === 'CUNNING') return member.cunning;
  if (measure === 'STRENGTH') return member.strength;
  return skillLevel(member, measure.skill);
}

/** Chooses targets: all / random (PRNG, recorded) / a player's choice (suspends) / highest (ties by choice). */
function select(ctx: Ctx, card: string, selector: Selector, index: number): string[] | 'suspended' {
  const state = ctx.state;
  const attempt = state.attempt!;
  const candidates = candidatesFor(state, selector);
  switch (selector.by) {
    case 'all':
    case 'picked':
      return candidates;
    case 'random': {
      const count = selector.count === 'half' ? Math.floor(candidates.length / 2) : Math.min(selector.count, candidates.length);
      if (count >= candidates.length) return candidates;
      if (count === 0) return [];
      const rng = ctx.rng();
      const outcome = rng.shuffle(candidates).slice(0, count);
      ctx.emit({ type: 'RandomCardsSelected', purpose: `${bp(state, card).title} (step ${index + 1})`, candidates, outcome, secret: { rng: rng.state }, rule: RULES.randomSelection });
      return outcome;
    }
    case 'choice': {
      if (candidates.length <= selector.count) return candidates;
      const chooser = selector.chooser === 'self' ? attempt.player : other(attempt.player);
      ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: chooser, purpose: `step:${index}`, options: candidates, pick: selector.count }, rule: RULES.readingDilemmas });
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
        rule: RULES.readingDilemmas,
      });
      return 'suspended';
    }
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

function applyAction(ctx: Ctx, card: string, action: string, targets: readonly string[], def: DilemmaDef): void {
  const source = bp(ctx.state, card).title;
  const attempt = ctx.state.attempt!;
  switch (action) {
    case 'kill':
      for (const iid of targets) leavePlay(ctx, iid, 'killed', source);
      return;
    case 'discard':
      for (const iid of targets) leavePlay(ctx, iid, 'discarded', source);
      return;
    case 'stop':
      for (const iid of targets) if (!ctx.state.cards[iid]!.stopped) ctx.emit({ type: 'CardStopped', card: iid, rule: RULES.stopped });
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
      for (const iid of targets)
        ctx.emit({ type: 'CardMoved', card: iid, from: ctx.state.cards[iid]!.zone, to: Z.out(ctx.state.cards[iid]!.owner), faceUp: true, reason: `captured by ${source} (simplified: out of the game)`, rule: RULES.capture });
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
  }
}

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
  const affected = step.affected === 'team' ? teamOf(ctx.state) : step.affected === 'picked' ? [...attempt.picked] : [];
  const ongoing: OngoingDilemma = {
    dilemma: card,
    player: attempt.player,
    on: step.on,
    host,
    location: attempt.location,
    affected,
    ...(step.countdown !== undefined ? { countdown: step.countdown } : {}),
  };
  ctx.emit({ type: 'DilemmaPlaced', card, to, ongoing, rule: RULES.removalDestinations });
  void def;
  return resolved(ctx, card, index, `placed on ${step.on}`, false, RULES.automaticEffects);
}

function runHook(ctx: Ctx, card: string, def: DilemmaDef, step: Extract<Step, { kind: 'hook' }>, index: number, answer?: readonly string[]): StepOutcome | 'suspended' {
  const attempt = ctx.state.attempt!;
  const source = bp(ctx.state, card).title;
  const team = teamOf(ctx.state);
  switch (step.name) {
    case 'manual':
      ctx.emit({ type: 'DilemmaPlaced', card, to: Z.table(ctx.state.cards[card]!.owner), ongoing: { dilemma: card, player: attempt.player, on: 'mission', host: attempt.location, location: attempt.location, affected: [] }, rule: RULES.manualEffects });
      return resolved(ctx, card, index, `not automated: ${(def.manual ?? []).join('; ')} (carry it out with a manual effect)`, false, RULES.manualEffects);
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

/** Stops the attempting teams and ship (both teams at a dual mission). */
function stopAttempters(ctx: Ctx): void {
  const attempt = ctx.state.attempt!;
  const ids = [
    ...(attempt.planet ? cardsIn(ctx.state, Z.surface(attempt.location)).filter((iid) => ctx.state.cards[iid]!.owner === attempt.player) : []),
    ...(attempt.ship && ctx.state.cards[attempt.ship]?.zone.startsWith('space:') ? [attempt.ship, ...cardsIn(ctx.state, Z.aboard(attempt.ship))] : []),
  ];
  for (const iid of ids) if (!ctx.state.cards[iid]!.stopped && !ctx.state.cards[iid]!.disabled) ctx.emit({ type: 'CardStopped', card: iid, rule: RULES.conditionalEffects });
}

function finishDilemma(ctx: Ctx, card: string, def: DilemmaDef): void {
  const attempt = ctx.state.attempt;
  if (!attempt) return;
  const zone = ctx.state.cards[card]!.zone;
  const stillHere = zone === Z.encounter(attempt.location);
  const owner = ctx.state.cards[card]!.owner;
  const failed = attempt.failed;
  const hasCondition = def.steps.some(
    (step) =>
      ('unless' in step && step.unless && (step as { conditional?: boolean }).conditional !== false) ||
      step.kind === 'pass' ||
      (step.kind === 'hook' && step.name === 'plague-ship'),
  );
  if (!failed || def.continues) {
    if (stillHere) {
      const overcome = !failed && hasCondition && def.points !== undefined;
      ctx.emit({
        type: 'DilemmaRemoved',
        card,
        from: zone,
        to: overcome ? Z.bonus(attempt.player) : Z.out(owner),
        reason: failed ? 'failed' : hasCondition ? 'overcome' : 'effects-resolved',
        rule: failed ? RULES.missionContinues : hasCondition ? RULES.conditionalEffects : RULES.automaticEffects,
      });
      if (overcome) ctx.emit({ type: 'PointsScored', player: attempt.player, points: def.points!, bonus: true, source: card, rule: RULES.dilemmaBonusPoints });
    } else if (ctx.state.ongoing[card]) tryCure(ctx, card, true);
    clearDilemma(ctx);
    return;
  }
  // A condition failed: the effect happened; the attempt fails; the team (and ship) are stopped; reseeded unless "Discard dilemma" or placed.
  if (stillHere) {
    if (def.discard) ctx.emit({ type: 'DilemmaRemoved', card, from: zone, to: Z.out(owner), reason: 'failed', rule: RULES.discardDilemma });
    else ctx.emit({ type: 'DilemmaReseeded', card, location: attempt.location, rule: RULES.conditionalEffects });
  } else if (ctx.state.ongoing[card]) tryCure(ctx, card, true);
  stopAttempters(ctx);
  ctx.emit({ type: 'MissionAttemptFailed', player: attempt.player, location: attempt.location, reason: `failed to overcome ${bp(ctx.state, card).title}`, rule: RULES.missionFailure });
}

// ---------------------------------------------------------------------------------------------
// Solving (1E rulebook › ATTEMPT A MISSION › SOLVING THE MISSION)

function solve(ctx: Ctx): void {
  const attempt = ctx.state.attempt!;
  const missionId = attemptedMission(ctx.state, attempt.location, attempt.player);
  const mission = bp(ctx.state, missionId);
  if (ctx.state.noSolve[attempt.player].includes(attempt.location)) {
    ctx.emit({ type: 'MissionAttemptFailed', player: attempt.player, location: attempt.location, reason: 'you encountered your own mis-seed here: you may not solve this mission', rule: RULES.misSeeds });
    return;
  }
  const expression = mission.mission?.requirements;
  const ids = presentWithEquipment(ctx.state, attempt, 'both');
  const result = expression ? meetGroup(ctx.state, expression, ids) : { verdict: 'undecidable' as const, group: ids, missing: [] };
  ctx.emit({
    type: 'RequirementChecked',
    card: missionId,
    purpose: 'mission',
    requirement: mission.mission?.requirementText ?? '(none)',
    verdict: result.verdict,
    group: result.group,
    missing: result.missing,
    rule: RULES.solving,
  });
  if (result.verdict !== 'met') {
    ctx.emit({
      type: 'MissionAttemptFailed',
      player: attempt.player,
      location: attempt.location,
      reason: result.verdict === 'undecidable' ? 'the mission requirements need a manual decision' : 'the remaining personnel do not meet the mission requirements',
      rule: RULES.missionFailure,
    });
    return;
  }
  const points = mission.mission?.points?.value ?? 0;
  ctx.emit({ type: 'MissionSolved', player: attempt.player, location: attempt.location, mission: missionId, contributors: result.group, points, rule: RULES.solving });
  // Then artifacts and other seeds are earned (in the solver's order: here, the order revealed).
  for (const iid of cardsIn(ctx.state, Z.revealed(attempt.location)))
    ctx.emit({ type: 'SeedCardEarned', card: iid, player: attempt.player, location: attempt.location, to: Z.hand(attempt.player), rule: RULES.solving });
  for (const entry of Object.values(ctx.state.ongoing))
    if (entry.location === attempt.location && dilemmaDef(ctx.state.cards[entry.dilemma]!.blueprint)?.ongoing?.endsWhenMissionCompleted) endOngoing(ctx, entry.dilemma, 'mission-completed');
  // Finally the mission points (not bonus points).
  if (points !== 0) ctx.emit({ type: 'PointsScored', player: attempt.player, points, bonus: false, source: missionId, rule: RULES.solving });
}

// ---------------------------------------------------------------------------------------------
// Choices

export function checkChoose(state: GameState, command: CommandOf<'ChooseForDilemma'>): Problem | null {
  const choice = state.attempt?.choice;
  if (!choice) return problem('NO_CHOICE', 'no dilemma is waiting for a choice', RULES.encounteringDilemmas);
  if (choice.player !== command.actor) return problem('NOT_YOUR_CHOICE', `${choice.player} makes this choice`, RULES.readingDilemmas);
  const need = Math.min(choice.pick, choice.options.length);
  if (command.chosen.length !== need) return problem('WRONG_NUMBER', `choose exactly ${need}`, RULES.encounteringDilemmas);
  if (new Set(command.chosen).size !== command.chosen.length || command.chosen.some((option) => !choice.options.includes(option)))
    return problem('NOT_AN_OPTION', `choose from: ${choice.options.join(', ')}`, RULES.encounteringDilemmas);
  return null;
}

export function choose(ctx: Ctx, command: CommandOf<'ChooseForDilemma'>): void {
  const attempt = ctx.state.attempt!;
  const choice = attempt.choice!;
  const pending = ctx.state.cards[attempt.dilemma ?? ''] ? attempt.dilemma! : cardsIn(ctx.state, Z.encounter(attempt.location))[0]!;
  ctx.emit({ type: 'DilemmaChoiceMade', card: pending, player: command.actor, purpose: choice.purpose, chosen: command.chosen, rule: RULES.readingDilemmas });
  if (choice.purpose === 'team') {
    encounter(ctx, pending, command.chosen[0] as 'crew' | 'away-team');
  } else {
    if (runDilemma(ctx, [...(choice.preset ?? []), ...command.chosen]) === 'suspended') return;
  }
  continueAttempt(ctx);
}

// ---------------------------------------------------------------------------------------------
// Leaving play, damage, ongoing dilemmas (cures, countdowns, turn hooks)

/** 1E rulebook › GETTING HURT › KILLED OR DESTROYED: to the owner's discard pile; dilemmas on it go out of play. */
export function leavePlay(ctx: Ctx, iid: string, how: 'killed' | 'destroyed' | 'discarded', source: string): void {
  const instance = ctx.state.cards[iid];
  if (!instance) return;
  for (const child of cardsIn(ctx.state, Z.on(iid))) endOngoing(ctx, child, 'host-left-play');
  ctx.emit({ type: 'CardLeftPlay', card: iid, from: instance.zone, to: Z.discard(instance.owner), how, source, rule: how === 'discarded' ? RULES.leavingPlay : RULES.killed });
}

export function destroyShip(ctx: Ctx, ship: string, source: string): void {
  for (const iid of [...cardsIn(ctx.state, Z.aboard(ship))]) leavePlay(ctx, iid, bp(ctx.state, iid).type === 'Personnel' ? 'killed' : 'destroyed', source);
  leavePlay(ctx, ship, 'destroyed', source);
}

/** Rotation damage: a second damage destroys the ship (1E rulebook › DAMAGE AND REPAIRS › ROTATION DAMAGE). */
export function damageShip(ctx: Ctx, ship: string, source: string): void {
  const damage = (ctx.state.cards[ship]!.damage ?? 0) + 1;
  ctx.emit({ type: 'ShipDamaged', ship, damage, source, rule: RULES.rotationDamage });
  if (damage >= 2) destroyShip(ctx, ship, source);
}

function endOngoing(ctx: Ctx, card: string, reason: 'cured' | 'expired' | 'host-left-play' | 'mission-completed', to?: string): void {
  const entry = ctx.state.ongoing[card];
  const instance = ctx.state.cards[card]!;
  // Free held personnel and re-enable the ones this dilemma disabled.
  if (entry) {
    for (const iid of entry.affected) {
      const held = ctx.state.cards[iid];
      if (!held) continue;
      if (held.zone === Z.atop(entry.location))
        ctx.emit({ type: 'CardMoved', card: iid, from: held.zone, to: Z.surface(entry.location), faceUp: true, reason: `released from ${bp(ctx.state, card).title}`, rule: RULES.cures });
      if (held.disabled) ctx.emit({ type: 'PersonnelEnabled', card: iid, source: bp(ctx.state, card).title, rule: RULES.disabled });
    }
  }
  ctx.emit({ type: 'DilemmaRemoved', card, from: instance.zone, to: to ?? Z.out(instance.owner), reason, rule: reason === 'cured' ? RULES.cures : reason === 'expired' ? RULES.countdowns : RULES.leavingPlay });
}

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
  return [...activePersonnel(state, Z.surface(entry.location), entry.player), ...equipmentIn(state, Z.surface(entry.location), entry.player)];
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
  if (def.nullifyIndividual) return ids.some((iid) => meetGroup(state, requirement(text), [iid]).verdict === 'met');
  return meetGroup(state, requirement(text), ids).verdict === 'met';
}

function tryCure(ctx: Ctx, card: string, immediately: boolean): boolean {
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

/** End of a turn: countdowns of dilemmas the player owns tick; Hunter Probe victims die; "Junior" drains RANGE. */
export function ongoingEndOfTurn(ctx: Ctx, player: PlayerId): void {
  for (const entry of Object.values(ctx.state.ongoing)) {
    const instance = ctx.state.cards[entry.dilemma]!;
    const def = dilemmaDef(instance.blueprint);
    const rules = def?.ongoing;
    if (!rules || !ctx.state.ongoing[entry.dilemma]) continue;
    const source = def.title;
    if (rules.endOfTurnKill) {
      for (const iid of entry.affected) if (ctx.state.cards[iid] && ctx.state.cards[iid]!.zone !== Z.discard(ctx.state.cards[iid]!.owner)) leavePlay(ctx, iid, 'killed', source);
      endOngoing(ctx, entry.dilemma, 'expired');
      continue;
    }
    if (rules.rangeDrain) {
      const drained = (entry.countdown ?? 0) + 1;
      ctx.emit({ type: 'OngoingCountdownTicked', card: entry.dilemma, remaining: drained, rule: RULES.endOfTurn });
      const ship = ctx.state.cards[entry.host];
      if (ship && ship.zone.match(/^(space|docked|surface):/) && drained >= attributeNumber(bp(ctx.state, entry.host).ship!.range)) destroyShip(ctx, entry.host, source);
      continue;
    }
    if (entry.countdown !== undefined && instance.owner === player) {
      const remaining = entry.countdown - 1;
      ctx.emit({ type: 'OngoingCountdownTicked', card: entry.dilemma, remaining, rule: RULES.countdowns });
      if (remaining > 0) continue;
      if (rules.onExpiry === 'kill-affected')
        for (const iid of entry.affected) {
          const victim = ctx.state.cards[iid];
          if (!victim || !['aboard', 'surface', 'atop'].includes(zoneKind(victim.zone)) || victim.zone.startsWith('discard')) continue;
          const host = zoneKind(victim.zone) === 'aboard' ? ctx.state.cards[zoneArg(victim.zone)] : undefined;
          if (rules.outpostSaves && host && host.owner === victim.owner && bp(ctx.state, host.iid).facilityKind === 'Outpost') continue;
          leavePlay(ctx, iid, 'killed', source);
        }
      if (rules.onExpiry === 'destroy-host' && ctx.state.cards[entry.host] && locationOfZone(ctx.state, ctx.state.cards[entry.host]!.zone)) destroyShip(ctx, entry.host, source);
      if (ctx.state.ongoing[entry.dilemma]) endOngoing(ctx, entry.dilemma, 'expired');
    }
  }
}

/** Start of a player's turn: Ktarian Game disables one more personnel aboard. */
export function ongoingStartOfTurn(ctx: Ctx, player: PlayerId): void {
  for (const entry of Object.values(ctx.state.ongoing)) {
    const def = dilemmaDef(ctx.state.cards[entry.dilemma]!.blueprint);
    if (!def?.ongoing?.startOfTurnDisable || entry.player !== player) continue;
    const aboard = activePersonnel(ctx.state, Z.aboard(entry.host), player);
    if (aboard.length === 0) continue;
    const rng = ctx.rng();
    const victim = rng.pick(aboard);
    ctx.emit({ type: 'RandomCardsSelected', purpose: `${def.title} (start of turn)`, candidates: aboard, outcome: [victim], secret: { rng: rng.state }, rule: RULES.randomSelection });
    ctx.emit({ type: 'PersonnelDisabled', card: victim, source: def.title, rule: RULES.disabled });
    ctx.emit({ type: 'DilemmaPlaced', card: entry.dilemma, to: ctx.state.cards[entry.dilemma]!.zone, ongoing: { ...entry, affected: [...entry.affected, victim] }, rule: RULES.disabled });
  }
}

/** RANGE lost to dilemmas on the ship, and the rotation-damage cap of 5. */
export function rangeLimit(state: GameState, ship: string, printed: number): number {
  let range = printed;
  if ((state.cards[ship]?.damage ?? 0) > 0) range = Math.min(range, 5);
  for (const iid of cardsIn(state, Z.on(ship))) {
    const entry = state.ongoing[iid];
    if (entry && dilemmaDef(state.cards[iid]!.blueprint)?.ongoing?.rangeDrain) range -= entry.countdown ?? 0;
  }
  return range;
}

export function shipCannotMove(state: GameState, ship: string): string | null {
  for (const iid of cardsIn(state, Z.on(ship))) if (dilemmaDef(state.cards[iid]!.blueprint)?.ongoing?.hostCannotMove) return bp(state, iid).title;
  return null;
}

export function quarantinedBy(state: GameState, card: string): string | null {
  for (const entry of Object.values(state.ongoing))
    if (entry.affected.includes(card) && dilemmaDef(state.cards[entry.dilemma]!.blueprint)?.ongoing?.quarantine) return bp(state, entry.dilemma).title;
  return null;
}

/** Locations `player` may attempt now, with the ship to name (legalCommands). */
export function attemptCandidates(state: GameState, player: PlayerId): { location: string; ship?: string }[] {
  const out: { location: string; ship?: string }[] = [];
  for (const location of Object.keys(state.locations)) {
    if (mayAttemptLocation(state, location, player)) continue;
    const kind = missionKind(state, location);
    if (kind === 'planet') out.push({ location });
    else
      for (const ship of cardsIn(state, Z.space(location)))
        if (state.cards[ship]!.owner === player && bp(state, ship).type === 'Ship') out.push({ location, ship });
  }
  return out;
}
