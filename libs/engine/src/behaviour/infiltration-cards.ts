/**
 * Issue 15 (infiltration): the words of cards about infiltrators (behaviour/infiltration.ts), joined to
 * vocabulary.ts, verbs.ts and play.ts with one line each.
 * Targets:
 * - `opponent-infiltrator-with-your-shape-shifter`: an opponent's card infiltrating, present with a
 *   shape-shifter of yours (Caught Red-Handed);
 * - `personnel-battle-with-your-shape-shifters`: the personnel battle just initiated (its window open),
 *   where you have an unstopped shape-shifter present — infiltrating or not (Strike Three);
 * - `ship-battle-with-your-infiltrator`: the ship battle just initiated, where an opposing ship or
 *   facility in it has your infiltrator aboard (Inside Operation).
 * Effects:
 * - `expose-target`: the target infiltrator is exposed (`InfiltratorExposed`, reason `card`);
 * - `capture-target-here`: you capture the target (by your team where it is; behaviour/captives.ts);
 * - `shape-shifters-stun-in-battle` (`per`): each shape-shifter of yours present stuns up to `per`
 *   opposing non-shape-shifters in the battle, picked at random among those not yet hurt (a
 *   `RandomCardsSelected`, then a `CombatResolved` per stun naming the card, as battle-sniping.ts does);
 *   then your shape-shifters present that are infiltrating are exposed;
 * - `infiltrated-ships-weakened` (`delta`): until the battle ends, each opposing ship or facility in it
 *   with your infiltrator aboard has WEAPONS and SHIELDS changed by `delta` (an `attributes` battle
 *   modifier: battle-modifiers.ts); then those infiltrators are exposed.
 * - target `opponent-personnel-present-with-your-infiltrator`: an opponent's personnel in the same crew or
 *   Away Team as one of your infiltrating cards (Getting to Know You);
 * - `draw-per-unmatched-infiltration-icon` (`max`): you draw one card per different infiltration icon on
 *   your cards in play that matches no affiliation of the opponent's cards in play, at most `max`;
 * - `founders-and-intelligence-add-target-skills`: until the end of the turn, each of your Founders and of
 *   your personnel with a skill named "… Intelligence" in play has the target's regular skills, each at
 *   its level, and its classification (skill-copies.ts keeps the copies, turn-stamped).
 * - target `your-infiltrator-and-victims` (`max`): `infiltrator>a+b` — your infiltrating card (unstopped)
 *   and one to `max` opposing personnel present with it, your choice (Dial Martok for Murder);
 * - `infiltrator-initiates-battle` (`strength`): a personnel battle begins there with the infiltrator
 *   alone attacking and those personnel alone defending, the infiltrator's STRENGTH +`strength` for it
 *   (an `attributes` battle modifier: only STRENGTH counts in personnel battle); it stays infiltrating.
 * - target `your-ship-firing-on-kin-or-infiltrated`: in the ship battle whose window is open, a ship of
 *   yours firing (attacking, or returning fire) on a card that shares an affiliation or faction icon
 *   with it or that your infiltrator is aboard (Prefix Code Transmission);
 * - `halve-defense-of-fired-upon`: the DEFENSE total of the card that ship fires on is halved, rounded
 *   down, against your fire for the battle (a `defense-halved` battle modifier, read by battle.ts).
 * - target `your-personnel-to-infiltrate`: `personnel>zone` — your personnel in play with an infiltration
 *   icon, not infiltrating, and an opponent's crew or Away Team anywhere that it can infiltrate (a
 *   compatible icon: infiltration.ts › infiltrationAffiliation);
 * - `relocate-to-infiltrate`: that personnel moves there and infiltrates (`InfiltrationBegan`, `relocated`).
 * Morphing (a shape-shifter taking another form by a "morph card"):
 * - target `changeling-in-play`: any player's Changeling personnel in play; effect
 *   `prevent-morph-this-turn`: it may not morph this turn (kept as a turn-stamped use key, as
 *   skill-copies.ts keeps its copies: it lapses when the turn number moves on);
 * - target `your-shape-shifter-free-to-morph` (`inBattle`: in the personnel battle just initiated): your
 *   shape-shifter in play that may morph this turn; effect `morph-target` (`exposeIfInfiltrating`): it
 *   morphs — the morph cards lying on it from an earlier morph are discarded ("discard … if it morphs
 *   again"), and it is exposed if it was infiltrating (`except`: titles whose own text spares them).
 * - restriction `host-hidden-and-disabled` (a morph card lying on a personnel: You Dirty Rat): while it lies
 *   there the personnel is disabled (`PersonnelDisabled` when it morphs, `PersonnelEnabled` when it
 *   morphs back or again) and no card may target it (play.ts › validTargets reads `hostHidden`); effect
 *   `morph-back` (an ability of the card): it is discarded and the personnel is enabled again.
 * - target `infiltrating-shape-shifter`: any player's shape-shifter infiltrating now; effect `expose-host`
 *   (`except`: titles whose own text makes them immune): the infiltrator this card lies on is exposed
 *   (Blood Screening, as its countdown runs out: a `turn-ends` trigger).
 * - target `your-equipment-and-shape-shifter-in-hand` (`inBattle`: equipment in the personnel battle just
 *   initiated): `equipment>personnel` — your equipment in a crew or Away Team and a shape-shifter in your
 *   hand that could be in play (uniqueness); effect `exchange-equipment-with-shape-shifter`: the
 *   shape-shifter takes the equipment's place (it was the equipment all along) and the equipment goes to
 *   your hand (In the Bag). It enters play, so a response to cards entering play may follow; it is not
 *   a report (no normal card play).
 * Choice count: `ChoiceEffect.pickCount` `{ kind: 'present-with-your-infiltrators', skill }` — as many
 * as the personnel with `skill` present with your infiltrating cards (Treacherous Advice).
 *   1E rulebook › INFILTRATE; EXPOSURE; BATTLE › PERSONNEL BATTLE (2. Responses; 4. Combat: stunned);
 *   SHIP BATTLE (3. Responses); MISCELLANEOUS RULES › RANDOM SELECTION; CAPTURE.
 * Decisions: "may stun up to three" is used in full (every shape-shifter stuns as many as it may); an
 * infiltrating shape-shifter exposed by Strike Three does not join the battle already formed.
 */
