/**
 * Issue 15 (battle2): a card on a table that makes ships carry a minimum crew to move or to initiate
 * battle, and a download that plays its card on yourself (Obelisk of Masaka). Words:
 * - restriction `crew-to-move-or-battle` (`count`, `shipClasses`): face up on either table, every ship
 *   with a staffing icon, or of one of `shipClasses`, needs at least `count` of its owner's personnel
 *   aboard to move (play.ts › checkOwnShip) or to initiate battle (battle/battle.ts › shipAttackers):
 *   `crewMinimumProblem`;
 * - effect `download-titled-targeting-you` (`title`): the first copy of `title` in your draw deck or
 *   hand is downloaded and played with yourself as its target (downloads.ts › downloadCard).
 *   1E rulebook › EXECUTING ORDERS › STAFF A SHIP; BATTLE › INITIATING A BATTLE; DOWNLOADING (and
 *   › Clarifications: Invalid Downloads).
 * Decisions: a crew member is any personnel of the ship's owner aboard (stopped or not); this adds to
 * staffing, so a ship a card lets move unstaffed (M-5 Computer) still needs the crew. Obelisk's "only one
 * of several draws a card provides may become a download" is what the engine already does: the only
 * draw it converts to a download is the end-of-turn draw, once a turn (personnel-b.ts › drawReplaced).
 */
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import { PLAYERS, type GameState, type PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { checkDownloadable, downloadCard, findToDownload, DOWNLOAD_RULES } from './downloads';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import type { VerbContext } from './verbs';

export type CrewMinimumRestriction = { readonly kind: 'crew-to-move-or-battle'; readonly count: number; readonly shipClasses: readonly string[] };
export type CrewMinimumEffect = { readonly kind: 'download-titled-targeting-you'; readonly title: string };

/** For the catalogue test. */
export const CREW_MINIMUM_WORDS: readonly string[] = ['restriction:crew-to-move-or-battle', 'effect:download-titled-targeting-you'];

const restrictsCrewToMove: BlueprintTest = (b) => b.restricts?.some((restriction) => restriction.kind === 'crew-to-move-or-battle');
function sourceIds(state: GameState): ReadonlySet<string> {
  return blueprintsWhere(state, restrictsCrewToMove);
}

/** Why `ship` may not move or initiate battle now for want of crew (a card on a table), if so. */
export function crewMinimumProblem(state: GameState, ship: string, action: 'move' | 'battle'): Problem | null {
  const ids = sourceIds(state);
  if (ids.size === 0) return null;
  for (const player of PLAYERS)
    for (const iid of cardsIn(state, Z.table(player))) {
      const instance = state.cards[iid]!;
      if (!instance.faceUp || !ids.has(instance.blueprint)) continue;
      for (const restriction of behaviourOf(instance.blueprint)!.restricts!) {
        if (restriction.kind !== 'crew-to-move-or-battle') continue;
        const card = bp(state, ship);
        const applies = (card.ship?.staffing.icons.length ?? 0) > 0 || restriction.shipClasses.includes(card.ship?.shipClass ?? '');
        if (!applies) continue;
        const owner = state.cards[ship]!.owner;
        const crew = cardsIn(state, Z.aboard(ship)).filter((one) => state.cards[one]!.owner === owner && bp(state, one).type === 'Personnel').length;
        if (crew < restriction.count)
          return problem('CREW_TOO_SMALL', `${bp(state, iid).title}: ${card.title} needs ${restriction.count} crew members aboard to ${action === 'move' ? 'move' : 'initiate battle'}`, RULES.cardEffects);
      }
    }
  return null;
}

export const CREW_MINIMUM_VERBS: { readonly [K in CrewMinimumEffect['kind']]: (v: VerbContext, effect: Extract<CrewMinimumEffect, { kind: K }>) => void } = {
  'download-titled-targeting-you': (v, effect) => {
    const found = findToDownload(v.ctx.state, v.player, effect.title);
    if (!found || checkDownloadable(v.ctx.state, v.player, found)) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `download invalid: no ${effect.title} to download`, rule: DOWNLOAD_RULES.invalid });
      return;
    }
    downloadCard(v.ctx, v.player, found, v.card, { cardTarget: v.player as PlayerId });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `downloaded ${effect.title} targeting ${v.player}`, rule: DOWNLOAD_RULES.downloading });
  },
};
