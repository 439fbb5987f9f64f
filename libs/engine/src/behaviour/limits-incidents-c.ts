/**
 * "Each player is limited to one X or one Y every turn" while a card is in play (issue 15, incidents
 * pass C; the `one-of-titles-each-turn` restriction, vocabulary-incidents-c.ts). Read by `checkPlayCard`
 * and recorded by `playCard` (play.ts) — only for the titles some script limits, so other plays cost a
 * set lookup. 1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 */
import type { Ctx } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { allBehaviours, behaviourOf } from './registry';
import type { IncidentCRestriction } from './vocabulary-incidents-c';

let limitedTitles: ReadonlySet<string> | undefined;

/** Every title some script limits (built once). */
function limited(): ReadonlySet<string> {
  limitedTitles ??= new Set(allBehaviours().flatMap((behaviour) => (behaviour.restricts ?? []).flatMap((r) => (r.kind === 'one-of-titles-each-turn' ? r.titles : []))));
  return limitedTitles;
}

function keyOf(restriction: IncidentCRestriction): string {
  return `one a turn:${restriction.titles.join('/')}`;
}

/** The restrictions of face-up cards in play that limit this title. */
function limitsOn(state: GameState, title: string): { card: string; restriction: IncidentCRestriction }[] {
  if (!limited().has(title)) return [];
  const out: { card: string; restriction: IncidentCRestriction }[] = [];
  for (const instance of tableIndex(state).inPlay) {
    if (!instance.faceUp) continue;
    const behaviour = behaviourOf(instance.blueprint);
    for (const restriction of behaviour?.restricts ?? [])
      if (restriction.kind === 'one-of-titles-each-turn' && restriction.titles.includes(title)) out.push({ card: behaviour!.title, restriction });
  }
  return out;
}

/** The title of the card in play that forbids `player` a second play of this group this turn, if any. */
export function playLimitedBy(state: GameState, player: PlayerId, title: string): string | undefined {
  const turn = state.turn?.number;
  return limitsOn(state, title).find(({ restriction }) => state.abilityUses?.[`${player}|${keyOf(restriction)}`] === turn)?.card;
}

/** After `player` played a card titled `title`: the limited groups it belongs to are spent for the turn. */
export function recordLimitedPlay(ctx: Ctx, player: PlayerId, title: string): void {
  const seen = new Set<string>();
  for (const { restriction } of limitsOn(ctx.state, title)) {
    const key = keyOf(restriction);
    if (seen.has(key)) continue;
    seen.add(key);
    ctx.emit({ type: 'CardAbilityUsed', player, title: key, turn: ctx.state.turn!.number, rule: RULES.oncePerTurn });
  }
}
