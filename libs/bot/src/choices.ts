/**
 * Answers: the choices a dilemma asks for (1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS
 * › Clarifications: Reading and Responding to Dilemmas), manual effects declared by the opponent
 * (DESIGN.md › manual effects: accept or dispute), and commands the bot does not know.
 */
import { dilemmaDef, Z, type Command, type CommandOf } from '@captains-log/engine';
import { parseRequirement } from '@captains-log/cards';
import { cardOf, cardsIn, isActive, meets, personnelWorth, type Table } from './table';

type Choose = CommandOf<'ChooseForDilemma'>;

export function dilemmaChoice(table: Table, legal: readonly Command[]): Command | null {
  const options = legal.filter((command): command is Choose => command.type === 'ChooseForDilemma');
  const attempt = table.state.attempt;
  const choice = attempt?.choice;
  if (options.length === 0 || !attempt || !choice) return null;
  if (choice.purpose === 'team') return chooseTeam(table, options);
  const values = choice.options;
  if (values.includes('ignore') && values.includes('help')) {
    // Sarjenka: helping scores the bonus but stops the team; keep going when the team can still solve.
    const team = present(table, attempt.player, Z.surface(attempt.location));
    const mission = missionCard(table);
    const solving = mission?.mission?.requirements ? meets(table, mission.mission.requirements, team) : false;
    return options.find((command) => command.chosen[0] === (solving ? 'ignore' : 'help')) ?? options[0]!;
  }
  if (values.includes('no-bribe')) return options.find((command) => command.chosen[0] !== 'no-bribe') ?? options[0]!;
  if (!values.every((value) => table.state.cards[value])) return options[0]!;
  // Cards to be hurt: among mine, the ones the attempt misses least; among the opponent's, the ones it misses most.
  const worth = (iid: string) => memberLoss(table, iid);
  const total = (command: Choose) => command.chosen.reduce((sum, iid) => sum + worth(iid), 0);
  const mine = values.every((iid) => table.state.cards[iid]!.owner === table.me);
  return [...options].sort((a, b) => (mine ? total(a) - total(b) : total(b) - total(a)))[0]!;
}

function present(table: Table, player: string, zone: string): string[] {
  return cardsIn(table, zone).filter((iid) => table.state.cards[iid]!.owner === player && cardOf(table, iid).type === 'Personnel' && isActive(table, iid));
}

function missionCard(table: Table) {
  const attempt = table.state.attempt!;
  const missions = table.state.locations[attempt.location]!.missions;
  const iid = missions.find((id) => table.state.cards[id]!.owner === attempt.player) ?? missions[0]!;
  return cardOf(table, iid);
}

function team(table: Table): string[] {
  const attempt = table.state.attempt!;
  return [
    ...(attempt.planet ? present(table, attempt.player, Z.surface(attempt.location)) : []),
    ...(attempt.ship ? present(table, attempt.player, Z.aboard(attempt.ship)) : []),
  ];
}

/** What losing this personnel costs its owner's attempt: more when the mission would then be out of reach. */
function memberLoss(table: Table, iid: string): number {
  const requirements = missionCard(table).mission?.requirements;
  const attempters = team(table);
  let loss = personnelWorth(table, iid);
  if (requirements && attempters.includes(iid) && meets(table, requirements, attempters) && !meets(table, requirements, attempters.filter((id) => id !== iid))) loss += 10;
  return loss;
}

/** Dual missions: the team (Away Team or crew) that meets more of the dilemma's conditions faces it. */
function chooseTeam(table: Table, options: readonly Choose[]): Command {
  const attempt = table.state.attempt!;
  const dilemma = cardsIn(table, Z.encounter(attempt.location))[0];
  const def = dilemma ? dilemmaDef(table.state.cards[dilemma]!.blueprint) : undefined;
  const texts = def
    ? [...def.steps.flatMap((step) => ('require' in step ? [step.require] : 'unless' in step && step.unless ? [step.unless] : [])), ...(def.nullify ? [def.nullify] : [])]
    : [];
  const score = (which: string) => {
    const members = which === 'crew' && attempt.ship ? present(table, attempt.player, Z.aboard(attempt.ship)) : present(table, attempt.player, Z.surface(attempt.location));
    const met = texts.filter((text) => {
      const parsed = parseRequirement(text).expression;
      return parsed ? meets(table, parsed, members) : false;
    }).length;
    return met * 100 + members.length;
  };
  return [...options].sort((a, b) => score(b.chosen[0]!) - score(a.chosen[0]!))[0]!;
}

/**
 * A manual effect the opponent declared: accepted unless it scores them points or hurts my cards
 * (the bot cannot read card text, so it disputes what it cannot see a reason for).
 */
export function manualResponse(table: Table, legal: readonly Command[]): Command | null {
  const pending = table.state.pendingManual;
  const responses = legal.filter((command): command is CommandOf<'RespondToManualEffect'> => command.type === 'RespondToManualEffect');
  if (!pending || responses.length === 0) return null;
  const mine = (iid: string) => table.state.cards[iid]?.owner === table.me;
  const harmful = pending.primitives.some((primitive) => {
    switch (primitive.kind) {
      case 'score':
        return primitive.player === table.me ? primitive.points < 0 : primitive.points > 0;
      case 'kill':
      case 'stop':
        return mine(primitive.card);
      case 'move':
        return mine(primitive.card) && primitive.to !== 'hand';
      default:
        return false;
    }
  });
  return responses.find((command) => command.accept === !harmful) ?? responses[0]!;
}

/** Command types the bot has no plan for (e.g. a new response window): take the pass or decline it offers. */
const PASS_LIKE = /^(pass|decline|skip|no-?response|finish|end|done)/i;

export function genericChoice(legal: readonly Command[]): Command {
  const candidates = legal.filter((command) => command.type !== 'Concede' && command.type !== 'DeclareManualEffect');
  const declining = candidates.find((command) => PASS_LIKE.test(command.type) || ('accept' in command && command.accept === false && command.type !== 'RespondToManualEffect'));
  return declining ?? candidates[0] ?? legal[0]!;
}
