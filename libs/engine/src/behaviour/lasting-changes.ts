/**
 * Issue 15 (shorts): a personnel changed "until the end of that dilemma" or "for the rest of the turn"
 * by an interrupt discarded at once (Driven, Smoke and Mirrors, Small Oversight). The change is kept
 * as a turn-stamped use key (as attribute-shifts.ts and skill-copies.ts keep theirs); a dilemma-long
 * change also names the dilemma, so it lapses by itself once the attempt moves past that encounter
 * (`AttemptState.dilemma` is another card, or none) or the turn ends — no new state, no new event.
 * `memberOf` (attempt/requirements.ts) applies it, so requirements and dilemma selections see it.
 *   1E rulebook › THE CARDS › INTERRUPTS; ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (responses to a
 *   dilemma encountered); PERSONNEL (attributes, classification, skills); THE CUMULATIVE RULE.
 */
import { groupMemberFromCard, type GroupMember } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { present } from '../attempt/teams';
import { bp } from '../context';
import { selectAtRandom } from './random-selection';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, other, Z } from '../zones';
import { personnelMatches } from './personnel-filter';
import type { VerbContext } from './verbs';
import type { LastingChange, LastingChangeEffect, LastingChangeTarget } from './vocabulary-lasting-changes';
import { finding } from './target-table';
import { titledAmong } from '../card-facts';

const PREFIX = '(changed for a while) ';

/** The personnel of `player` facing the dilemma whose `dilemma-encountered` window is open, if it is their attempt. */
function facingPersonnel(state: GameState, player: PlayerId): string[] {
  const attempt = state.attempt;
  const windows = state.windows ?? [];
  const top = windows[windows.length - 1];
  if (!attempt || attempt.player !== player || !attempt.dilemma || !attempt.team || top?.action !== 'dilemma-encountered' || top.card !== attempt.dilemma) return [];
  return present(state, attempt, attempt.team);
}

/** The personnel of each discard pile (by owner). */
function discardedPersonnel(state: GameState, owner: PlayerId): string[] {
  return cardsIn(state, Z.discard(owner)).filter((iid) => bp(state, iid).type === 'Personnel');
}

function yourPersonnel(state: GameState, player: PlayerId, filter: LastingChangeTarget & { kind: 'your-personnel-and-discarded-personnel' }): string[] {
  return tableIndex(state)
    .inPlayBy[player].filter((instance) => instance.faceUp && bp(state, instance.iid).type === 'Personnel' && personnelMatches(bp(state, instance.iid), filter.receiver ?? {}))
    .map((instance) => instance.iid);
}

/** Whether `target` (`receiver>a+b`) is a valid choice for a `your-personnel-and-discarded-personnel` target. */
export function isValidDiscardedAttributesTarget(state: GameState, player: PlayerId, spec: LastingChangeTarget & { kind: 'your-personnel-and-discarded-personnel' }, target: string): boolean {
  const [receiver, set] = target.split('>') as [string, string | undefined];
  const chosen = (set ?? '').split('+').filter((iid) => iid !== '');
  if (!yourPersonnel(state, player, spec).includes(receiver) || chosen.length !== spec.count || new Set(chosen).size !== chosen.length) return false;
  const pile = state.cards[chosen[0]!]?.zone;
  return !!pile && (pile === Z.discard('p1') || pile === Z.discard('p2')) && chosen.every((iid) => state.cards[iid]?.zone === pile && bp(state, iid).type === 'Personnel');
}

/** The targets a lasting-change target offers. */
export function lastingChangeTargets(state: GameState, player: PlayerId, spec: LastingChangeTarget): string[] {
  if (spec.kind === 'your-personnel-and-discarded-personnel') {
    // One set per pile (its first personnel) and receiver; any other set of one pile is valid too (isValidTarget).
    const sets = (['p1', 'p2'] as const).map((owner) => discardedPersonnel(state, owner).slice(0, spec.count)).filter((set) => set.length === spec.count);
    return yourPersonnel(state, player, spec).flatMap((receiver) => sets.map((set) => `${receiver}>${set.join('+')}`));
  }
  if (spec.kind === 'personnel-not-bearing') {
    const cards = spec.whose === 'yours' ? tableIndex(state).inPlayBy[player] : tableIndex(state).inPlay;
    return cards
      .filter((instance) => instance.faceUp && bp(state, instance.iid).type === 'Personnel' && personnelMatches(bp(state, instance.iid), spec.filter ?? {}))
      .filter((instance) => !cardsIn(state, Z.on(instance.iid)).some((iid) => state.cards[iid]!.faceUp && titledAmong(spec.titles, bp(state, iid))))
      .map((instance) => instance.iid);
  }
  const team = facingPersonnel(state, player);
  if (spec.teamHas && !team.some((iid) => memberOf(state, iid).skills.some((skill) => skill.name === spec.teamHas && skill.level > 0))) return [];
  const facing = team.filter((iid) => personnelMatches(bp(state, iid), spec.filter ?? {}));
  if (spec.opponentShip) {
    const ships = tableIndex(state).inPlayBy[other(player)].filter((instance) => bp(state, instance.iid).type === 'Ship' && opponentsAboard(state, instance.iid, player).length > 0);
    return facing.flatMap((personnel) => ships.map((ship) => `${personnel}>${ship.iid}`));
  }
  if (!spec.discardFromHand) return facing;
  const hand = cardsIn(state, Z.hand(player)).filter((iid) => bp(state, iid).type === 'Personnel' && personnelMatches(bp(state, iid), spec.discardFromHand!));
  return facing.flatMap((personnel) => hand.map((card) => `${personnel}>${card}`));
}

