/**
 * Issue 15 (helper voyent): romantic partners and couples.
 *   1E rulebook › GLOSSARY › romantic partner: a personnel is the romantic partner of another if the lore
 *   of either card both names the other and says they are or were "romantically involved" (or one of
 *   the equivalent words: husband, wife, mate, married, wedded, bride, imzadi, beloved, mistress, widow,
 *   divorced); the two are a couple. Clarifications: Named In Lore — the lore names a card only with its
 *   exact title, capitalized modifiers included ("Captain Kang" is not "Kang").
 * The engine reads one sentence of lore at a time: a sentence that names the other card and holds one of
 * those words (Kira Nerys: "Romantically involved with Odo."). A sentence that names a third card too is
 * read the same way (a doubt noted in the README).
 * Words:
 * - target `couple-aboard-host`: two unstopped personnel of yours aboard the ship or facility this card
 *   lies on who are romantic partners, written `a+b`;
 * - target `partner-to-download-aboard-host`: a personnel in your draw deck or hand that may be downloaded
 *   now (downloads.ts › checkDownloadable) and is the romantic partner of one of your personnel aboard
 *   the host, compatible with the host, written `card>host` (downloaded by holoprograms.ts'
 *   `download-aboard-host`);
 * - effect `stop-couple`: both personnel of the target are stopped (if still unstopped and aboard).
 * - `insteadOfDilemmaKill.partnerStops` (dilemma-kill-replacement.ts): your unstopped romantic partner
 *   present with the personnel is stopped, and the personnel is stopped instead of killed.
 */
import { compatible } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfCard, Z } from '../zones';
import { downloadableCards } from './downloads';
import { hostOf } from './holoprograms';
import { mixesOf } from './play';
import { romanticPartners } from './romantic-partners';
import { finding } from './target-table';
import type { VerbContext } from './verbs';

export type RomanceTarget = { readonly kind: 'couple-aboard-host' } | { readonly kind: 'partner-to-download-aboard-host' };
export type RomanceEffect = { readonly kind: 'stop-couple' };

export { romanticPartners };

/** For the catalogue test. */
export const ROMANCE_WORDS: readonly string[] = ['target:couple-aboard-host', 'target:partner-to-download-aboard-host', 'effect:stop-couple'];

/** The player's personnel aboard the host. */
function yoursAboard(state: GameState, player: PlayerId, host: string): string[] {
  return cardsIn(state, Z.aboard(host)).filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel');
}

export function romanceTargets(state: GameState, player: PlayerId, spec: RomanceTarget, self?: string): string[] {
  const host = hostOf(state, self);
  if (!host) return [];
  const aboard = yoursAboard(state, player, host);
  if (spec.kind === 'couple-aboard-host') {
    const free = aboard.filter((iid) => !state.cards[iid]!.stopped);
    const out: string[] = [];
    for (let i = 0; i < free.length; i += 1)
      for (let j = i + 1; j < free.length; j += 1) if (romanticPartners(bp(state, free[i]!), bp(state, free[j]!))) out.push(`${free[i]!}+${free[j]!}`);
    return out;
  }
  const hostCard = bp(state, host);
  const mixes = mixesOf(state, player, locationOfCard(state, host));
  const partnersOf = aboard.map((iid) => bp(state, iid));
  return downloadableCards(state, player, { types: ['Personnel'] }, (_iid, card) => compatible(card, hostCard, mixes) && partnersOf.some((one) => romanticPartners(one, card))).map((iid) => `${iid}>${host}`);
}

/** The personnel of an `a+b` target still aboard the card's host and not stopped are stopped (a couple here; opposite-quadrants.ts' pair too). */
export function stopTargetPairAboardHost(v: VerbContext): void {
  const state = v.ctx.state;
  const host = hostOf(state, v.card);
  for (const iid of (v.target ?? '').split('+')) {
    const instance = state.cards[iid];
    if (!instance || instance.stopped || !host || instance.zone !== Z.aboard(host)) continue;
    v.ctx.emit({ type: 'CardStopped', card: iid, rule: `${RULES.cardEffects}; ${RULES.stopped}` });
  }
}

export const ROMANCE_VERBS: { readonly [K in RomanceEffect['kind']]: (v: VerbContext, effect: Extract<RomanceEffect, { kind: K }>) => void } = {
  'stop-couple': (v) => stopTargetPairAboardHost(v),
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const ROMANCE_TARGETS = finding(['couple-aboard-host', 'partner-to-download-aboard-host'], (state, player, spec, self) => romanceTargets(state, player, spec as RomanceTarget, self));
