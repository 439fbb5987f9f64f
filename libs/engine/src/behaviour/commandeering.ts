/**
 * Commandeering a Nor (issue 15, sites): 1E DS9 expansion rules › COMMANDEERING A FACILITY — a Computer
 * Skill personnel of yours unopposed at the Ops of an opponent's Nor takes it over. Apart from
 * behaviour/sites.ts so that sites.ts need not import play.ts (which imports sites.ts).
 */
import type { Affiliation } from '@captains-log/cards';
import { bp, type Ctx, problem, type Problem } from '../context';
import { meetGroup, requirement } from '../attempt/requirements';
import { beginOrders, checkOwnTurn } from '../play';
import { behaviourOf } from './registry';
import { commandeerTurn, mayTurnOnCommandeer } from './nor-sides';
import type { CommandOf, GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';
import {
  hasSkill,
  isNor,
  norAsCard,
  norTitle,
  placedSite,
  siteSpecOf,
  SITE_RULES,
  unopposedHere,
} from './site-basics';

export function checkCommandeer(
  state: GameState,
  command: CommandOf<'Commandeer'>,
): Problem | null {
  const turn = checkOwnTurn(state, command.actor, SITE_RULES.commandeer);
  if (turn) return turn;
  const nor = state.cards[command.facility];
  if (!nor || !isNor(bp(state, command.facility)))
    return problem('NOT_A_NOR', 'only a Nor is commandeered this way', SITE_RULES.commandeer);
  if (nor.owner === command.actor)
    return problem(
      'ALREADY_YOURS',
      `you already control ${norTitle(state, command.facility)}`,
      SITE_RULES.commandeer,
    );
  const personnel = state.cards[command.personnel];
  if (
    !personnel ||
    personnel.owner !== command.actor ||
    bp(state, command.personnel).type !== 'Personnel'
  )
    return problem('NOT_YOURS', 'name a personnel of yours', SITE_RULES.commandeer);
  const site = zoneKind(personnel.zone) === 'aboard' ? zoneArg(personnel.zone) : '';
  const placed = site ? placedSite(state, site) : null;
  if (!placed || placed.nor !== command.facility || !placed.spec.commandeer)
    return problem(
      'NOT_AT_OPS',
      'the personnel must be at the Ops of that Nor',
      SITE_RULES.commandeer,
    );
  if (!hasSkill(state, command.personnel, 'Computer Skill'))
    return problem(
      'NO_COMPUTER_SKILL',
      `${bp(state, command.personnel).title} has no Computer Skill (or is stopped)`,
      SITE_RULES.commandeer,
    );
  if (!unopposedHere(state, command.actor, site))
    return problem('OPPOSED', 'your personnel at Ops are opposed', SITE_RULES.commandeer);
  if (command.flip && !mayTurnOnCommandeer(state, command.facility))
    return problem('NOT_TURNABLE', `${norTitle(state, command.facility)} is not turned over at its new controller's choice`, SITE_RULES.commandeer);
  return guardProblem(state, command.actor, command.facility);
}

/**
 * Issue 15 (site text): a card lying on one of the Nor's sites may forbid commandeering it (Sisko 197
 * Subroutine on Ops), or allow it only to a player whose personnel unopposed at that site meet a
 * requirement (Station Briefing on Commander's Office: 2 Leadership). Read from the cards' `norGuard`.
 */
function guardProblem(state: GameState, player: PlayerId, nor: string): Problem | null {
  // Issue 15 (helper domir): a card on the table of the Nor's holder (tableNorGuard).
  const holder = state.cards[nor]!.owner;
  for (const card of cardsIn(state, Z.table(holder))) {
    const guard = state.cards[card]!.faceUp ? behaviourOf(state.cards[card]!.blueprint)?.tableNorGuard : undefined;
    if (!guard || (state.attemptedBy ?? []).includes(holder)) continue;
    if (!norAsCard(state, nor).affiliations.some((affiliation) => guard.affiliations.includes(affiliation))) continue;
    return problem('NOR_GUARDED', `${bp(state, card).title}: ${norTitle(state, nor)} may not be commandeered while its holder has not attempted a mission`, SITE_RULES.commandeer);
  }
  for (const site of cardsIn(state, Z.sites(nor)))
    for (const card of cardsIn(state, Z.on(site))) {
      if (!state.cards[card]!.faceUp) continue;
      const guard = behaviourOf(state.cards[card]!.blueprint)?.norGuard;
      if (!guard) continue;
      const title = bp(state, card).title;
      if (guard.noCommandeer) return problem('NOR_GUARDED', `${title} lies on ${bp(state, site).title}: ${norTitle(state, nor)} may not be commandeered`, SITE_RULES.commandeer);
      if (guard.commandeerNeeds) {
        const usable = (iid: string) => bp(state, iid).type === 'Personnel' && !state.cards[iid]!.stopped && !state.cards[iid]!.disabled;
        const here = unopposedHere(state, player, site) ? cardsIn(state, Z.aboard(site)).filter(usable) : [];
        if (meetGroup(state, requirement(guard.commandeerNeeds), here).verdict !== 'met')
          return problem('NOR_GUARDED', `${title}: commandeering needs your ${guard.commandeerNeeds} unopposed at ${bp(state, site).title}`, SITE_RULES.commandeer);
      }
    }
  return null;
}

export function commandeer(ctx: Ctx, command: CommandOf<'Commandeer'>): void {
  beginOrders(ctx, command.actor);
  const state = ctx.state;
  const affiliation = (bp(state, command.personnel).affiliations[0] ??
    'Non-Aligned') as Affiliation;
  // Issue 15 (helper terok): a two-sided Nor turns over as its card says (nor-sides.ts): Terok Nor to Deep Space 9 when
  // a [Baj] or [Fed] personnel commandeers it; Mirror Terok Nor when its new controller asks (`flip`).
  const turn = commandeerTurn(state, command.facility, affiliation, command.flip === true);
  ctx.emit({
    type: 'NorCommandeered',
    nor: command.facility,
    by: command.actor,
    from: state.cards[command.facility]!.owner,
    site: zoneArg(state.cards[command.personnel]!.zone),
    personnel: command.personnel,
    affiliation,
    ...(turn.title ? { flippedTo: turn.title } : {}),
    ...(turn.turnedOver ? { turnedOver: true as const } : {}),
    rule: SITE_RULES.commandeer,
  });
}

/** Legal commands: one per Computer Skill personnel of the player's unopposed at an opponent's Nor's Ops (none without a Nor). */
export function commandeerOffers(
  state: GameState,
  player: PlayerId,
  facilities: readonly { readonly iid: string; readonly owner: PlayerId }[],
): CommandOf<'Commandeer'>[] {
  const out: CommandOf<'Commandeer'>[] = [];
  for (const facility of facilities) {
    if (facility.owner === player || !isNor(bp(state, facility.iid))) continue;
    for (const site of cardsIn(state, Z.sites(facility.iid))) {
      if (!siteSpecOf(bp(state, site))?.commandeer) continue;
      for (const personnel of cardsIn(state, Z.aboard(site))) {
        const command = {
          type: 'Commandeer' as const,
          actor: player,
          facility: facility.iid,
          personnel,
        };
        if (checkCommandeer(state, command)) continue;
        out.push(command);
        // Issue 15 (helper terok): "new controller may flip card over" (Mirror Terok Nor): with and without.
        if (mayTurnOnCommandeer(state, facility.iid)) out.push({ ...command, flip: true });
      }
    }
  }
  return out;
}