/** The personnel aboard `ship` that are not `player`'s. */
function opponentsAboard(state: GameState, ship: string, player: PlayerId): string[] {
  return cardsIn(state, Z.aboard(ship)).filter((iid) => state.cards[iid]!.owner !== player && bp(state, iid).type === 'Personnel');
}

function encode(change: LastingChange, added?: string): string {
  return [added ? `p${added}` : '', change.attributes !== undefined ? `a${change.attributes}` : '', change.losesSkills ? 's' : '', change.losesClassification ? 'c' : '', change.losesFirstSkill ? 'f' : ''].filter((part) => part !== '').join(',');
}

function describe(change: LastingChange): string {
  const parts = [
    change.addsRandomAboard ? 'adds the skills and attributes of a random opposing personnel' : '',
    change.attributes !== undefined ? `attributes all ${change.attributes >= 0 ? '+' : ''}${change.attributes}` : '',
    change.losesClassification ? 'no classification' : '',
    change.losesSkills ? 'no skills' : '',
    change.losesFirstSkill ? 'first-listed skill lost' : '',
  ];
  return parts.filter((part) => part !== '').join(', ');
}

type Handler<K extends LastingChangeEffect['kind']> = (v: VerbContext, effect: Extract<LastingChangeEffect, { kind: K }>) => void;

