/**
 * Issue 15 (helper bogborg): downloads its owner may not make, and a table-wide download ban (Computer Crash) its
 * owner may ignore for some cards — The Ultimate User: "You may not download drones … while your Relentless in play …
 * while downloading a [BO] objective, you may ignore Computer Crash".
 * Words (permits on a card face up on its owner's table), read by downloads.ts › checkDownloadable (the check every
 * download of a found card passes):
 * - `no-downloads-of` (`characteristics`, `types`): the owner may not download a personnel with one of these characteristics,
 *   nor (issue 15, helper reports) any card of these types;
 * - `downloads-ignore-computer-crash` (`types`, `icons`, `whileYours`): while the owner has a card of one of the
 *   `whileYours` titles face up in play, a card of those types showing every icon of `icons` may be downloaded by them
 *   even though a card forbids downloading (verbs-events-c.ts › downloadsForbiddenBy: Computer Crash).
 *   1E rulebook › DOWNLOADING; MISCELLANEOUS RULES › CARD EFFECTS (a card's restriction on its owner).
 * Decision: "may ignore" is always taken (a download is still the player's choice to make); paths that give up on
 * every download at once while Computer Crash is in play (a few choices offered from the draw deck) are not reopened.
 */
import type { Card } from '@captains-log/cards';
import { bp } from '../context';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { titledAmong } from '../card-facts';

export type DownloadBanPermit =
  | {
      readonly kind: 'no-downloads-of';
      readonly characteristics?: readonly string[];
      /** Issue 15 (helper reports): any card of these types ("you may not download dilemmas or personnel"). */
      readonly types?: readonly string[];
    }
  | { readonly kind: 'downloads-ignore-computer-crash'; readonly types: readonly string[]; readonly icons: readonly string[]; readonly whileYours: readonly string[] }
  /**
   * Issue 15 (helper ferengi): the owner ignores every card of the opponent's with one of these titles — its download ban
   * (`downloadsForbiddenBy`) and its ban on playing titled cards (play-conditions2.ts › playForbiddenBy). Quark's Isolinear Rods:
   * Computer Crash.
   */
  | { readonly kind: 'ignores-opponents-titled'; readonly titles: readonly string[] };

/** For the catalogue test. */
export const DOWNLOAD_BAN_WORDS: readonly string[] = ['permit:no-downloads-of', 'permit:downloads-ignore-computer-crash', 'permit:ignores-opponents-titled'];

function tablePermits(state: GameState, player: PlayerId): { title: string; permit: DownloadBanPermit }[] {
  const out: { title: string; permit: DownloadBanPermit }[] = [];
  for (const iid of cardsIn(state, Z.table(player))) {
    if (!state.cards[iid]!.faceUp) continue;
    const behaviour = behaviourOf(state.cards[iid]!.blueprint);
    for (const permit of behaviour?.permits ?? [])
      if (permit.kind === 'no-downloads-of' || permit.kind === 'downloads-ignore-computer-crash' || permit.kind === 'ignores-opponents-titled') out.push({ title: behaviour!.title, permit });
  }
  return out;
}

/** The title of the card on `player`'s table that forbids them to download `card`, if any. */
export function ownDownloadBan(state: GameState, player: PlayerId, card: Card): string | undefined {
  const found = tablePermits(state, player).find(
    ({ permit }) =>
      permit.kind === 'no-downloads-of' &&
      ((permit.types?.includes(card.type) ?? false) || (card.type === 'Personnel' && (permit.characteristics?.some((c) => card.characteristics.includes(c)) ?? false))),
  );
  return found?.title;
}

/** Issue 15 (helper ferengi): whether `player` ignores the card `iid` (an opponent's, titled as an `ignores-opponents-titled` permit of theirs names). */
export function ignoresOpponentCard(state: GameState, player: PlayerId, iid: string): boolean {
  const instance = state.cards[iid];
  if (!instance || instance.owner === player) return false;
  const title = bp(state, iid).title;
  return tablePermits(state, player).some(({ permit }) => permit.kind === 'ignores-opponents-titled' && permit.titles.includes(title));
}

/** Issue 15 (helper ferengi): every face-up card on a table forbidding downloads is one `player` ignores. */
function everyBanIgnored(state: GameState, player: PlayerId): boolean {
  const banners = tableIndex(state).inPlay.filter((one) => one.faceUp && zoneKind(one.zone) === 'table' && (behaviourOf(one.blueprint)?.restricts ?? []).some((restriction) => restriction.kind === 'no-downloads'));
  return banners.length > 0 && banners.every((one) => ignoresOpponentCard(state, player, one.iid));
}

/** Whether `player` may download `card` although a card forbids downloading. */
export function ignoresDownloadBan(state: GameState, player: PlayerId, card: Card): boolean {
  if (everyBanIgnored(state, player)) return true;
  return tablePermits(state, player).some(({ permit }) => {
    if (permit.kind !== 'downloads-ignore-computer-crash') return false;
    if (!permit.types.includes(card.type) || !permit.icons.every((code) => card.icons.some((icon) => icon.code === code))) return false;
    return tableIndex(state).inPlay.some((instance) => instance.faceUp && instance.owner === player && titledAmong(permit.whileYours, bp(state, instance.iid)));
  });
}
