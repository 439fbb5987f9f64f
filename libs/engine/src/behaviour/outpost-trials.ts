/**
 * Issue 15 (lead, facilities in ship battle): testing an opponent's outposts — Test for Weakness. Three words, read for
 * a card lying on a mission:
 * - effect `download-target-here-for-opponent`: the target (a `card-to-download`, a facility) enters play at the card's
 *   location, in space, under the opponent's control (`ControlTaken`, for the rest of the game): "download {X} here
 *   (under opponent's control)". Its owner keeps owning it (1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP).
 * - `doublesWeaponsHere: { affiliations, icons }`: the WEAPONS of its owner's ships of one of `affiliations` showing every
 *   one of `icons`, at its location, are doubled when they fire back at an attack (return fire) or when one attacks alone
 *   against an outpost (battle/battle.ts › fire).
 * - `scoresOpposingOutpostDestroyedHere: points`: when a facility of kind Outpost controlled by the card's opponent is
 *   destroyed at its location, the card's owner scores `points` and the card is discarded (attempt/leaving-play.ts ›
 *   destroyShip).
 *   1E rulebook › BATTLE › SHIP BATTLE › 5. Open Fire, 6. Return Fire; DOWNLOADING; GETTING HURT › DESTROYED.
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfCard, other, Z } from '../zones';
import { downloadCard, checkDownloadable, DOWNLOAD_RULES, searchedZones } from './downloads';
import { finding } from './target-table';
import { behaviourOf } from './registry';
import type { VerbContext } from './verbs';
import { titledAmong } from '../card-facts';

export interface DoublesWeaponsHere {
  readonly affiliations: readonly string[];
  readonly icons: readonly string[];
}

export type OutpostTrialEffect = { readonly kind: 'download-target-here-for-opponent' };
/** A facility of one of `titles` the player may download now (the first copy found): placed by the effect, not built by its own rules. */
export type OutpostTrialTarget = { readonly kind: 'facility-to-download-here'; readonly titles: readonly string[] };

export const OUTPOST_TRIAL_TARGETS = finding(['facility-to-download-here'], (state, player, spec) => {
  // The card names the facility and places it itself (`permitted`: checkDownloadable's facility-downloads case).
  const seen = new Set<string>();
  const out: string[] = [];
  for (const zone of searchedZones(state, player))
    for (const iid of cardsIn(state, zone)) {
      const card = bp(state, iid);
      if (card.type !== 'Facility' || !titledAmong(spec.titles, card) || seen.has(card.title) || checkDownloadable(state, player, iid, true)) continue;
      seen.add(card.title);
      out.push(iid);
    }
  return out;
});

/** Cards lying on the missions at `location` (face up), with their behaviours and owners. */
function onMissionsAt(state: GameState, location: string) {
  return cardsIn(state, Z.atop(location))
    .filter((iid) => state.cards[iid]!.faceUp)
    .map((iid) => ({ iid, owner: state.cards[iid]!.owner, behaviour: behaviourOf(state.cards[iid]!.blueprint) }));
}

/** The factor for `ship` firing in ship battle: 2 when a card of its owner's at its location doubles it in this situation. */
export function weaponsFactorHere(state: GameState, ship: string, location: string, situation: { readonly returning: boolean; readonly alone: boolean; readonly target: string }): number {
  const owner = state.cards[ship]?.owner;
  if (!owner || bp(state, ship).type !== 'Ship') return 1;
  const card = bp(state, ship);
  const versusOutpost = bp(state, situation.target).type === 'Facility' && bp(state, situation.target).facilityKind === 'Outpost';
  if (!situation.returning && !(situation.alone && versusOutpost)) return 1;
  const doubles = onMissionsAt(state, location).some(({ owner: holder, behaviour }) => {
    const rule = behaviour?.doublesWeaponsHere;
    return holder === owner && !!rule && (card.affiliations as readonly string[]).some((a) => rule.affiliations.includes(a)) && rule.icons.every((code) => card.icons.some((icon) => icon.code === code));
  });
  return doubles ? 2 : 1;
}

/** A facility just destroyed at `location` (read before it left play: its kind and controller): cards there that score for it. */
export function scoreOpposingOutpostDestroyed(ctx: Ctx, facility: { readonly kind: string | undefined; readonly controller: PlayerId }, location: string): void {
  if (facility.kind !== 'Outpost') return;
  for (const { iid, owner, behaviour } of onMissionsAt(ctx.state, location)) {
    const points = behaviour?.scoresOpposingOutpostDestroyedHere;
    if (points === undefined || owner === facility.controller || !ctx.state.cards[iid]) continue;
    ctx.emit({ type: 'PointsScored', player: owner, points, bonus: false, source: iid, rule: RULES.cardEffects });
    ctx.emit({ type: 'CardMoved', card: iid, from: ctx.state.cards[iid]!.zone, to: Z.discard(ctx.state.cards[iid]!.owner), faceUp: true, reason: `${behaviour!.title}: an opposing outpost destroyed here`, rule: RULES.cardEffects });
  }
}

export const OUTPOST_TRIAL_VERBS = {
  'download-target-here-for-opponent': (v: VerbContext): void => {
    const state = v.ctx.state;
    const location = locationOfCard(state, v.card);
    const iid = v.target;
    const available = !!iid && !!state.cards[iid] && searchedZones(state, v.player).includes(state.cards[iid]!.zone) && !checkDownloadable(state, v.player, iid, true);
    if (!location || !iid || !available || bp(state, iid).type !== 'Facility') {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'download invalid: the card is no longer available', ...(iid ? { target: iid } : {}), rule: DOWNLOAD_RULES.invalid });
      return;
    }
    downloadCard(v.ctx, v.player, iid, v.card, { to: Z.space(location), placed: true });
    v.ctx.emit({ type: 'ControlTaken', cards: [iid], by: other(v.player), from: v.player, source: v.card, until: Number.MAX_SAFE_INTEGER, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `downloaded ${bp(v.ctx.state, iid).title} here, under ${other(v.player)}'s control`, target: iid, rule: DOWNLOAD_RULES.downloading });
  },
};

/** For the catalogue test and the README. */
export const OUTPOST_TRIAL_WORDS: readonly string[] = ['target:facility-to-download-here', 'effect:download-target-here-for-opponent', 'doubles-weapons-here', 'scores-opposing-outpost-destroyed-here'];