export const LASTING_CHANGE_VERBS: { readonly [K in LastingChangeEffect['kind']]: Handler<K> } = {
  'lasting-change': (v, effect) => {
    const state = v.ctx.state;
    const target = (v.target ?? '').split('>')[0]!;
    const dilemma = effect.until === 'dilemma-ends' ? state.attempt?.dilemma : '-';
    if (!state.turn || !dilemma || !state.cards[target] || bp(state, target).type !== 'Personnel') {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'nobody changed', rule: RULES.cardEffects });
      return;
    }
    const who = effect.who === 'target' ? [target] : cardsIn(state, state.cards[target]!.zone).filter((iid) => bp(state, iid).type === 'Personnel' && personnelMatches(bp(state, iid), effect.filter ?? {}));
    const source = state.cards[v.card]!.blueprint;
    let added: string | undefined;
    if (effect.change.addsRandomAboard) {
      const ship = (v.target ?? '').split('>')[1] ?? '';
      const candidates = state.cards[ship] ? opponentsAboard(state, ship, v.player) : [];
      if (candidates.length === 0) {
        v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'nobody aboard that ship: nothing added', rule: RULES.cardEffects });
        return;
      }
      added = selectAtRandom(v.ctx, { purpose: `${bp(state, v.card).title}: the personnel whose skills and attributes are added`, candidates })[0]!;
    }
    for (const iid of who)
      v.ctx.emit({ type: 'CardAbilityUsed', player: state.cards[iid]!.owner, title: `${PREFIX}${iid}>${dilemma}>${source}>${encode(effect.change, added)}`, turn: state.turn.number, rule: RULES.cardEffects });
    const until = effect.until === 'dilemma-ends' ? 'until the end of the dilemma' : 'until the end of the turn';
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${who.map((iid) => bp(state, iid).title).join(', ') || 'nobody'}: ${describe(effect.change)} ${until}`, rule: RULES.cardEffects });
  },
  'discarded-attributes-to-receiver': (v) => {
    const state = v.ctx.state;
    const [receiver, set] = (v.target ?? '').split('>') as [string, string | undefined];
    const chosen = (set ?? '').split('+').filter((iid) => iid !== '' && state.cards[iid] && (state.cards[iid]!.zone === Z.discard('p1') || state.cards[iid]!.zone === Z.discard('p2')));
    if (!state.turn || !state.cards[receiver] || chosen.length === 0) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'nothing placed out of play', rule: RULES.cardEffects });
      return;
    }
    const title = bp(state, v.card).title;
    for (const iid of chosen) v.ctx.emit({ type: 'CardMoved', card: iid, from: state.cards[iid]!.zone, to: Z.out(state.cards[iid]!.owner), faceUp: true, reason: `${title}: placed out of play`, rule: RULES.cardEffects });
    // One key per card placed out of play: its printed attributes (not its skills) are added until the end of the turn.
    for (const iid of chosen)
      v.ctx.emit({ type: 'CardAbilityUsed', player: state.cards[receiver]!.owner, title: `${PREFIX}${receiver}>->${state.cards[v.card]!.blueprint}@${iid}>q${iid}`, turn: state.turn.number, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(state, receiver).title}: adds the attributes of ${chosen.map((iid) => bp(state, iid).title).join(' and ')} until the end of the turn`, rule: RULES.cardEffects });
  },
  'discard-chosen-hand-card': (v) => {
    const card = (v.target ?? '').split('>')[1];
    if (!card || v.ctx.state.cards[card]?.zone !== Z.hand(v.player)) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'the chosen card is no longer in hand', rule: RULES.cardEffects });
      return;
    }
    v.ctx.emit({ type: 'CardMoved', card, from: Z.hand(v.player), to: Z.discard(v.player), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: discarded from hand`, rule: RULES.cardEffects });
  },
};

/** The lasting-change keys by personnel, indexed once per `abilityUses` record (memberOf is hot; the record is replaced on every use). */
const indexes = new WeakMap<Readonly<Record<string, number>>, Map<string, [string, number][]>>();
function keysOf(uses: Readonly<Record<string, number>>, iid: string): readonly [string, number][] {
  let index = indexes.get(uses);
  if (!index) {
    index = new Map();
    for (const [key, turn] of Object.entries(uses)) {
      const at = key.indexOf(PREFIX);
      if (at < 0) continue;
      const rest = key.slice(at + PREFIX.length);
      const personnel = rest.slice(0, rest.indexOf('>'));
      index.set(personnel, [...(index.get(personnel) ?? []), [rest.slice(personnel.length + 1), turn]]);
    }
    indexes.set(uses, index);
  }
  return index.get(iid) ?? [];
}

/** `member` with the lasting changes made to personnel `iid` that still hold (one per source title). */
export function withLastingChanges(state: GameState, iid: string, member: GroupMember): GroupMember {
  if (!state.turn || !state.abilityUses || !state.cards[iid]) return member;
  const seen = new Set<string>();
  let out = member;
  for (const [rest, turn] of keysOf(state.abilityUses, iid)) {
    if (turn !== state.turn.number) continue;
    const [dilemma, source, code] = rest.split('>') as [string, string, string];
    if ((dilemma !== '-' && state.attempt?.dilemma !== dilemma) || seen.has(source)) continue;
    seen.add(source);
    for (const part of code.split(',')) {
      if (part.startsWith('q') && state.cards[part.slice(1)]) {
        const lent = groupMemberFromCard(bp(state, part.slice(1)));
        out = { ...out, integrity: out.integrity + lent.integrity, cunning: out.cunning + lent.cunning, strength: out.strength + lent.strength };
      } else if (part.startsWith('p') && state.cards[part.slice(1)]) {
        const lent = groupMemberFromCard(bp(state, part.slice(1)));
        // The lent classification counts as a skill (1E rulebook › PERSONNEL: a classification is a skill).
        out = { ...out, skills: [...out.skills, ...(lent.classification ? [{ name: lent.classification, level: 1 }] : []), ...lent.skills], integrity: out.integrity + lent.integrity, cunning: out.cunning + lent.cunning, strength: out.strength + lent.strength };
      } else if (part.startsWith('a')) {
        const n = Number(part.slice(1));
        out = { ...out, integrity: out.integrity + n, cunning: out.cunning + n, strength: out.strength + n };
      } else if (part === 's') out = { ...out, skills: [] };
      else if (part === 'c') out = { ...out, classification: '' };
      else if (part === 'f') out = { ...out, skills: out.skills.slice(1) };
    }
  }
  return out;
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const LASTING_CHANGES_TARGETS = finding(['your-personnel-facing-dilemma', 'personnel-not-bearing', 'your-personnel-and-discarded-personnel'], (state, player, spec) => lastingChangeTargets(state, player, spec));
