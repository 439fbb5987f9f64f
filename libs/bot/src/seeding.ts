/**
 * The seed phases (1E rulebook › THE SEED PHASES): missions placed beside my own, every dilemma
 * under the opponent's missions where it stops a team that meets that mission (never a mis-seed:
 * 1E rulebook › ATTEMPT A MISSION › MIS-SEEDS), nothing under my own missions, my outpost where my
 * missions are nearest.
 */
import { parseRequirement, type Card, type RequirementExpression } from '@captains-log/cards';
import { dilemmaDef, Z, type Command, type CommandOf, type Step } from '@captains-log/engine';
import { byId, cardOf, cardsIn, distance, locationKind, type MissionKind, type Table } from './table';

export function seedingCommand(table: Table, legal: readonly Command[]): Command | null {
  switch (table.state.phase) {
    case 'doorway':
      // Doorways' text is carried out by manual effects, which the bot does not declare: none seeded.
      return find(legal, 'FinishSeeding');
    case 'mission':
      return placeMission(table, legal);
    case 'dilemma':
      return seedDilemma(table, legal);
    case 'facility':
      return seedFacility(table, legal) ?? find(legal, 'PassSeeding');
    default:
      return null;
  }
}

function find<T extends Command['type']>(legal: readonly Command[], type: T): CommandOf<T> | null {
  return (legal.find((command) => command.type === type) as CommandOf<T> | undefined) ?? null;
}

// ---------------------------------------------------------------------------------------------
// 1E rulebook › THE SEED PHASES › MISSION PHASE: the next mission comes face-down from the shuffled
// pile, so only the end of the spaceline is chosen: the end nearer my missions, to keep them close.

function placeMission(table: Table, legal: readonly Command[]): Command | null {
  const options = legal.filter((command): command is CommandOf<'PlaceMission'> => command.type === 'PlaceMission');
  if (options.length <= 1) return options[0] ?? null;
  const length = Math.max(...options.map((command) => command.position));
  const line = Object.values(table.state.spacelines).find((candidate) => (candidate ?? []).length === length) ?? [];
  const mine = line.map((location, index) => (table.state.locations[location]!.missions.some((iid) => table.state.cards[iid]!.owner === table.me) ? index : -1)).filter((index) => index >= 0);
  const closeness = (position: number) => mine.reduce((sum, index) => sum + 1 / (1 + Math.abs(index - (position === 0 ? 0 : length - 1))), 0);
  return [...options].sort((a, b) => closeness(b.position) - closeness(a.position) || b.position - a.position)[0]!;
}

// ---------------------------------------------------------------------------------------------
// 1E rulebook › THE SEED PHASES › DILEMMA PHASE

/** A dilemma (or artifact) under a mission of this kind would be a mis-seed. */
export function misSeeds(card: Card, kind: MissionKind): boolean {
  if (card.type === 'Artifact') return kind === 'space';
  if (card.type !== 'Dilemma') return true;
  return !!card.dilemmaKind && card.dilemmaKind !== 'dual' && kind !== 'dual' && card.dilemmaKind !== kind;
}

function seedDilemma(table: Table, legal: readonly Command[]): Command | null {
  const stage = table.state.dilemmaStage;
  // Stage 1 only: dilemmas under the opponent's missions. Shared missions (stage 2) and my own
  // (stage 3) would face my own teams; stage 4 seeds nothing the engine automates.
  if (stage !== 1) return find(legal, 'FinishSeeding') ?? find(legal, 'PassSeeding');
  let best: { command: Command; score: number } | null = null;
  for (const command of legal) {
    if (command.type !== 'SeedUnderMission') continue;
    const card = cardOf(table, command.card);
    const location = table.state.locations[command.location]!;
    if (card.type !== 'Dilemma' || misSeeds(card, locationKind(table, command.location))) continue;
    const mission = cardOf(table, location.missions[0]!);
    if (table.state.cards[location.missions[0]!]!.owner === table.me) continue;
    const already = [...cardsIn(table, Z.stack(table.me, command.location)), ...cardsIn(table, Z.under(command.location))].filter(
      (iid) => table.state.cards[iid]!.owner === table.me,
    ).length;
    const attraction = Math.max(mission.mission?.points?.value ?? 0, 10) / 35;
    const score = (stoppingPower(card, mission.mission?.requirements) * attraction) / (1 + 0.6 * already);
    if (!best || score > best.score || (score === best.score && byId(commandKey(command), commandKey(best.command)) < 0)) best = { command, score };
  }
  return best?.command ?? find(legal, 'FinishSeeding');
}

