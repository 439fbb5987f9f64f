/**
 * Issue 15 (helper incb): a card in play that lets its owner download a death-saving interrupt at the moment it saves —
 * "you may suspend play while you download {Jem'Hadar Sacrifice} or {Security Sacrifice}, then discard incident"
 * (Dominion Hierarchy lying on your [Dom] facility). Words:
 * - field `deathSaverDownloads` (`titles`, `onHostTypes`): while the card lies face up on a card of one of those types,
 *   an interrupt of those titles in its owner's draw deck that may be downloaded now (downloads.ts › checkDownloadable)
 *   is a candidate of death-savers.ts beside the hand (the hand first: a copy held is played before one is fetched). Used,
 *   it is downloaded (`CardDownloaded`, to the discard pile like a played interrupt; the deck is reshuffled) and the card
 *   that let it is discarded ("then discard incident");
 * - ability condition `lies-on` (`types`): the acting card lies on a card of one of these types (its way of play, when
 *   the card has several: Dominion Hierarchy's download of Jem'Hadar Sacrifice onto its own target).
 *   1E rulebook › DOWNLOADING (a download plays the card; suspending play); GETTING HURT › KILLED OR DESTROYED ("about to
 *   be killed"); PLAYING A CARD › Tip: Interrupts and Doorways Don't Use Your Card Play.
 * Decision: as with a saver held in hand (death-savers.ts), the engine uses the download for its owner whenever it can.
 */
import { blueprintOf, titledAmong } from '../card-facts';
import { bp, type Ctx } from '../context';
import { shuffleZone } from '../seeding';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, Z, zoneArg, zoneKind } from '../zones';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { checkDownloadable, DOWNLOAD_RULES } from './downloads';
import { behaviourOf } from './registry';

export interface DeathSaverDownloads {
  /** The interrupts it lets its owner download as they save. */
  readonly titles: readonly string[];
  /** Only while the card lies on a card of one of these types ('Facility'). */
  readonly onHostTypes?: readonly string[];
}

export type LiesOnCondition = { readonly kind: 'lies-on'; readonly types: readonly string[] };

/** For the catalogue test. */
export const DEATH_SAVER_DOWNLOAD_WORDS: readonly string[] = ['field:deathSaverDownloads', 'ability-condition:lies-on'];

/** The type of the card `iid` lies on, if it lies on one in play. */
function hostType(state: GameState, iid: string): string | null {
  const zone = state.cards[iid]?.zone ?? '';
  if (zoneKind(zone) !== 'on') return null;
  const host = state.cards[zoneArg(zone)];
  return host && isInPlayZone(host.zone) ? blueprintOf(state, host.iid).type : null;
}

export const LIES_ON_CONDITIONS: { readonly 'lies-on': (state: GameState, player: PlayerId, card: string, condition: LiesOnCondition) => boolean } = {
  'lies-on': (state, _player, card, condition) => condition.types.includes(hostType(state, card) ?? ''),
};

const downloadsSavers: BlueprintTest = (behaviour) => behaviour.deathSaverDownloads !== undefined;

/** The face-up cards of `owner` in play whose `deathSaverDownloads` holds now, with their titles. */
function sources(state: GameState, owner: PlayerId): { iid: string; titles: readonly string[] }[] {
  const granting = blueprintsWhere(state, downloadsSavers);
  if (granting.size === 0) return [];
  const out: { iid: string; titles: readonly string[] }[] = [];
  for (const instance of tableIndex(state).inPlayBy[owner] ?? []) {
    if (!granting.has(instance.blueprint) || !instance.faceUp || instance.owner !== owner) continue;
    const word = behaviourOf(instance.blueprint)!.deathSaverDownloads!;
    if (word.onHostTypes && !word.onHostTypes.includes(hostType(state, instance.iid) ?? '')) continue;
    out.push({ iid: instance.iid, titles: word.titles });
  }
  return out;
}

/** The interrupts in `owner`'s draw deck a card of theirs lets them download to save a personnel now (the first copy of each title). */
export function deckSavers(state: GameState, owner: PlayerId): string[] {
  const titles = new Set(sources(state, owner).flatMap((source) => source.titles));
  if (titles.size === 0) return [];
  const seen = new Set<string>();
  return cardsIn(state, Z.draw(owner)).filter((iid) => {
    const title = bp(state, iid).title;
    if (!titles.has(title) || seen.has(title) || checkDownloadable(state, owner, iid) !== null) return false;
    seen.add(title);
    return true;
  });
}

/** The saver `card` (in `owner`'s draw deck) is downloaded as it saves; the card that let it is discarded. */
export function downloadSaver(ctx: Ctx, owner: PlayerId, card: string): void {
  const source = sources(ctx.state, owner).find((one) => titledAmong(one.titles, bp(ctx.state, card)))!;
  ctx.emit({ type: 'CardDownloaded', player: owner, card, title: bp(ctx.state, card).title, from: Z.draw(owner), to: Z.discard(owner), source: source.iid, rule: `${DOWNLOAD_RULES.downloading}; ${RULES.killed}` });
  shuffleZone(ctx, Z.draw(owner), DOWNLOAD_RULES.downloading);
  const from = ctx.state.cards[source.iid]!.zone;
  ctx.emit({ type: 'CardMoved', card: source.iid, from, to: Z.discard(ctx.state.cards[source.iid]!.owner), faceUp: true, reason: `${bp(ctx.state, source.iid).title}: discarded after its download`, rule: RULES.cardEffects });
}
