/**
 * Issue 15 (battle2): personnel downloaded aboard your ship at the start of a battle (Awaken: one [Def]
 * drone, two when the opponent initiated the battle). Words:
 * - target `download-aboard-your-ship-at-battle` (`filter`: PersonnelFilter, `count`, `countIfAttacked`):
 *   written `ship>c1` or `ship>c1+c2` — one of your ships at the location of the battle just initiated
 *   (its window open; in space or docked there) and up to `count` (`countIfAttacked` when the opponent
 *   initiated it) personnel matching `filter` in your draw deck or hand that may be downloaded now and
 *   are compatible with that ship. Offered: per ship, the first cards found (as many as allowed); any
 *   other set of 1..n distinct such cards is valid;
 * - effect `download-aboard-chosen-ship`: all of them are downloaded aboard that ship as one download
 *   (the personnel download limit allows several personnel in one action); if any is no longer
 *   available, or the ship has left, the whole download is invalid.
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (2. Responses), SHIP BATTLE (3. Responses); DOWNLOADING ›
 *   Clarifications: Invalid Downloads; › General Quarters: The Personnel Download Limit; REPORTING FOR
 *   DUTY › COMPATIBLE.
 * Decisions: "two if opponent initiated" is read as up to two (one is a valid choice); "at that
 * location" is any ship of yours there, in the battle or not; a download names a specific place, so
 * it is special reporting (no native-quadrant or facility need) but stays compatible with the ship.
 */
import { compatible } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfCard, locationOfZone, Z, zoneKind } from '../zones';
import { checkDownloadable, downloadCard, searchedZones, DOWNLOAD_RULES } from './downloads';
import { personnelMatches } from './personnel-filter';
import { mixesOf } from './play';
import { battleWindow } from './targets-battle';
import type { PersonnelFilter } from './vocabulary-events2';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type BattleDownloadTarget = { readonly kind: 'download-aboard-your-ship-at-battle'; readonly filter: PersonnelFilter; readonly count: number; readonly countIfAttacked: number };
export type BattleDownloadEffect = { readonly kind: 'download-aboard-chosen-ship' };

/** For the catalogue test. */
export const BATTLE_DOWNLOAD_WORDS: readonly string[] = ['target:download-aboard-your-ship-at-battle', 'effect:download-aboard-chosen-ship'];

function allowed(state: GameState, player: PlayerId, spec: BattleDownloadTarget): number {
  return state.battle && state.battle.attacker !== player ? spec.countIfAttacked : spec.count;
}

/** Your ships at the location of the battle just initiated. */
function yourShips(state: GameState, player: PlayerId): string[] {
  const battle = state.battle;
  if (!battle || !battleWindow(state)) return [];
  return Object.values(state.cards)
    .filter((instance) => instance.owner === player && bp(state, instance.iid).type === 'Ship' && ['space', 'docked'].includes(zoneKind(instance.zone)) && locationOfZone(state, instance.zone) === battle.location)
    .map((instance) => instance.iid);
}

/** The cards that may be downloaded aboard `ship` now. */
function candidates(state: GameState, player: PlayerId, spec: BattleDownloadTarget, ship: string): string[] {
  const shipCard = bp(state, ship);
  const mixes = mixesOf(state, player, locationOfCard(state, ship));
  return searchedZones(state, player).flatMap((zone) =>
    cardsIn(state, zone).filter((iid) => {
      const card = bp(state, iid);
      return card.type === 'Personnel' && personnelMatches(card, spec.filter) && compatible(card, shipCard, mixes) && checkDownloadable(state, player, iid) === null;
    }),
  );
}

export function battleDownloadTargets(state: GameState, player: PlayerId, spec: BattleDownloadTarget): string[] {
  const n = allowed(state, player, spec);
  return yourShips(state, player).flatMap((ship) => {
    const found = candidates(state, player, spec, ship);
    return found.length === 0 ? [] : [`${ship}>${found.slice(0, n).join('+')}`];
  });
}

function parse(target: string): { ship: string; cards: string[] } {
  const [ship, list] = target.split('>') as [string, string | undefined];
  return { ship, cards: list ? list.split('+') : [] };
}

export function isValidBattleDownload(state: GameState, player: PlayerId, spec: BattleDownloadTarget, target: string): boolean {
  const { ship, cards } = parse(target);
  if (cards.length === 0 || cards.length > allowed(state, player, spec) || new Set(cards).size !== cards.length || !yourShips(state, player).includes(ship)) return false;
  const found = candidates(state, player, spec, ship);
  return cards.every((iid) => found.includes(iid)) && uniqueTogether(state, cards);
}

/** Two copies of one unique personnel may not both enter play. */
function uniqueTogether(state: GameState, cards: readonly string[]): boolean {
  const unique = cards.filter((iid) => !bp(state, iid).universal).map((iid) => bp(state, iid).title);
  return new Set(unique).size === unique.length;
}

export const BATTLE_DOWNLOAD_VERBS: { readonly [K in BattleDownloadEffect['kind']]: (v: VerbContext, effect: Extract<BattleDownloadEffect, { kind: K }>) => void } = {
  'download-aboard-chosen-ship': (v) => {
    const state = v.ctx.state;
    const { ship, cards } = parse(v.target ?? '');
    const zones = searchedZones(state, v.player);
    const still =
      !!state.cards[ship] && ['space', 'docked'].includes(zoneKind(state.cards[ship]!.zone)) && cards.length > 0 && cards.every((iid) => !!state.cards[iid] && zones.includes(state.cards[iid]!.zone) && checkDownloadable(state, v.player, iid) === null);
    if (!still) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'download invalid: a card or the ship is no longer available', ...(v.target ? { target: v.target } : {}), rule: DOWNLOAD_RULES.invalid });
      return;
    }
    for (const iid of cards) downloadCard(v.ctx, v.player, iid, v.card, { to: Z.aboard(ship) });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${cards.length} personnel downloaded aboard ${bp(state, ship).title}`, target: v.target!, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const BATTLE_DOWNLOADS_TARGETS = finding(['download-aboard-your-ship-at-battle'], (state, player, spec) => battleDownloadTargets(state, player, spec));
