/**
 * Issue 15 (sites): cards that lie on a site (Automated Security System on Ops) — the target word `site`
 * (sites in play by title), the verb `kill-random-here-unless`, and what such a card changes at the Nor
 * (walking to or from the Ore Processing Unit stops while it lies on Ops).
 *   1E rulebook › MISCELLANEOUS RULES › RANDOM SELECTION; 1E DS9 expansion rules › Walking; › "here" (at that site).
 */
import { leavePlay } from '../attempt/leaving-play';
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import { controls } from '../control';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';
import { norOfSite, sitesRow, SITE_RULES } from './site-basics';
import type { VerbContext } from './verbs';
import type { SiteEffect } from './vocabulary-sites';
import { finding } from './target-table';

/** Target `site`: the sites in play (on any Nor) with one of these titles; `yours`: on a Nor the player controls. */
export function siteTitleTargets(state: GameState, titles: readonly string[], player?: PlayerId): string[] {
  const out: string[] = [];
  for (const iid in state.cards) {
    const instance = state.cards[iid]!;
    if (zoneKind(instance.zone) !== 'sites' || !titles.includes(bp(state, iid).title)) continue;
    if (player && !controls(state, player, zoneArg(instance.zone))) continue;
    out.push(iid);
  }
  return out;
}

type Handler<K extends SiteEffect['kind']> = (v: VerbContext, effect: Extract<SiteEffect, { kind: K }>) => void;

export const SITE_VERBS: { readonly [K in SiteEffect['kind']]: Handler<K> } = {
  // One personnel at the site the card lies on, selected at random; killed unless of the species named.
  'kill-random-here-unless': (v, effect) => {
    const state = v.ctx.state;
    const zone = state.cards[v.card]?.zone ?? '';
    if (zoneKind(zone) !== 'on') return;
    const site = zoneArg(zone);
    const candidates = cardsIn(state, Z.aboard(site)).filter((iid) => bp(state, iid).type === 'Personnel');
    if (candidates.length === 0) return;
    const rng = v.ctx.rng();
    const victim = rng.pick(candidates);
    v.ctx.emit({ type: 'RandomCardsSelected', purpose: bp(state, v.card).title, candidates: [...candidates], outcome: [victim], secret: { rng: rng.state }, rule: RULES.randomSelection });
    const spared = bp(state, victim).characteristics.some((one) => one.toLowerCase().split('/').includes(effect.unlessSpecies.toLowerCase()));
    if (!spared) leavePlay(v.ctx, victim, 'killed', v.card);
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: spared ? `${bp(state, victim).title} selected, spared (${effect.unlessSpecies})` : `${bp(state, victim).title} selected and killed`, target: victim, rule: RULES.cardEffects });
  },
};

const SECURITY = 'Automated Security System';
const ORE_UNIT = 'Ore Processing Unit';

/**
 * Ore Processing Unit: while Automated Security System lies on its Nor's Ops, no personnel walk into it from
 * the site next to it, or out of it — so no walk starts at, ends at, or passes through it.
 */
export function securityWalkProblem(state: GameState, from: string, to: string): Problem | null {
  const start = zoneArg(from);
  const nor = norOfSite(state, start);
  if (!nor) return null;
  const row = sitesRow(state, nor);
  const guarded = row.some((site) => bp(state, site).title === 'Ops' && cardsIn(state, Z.on(site)).some((iid) => bp(state, iid).title === SECURITY));
  if (!guarded) return null;
  const a = row.indexOf(start);
  const b = row.indexOf(zoneArg(to));
  if (a < 0 || b < 0) return null;
  const path = row.slice(Math.min(a, b), Math.max(a, b) + 1);
  return path.some((site) => bp(state, site).title === ORE_UNIT) ? problem('SECURITY_SEALED', `${SECURITY} on Ops seals the ${ORE_UNIT}: no walking to or from it`, SITE_RULES.walking) : null;
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const SITE_CARDS_TARGETS = finding(['site'], (state, player, spec) => [...siteTitleTargets(state, spec.titles, spec.yours ? player : undefined), ...(spec.orShips ? shipsInPlay(state) : [])]);

/** Ships in play on the spaceline (in space, docked or landed), any player's. */
function shipsInPlay(state: GameState): string[] {
  const out: string[] = [];
  for (const iid in state.cards) {
    const kind = zoneKind(state.cards[iid]!.zone);
    if ((kind === 'space' || kind === 'docked' || kind === 'surface') && bp(state, iid).type === 'Ship') out.push(iid);
  }
  return out;
}