function commandKey(command: Command): string {
  return command.type === 'SeedUnderMission' ? `${command.card}@${command.location}` : command.type;
}

/**
 * How likely a dilemma stops a team that meets the mission's requirements: conditions on skills the
 * mission does not ask for are hard, those it asks for are easy (that team has them).
 */
export function stoppingPower(card: Card, mission: RequirementExpression | undefined): number {
  const def = dilemmaDef(card.id);
  if (!def) return 0.1;
  const asked = new Set(mission ? atomsOf(mission) : []);
  return def.steps.reduce((sum, step) => sum + stepPower(step, asked), 0) + (def.nullify ? -0.2 : 0);
}

function stepPower(step: Step, asked: ReadonlySet<string>): number {
  switch (step.kind) {
    case 'pass':
      return 1.2 * hardness(step.require, asked);
    case 'act': {
      const weight = step.action === 'kill' || step.action === 'discard' || step.action === 'capture' ? 0.8 : step.action === 'stop' ? 0.5 : 0.4;
      const many = step.targets.by === 'all' ? 2 : step.targets.by === 'random' && step.targets.count === 'half' ? 1.6 : 1;
      return weight * many * (step.unless ? hardness(step.unless, asked) : 1);
    }
    case 'ship':
      return (step.action === 'damage' ? 0.6 : 1.6) * (step.unless ? hardness(step.unless, asked) : 1);
    case 'end-attempt':
      return 0.5;
    case 'hook':
      return 0.4 * (step.unless ? hardness(step.unless, asked) : 1);
    default:
      return 0.1;
  }
}

function hardness(text: string, asked: ReadonlySet<string>): number {
  const parsed = parseRequirement(text);
  return parsed.expression ? expressionHardness(parsed.expression, asked) : 0.5;
}

function expressionHardness(expression: RequirementExpression, asked: ReadonlySet<string>): number {
  switch (expression.kind) {
    case 'all':
      return 1 - expression.of.reduce((product, part) => product * (1 - expressionHardness(part, asked)), 1);
    case 'any':
      return expression.of.reduce((product, part) => product * expressionHardness(part, asked), 1);
    case 'skill':
      return asked.has(expression.skill) ? 0.1 + 0.15 * (expression.count - 1) : Math.min(0.9, 0.45 + 0.2 * (expression.count - 1));
    case 'attribute':
      return Math.min(0.9, 0.15 + expression.value / 100);
    case 'named':
      return 0.95;
    case 'characteristic':
    case 'icon-holders':
      return 0.8;
    default:
      return 0.3;
  }
}

function atomsOf(expression: RequirementExpression): string[] {
  if (expression.kind === 'all' || expression.kind === 'any') return expression.of.flatMap(atomsOf);
  return expression.kind === 'skill' ? [expression.skill] : [];
}

// ---------------------------------------------------------------------------------------------
// 1E rulebook › THE SEED PHASES › FACILITY PHASE: the outpost where my missions are closest
// (a planet mission of mine there can be attempted by beaming straight down).

function seedFacility(table: Table, legal: readonly Command[]): Command | null {
  const options = legal.filter((command): command is CommandOf<'SeedFacility'> => command.type === 'SeedFacility');
  if (options.length === 0) return null;
  const mine = Object.values(table.state.locations).filter((location) =>
    location.missions.some((iid) => table.state.cards[iid]!.owner === table.me && (cardOf(table, iid).mission?.points?.value ?? 0) > 0),
  );
  const score = (command: CommandOf<'SeedFacility'>) =>
    mine.reduce((sum, location) => {
      const points = Math.max(...location.missions.map((iid) => cardOf(table, iid).mission?.points?.value ?? 0));
      const cost = distance(table, command.location, location.id);
      return cost === Infinity ? sum : sum + points / (1 + cost / 7);
    }, 0) + (locationKind(table, command.location) !== 'space' ? 5 : 0);
  return [...options].sort((a, b) => score(b) - score(a) || byId(a.location, b.location) || byId(a.card, b.card))[0]!;
}
