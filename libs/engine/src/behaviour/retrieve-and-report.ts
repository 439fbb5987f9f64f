/**
 * Issue 15 (helper films): a personnel brought back to hand that may at once be played for free
 * (Operation Retrieve: "if they are [Films], you may immediately play them (for free)").
 *   - target `your-personnel-to-retrieve` (`orControlled`, `reportIf`): your personnel held captive
 *     (and, with `orControlled`, under the opponent's control), as the captives target
 *     `your-personnel-held-captive`; for one matching `reportIf` also `personnel>place`, naming the
 *     place it then reports to: one of your facilities or ships where it may report for duty
 *     (play.ts › checkReportingPlace: compatibility, native quadrant, the ship's own reporting text)
 *     without breaking uniqueness. Choosing the bare personnel is declining the free play.
 *   - effect `retrieve-target-then-report`: the personnel returns to its owner's hand (captives.ts ›
 *     `target-to-owner-hand`); then, when a place was named and the report is still valid, it reports
 *     there for free (not the normal card play), with its "when reported" text.
 *   1E rulebook › CAPTURE (rescue); PLAYING "FOR FREE"; REPORTING FOR DUTY.
 */
import { bp, inPlayOf } from '../context';
import { checkReportingPlace, checkUniqueness } from '../play';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { Z, zoneKind } from '../zones';
import { CAPTIVE_VERBS, captiveTargets } from './captives';
import { personnelMatches } from './personnel-filter';
import { REPORTING_RULES } from './reporting';
import { runWhenReported } from './reports-personnel-b';
import { finding } from './target-table';
import type { VerbContext } from './verbs';
import type { PersonnelFilter } from './vocabulary-events2';
import { runWhenCardsPlayed } from './when-cards-played';

export type RetrieveTarget = { readonly kind: 'your-personnel-to-retrieve'; readonly orControlled?: true; readonly reportIf: PersonnelFilter };
export type RetrieveEffect = { readonly kind: 'retrieve-target-then-report' };

/** For the catalogue test. */
export const RETRIEVE_WORDS: readonly string[] = ['target:your-personnel-to-retrieve', 'effect:retrieve-target-then-report'];

/** Where `card` (back in hand) may report now: the player's facilities and ships in play. */
function reportPlaces(state: GameState, player: PlayerId, card: string): string[] {
  const others = inPlayOf(state, player).filter((instance) => instance.iid !== card);
  if (checkUniqueness(state, player, bp(state, card), others)) return [];
  return others
    .filter((instance) => {
      const type = bp(state, instance.iid).type;
      const zone = zoneKind(instance.zone);
      return instance.owner === player && instance.faceUp && (type === 'Facility' || type === 'Ship') && (zone === 'space' || zone === 'surface' || zone === 'docked');
    })
    .filter((instance) => !checkReportingPlace(state, player, card, instance.iid))
    .map((instance) => instance.iid);
}

function retrieveTargets(state: GameState, player: PlayerId, spec: RetrieveTarget): string[] {
  const base = captiveTargets(state, player, { kind: 'your-personnel-held-captive', ...(spec.orControlled ? { orControlled: true as const } : {}) });
  return base.flatMap((iid) => [iid, ...(personnelMatches(bp(state, iid), spec.reportIf) ? reportPlaces(state, player, iid).map((place) => `${iid}>${place}`) : [])]);
}

type Handler<K extends RetrieveEffect['kind']> = (v: VerbContext, effect: Extract<RetrieveEffect, { kind: K }>) => void;

export const RETRIEVE_VERBS: { readonly [K in RetrieveEffect['kind']]: Handler<K> } = {
  'retrieve-target-then-report': (v) => {
    const [card, place] = (v.target ?? '').split('>') as [string, string | undefined];
    if (!card || !v.ctx.state.cards[card]) return;
    CAPTIVE_VERBS['target-to-owner-hand']({ ...v, target: card }, { kind: 'target-to-owner-hand' });
    const state = v.ctx.state;
    if (!place || state.cards[card]?.zone !== Z.hand(v.player) || !reportPlaces(state, v.player, card).includes(place)) return;
    const to = bp(state, place).type === 'Facility' || bp(state, place).type === 'Ship' ? Z.aboard(place) : null;
    if (!to) return;
    v.ctx.emit({ type: 'CardReported', player: v.player, card, facility: place, to, normalCardPlay: false, rule: `${REPORTING_RULES.special}; ${RULES.playingForFree}` });
    runWhenReported(v.ctx, v.player, card);
    runWhenCardsPlayed(v.ctx, v.player, card);
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const RETRIEVE_TARGETS = finding(['your-personnel-to-retrieve'], (state, player, spec) => retrieveTargets(state, player, spec));
