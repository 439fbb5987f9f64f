/**
 * Issue 15 (partials-iob): a card that nullifies other cards where it is present ("nullifies {Brain
 * Drain} where present"): `nullifiesWherePresent` on the nullifying card (vocabulary.ts). Checked after
 * every command (decide.ts, next to discard-when.ts): while the card is face up in play, every card
 * with one of `titles` lying on a personnel present with it (the same crew, Away Team or facility) is
 * nullified — discarded. Played onto a personnel there, it is discarded as the play ends (the play
 * happened: its "once each turn" is spent); an I.P. Scanner arriving later nullifies it then.
 * Either player's nullifier counts (the text names no owner).
 *   1E rulebook › GLOSSARY › Present; › PLAYING A CARD (cards remain in play until nullified or
 *   discarded); › NULLIFY (a nullified card is discarded).
 * Cheap: the nullifying cards are listed once per card record (`perCards`).
 */
import { blueprintOf, titledAmong } from '../card-facts';
import type { Ctx } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import { perCards, tableIndex } from '../table-index';
import type { CardInstance, GameState } from '../types';
import { cardsIn, Z, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';

export type PresentNullifier =
  /** Cards with one of these titles lying on a personnel present with the nullifier. */
  { readonly kind: 'cards-on-personnel-present'; readonly titles: readonly string[] };

/** For the catalogue test. */
export const PRESENT_NULLIFIER_WORDS: readonly PresentNullifier['kind'][] = ['cards-on-personnel-present'];

const nullifiesWherePresent: BlueprintTest = (behaviour) => behaviour.nullifiesWherePresent !== undefined;
const NONE: readonly CardInstance[] = [];

function nullifiers(state: GameState): readonly CardInstance[] {
  // Issue 17 (seventeenth session): no card of this game has the word, so none is in play (blueprints-where.ts).
  if (blueprintsWhere(state, nullifiesWherePresent).size === 0) return NONE;
  return perCards(state, 'present-nullifiers', () =>
    tableIndex(state).inPlay.filter((instance) => instance.faceUp && behaviourOf(instance.blueprint)?.nullifiesWherePresent !== undefined),
  );
}

/** The cards a nullifier present with them nullifies now: [nullified card, nullifier]. */
export function nullifiedWherePresent(state: GameState): [string, string][] {
  const out: [string, string][] = [];
  for (const source of nullifiers(state)) {
    const kind = zoneKind(source.zone);
    if (kind !== 'aboard' && kind !== 'surface') continue;
    for (const rule of behaviourOf(source.blueprint)!.nullifiesWherePresent!) {
      for (const member of cardsIn(state, source.zone)) {
        if (blueprintOf(state, member).type !== 'Personnel') continue;
        for (const lying of cardsIn(state, Z.on(member))) if (titledAmong(rule.titles, blueprintOf(state, lying)) && !out.some(([iid]) => iid === lying)) out.push([lying, source.iid]);
      }
    }
  }
  return out;
}

/** Discards what nullifiers present nullify (after every command). */
export function nullifyWherePresent(ctx: Ctx): void {
  if (ctx.state.phase !== 'play') return;
  for (const [iid, source] of nullifiedWherePresent(ctx.state)) if (ctx.state.cards[iid]) leavePlay(ctx, iid, 'discarded', source);
}
