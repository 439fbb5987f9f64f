/**
 * Issue 15 (response abilities): an ability of a card in play used as a valid response, inside the
 * player's own response window (vocabulary-response-abilities.ts). The command is `ActivateCard`
 * (activations.ts): its checks, limits and costs as for any ability; here only what differs —
 *   - the window: the top response window is the player's, of the kind the ability names, and its
 *     card not nullified already (1E rulebook › THE PLAY PHASE › Alternating Actions; Clarifications:
 *     Valid responses › When Responses Happen). An attempt or battle in progress does not stop it:
 *     the window is how the rules let a player act inside them;
 *   - after the effects, the window answered closes (`ResponseWindowClosed { how: 'responded' }`):
 *     an ability is no card played, so it opens no window of its own (as a personnel's nullifying
 *     skill: nullify-personnel-b.ts) and what waited on the window resolves, unless nullified;
 *   - the offers: legalCommands asks for them in the player's window (legal.ts › windowCommands).
 */
import { titledAmong } from '../card-facts';
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { Command, GameState, PlayerId } from '../types';
import { cardsIn, other, Z } from '../zones';
import { behaviourOf } from './registry';
import { topWindow } from './responses';
import { nullifyPlay, type VerbContext } from './verbs';
import type { Ability } from './vocabulary-activations';
import type { ResponseAbilityEffect, ResponseAbilityTarget, ResponseAbilityWindow } from './vocabulary-response-abilities';
import { discardBarred, DOWNLOAD_RULES, searchedZones } from './downloads';
import { matches } from './play';
import { shuffleZone } from '../seeding';
import { downloadsForbiddenBy } from './verbs-events-c';
import { finding } from './target-table';

const WINDOW_NAMES: Readonly<Record<ResponseAbilityWindow['to'], string>> = {
  'card-played': 'a card just played',
  'dilemma-encountered': 'a dilemma just encountered',
  'battle-initiated': 'a battle just initiated',
  'battle-ended': 'a battle just ended',
  'mission-solved': 'a mission just solved',
  // Issue 15 (windows): behaviour/assimilation-windows.ts.
  'personnel-assimilated': 'personnel just assimilated',
  // Issue 15 (helper windows): behaviour/turn-ending-windows.ts.
  'turn-ending': 'the end of a turn',
  // Issue 15 (helper windows): behaviour/damaged-windows.ts.
  'ship-damaged': 'a ship just damaged',
  // Issue 15 (helper pairs): behaviour/combat-pairings.ts.
  'combat-pairing': 'a combat pairing just revealed',
  // Issue 15 (helper terok): behaviour/commandeer-windows.ts, commandeer-downloads.ts.
  'facility-commandeered': 'a facility you just commandeered',
  // Issue 15 (helper ferengi): behaviour/captives.ts › openCapturedWindows (Ferengi Military Operations).
  'personnel-captured': 'personnel just captured',
  // Issue 15 (helper tail1): behaviour/attempt-windows.ts (Prepare Landing Party's download: attempt-start-downloads.ts).
  'attempt-began': 'the start of a mission attempt',
  // Issue 15 (helper infiltrate): responses.ts › openKilledWindows (Assume Identity: impersonation.ts).
  'personnel-killed': 'personnel just killed',
};

/** The ability's response window, if it is used as a response. */
export function responseWindowOf(ability: Ability): ResponseAbilityWindow | undefined {
  return typeof ability.window === 'object' && ability.window.kind === 'response' ? ability.window : undefined;
}

/** Why the player may not use a response ability now (null: the window fits). */
export function responseWindowProblem(state: GameState, player: PlayerId, window: ResponseAbilityWindow): Problem | null {
  if (state.phase !== 'play' || !state.turn) return problem('WRONG_PHASE', 'responses are made in the play phase', RULES.playPhase);
  const top = topWindow(state);
  if (!top || top.action !== window.to) return problem('NO_RESPONSE_WINDOW', `this ability answers only ${WINDOW_NAMES[window.to]}, in your response window`, RULES.alternatingActions);
  if (top.player !== player) return problem('NOT_YOUR_DECISION', `${top.player} may respond now`, RULES.alternatingActions);
  if (window.by === 'opponent' && top.by === player) return problem('NOT_OPPONENTS_ACTION', 'this ability answers only what your opponent did', RULES.alternatingActions);
  if (window.by === 'you' && top.by !== player) return problem('NOT_YOUR_ACTION', 'this ability answers only what you did (the end of your own turn)', RULES.alternatingActions);
  if (top.nullified) return problem('NULLIFIED', 'the card answered is nullified already', RULES.whenResponsesHappen);
  if (state.pendingManual) return problem('AWAITING_RESPONSE', 'a manual effect is waiting for the opponent to accept or dispute it', RULES.manualEffects);
  return null;
}

/** Of the player's ability offers, those used as responses (the caller checks each one). */
export function responseOffers(state: GameState, offers: readonly Command[]): Command[] {
  return offers.filter((command) => {
    if (command.type !== 'ActivateCard') return false;
    const instance = state.cards[command.card];
    const ability = instance ? behaviourOf(instance.blueprint)?.abilities?.find((entry) => entry.id === command.ability) : undefined;
    // Issue 15 (helper partials): an ability that suspends play is used in the player's own response window too.
    return !!ability && (!!responseWindowOf(ability) || ability.window === 'suspend-play');
  });
}

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