import { groupMemberFromCard, skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { BATTLE_RULES } from '../battle/rules-battle';
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { tableIndex } from '../table-index';
import { cardsIn, isInPlayZone, locationOfZone, Z, zoneKind as zoneKindOf } from '../zones';
import { checkUniqueness } from '../play';
import { cardDrawsForbidden } from './no-card-draws';
import { copySkillUntilEndOfTurn } from './skill-copies';
import { leavePlay } from '../attempt/leaving-play';
import { capture } from './captives';
import { behaviourOf } from './registry';
import { expose, INFILTRATION_RULES, infiltrationAffiliation, infiltratorEntry, infiltratorsOf, isInfiltrating, presentWith, relocateToInfiltrate } from './infiltration';
import { openBattleWindow } from './responses';
import type { BattleState } from '../battle/types-battle';
import { battleWindow } from './targets-battle';
import type { VerbContext } from './verbs';
import { finding } from './target-table';
import { titledAmong } from '../card-facts';

export type InfiltrationTarget =
  | { readonly kind: 'opponent-infiltrator-with-your-shape-shifter' }
  | { readonly kind: 'personnel-battle-with-your-shape-shifters' }
  | { readonly kind: 'ship-battle-with-your-infiltrator' }
  | { readonly kind: 'opponent-personnel-present-with-your-infiltrator' }
  | { readonly kind: 'your-infiltrator-and-victims'; readonly max: number }
  | { readonly kind: 'your-ship-firing-on-kin-or-infiltrated' }
  | { readonly kind: 'your-personnel-to-infiltrate' }
  | { readonly kind: 'changeling-in-play' }
  | { readonly kind: 'your-shape-shifter-free-to-morph'; readonly inBattle?: true }
  | { readonly kind: 'infiltrating-shape-shifter' }
  | { readonly kind: 'your-equipment-and-shape-shifter-in-hand'; readonly inBattle?: true };

export type InfiltrationEffect =
  | { readonly kind: 'expose-target' }
  | { readonly kind: 'capture-target-here' }
  | { readonly kind: 'shape-shifters-stun-in-battle'; readonly per: number }
  | { readonly kind: 'infiltrated-ships-weakened'; readonly delta: number }
  | { readonly kind: 'draw-per-unmatched-infiltration-icon'; readonly max: number }
  | { readonly kind: 'founders-and-intelligence-add-target-skills' }
  | { readonly kind: 'infiltrator-initiates-battle'; readonly strength: number }
  | { readonly kind: 'halve-defense-of-fired-upon' }
  | { readonly kind: 'relocate-to-infiltrate' }
  | { readonly kind: 'prevent-morph-this-turn' }
  | { readonly kind: 'morph-target'; readonly exposeIfInfiltrating: boolean; readonly except?: readonly string[] }
  | { readonly kind: 'morph-back' }
  | { readonly kind: 'expose-host'; readonly except?: readonly string[] }
  | { readonly kind: 'exchange-equipment-with-shape-shifter' };

/** A count a choice's size follows (vocabulary-choices.ts › ChoiceEffect.pickCount). */
export type InfiltrationCount = { readonly kind: 'present-with-your-infiltrators'; readonly skill: string };

/** For the catalogue test. */
export const INFILTRATION_WORDS: readonly string[] = [
  'target:opponent-infiltrator-with-your-shape-shifter',
  'target:personnel-battle-with-your-shape-shifters',
  'target:ship-battle-with-your-infiltrator',
  'target:opponent-personnel-present-with-your-infiltrator',
  'target:your-infiltrator-and-victims',
  'target:your-ship-firing-on-kin-or-infiltrated',
  'target:your-personnel-to-infiltrate',
  'target:changeling-in-play',
  'target:your-shape-shifter-free-to-morph',
  'effect:expose-target',
  'effect:capture-target-here',
  'effect:shape-shifters-stun-in-battle',
  'effect:infiltrated-ships-weakened',
  'effect:draw-per-unmatched-infiltration-icon',
  'effect:founders-and-intelligence-add-target-skills',
  'effect:infiltrator-initiates-battle',
  'effect:halve-defense-of-fired-upon',
  'effect:relocate-to-infiltrate',
  'effect:prevent-morph-this-turn',
  'effect:morph-target',
  'effect:morph-back',
  'effect:expose-host',
  'target:infiltrating-shape-shifter',
  'target:your-equipment-and-shape-shifter-in-hand',
  'effect:exchange-equipment-with-shape-shifter',
  'restriction:host-hidden-and-disabled',
];

const other = (player: PlayerId): PlayerId => (player === 'p1' ? 'p2' : 'p1');

function hasCharacteristic(state: GameState, iid: string, name: string): boolean {
  return (memberOf(state, iid).characteristics ?? bp(state, iid).characteristics).some((c) => c.toLowerCase() === name);
}

function isShapeShifter(state: GameState, iid: string): boolean {
  return hasCharacteristic(state, iid, 'shape-shifter');
}

const MORPH_PREVENTED = '(may not morph this turn) ';
/** Whether a card prevented `iid` from morphing this turn. */
export function morphPrevented(state: GameState, iid: string): boolean {
  const owner = state.cards[iid]?.owner;
  return !!owner && !!state.turn && state.abilityUses?.[`${owner}|${MORPH_PREVENTED}${iid}`] === state.turn.number;
}

/** `player`'s unstopped, undisabled shape-shifters in `zone` (infiltrating or not). */
function yourShapeShifters(state: GameState, player: PlayerId, zone: string): string[] {
  return cardsIn(state, zone).filter((iid) => {
    const instance = state.cards[iid]!;
    return instance.owner === player && instance.faceUp && !instance.stopped && !instance.disabled && bp(state, iid).type === 'Personnel' && isShapeShifter(state, iid);
  });
}

/** The opposing ships and facilities of the ship battle in progress, from `player`'s side. */
function opposingInShipBattle(state: GameState, player: PlayerId): string[] {
  const battle = state.battle;
  if (battle?.kind !== 'ship') return [];
  // The attacked side: the target and the ships returning fire; the attacking side: the attacking ships.
  return battle.attacker === player ? [...new Set([...battle.defending, ...(battle.returnFire?.ships ?? [])])] : [...battle.attacking];
}

/** `player`'s ships firing in the ship battle in progress, each with the card it fires on. */
function yourFiring(state: GameState, player: PlayerId): { ship: string; target: string }[] {
  const battle = state.battle;
  if (battle?.kind !== 'ship') return [];
  if (battle.attacker === player) return battle.target ? battle.attacking.map((ship) => ({ ship, target: battle.target! })) : [];
  return battle.returnFire ? battle.returnFire.ships.map((ship) => ({ ship, target: battle.returnFire!.target })) : [];
}

const FACTION = 'faction';
/** Two cards share an affiliation or a faction icon. */
function kin(state: GameState, a: string, b: string): boolean {
  const one = bp(state, a);
  const two = bp(state, b);
  const factions = (card: typeof one) => card.icons.filter((icon) => icon.category === FACTION).map((icon) => icon.code);
  return one.affiliations.some((x) => two.affiliations.includes(x)) || factions(one).some((x) => factions(two).includes(x));
}

const hidesHost = (state: GameState, iid: string) => (behaviourOf(state.cards[iid]!.blueprint)?.restricts ?? []).some((r) => r.kind === 'host-hidden-and-disabled');

/** Whether a card lying on `iid` hides it from every card's targeting (You Dirty Rat). */
export function hostHidden(state: GameState, iid: string): boolean {
  const on = state.zones[Z.on(iid)];
  return !!on && on.length > 0 && on.some((card) => state.cards[card]?.faceUp && hidesHost(state, card));
}

/** Your infiltrators aboard `host`. */
function yourInfiltratorsAboard(state: GameState, player: PlayerId, host: string): string[] {
  return cardsIn(state, Z.aboard(host)).filter((iid) => infiltratorEntry(state, iid)?.player === player);
}

export function infiltrationTargets(state: GameState, player: PlayerId, spec: InfiltrationTarget): string[] {
  switch (spec.kind) {
    case 'opponent-infiltrator-with-your-shape-shifter':
      return infiltratorsOf(state, other(player)).filter((iid) => yourShapeShifters(state, player, state.cards[iid]!.zone).length > 0);
    case 'personnel-battle-with-your-shape-shifters': {
      const battle = state.battle;
      const window = battleWindow(state);
      return battle?.kind === 'personnel' && battle.zone && window && yourShapeShifters(state, player, battle.zone).length > 0 ? [window.card] : [];
    }
    case 'opponent-personnel-present-with-your-infiltrator': {
      const out = new Set<string>();
      for (const infiltrator of infiltratorsOf(state, player))
        for (const iid of presentWith(state, infiltrator)) if (state.cards[iid]!.owner === other(player) && !isInfiltrating(state, iid)) out.add(iid);
      return [...out];
    }
    case 'your-infiltrator-and-victims': {
      if (state.battle) return [];
      const out: string[] = [];
      for (const infiltrator of infiltratorsOf(state, player)) {
        const instance = state.cards[infiltrator]!;
        if (instance.stopped || instance.disabled) continue;
        const victims = presentWith(state, infiltrator).filter((iid) => state.cards[iid]!.owner === other(player) && !isInfiltrating(state, iid)).sort();
        victims.forEach((a, i) => {
          out.push(`${infiltrator}>${a}`);
          if (spec.max >= 2) for (const b of victims.slice(i + 1)) out.push(`${infiltrator}>${a}+${b}`);
        });
      }
      return out;
    }
    case 'your-ship-firing-on-kin-or-infiltrated': {
      if (!battleWindow(state)) return [];
      return yourFiring(state, player).filter(({ ship, target }) => kin(state, ship, target) || yourInfiltratorsAboard(state, player, target).length > 0).map(({ ship }) => ship);
    }
    case 'your-personnel-to-infiltrate': {
      const zones = new Set<string>();
      for (const instance of tableIndex(state).inPlayBy[other(player)]) {
        const kind = zoneKindOf(instance.zone);
        if ((kind === 'aboard' || kind === 'surface') && bp(state, instance.iid).type === 'Personnel') zones.add(instance.zone);
        const type = bp(state, instance.iid).type;
        if ((type === 'Ship' || type === 'Facility') && locationOfZone(state, instance.zone)) zones.add(Z.aboard(instance.iid));
      }
      const out: string[] = [];
      for (const instance of tableIndex(state).inPlayBy[player]) {
        const card = bp(state, instance.iid);
        const kind = zoneKindOf(instance.zone);
        if (card.type !== 'Personnel' || card.infiltrationIcons.length === 0 || (kind !== 'aboard' && kind !== 'surface') || instance.stopped || instance.disabled || isInfiltrating(state, instance.iid)) continue;
        for (const zone of [...zones].sort()) if (zone !== instance.zone && infiltrationAffiliation(state, instance.iid, zone, player)) out.push(`${instance.iid}>${zone}`);
      }
      return out;
    }
    case 'changeling-in-play':
      return (['p1', 'p2'] as const).flatMap((whose) =>
        tableIndex(state).inPlayBy[whose].filter((instance) => instance.faceUp && bp(state, instance.iid).type === 'Personnel' && hasCharacteristic(state, instance.iid, 'changeling')).map((instance) => instance.iid),
      );
    case 'your-shape-shifter-free-to-morph': {
      const battle = state.battle;
      const inBattle = spec.inBattle ? (battle?.kind === 'personnel' && battleWindow(state) ? [...battle.attacking, ...battle.defending] : []) : null;
      return tableIndex(state)
        .inPlayBy[player].filter((instance) => instance.faceUp && bp(state, instance.iid).type === 'Personnel' && isShapeShifter(state, instance.iid) && !morphPrevented(state, instance.iid))
        .map((instance) => instance.iid)
        .filter((iid) => inBattle === null || inBattle.includes(iid));
    }
    case 'infiltrating-shape-shifter':
      return [...infiltratorsOf(state, 'p1'), ...infiltratorsOf(state, 'p2')].filter((iid) => isShapeShifter(state, iid));
    case 'your-equipment-and-shape-shifter-in-hand': {
      const battle = state.battle;
      if (spec.inBattle && !(battle?.kind === 'personnel' && battle.zone && battleWindow(state))) return [];
      const equipment = tableIndex(state)
        .inPlayBy[player].filter((instance) => instance.faceUp && bp(state, instance.iid).type === 'Equipment' && ['aboard', 'surface'].includes(zoneKindOf(instance.zone)))
        .filter((instance) => !spec.inBattle || instance.zone === battle!.zone)
        .map((instance) => instance.iid);
      const seen = new Set<string>();
      const shifters = cardsIn(state, Z.hand(player)).filter((iid) => {
        const card = bp(state, iid);
        if (card.type !== 'Personnel' || !card.characteristics.some((c) => c.toLowerCase() === 'shape-shifter') || seen.has(card.id)) return false;
        seen.add(card.id);
        return !checkUniqueness(state, player, card);
      });
      return equipment.flatMap((e) => shifters.map((p) => `${e}>${p}`));
    }
    case 'ship-battle-with-your-infiltrator': {
      const window = battleWindow(state);
      return window && opposingInShipBattle(state, player).some((host) => yourInfiltratorsAboard(state, player, host).length > 0) ? [window.card] : [];
    }
  }
}

/** The size of a choice that follows a count (`pickCount`). */
export function infiltrationCount(state: GameState, player: PlayerId, count: InfiltrationCount): number {
  const counted = new Set<string>();
  for (const infiltrator of infiltratorsOf(state, player))
    for (const iid of presentWith(state, infiltrator)) if (skillLevel(memberOf(state, iid), count.skill) > 0) counted.add(iid);
  return counted.size;
}

/** The different infiltration icons on `player`'s cards in play that match no affiliation of the opponent's cards in play. */
export function unmatchedInfiltrationIcons(state: GameState, player: PlayerId): string[] {
  const index = tableIndex(state);
  const theirs = new Set<string>(index.inPlayBy[other(player)].flatMap((instance) => bp(state, instance.iid).affiliations));
  const icons = new Set<string>(index.inPlayBy[player].filter((instance) => instance.faceUp).flatMap((instance) => bp(state, instance.iid).infiltrationIcons));
  return [...icons].filter((icon) => !theirs.has(icon)).sort();
}

function isFounderOrIntelligence(state: GameState, iid: string): boolean {
  const member = memberOf(state, iid);
  return (member.characteristics ?? bp(state, iid).characteristics).some((c) => c.toLowerCase() === 'founder') || member.skills.some((skill) => / intelligence$/i.test(skill.name) && skill.level > 0);
}

type Handler<K extends InfiltrationEffect['kind']> = (v: VerbContext, effect: Extract<InfiltrationEffect, { kind: K }>) => void;

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

export const INFILTRATION_VERBS: { readonly [K in InfiltrationEffect['kind']]: Handler<K> } = {
  'expose-target': (v) => {
    if (!v.target || !isInfiltrating(v.ctx.state, v.target)) return resolved(v, 'no longer infiltrating: nothing to expose');
    expose(v.ctx, v.target, 'card', v.card);
  },
  'capture-target-here': (v) => {
    const target = v.target ? v.ctx.state.cards[v.target] : undefined;
    if (!target) return;
    capture(v.ctx, target.iid, v.player, v.card, target.zone);
  },
  'shape-shifters-stun-in-battle': (v, effect) => {
    const state = v.ctx.state;
    const battle = state.battle;
    if (battle?.kind !== 'personnel' || !battle.zone) return resolved(v, 'no personnel battle: nothing');
    const shifters = yourShapeShifters(state, v.player, battle.zone);
    const hurt = new Set([...(battle.stunned ?? []), ...(battle.wounded ?? [])]);
    const opposing = (battle.attacker === v.player ? battle.defending : battle.attacking).filter(
      (iid) => state.cards[iid]?.zone === battle.zone && !hurt.has(iid) && !isShapeShifter(state, iid),
    );
    const count = Math.min(opposing.length, shifters.length * effect.per);
    if (count > 0) {
      const rng = v.ctx.rng();
      const picked = count === opposing.length ? [...opposing] : rng.shuffle(opposing).slice(0, count);
      v.ctx.emit({ type: 'RandomCardsSelected', purpose: `${bp(state, v.card).title}: stunned`, candidates: [...opposing], outcome: picked, secret: { rng: rng.state }, rule: RULES.randomSelection });
      for (const iid of picked)
        v.ctx.emit({ type: 'CombatResolved', adversaries: [iid, iid], strengths: [0, 0], outcome: 'stunned', loser: iid, by: v.card, rule: BATTLE_RULES.combat });
    } else resolved(v, 'no opposing non-shape-shifter to stun');
    for (const iid of shifters) if (isInfiltrating(v.ctx.state, iid)) expose(v.ctx, iid, 'card', v.card);
  },
  'draw-per-unmatched-infiltration-icon': (v, effect) => {
    const icons = unmatchedInfiltrationIcons(v.ctx.state, v.player);
    const count = Math.min(icons.length, effect.max);
    const cards = cardDrawsForbidden(v.ctx.state, v.player, v.card) ? [] : cardsIn(v.ctx.state, Z.draw(v.player)).slice(0, count);
    if (cards.length > 0) v.ctx.emit({ type: 'CardsDrawn', player: v.player, cards, reason: 'card-effect', rule: RULES.cardEffects });
    resolved(v, `${v.player} draws ${cards.length} more (infiltration icons matching no opponent's card: ${icons.join(', ') || 'none'})`);
  },
  'founders-and-intelligence-add-target-skills': (v) => {
    const state = v.ctx.state;
    const target = v.target ? state.cards[v.target] : undefined;
    if (!target || bp(state, target.iid).type !== 'Personnel') return resolved(v, 'no personnel to learn from');
    const printed = groupMemberFromCard(bp(state, target.iid));
    const skills = [...(printed.classification ? [{ name: printed.classification, level: 1 }] : []), ...printed.skills.filter((skill) => skill.level > 0)];
    const receivers = tableIndex(state).inPlayBy[v.player].filter((instance) => instance.faceUp && bp(state, instance.iid).type === 'Personnel' && isFounderOrIntelligence(state, instance.iid)).map((instance) => instance.iid);
    for (const receiver of receivers) for (const skill of skills) for (let level = 1; level <= skill.level; level += 1) copySkillUntilEndOfTurn(v, receiver, target.iid, skill.name, level);
    resolved(v, `${receivers.length} personnel have ${bp(state, target.iid).title}'s skills until the end of the turn`);
  },
  'infiltrator-initiates-battle': (v, effect) => {
    const state = v.ctx.state;
    const [infiltrator, set] = (v.target ?? '').split('>') as [string, string | undefined];
    const zone = state.cards[infiltrator]?.zone;
    const victims = (set ?? '').split('+').filter((iid) => iid && state.cards[iid]?.zone === zone);
    const location = zone ? locationOfZone(state, zone) : null;
    if (!zone || !location || !isInfiltrating(state, infiltrator) || victims.length === 0 || state.battle) return resolved(v, 'no battle: the infiltrator or its adversaries are gone');
    const battle: BattleState = { kind: 'personnel', attacker: v.player, defender: other(v.player), location, zone, attacking: [infiltrator], defending: victims, counterAttack: false };
    v.ctx.emit({ type: 'BattleInitiated', battle, rule: `${INFILTRATION_RULES.infiltrate}; ${BATTLE_RULES.personnel}` });
    v.ctx.emit({ type: 'BattleModified', modifier: { kind: 'attributes', player: v.player, cards: [infiltrator], delta: effect.strength, source: v.card }, rule: BATTLE_RULES.personnel });
    openBattleWindow(v.ctx, victims[0]!, v.player);
  },
  'halve-defense-of-fired-upon': (v) => {
    const firing = yourFiring(v.ctx.state, v.player).find(({ ship }) => ship === v.target);
    if (!firing) return resolved(v, 'that ship is not firing: nothing');
    v.ctx.emit({ type: 'BattleModified', modifier: { kind: 'defense-halved', player: v.player, ship: firing.target, source: v.card }, rule: BATTLE_RULES.openFire });
  },
  'relocate-to-infiltrate': (v) => {
    const [iid, zone] = (v.target ?? '').split('>') as [string, string | undefined];
    if (!zone || !relocateToInfiltrate(v.ctx, iid, zone, v.card)) resolved(v, 'no crew or Away Team to infiltrate there: nothing');
  },
  'prevent-morph-this-turn': (v) => {
    const state = v.ctx.state;
    const target = v.target ? state.cards[v.target] : undefined;
    if (!target || !state.turn) return;
    v.ctx.emit({ type: 'CardAbilityUsed', player: target.owner, title: `${MORPH_PREVENTED}${target.iid}`, turn: state.turn.number, rule: RULES.cardEffects });
    resolved(v, `${bp(state, target.iid).title} may not morph this turn`);
  },
  'morph-target': (v, effect) => {
    const state = v.ctx.state;
    const target = v.target ? state.cards[v.target] : undefined;
    if (!target || morphPrevented(state, target.iid)) return resolved(v, 'it may not morph: nothing');
    for (const earlier of cardsIn(state, Z.on(target.iid)))
      if (earlier !== v.card && bp(state, earlier).characteristics.some((c) => c.toLowerCase() === 'morph card')) {
        const wasHidden = hidesHost(state, earlier);
        leavePlay(v.ctx, earlier, 'discarded', v.card);
        if (wasHidden && v.ctx.state.cards[target.iid]?.disabled) v.ctx.emit({ type: 'PersonnelEnabled', card: target.iid, source: v.card, rule: RULES.disabled });
      }
    resolved(v, `${bp(state, target.iid).title} morphs`);
    if (hidesHost(v.ctx.state, v.card) && !v.ctx.state.cards[target.iid]!.disabled) v.ctx.emit({ type: 'PersonnelDisabled', card: target.iid, source: v.card, rule: RULES.disabled });
    if (effect.exposeIfInfiltrating && isInfiltrating(v.ctx.state, target.iid) && !titledAmong(effect.except, bp(v.ctx.state, target.iid))) expose(v.ctx, target.iid, 'card', v.card);
  },
  'morph-back': (v) => {
    const state = v.ctx.state;
    const zone = state.cards[v.card]?.zone ?? '';
    const host = zone.startsWith('on:') ? state.cards[zone.slice(3)] : undefined;
    leavePlay(v.ctx, v.card, 'discarded', v.card);
    if (host?.disabled) v.ctx.emit({ type: 'PersonnelEnabled', card: host.iid, source: v.card, rule: RULES.disabled });
    resolved(v, 'morphs back');
  },
  'expose-host': (v, effect) => {
    const zone = v.ctx.state.cards[v.card]?.zone ?? '';
    const host = zone.startsWith('on:') ? zone.slice(3) : undefined;
    if (!host || !isInfiltrating(v.ctx.state, host)) return resolved(v, 'no infiltrator to expose');
    if (titledAmong(effect.except, bp(v.ctx.state, host))) return resolved(v, `${bp(v.ctx.state, host).title} is not exposed by it`);
    expose(v.ctx, host, 'card', v.card);
  },
  'exchange-equipment-with-shape-shifter': (v) => {
    const state = v.ctx.state;
    const [equipment, shifter] = (v.target ?? '').split('>') as [string, string | undefined];
    const at = state.cards[equipment];
    if (!at || !shifter || state.cards[shifter]?.zone !== Z.hand(v.player) || !isInPlayZone(at.zone)) return resolved(v, 'nothing to exchange');
    const title = bp(state, v.card).title;
    v.ctx.emit({ type: 'CardMoved', card: shifter, from: Z.hand(v.player), to: at.zone, faceUp: true, reason: `${title}: the shape-shifter morphs out of the equipment`, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardMoved', card: equipment, from: at.zone, to: Z.hand(v.player), faceUp: false, reason: `${title}: the equipment was the shape-shifter`, rule: RULES.cardEffects });
  },
  'infiltrated-ships-weakened': (v, effect) => {
    const state = v.ctx.state;
    const hosts = opposingInShipBattle(state, v.player).filter((host) => yourInfiltratorsAboard(state, v.player, host).length > 0);
    if (hosts.length === 0) return resolved(v, 'no infiltrator aboard an opposing ship or facility: nothing');
    v.ctx.emit({ type: 'BattleModified', modifier: { kind: 'attributes', player: other(v.player), cards: hosts, delta: effect.delta, source: v.card }, rule: BATTLE_RULES.openFire });
    for (const host of hosts) for (const iid of yourInfiltratorsAboard(v.ctx.state, v.player, host)) expose(v.ctx, iid, 'card', v.card);
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const INFILTRATION_CARDS_TARGETS = finding(['opponent-infiltrator-with-your-shape-shifter', 'personnel-battle-with-your-shape-shifters', 'ship-battle-with-your-infiltrator', 'opponent-personnel-present-with-your-infiltrator', 'your-infiltrator-and-victims', 'your-ship-firing-on-kin-or-infiltrated', 'your-personnel-to-infiltrate', 'changeling-in-play', 'your-shape-shifter-free-to-morph', 'infiltrating-shape-shifter', 'your-equipment-and-shape-shifter-in-hand'], (state, player, spec) => infiltrationTargets(state, player, spec));
