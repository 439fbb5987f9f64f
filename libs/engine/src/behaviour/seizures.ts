/**
 * Issue 15 (helper qcau): a card played on an opponent's ship held by a dilemma lying on it — "plays on opponent's ship
 * under influence of {Ktarian Game}: all remaining personnel are disabled; if {Wesley Crusher} aboard, he is made your
 * captive" (Seize Wesley).
 *   - target `opponents-ship-under-dilemma` (`titles`): a ship of the opponent on which an ongoing dilemma of these
 *     titles lies (`GameState.ongoing`, not cured);
 *   - verb `disable-aboard-target-capture-titled` (`titles`): every personnel aboard the target not yet disabled is
 *     disabled (`PersonnelDisabled`), then each personnel aboard with one of `titles` is captured by the player
 *     (captives.ts › capture: held on the player's ship or facility there, or where the rules put it).
 *   1E rulebook › GETTING HURT › DISABLED; DS9 expansion rules › CAPTURE (a disabled personnel may be captured);
 *   DUPLICATION AND PERSONAS (a title names every version of the persona).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, other, Z } from '../zones';
import { capture } from './captives';
import { finding } from './target-table';
import type { VerbContext } from './verbs';
import { titledAmong } from '../card-facts';

export type SeizureTarget = { readonly kind: 'opponents-ship-under-dilemma'; readonly titles: readonly string[] };
export type SeizureEffect = { readonly kind: 'disable-aboard-target-capture-titled'; readonly titles: readonly string[] };

/** For the catalogue test. */
export const SEIZURE_WORDS: readonly string[] = ['target:opponents-ship-under-dilemma', 'effect:disable-aboard-target-capture-titled'];

function shipsUnderDilemma(state: GameState, player: PlayerId, spec: SeizureTarget): string[] {
  const out: string[] = [];
  for (const ongoing of Object.values(state.ongoing)) {
    const host = state.cards[ongoing.host];
    if (!host || host.owner !== other(player) || bp(state, ongoing.host).type !== 'Ship' || !titledAmong(spec.titles, bp(state, ongoing.dilemma))) continue;
    if (!out.includes(ongoing.host)) out.push(ongoing.host);
  }
  return out;
}

type Handler<K extends SeizureEffect['kind']> = (v: VerbContext, effect: Extract<SeizureEffect, { kind: K }>) => void;

export const SEIZURE_VERBS: { readonly [K in SeizureEffect['kind']]: Handler<K> } = {
  'disable-aboard-target-capture-titled': (v, effect) => {
    const ship = v.target;
    if (!ship || !v.ctx.state.cards[ship]) return;
    const aboard = () => cardsIn(v.ctx.state, Z.aboard(ship)).filter((iid) => bp(v.ctx.state, iid).type === 'Personnel');
    const disabled = aboard().filter((iid) => !v.ctx.state.cards[iid]!.disabled);
    for (const iid of disabled) v.ctx.emit({ type: 'PersonnelDisabled', card: iid, source: v.card, rule: RULES.disabled });
    const seized = aboard().filter((iid) => titledAmong(effect.titles, bp(v.ctx.state, iid)) && capture(v.ctx, iid, v.player, v.card));
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${disabled.length} personnel disabled, ${seized.length} captured`, target: ship, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const SEIZURE_TARGETS = finding(['opponents-ship-under-dilemma'], (state, player, spec) => shipsUnderDilemma(state, player, spec));