/** `opponent-discards-on-just-played`: the opponent's discard pile, when the window fits (else none). */
function burnablePile(state: GameState, player: PlayerId, spec: Extract<ResponseAbilityTarget, { kind: 'opponent-discards-on-just-played' }>): { pile: string[]; first?: string } | null {
  const top = topWindow(state);
  if (!top || top.action !== 'card-played' || top.by === player || top.player !== player || top.nullified || !state.cards[top.card]) return null;
  if (!titledAmong(spec.titles, bp(state, top.card))) return null;
  const pile = cardsIn(state, Z.discard(other(player))).filter((iid) => iid !== top.card);
  return { pile, ...(top.target && pile.includes(top.target) ? { first: top.target } : {}) };
}

/** Whether `target` (`c1+c2+…`) is a valid set for `opponent-discards-on-just-played`. */
export function isValidBurn(state: GameState, player: PlayerId, spec: ResponseAbilityTarget, target: string): boolean {
  if (spec.kind !== 'opponent-discards-on-just-played') return false;
  const found = burnablePile(state, player, spec);
  if (!found) return false;
  const chosen = target.split('+');
  return new Set(chosen).size === chosen.length && chosen.length === Math.min(spec.count, found.pile.length) && chosen.every((iid) => found.pile.includes(iid));
}

/** `revealed-dilemma-and-replacement`: the dilemma alone, or with each replacement the player may download (first copy of each title). */
export function responseAbilityTargets(state: GameState, player: PlayerId, spec: ResponseAbilityTarget): string[] {
  if (spec.kind === 'opponent-discards-on-just-played') {
    const found = burnablePile(state, player, spec);
    if (!found) return [];
    const ordered = found.first ? [found.first, ...found.pile.filter((iid) => iid !== found.first)] : found.pile;
    return ordered.length === 0 ? [] : [ordered.slice(0, spec.count).join('+')];
  }
  const top = topWindow(state);
  const attempt = state.attempt;
  if (!top || top.action !== 'dilemma-encountered' || !attempt || attempt.dilemma !== top.card || !state.cards[top.card] || !matches(bp(state, top.card), spec.filter)) return [];
  const out = [top.card];
  if (downloadsForbiddenBy(state)) return out;
  const titles = new Set<string>();
  for (const zone of searchedZones(state, player))
    for (const iid of cardsIn(state, zone)) {
      const card = bp(state, iid);
      if (discardBarred(state, player, iid) || card.type !== 'Dilemma' || !card.dilemmaKind || !(spec.kinds as readonly string[]).includes(card.dilemmaKind) || titles.has(card.title)) continue;
      titles.add(card.title);
      out.push(`${top.card}>${iid}`);
    }
  return out;
}

type Handler<K extends ResponseAbilityEffect['kind']> = (v: VerbContext, effect: Extract<ResponseAbilityEffect, { kind: K }>) => void;

export const RESPONSE_ABILITY_VERBS: { readonly [K in ResponseAbilityEffect['kind']]: Handler<K> } = {
  'nullify-target-atop-deck': (v, effect) => {
    const card = v.target!;
    const atop = !effect.ifYouHoldCards || cardsIn(v.ctx.state, Z.hand(v.player)).length > 0;
    if (!atop) {
      nullifyPlay(v.ctx, card, v.card);
      resolved(v, 'card just played nullified');
      return;
    }
    const instance = v.ctx.state.cards[card]!;
    v.ctx.emit({ type: 'PlayNullified', card, by: v.card, rule: RULES.whenResponsesHappen });
    v.ctx.emit({ type: 'CardMoved', card, from: instance.zone, to: Z.draw(instance.owner), index: 0, faceUp: false, reason: `nullified by ${bp(v.ctx.state, v.card).title}: atop its owner's draw deck`, rule: RULES.whenResponsesHappen });
    resolved(v, 'card just played nullified, atop its owner’s draw deck');
  },
  'nullify-and-seed-replacement': (v) => {
    const [dilemma, replacement] = v.target!.split('>') as [string, string | undefined];
    const location = v.ctx.state.attempt?.location;
    nullifyPlay(v.ctx, dilemma, v.card);
    const instance = replacement ? v.ctx.state.cards[replacement] : undefined;
    if (!instance || !location || !searchedZones(v.ctx.state, v.player).includes(instance.zone) || discardBarred(v.ctx.state, v.player, replacement!)) {
      resolved(v, 'dilemma just revealed nullified');
      return;
    }
    const from = instance.zone;
    v.ctx.emit({ type: 'CardMoved', card: replacement!, from, to: Z.under(location), index: 0, faceUp: false, reason: `${bp(v.ctx.state, v.card).title}: downloaded and seeded as a replacement`, rule: `${DOWNLOAD_RULES.downloading}; ${RULES.nullifiers}` });
    if (from === Z.draw(v.player)) shuffleZone(v.ctx, Z.draw(v.player), DOWNLOAD_RULES.downloading);
    resolved(v, 'dilemma just revealed nullified, a replacement seeded');
  },
  'chosen-out-of-play': (v) => {
    const chosen = (v.target ?? '').split('+').filter((iid) => v.ctx.state.cards[iid]);
    for (const iid of chosen) {
      const instance = v.ctx.state.cards[iid]!;
      v.ctx.emit({ type: 'CardMoved', card: iid, from: instance.zone, to: Z.out(instance.owner), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: placed out of play`, rule: RULES.cardEffects });
    }
    resolved(v, `${chosen.length} card(s) placed out of play`);
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const RESPONSE_ABILITIES_TARGETS = finding(['revealed-dilemma-and-replacement', 'opponent-discards-on-just-played'], (state, player, spec) => responseAbilityTargets(state, player, spec));
