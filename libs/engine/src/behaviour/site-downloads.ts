/**
 * Issue 15 (helper terok): Site cards downloaded onto a Nor — the `site-to-download` target and the
 * `download-site-target` effect. A site downloaded goes into a Nor's row where it could be placed by playing it
 * (sites.ts › sitePlacementProblem: its corner names the Nor as it shows now, unique per station), on any Nor
 * in play, or only on the Nor of the site the card lies on (`hostNor`: "download a site to this station").
 * `titles` with `andOr`: one site of each title at most, one or more of them in one download onto one Nor
 * ("{Quark's Bar} and/or one {Holosuite}"). The target is `site@nor`, or `site@nor+site@nor`.
 *   1E rulebook › DOWNLOADING (search the draw deck and hand, put into play, not the normal card play);
 *   › Clarifications: Invalid Downloads (one download of several cards: any one not found, none enters play);
 *   1E rulebook › SEEDING SITES; SITES (where a site may lie).
 */
import { bp } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';
import { checkDownloadable, downloadCard, searchedZones } from './downloads';
import { titleKey } from './downloads-coverage';
import { norOfSite, norsInPlay } from './site-basics';
import { sitePlacementProblem } from './sites';
import { finding } from './target-table';
import type { VerbContext } from './verbs';

export type SiteDownloadTarget = {
  readonly kind: 'site-to-download';
  /** Only sites of these titles (default: any Site card). */
  readonly titles?: readonly string[];
  /** With `titles`: one of each at most, any of them together onto one Nor ("X and/or one Y"). */
  readonly andOr?: true;
  /** Only onto the Nor of the site this card lies on ("to this station"). */
  readonly hostNor?: true;
};
export type SiteDownloadEffect = { readonly kind: 'download-site-target' };

/** For the catalogue test. */
export const SITE_DOWNLOAD_WORDS: readonly string[] = ['target:site-to-download', 'effect:download-site-target'];

const INVALID = '1E rulebook › DOWNLOADING › Clarifications: Invalid Downloads';
const DOWNLOADING = '1E rulebook › DOWNLOADING';

/** The Nors the card may download a site onto. */
function norsFor(state: GameState, spec: SiteDownloadTarget, self?: string): string[] {
  if (!spec.hostNor) return norsInPlay(state);
  const zone = self ? state.cards[self]?.zone : undefined;
  const nor = zone && zoneKind(zone) === 'on' ? norOfSite(state, zoneArg(zone)) : null;
  return nor ? [nor] : [];
}

/** The first copy of each Site title the spec allows (draw deck from the top, then hand), downloadable now. */
function siteCopies(state: GameState, player: PlayerId, spec: SiteDownloadTarget): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const zone of searchedZones(state, player))
    for (const iid of cardsIn(state, zone)) {
      const card = bp(state, iid);
      const key = titleKey(card.title);
      if (card.type !== 'Site' || seen.has(key) || (spec.titles && !spec.titles.some((title) => titleKey(title) === key))) continue;
      if (checkDownloadable(state, player, iid, true)) continue;
      seen.add(key);
      out.push(iid);
    }
  return out;
}

/** Offered: each site onto each Nor where it may lie; with `andOr`, also the titles together (each placed in turn). */
export function siteDownloadTargets(state: GameState, player: PlayerId, spec: SiteDownloadTarget, self?: string): string[] {
  const sites = siteCopies(state, player, spec);
  const out: string[] = [];
  for (const nor of norsFor(state, spec, self)) {
    const fits = sites.filter((site) => !sitePlacementProblem(state, site, nor));
    for (const site of fits) out.push(`${site}@${nor}`);
    if (spec.andOr && fits.length > 1) out.push(fits.map((site) => `${site}@${nor}`).join('+'));
  }
  return out;
}

export const SITE_DOWNLOAD_VERBS: { readonly [K in SiteDownloadEffect['kind']]: (v: VerbContext, effect: Extract<SiteDownloadEffect, { kind: K }>) => void } = {
  'download-site-target': (v) => {
    const parts = (v.target ?? '').split('+').map((part) => part.split('@'));
    const state = v.ctx.state;
    const searched = searchedZones(state, v.player);
    const gone = parts.find(([site, nor]) => !site || !nor || !state.cards[site] || !searched.includes(state.cards[site]!.zone) || sitePlacementProblem(state, site, nor) !== null);
    if (!v.target || gone) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'download invalid: a site is no longer found or may not lie there', ...(v.target ? { target: v.target } : {}), rule: INVALID });
      return;
    }
    for (const [site, nor] of parts) downloadCard(v.ctx, v.player, site!, v.card, { to: Z.sites(nor!), placed: true });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `downloaded ${parts.map(([site]) => bp(v.ctx.state, site!).title).join(' and ')}`, target: v.target, rule: DOWNLOADING });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const SITE_DOWNLOAD_TARGETS = finding(['site-to-download'], (state, player, spec, self) => siteDownloadTargets(state, player, spec, self));
