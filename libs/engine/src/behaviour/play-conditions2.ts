/**
 * The play conditions of vocabulary-events2.ts (issue 15, third pass), checked with the card's target
 * by `checkScriptedPlay` (behaviour/play.ts). 1E rulebook › ATTEMPT A MISSION › ENCOUNTERING
 * DILEMMAS › Clarification: Triggered & Targeted Effects (a card whose conditions are not met is not played).
 */
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import { PLAYERS, type CommandOf, type GameState, type PlayerId } from '../types';
import { cardsIn, other, Z } from '../zones';
import { meetGroup, requirement } from '../attempt/requirements';
import { behaviourOf } from './registry';
import { personnelInPlay } from './personnel-filter';
import type { CardBehaviour } from './vocabulary';
import { justKilledNamedProblem } from './killed-returns';
import { ignoresOpponentCard } from './download-bans';
import { shipInRegionProblem } from './objective-stages';

export function checkEvents2Conditions(state: GameState, command: CommandOf<'PlayCard'>, behaviour: CardBehaviour): Problem | null {
  for (const condition of behaviour.play?.requires ?? []) {
    switch (condition.kind) {
      case 'your-away-team-at-target-meets': {
        const team = command.target
          ? cardsIn(state, Z.surface(command.target)).filter((iid) => state.cards[iid]!.owner === command.actor && !state.cards[iid]!.stopped && !state.cards[iid]!.disabled && bp(state, iid).type === 'Personnel')
          : [];
        if (meetGroup(state, requirement(condition.requirement), team).verdict !== 'met')
          return problem('PLAY_CONDITION', `${behaviour.title} needs ${condition.requirement} in your Away Team there`, RULES.triggers);
        break;
      }
      case 'none-atop-target':
        if (command.target && cardsIn(state, Z.atop(command.target)).some((iid) => bp(state, iid).title === condition.title))
          return problem('PLAY_CONDITION', `only one ${condition.title} may lie on that mission`, RULES.triggers);
        break;
      case 'opponent-score-higher': {
        const total = (player: 'p1' | 'p2') => state.score[player].points + state.score[player].bonus;
        if (!(total(other(command.actor)) > total(command.actor))) return problem('PLAY_CONDITION', `${behaviour.title} needs your opponent's score to be higher than yours`, RULES.triggers);
        break;
      }
      case 'yours-on-target-planet':
        if (!command.target || !personnelInPlay(state, command.actor, condition.filter).some((iid) => state.cards[iid]!.zone === Z.surface(command.target!)))
          return problem('PLAY_CONDITION', `${behaviour.title} needs such a personnel of yours on that planet`, RULES.triggers);
        break;
      case 'target-mission-opponents':
        if (!command.target || !(state.locations[command.target]?.missions ?? []).some((mission) => state.cards[mission]!.owner !== command.actor))
          return problem('PLAY_CONDITION', `${behaviour.title} needs a mission your opponent seeded`, RULES.triggers);
        break;
      case 'you-have-personnel':
        if (personnelInPlay(state, command.actor, condition.filter).length < condition.atLeast)
          return problem('PLAY_CONDITION', `${behaviour.title} needs ${condition.atLeast} such personnel of yours in play`, RULES.triggers);
        break;
      case 'just-killed-named': {
        const unmet = justKilledNamedProblem(state, condition, behaviour.title);
        if (unmet) return unmet;
        break;
      }
      case 'you-just-solved': {
        const top = (state.windows ?? [])[(state.windows ?? []).length - 1];
        if (top?.action !== 'mission-solved' || top.by !== command.actor) return problem('PLAY_CONDITION', `${behaviour.title} is played just after you solve a mission (when earned)`, RULES.triggers);
        break;
      }
      case 'your-ship-titled-in-region': {
        const unmet = shipInRegionProblem(state, command.actor, condition, behaviour.title);
        if (unmet) return unmet;
        break;
      }
      default:
        break;
    }
  }
  return null;
}

/** A face-up card on either table whose `no-plays-titled` restriction names `title`: its title, if any (checked by `checkPlayCard` for every card, scripted or not). */
export function playForbiddenBy(state: GameState, title: string, actor?: PlayerId): string | undefined {
  for (const player of PLAYERS)
    for (const iid of cardsIn(state, Z.table(player))) {
      if (!state.cards[iid]!.faceUp) continue;
      const behaviour = behaviourOf(state.cards[iid]!.blueprint);
      for (const restriction of behaviour?.restricts ?? []) {
        if (restriction.kind !== 'no-plays-titled' || (restriction.yoursOnly && actor !== player)) continue;
        // Issue 15 (helper ferengi): a card of the opponent's the actor ignores (download-bans.ts › ignoresOpponentCard: Quark's Isolinear Rods).
        if (actor && ignoresOpponentCard(state, actor, iid)) continue;
        if (restriction.titles.includes(title) || (restriction.titlePrefixes ?? []).some((prefix) => title.startsWith(prefix))) return behaviour!.title;
      }
    }
  return undefined;
}
