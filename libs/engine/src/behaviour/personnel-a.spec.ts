/**
 * Issue 15, personnel pass (helper personnel-a): personnel whose special skill is an action their
 * owner uses once each turn or game (`ActivateCard { card, ability, target }`, behaviour/personnel-actions.ts),
 * and personnel whose special skill changes the ship they are aboard (ship-modifiers-personnel.ts).
 *   1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS; › CONTROL AND OWNERSHIP ›
 *   "HERE" AND "PRESENT"; GETTING HURT › STOPPED; › KILLED; MISCELLANEOUS RULES › THE CUMULATIVE RULE.
 * given (a table built from events) / when (ActivateCard, or shipAttribute reads a ship) / then (the facts
 * and the table after them).
 */
import { attributeNumber, lookupIcon, skillLevel, type Card } from '@captains-log/cards';
import { check, decide } from '../decide';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { RULES } from '../rules';
import { person, realCard, runAttempt, scene, ship as testShip, ofType, type PersonSpec, type SceneSpec } from '../testing/attempt-scene';
import { when } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { shipAttribute } from './ship-modifiers';
import { memberOf } from '../attempt/requirements';
import { compatible, spanOf } from '../card-facts';
import { flightCost, isStaffed } from '../play';
import { protectedFromNullification } from './nullify-protection';
import { battleScene, type Placed } from '../testing/battle-scene';

type Entry = string | Card | PersonSpec;
const resolve = (entry: Entry): Card => (typeof entry === 'string' ? realCard(entry) : 'type' in entry ? (entry as Card) : person(entry as PersonSpec));

function refusal(state: GameState, command: Command): string | null {
  const outcome = when(state, command);
  return 'violation' in outcome ? outcome.violation.code : null;
}
const use = (card: string, ability: string, target?: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability, ...(target ? { target } : {}) });
/** A card's selected option (`select`: UseCard), e.g. E.M.H.-Mark II's skill. */
const select = (card: string, option: string): Command => ({ type: 'UseCard', actor: 'p1', card, option });
const offered = (state: GameState) => legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard');
const run = (state: GameState, command: Command) => {
  const events = decide(state, command);
  return { events, state: evolveAll(events, state) };
};

/** p1's Away Team on the planet L1, p2's personnel there too; `extra` moves more cards (from p1's hand) to zones. */
function planet(mine: readonly Entry[], theirs: readonly Entry[] = [], spec: Partial<SceneSpec> = {}) {
  const built = scene({ missions: ['Excavation'], awayTeam: mine.map(resolve), opponentHand: theirs.map(resolve), ...spec });
  const moves: GameEvent[] = built.ids.opponentHand.map((iid) => ({ type: 'CardMoved', card: iid, from: Z.hand('p2'), to: Z.surface('L1'), faceUp: true, reason: 'test' }));
  return { state: evolveAll(moves, built.state), mine: built.ids.awayTeam, theirs: built.ids.opponentHand, hand: built.ids.hand };
}
const stop = (state: GameState, cards: readonly string[]) => evolveAll(cards.map((card) => ({ type: 'CardStopped', card }) as GameEvent), state);
const nextTurn = (state: GameState, number = 3) => evolveAll([{ type: 'TurnBegan', player: 'p1', number }], state);

describe('personnel who may stop a personnel present once each turn', () => {
  it('112_173 Vedek Winn: stops any one personnel present (either player\'s), once each turn; again next turn', () => {
    const t = planet(['Vedek Winn', { skills: 'OFFICER' }], [{ skills: 'SECURITY' }]);
    const [winn, ally] = t.mine as [string, string];
    const foe = t.theirs[0]!;
    expect(offered(t.state)).toEqual(expect.arrayContaining([use(winn, 'stop', ally), use(winn, 'stop', foe)]));
    const after = run(t.state, use(winn, 'stop', foe));
    expect(ofType(after.events, 'CardStopped').map((e) => e.card)).toEqual([foe]);
    expect(ofType(after.events, 'CardAbilityUsed')).toEqual([{ type: 'CardAbilityUsed', player: 'p1', title: 'Vedek Winn#stop (this turn)', turn: 1, rule: RULES.oncePerTurn }]);
    expect(refusal(after.state, use(winn, 'stop', ally))).toBe('ONCE_PER_TURN');
    expect(offered(after.state)).toEqual([]);
    expect(refusal(nextTurn(after.state), use(winn, 'stop', ally))).toBeNull();
  });
  it('112_160 Odo: only a Quark present may be stopped; another Ferengi may not', () => {
    const t = planet(['Odo'], ['Quark', 'Rom']);
    const [quark, rom] = t.theirs as [string, string];
    expect(offered(t.state)).toEqual([use(t.mine[0]!, 'stop', quark)]);
    expect(refusal(t.state, use(t.mine[0]!, 'stop', rom))).toBe('INVALID_TARGET');
    expect(ofType(run(t.state, use(t.mine[0]!, 'stop', quark)).events, 'CardStopped').map((e) => e.card)).toEqual([quark]);
  });
  it('a personnel elsewhere, or one already stopped, is no target; the opponent cannot use your personnel; a disabled one cannot act', () => {
    const t = planet(['Vedek Winn', { skills: 'OFFICER' }]);
    const [winn, ally] = t.mine as [string, string];
    expect(refusal(stop(t.state, [ally]), use(winn, 'stop', ally))).toBe('INVALID_TARGET');
    expect(refusal(t.state, { type: 'ActivateCard', actor: 'p2', card: winn, ability: 'stop', target: ally })).toBe('NOT_USABLE');
    const disabled = evolveAll([{ type: 'PersonnelDisabled', card: winn } as GameEvent], t.state);
    expect(refusal(disabled, use(winn, 'stop', ally))).toBe('DISABLED');
    const elsewhere = scene({ missions: ['Excavation'], awayTeam: ['Vedek Winn'], hand: [{ skills: 'OFFICER' }] });
    expect(offered(elsewhere.state)).toEqual([]);
  });
});

describe('personnel who may unstop your personnel present', () => {
  it('124_109 Mezoti: once each turn unstops your stopped Borg present, not a non-Borg', () => {
    const t = planet(['Mezoti', 'Seven of Nine (The Borg)', { skills: 'OFFICER' }]);
    const [mezoti, seven, human] = t.mine as [string, string, string];
    const stopped = stop(t.state, [seven, human]);
    const after = run(stopped, use(mezoti, 'unstop'));
    expect(ofType(after.events, 'StoppedCardsRestored').map((e) => e.cards)).toEqual([[seven]]);
    expect([after.state.cards[seven]!.stopped, after.state.cards[human]!.stopped]).toEqual([false, true]);
    expect(refusal(after.state, use(mezoti, 'unstop'))).toBe('ONCE_PER_TURN');
  });
  it('109_098 Deanna Troi (First Contact): once per game unstops her whole Away Team; aboard a ship (a crew) she may not', () => {
    const t = planet(['Deanna Troi (First Contact)', { skills: 'OFFICER' }]);
    const [troi, ally] = t.mine as [string, string];
    const after = run(stop(t.state, [troi, ally]), use(troi, 'unstop'));
    expect([after.state.cards[troi]!.stopped, after.state.cards[ally]!.stopped]).toEqual([false, false]);
    expect(refusal(nextTurn(after.state), use(troi, 'unstop'))).toBe('ONCE_PER_GAME');
    const crew = scene({ missions: ['Excavation'], ship: testShip({}), crew: [realCard('Deanna Troi (First Contact)')] });
    expect(refusal(crew.state, use(crew.ids.crew[0]!, 'unstop'))).toBe('CONDITION_UNMET');
  });
});

describe('personnel who may kill a personnel present once per game', () => {
  it('117_084 Leck: kills any one personnel present; once per game (refused next turn too)', () => {
    const t = planet(['Leck'], [{ skills: 'SECURITY' }]);
    const [leck] = t.mine as [string];
    const foe = t.theirs[0]!;
    const after = run(t.state, use(leck, 'kill', foe));
    expect(ofType(after.events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([[foe, 'killed']]);
    expect(after.state.cards[foe]!.zone).toBe(Z.discard('p2'));
    expect(refusal(nextTurn(after.state), use(leck, 'kill', leck))).toBe('ONCE_PER_GAME');
  });
  it('124_107 Mabus: only a Maje present may be killed', () => {
    const t = planet(['Mabus'], ['Culluh', { skills: 'SECURITY' }]);
    const [culluh, other] = t.theirs as [string, string];
    expect(offered(t.state)).toEqual([use(t.mine[0]!, 'kill', culluh)]);
    expect(refusal(t.state, use(t.mine[0]!, 'kill', other))).toBe('INVALID_TARGET');
  });
});

describe('personnel who trade cards in hand once each turn', () => {
  it('126_035 Admiral Kirk: discards a card from hand, then draws one; once each turn', () => {
    const t = planet(['Admiral Kirk'], [], { hand: [{ skills: 'OFFICER' }] });
    const kirk = t.mine[0]!;
    const card = t.hand[0]!;
    const top = cardsIn(t.state, Z.draw('p1'))[0]!;
    const after = run(t.state, use(kirk, 'discard-to-draw', card));
    expect(after.state.cards[card]!.zone).toBe(Z.discard('p1'));
    expect(after.state.cards[top]!.zone).toBe(Z.hand('p1'));
    expect(refusal(after.state, use(kirk, 'discard-to-draw', top))).toBe('ONCE_PER_TURN');
    expect(refusal(t.state, use(kirk, 'discard-to-draw', t.mine[0]!))).toBe('INVALID_TARGET');
  });
  it('124_065 Three of Nine: places a card from hand beneath the draw deck, then draws the top card', () => {
    const t = planet(['Three of Nine'], [], { hand: [{ skills: 'OFFICER' }] });
    const card = t.hand[0]!;
    const top = cardsIn(t.state, Z.draw('p1'))[0]!;
    const after = run(t.state, use(t.mine[0]!, 'cycle-card', card));
    const deck = cardsIn(after.state, Z.draw('p1'));
    expect(deck[deck.length - 1]).toBe(card);
    expect(after.state.cards[top]!.zone).toBe(Z.hand('p1'));
  });
  it('124_066 Two of Nine: discards a card from hand; the bottom two cards of the discard pile go beneath the draw deck', () => {
    const t = planet(['Two of Nine'], [], { hand: [{ skills: 'OFFICER' }, { skills: 'MEDICAL' }, { skills: 'SECURITY' }] });
    const [a, b, c] = t.hand as [string, string, string];
    const piled = evolveAll(
      [a, b].map((card) => ({ type: 'CardMoved', card, from: Z.hand('p1'), to: Z.discard('p1'), faceUp: true, reason: 'test' }) as GameEvent),
      t.state,
    );
    const after = run(piled, use(t.mine[0]!, 'recycle-discards', c));
    expect(cardsIn(after.state, Z.discard('p1'))).toEqual([c]);
    expect(cardsIn(after.state, Z.draw('p1')).slice(-2)).toEqual([a, b]);
  });
});

describe('personnel who return cards to hand', () => {
  it('125_087 Chaotica: returns a [Holo] personnel anywhere at the location (either player\'s) to its owner\'s hand; not a non-hologram', () => {
    const t = planet(['Chaotica', { skills: 'OFFICER' }], ['Albert Einstein']);
    const [chaotica, plain] = t.mine as [string, string];
    const einstein = t.theirs[0]!;
    expect(offered(t.state)).toEqual([use(chaotica, 'return-hologram', einstein)]);
    expect(refusal(t.state, use(chaotica, 'return-hologram', plain))).toBe('INVALID_TARGET');
    expect(run(t.state, use(chaotica, 'return-hologram', einstein)).state.cards[einstein]!.zone).toBe(Z.hand('p2'));
  });
  it('124_055 Fifth: returns one of your [BO] events or objectives in play to hand; a card without [BO] is no target', () => {
    const t = planet(['Fifth'], [], { hand: ['Retask', 'Treaty: Federation/Klingon'] });
    const [retask, treaty] = t.hand as [string, string];
    const tabled = evolveAll([retask, treaty].map((card) => ({ type: 'CardMoved', card, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' }) as GameEvent), t.state);
    expect(offered(tabled)).toEqual([use(t.mine[0]!, 'return-to-hand', retask)]);
    expect(refusal(tabled, use(t.mine[0]!, 'return-to-hand', treaty))).toBe('INVALID_TARGET');
    expect(run(tabled, use(t.mine[0]!, 'return-to-hand', retask)).state.cards[retask]!.zone).toBe(Z.hand('p1'));
  });
  it('126_050 Dr. McCoy (The Motion Pictures): twice per game takes the topmost personnel of the discard pile into hand (an event on top is passed over)', () => {
    const t = planet(['Dr. McCoy (The Motion Pictures)'], [], { hand: [{ skills: 'OFFICER' }, { skills: 'MEDICAL' }, 'Retask'] });
    const [first, second, event] = t.hand as [string, string, string];
    const mccoy = t.mine[0]!;
    const piled = evolveAll([first, second, event].map((card) => ({ type: 'CardMoved', card, from: Z.hand('p1'), to: Z.discard('p1'), faceUp: true, reason: 'test' }) as GameEvent), t.state);
    const once = run(piled, use(mccoy, 'take-personnel'));
    expect(once.state.cards[second]!.zone).toBe(Z.hand('p1'));
    const twice = run(nextTurn(once.state), use(mccoy, 'take-personnel'));
    expect(twice.state.cards[first]!.zone).toBe(Z.hand('p1'));
    expect(ofType(twice.events, 'CardAbilityUsed')).toEqual([expect.objectContaining({ title: 'Dr. McCoy (The Motion Pictures)#take-personnel (per game 2)' })]);
    expect(refusal(nextTurn(twice.state, 5), use(mccoy, 'take-personnel'))).toBe('ONCE_PER_GAME');
  });
});

describe('personnel who may nullify a card in play once per game', () => {
  it('126_034 Admiral Cartwright: nullifies a Federation treaty (either player\'s); not another treaty', () => {
    const t = planet(['Admiral Cartwright'], [], { hand: ['Treaty: Federation/Klingon', 'Treaty: Romulan/Klingon'] });
    const [fed, other] = t.hand as [string, string];
    const tabled = evolveAll([fed, other].map((card) => ({ type: 'CardMoved', card, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' }) as GameEvent), t.state);
    expect(offered(tabled)).toEqual([use(t.mine[0]!, 'nullify-treaty', fed)]);
    expect(refusal(tabled, use(t.mine[0]!, 'nullify-treaty', other))).toBe('INVALID_TARGET');
    const after = run(tabled, use(t.mine[0]!, 'nullify-treaty', fed));
    expect(after.state.cards[fed]!.zone).toBe(Z.discard('p1'));
    expect(refusal(after.state, use(t.mine[0]!, 'nullify-treaty', other))).toBe('ONCE_PER_GAME');
  });
  it('117_067 George Primmin: nullifies Computer Crash; nothing to use without it', () => {
    const t = planet(['George Primmin'], [], { hand: ['Computer Crash'] });
    expect(offered(t.state)).toEqual([]);
    const crash = t.hand[0]!;
    const tabled = evolveAll([{ type: 'CardMoved', card: crash, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' }], t.state);
    const after = run(tabled, use(t.mine[0]!, 'nullify', crash));
    expect(after.state.cards[crash]!.zone).toBe(Z.discard('p1'));
    expect(refusal(nextTurn(after.state), use(t.mine[0]!, 'nullify', crash))).toBe('ONCE_PER_GAME');
  });
});

describe('personnel who change the ship they are aboard', () => {
  const printed = (card: Card, attribute: 'RANGE' | 'WEAPONS' | 'SHIELDS') => attributeNumber(attribute === 'RANGE' ? card.ship!.range : attribute === 'WEAPONS' ? card.ship!.weapons : card.ship!.shields);
  const aboard = (shipCard: Card, crew: readonly string[], attribute: 'RANGE' | 'WEAPONS' | 'SHIELDS') => {
    const built = scene({ missions: ['Study Stellar Collision'], ship: shipCard, crew: crew.map((c) => realCard(c)) });
    return shipAttribute(built.state, built.ids.ship!, attribute) - printed(shipCard, attribute);
  };
  for (const [id, title, attribute, delta] of [
    ['109_077', 'Eighteen of Nineteen', 'RANGE', 1],
    ['109_081', 'Four of Eleven', 'SHIELDS', 2],
    ['109_089', 'Thirteen of Nineteen', 'WEAPONS', 2],
  ] as const)
    it(`${id} ${title}: your ship ${attribute} +${delta}, cumulative (two copies +${2 * delta}); nothing to the others`, () => {
      const vessel = realCard('Borg Cube');
      expect(aboard(vessel, [title], attribute)).toBe(delta);
      expect(aboard(vessel, [title, title], attribute)).toBe(2 * delta);
      const other = attribute === 'RANGE' ? 'WEAPONS' : 'RANGE';
      expect(aboard(vessel, [title], other)).toBe(0);
    });
  it('122_066 Chief Engineer Scott: aboard a Mirror Quadrant [OS] ship, all its attributes +2; aboard another ship, nothing', () => {
    const mirror = realCard('I.S.S. Enterprise');
    expect((['RANGE', 'WEAPONS', 'SHIELDS'] as const).map((a) => aboard(mirror, ['Chief Engineer Scott'], a))).toEqual([2, 2, 2]);
    expect(aboard(realCard('I.S.S. Enterprise NX-01'), ['Chief Engineer Scott'], 'WEAPONS')).toBe(0);
  });
});

describe('personnel actions with conditions: aboard your ship, at the start of your turn, with another personnel', () => {
  it('109_088 Ten of Nineteen: aboard your ship, forces an opponent\'s cloaked ship at the same location to decloak; on the planet, no', () => {
    const built = scene({ missions: ['Study Stellar Collision'], ship: testShip({}), crew: [realCard('Ten of Nineteen')], opponentHand: ["D'deridex"] });
    const ten = built.ids.crew[0]!;
    const theirs = built.ids.opponentHand[0]!;
    const placed = evolveAll(
      [
        { type: 'CardMoved', card: theirs, from: Z.hand('p2'), to: Z.space('L1'), faceUp: true, reason: 'test' },
        { type: 'ShipCloaked', player: 'p2', ship: theirs, mode: 'cloaked', turn: 0 },
      ],
      built.state,
    );
    expect(offered(placed)).toEqual([use(ten, 'force-decloak', theirs)]);
    const after = run(placed, use(ten, 'force-decloak', theirs));
    expect(ofType(after.events, 'ShipDecloaked').map((e) => e.ship)).toEqual([theirs]);
    expect(offered(built.state)).toEqual([]);
    const onPlanet = evolveAll([{ type: 'CardMoved', card: ten, from: Z.aboard(built.ids.ship!), to: Z.surface('L1'), faceUp: true, reason: 'test' }], placed);
    expect(refusal(onPlanet, use(ten, 'force-decloak', theirs))).toBe('CONDITION_UNMET');
  });
  it('125_115 Sherlock Holmes: at the start of your turn draws a card when the opponent holds more cards; not with fewer, not after the card play', () => {
    const more = { ...scene({ missions: ['Excavation'], awayTeam: ['Sherlock Holmes'], opponentHand: [{ skills: 'OFFICER' }, { skills: 'OFFICER' }] }) };
    const holmes = more.ids.awayTeam[0]!;
    const top = cardsIn(more.state, Z.draw('p1'))[0]!;
    expect(run(more.state, use(holmes, 'draw')).state.cards[top]!.zone).toBe(Z.hand('p1'));
    const fewer = planet(['Sherlock Holmes'], [], { hand: [{ skills: 'OFFICER' }] });
    expect(refusal(fewer.state, use(fewer.mine[0]!, 'draw'))).toBe('CONDITION_UNMET');
    const late = { ...more.state, turn: { ...more.state.turn!, normalCardPlayUsed: true } };
    expect(refusal(late, use(holmes, 'draw'))).toBe('CONDITION_UNMET');
  });
  it('125_099 John Watson: with Sherlock Holmes present, discards the whole hand at the start of the turn; without him, no', () => {
    const withHolmes = planet(['John Watson', 'Sherlock Holmes'], [], { hand: [{ skills: 'OFFICER' }, { skills: 'MEDICAL' }] });
    const after = run(withHolmes.state, use(withHolmes.mine[0]!, 'discard-hand'));
    expect(cardsIn(after.state, Z.hand('p1'))).toEqual([]);
    expect(cardsIn(after.state, Z.discard('p1'))).toEqual(withHolmes.hand);
    const alone = planet(['John Watson'], [], { hand: [{ skills: 'OFFICER' }] });
    expect(refusal(alone.state, use(alone.mine[0]!, 'discard-hand'))).toBe('CONDITION_UNMET');
  });
});

describe('personnel who change a ship by a condition or a count', () => {
  const crewed = (shipTitle: string, crew: readonly Entry[]) => scene({ missions: ['Study Stellar Collision'], ship: realCard(shipTitle), crew: crew.map(resolve) });
  it("115_121 T'Rul: the ship she is aboard is RANGE +1 only while cloaked", () => {
    const built = crewed("D'deridex", ["T'Rul"]);
    const ship = built.ids.ship!;
    const base = shipAttribute(built.state, ship, 'RANGE');
    const cloaked = evolveAll([{ type: 'ShipCloaked', player: 'p1', ship, mode: 'cloaked', turn: 1 }], built.state);
    expect(shipAttribute(cloaked, ship, 'RANGE') - base).toBe(1);
    expect(base).toBe(attributeNumber(realCard("D'deridex").ship!.range));
  });
  it("119_078 Captain Koloth: aboard the I.K.C. Gr'oth, +1 to each attribute per Klingon [OS] personnel aboard (himself too), at most +3; aboard another ship, nothing", () => {
    const grothCard = realCard("I.K.C. Gr'oth");
    const base = attributeNumber(grothCard.ship!.weapons);
    const klingonOS: Card = { ...person({ affiliation: 'Klingon', skills: 'SECURITY' }), icons: [{ code: 'OS', name: 'OS', category: 'test' }] };
    const plainKlingon = person({ affiliation: 'Klingon', skills: 'SECURITY' });
    const alone = crewed("I.K.C. Gr'oth", ['Captain Koloth', plainKlingon]);
    expect(shipAttribute(alone.state, alone.ids.ship!, 'WEAPONS') - base).toBe(1);
    const many = crewed("I.K.C. Gr'oth", ['Captain Koloth', klingonOS, { ...klingonOS, id: 'os2' }, { ...klingonOS, id: 'os3' }]);
    expect((['RANGE', 'WEAPONS', 'SHIELDS'] as const).map((a) => shipAttribute(many.state, many.ids.ship!, a) - shipAttribute(alone.state, alone.ids.ship!, a))).toEqual([2, 2, 2]);
    const other = crewed('I.K.C. Fek\'lhr', ['Captain Koloth', klingonOS]);
    expect(shipAttribute(other.state, other.ids.ship!, 'WEAPONS')).toBe(attributeNumber(realCard("I.K.C. Fek'lhr").ship!.weapons));
  });
});

describe('personnel whose attributes change by who is present, or in battle only', () => {
  it('112_195 Natima Lang: attributes all +2 with another Cardassian dissident present; with a non-Cardassian dissident or a plain Cardassian, no', () => {
    const lang = realCard('Natima Lang');
    const printed = [lang.personnel!.integrity, lang.personnel!.cunning, lang.personnel!.strength].map((v) => attributeNumber(v));
    const read = (others: readonly Entry[]) => {
      const t = planet(['Natima Lang', ...others]);
      const m = memberOf(t.state, t.mine[0]!);
      return [m.integrity, m.cunning, m.strength];
    };
    expect(read(['Tekeny Ghemor'])).toEqual(printed.map((v) => v + 2));
    expect(read(["Tal'Aura"])).toEqual(printed);
    expect(read([{ affiliation: 'Cardassian', skills: 'OFFICER', ch: ['Cardassian'] }])).toEqual(printed);
  });
  it("117_062 Ikat'ika: in personnel battle your other Jem'Hadar present fight STRENGTH +1 (its combat shows it); a non-Jem'Hadar does not; outside battle STRENGTH is unchanged", () => {
    const jem = (label: string): Placed => ({ label, owner: 'p1', at: 'surface', card: { skills: 'SECURITY', s: 6, affiliation: 'Dominion', ch: ["Jem'Hadar"] } });
    const foe: Placed = { label: 'r', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s: 5, affiliation: 'Romulan' } };
    const foe2: Placed = { ...foe, label: 'r2' };
    const ika: Placed = { label: 'i', owner: 'p1', at: 'surface', card: "Ikat'ika" };
    const strengthOf = (placed: readonly Placed[]) => {
      const built = battleScene(placed);
      const outcome = when(built.state, { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') });
      if ('violation' in outcome) throw new Error(outcome.violation.code);
      const fight = ofType(outcome.events, 'CombatResolved').find((e) => e.adversaries.includes(built.id('j')))!;
      return { fought: fight.strengths[fight.adversaries.indexOf(built.id('j'))], printed: memberOf(built.state, built.id('j')).strength };
    };
    expect(strengthOf([jem('j'), ika, foe, foe2])).toEqual({ fought: 7, printed: 6 });
    const plain: Placed = { label: 'j', owner: 'p1', at: 'surface', card: { skills: 'SECURITY', s: 6, affiliation: 'Dominion' } };
    expect(strengthOf([plain, ika, foe, foe2]).fought).toBe(6);
  });
});

describe('special reporting a personnel permits (SpecialReport; 1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING)', () => {
  const report = (card: string, to: string): Command => ({ type: 'SpecialReport', actor: 'p1', card, to });
  const reports = (state: GameState) => legalCommands(state, 'p1').filter((c) => c.type === 'SpecialReport');
  const played = (events: readonly GameEvent[]) => ofType(events, 'CardReported').map((e) => [e.card, e.to, e.normalCardPlay]);
  /** p1's Away Team on L1 (a planet), `hand` in p1's hand; `facility` (a title) in space at L1 when given. */
  const table = (awayTeam: readonly Entry[], hand: readonly Entry[], extra: { facility?: string; ship?: string } = {}) => {
    const built = scene({ missions: ['Excavation'], awayTeam: awayTeam.map(resolve), hand: [...hand.map(resolve), ...(extra.facility ? [realCard(extra.facility)] : [])], ...(extra.ship ? { ship: realCard(extra.ship) } : {}) });
    const facility = extra.facility ? built.ids.hand[hand.length] : undefined;
    const state = facility ? evolveAll([{ type: 'CardMoved', card: facility, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'test' }], built.state) : built.state;
    return { state, team: built.ids.awayTeam, hand: built.ids.hand.slice(0, hand.length), facility, ship: built.ids.ship };
  };

  it('126_036 Amanda Grayson: any Spock reports where she is present, for free (the normal card play stays); another personnel may not', () => {
    const t = table(['Amanda Grayson'], ['Spock', { skills: 'OFFICER', affiliation: 'Federation' }]);
    const [spock, other] = t.hand as [string, string];
    expect(reports(t.state)).toEqual([report(spock, Z.surface('L1'))]);
    const after = run(t.state, report(spock, Z.surface('L1')));
    expect(played(after.events)).toEqual([[spock, Z.surface('L1'), false]]);
    expect(after.state.turn!.normalCardPlayUsed).toBe(false);
    expect(refusal(t.state, report(other, Z.surface('L1')))).toBe('NO_SPECIAL_REPORTING');
  });
  it('122_105 Professor Sisko: a Sisko reports where present with the normal card play; Jake Sisko for free', () => {
    const t = table(['Professor Sisko'], ['Benjamin Sisko', 'Jake Sisko']);
    const [ben, jake] = t.hand as [string, string];
    const paid = run(t.state, report(ben, Z.surface('L1')));
    expect(played(paid.events)).toEqual([[ben, Z.surface('L1'), true]]);
    expect(refusal(paid.state, report(jake, Z.surface('L1')))).toBeNull();
    expect(played(run(paid.state, report(jake, Z.surface('L1'))).events)).toEqual([[jake, Z.surface('L1'), false]]);
  });
  it('112_161 Pallra: your Trazko reports where she is present, for free; elsewhere, nowhere', () => {
    const t = table(['Pallra'], ['Trazko']);
    expect(played(run(t.state, report(t.hand[0]!, Z.surface('L1'))).events)).toEqual([[t.hand[0], Z.surface('L1'), false]]);
    expect(refusal(t.state, report(t.hand[0]!, Z.surface('L2')))).toBe('NO_SPECIAL_REPORTING');
  });
  it('125_116 Sigmund Freud: your [AU] personnel and equipment report where he is present; a card without [AU] may not', () => {
    const t = table(['Sigmund Freud'], ['Captain Kirk', 'Benjamin Sisko']);
    const [kirk, ben] = t.hand as [string, string];
    expect(reports(t.state)).toEqual([report(kirk, Z.surface('L1'))]);
    expect(refusal(t.state, report(ben, Z.surface('L1')))).toBe('NO_SPECIAL_REPORTING');
  });
  it('105_055 Mr. Homn: an empath reports where he is present; he cancels Empathic Echo where present', () => {
    const t = table(['Mr. Homn'], ['Kamala', { skills: 'OFFICER' }]);
    expect(reports(t.state)).toEqual([report(t.hand[0]!, Z.surface('L1'))]);
    const withHomn = scene({ missions: ['Excavation'], seeds: ['Empathic Echo'], awayTeam: ['Mr. Homn', { skills: 'OFFICER' }] });
    const nullified = runAttemptReasons(withHomn.state);
    expect(nullified).toContain('nullified');
    expect(runAttemptReasons(scene({ missions: ['Excavation'], seeds: ['Empathic Echo'], awayTeam: [{ skills: 'OFFICER' }] }).state)).not.toContain('nullified');
  });
  it('125_055 Ekoor: your universal Cardassian SECURITY reports where present for free, once each turn', () => {
    const t = table(['Ekoor'], ['Dakol', 'Dakol']);
    const [a, b] = t.hand as [string, string];
    const once = run(t.state, report(a, Z.surface('L1')));
    expect(played(once.events)).toEqual([[a, Z.surface('L1'), false]]);
    expect(refusal(once.state, report(b, Z.surface('L1')))).toBe('ONCE_PER_TURN');
    expect(refusal(nextTurn(once.state), report(b, Z.surface('L1')))).toBeNull();
  });
  it('125_069 Lewis Zimmerman: a compatible [Holo] card reports at his location (the planet, or aboard your ship there) for free once each turn', () => {
    const t = table(['Lewis Zimmerman'], ['Albert Einstein', { skills: 'OFFICER' }], { ship: 'U.S.S. Jupiter' });
    const einstein = t.hand[0]!;
    expect(reports(t.state)).toEqual([report(einstein, Z.surface('L1')), report(einstein, Z.aboard(t.ship!))]);
    const once = run(t.state, report(einstein, Z.aboard(t.ship!)));
    expect(played(once.events)).toEqual([[einstein, Z.aboard(t.ship!), false]]);
    expect(reports(once.state)).toEqual([]);
  });
  it('124_078 Donik: your Hirogen [Holo] personnel report at his location; a Hirogen without [Holo] may not', () => {
    const holo: Card = { ...person({ affiliation: 'Hirogen', skills: 'SECURITY' }), id: 'holo-hirogen', icons: [{ code: 'Holo', name: 'Holo', category: 'test' }] };
    const t = table(['Donik'], [holo, { affiliation: 'Hirogen', skills: 'SECURITY' }]);
    expect(reports(t.state)).toEqual([report(t.hand[0]!, Z.surface('L1'))]);
    expect(played(run(t.state, report(t.hand[0]!, Z.surface('L1'))).events)).toEqual([[t.hand[0], Z.surface('L1'), true]]);
  });
  it('117_107 Hagath: your hand weapons report at his location; other equipment may not', () => {
    const t = table(['Hagath'], ['Klingon Disruptor', 'Tricorder']);
    expect(reports(t.state)).toEqual([report(t.hand[0]!, Z.surface('L1'))]);
  });
  it("126_100 Pa'rena: your Ketracel-White reports at her location for free", () => {
    const t = table(["Pa'rena"], ['Ketracel-White']);
    expect(played(run(t.state, report(t.hand[0]!, Z.surface('L1'))).events)).toEqual([[t.hand[0], Z.surface('L1'), false]]);
  });
  it('125_064 Admiral J. P. Hanson: your Federation ship without [AU] reports in space at his location; an [AU] one may not', () => {
    const t = table(['Admiral J. P. Hanson'], ['U.S.S. Jupiter', 'Starship Enterprise']);
    const [jupiter, enterprise] = t.hand as [string, string];
    expect(reports(t.state)).toEqual([report(jupiter, Z.space('L1'))]);
    expect(refusal(t.state, report(enterprise, Z.space('L1')))).toBe('NO_SPECIAL_REPORTING');
  });
  it('115_069 Damar: reports where your Dukat is present; not where nobody named Dukat is', () => {
    const t = table(['Dukat'], ['Damar']);
    expect(reports(t.state)).toEqual([report(t.hand[0]!, Z.surface('L1'))]);
    const alone = table([{ affiliation: 'Cardassian', skills: 'OFFICER', title: 'Dukath' }], ['Damar']);
    expect(reports(alone.state)).toEqual([]);
  });
  it('119_066 Lt. Sisko: reports where Captain Kirk is present, for free', () => {
    const t = table(['Captain Kirk'], ['Lt. Sisko']);
    expect(played(run(t.state, report(t.hand[0]!, Z.surface('L1'))).events)).toEqual([[t.hand[0], Z.surface('L1'), false]]);
    expect(reports(table([{ affiliation: 'Federation', skills: 'OFFICER' }], ['Lt. Sisko']).state)).toEqual([]);
  });
  it('122_063 Luaran: reports aboard your Enhanced Attack Ship; aboard another ship, no', () => {
    const t = table([], ['Luaran'], { ship: 'Enhanced Attack Ship' });
    expect(reports(t.state)).toEqual([report(t.hand[0]!, Z.aboard(t.ship!))]);
    expect(reports(table([], ['Luaran'], { ship: 'U.S.S. Jupiter' }).state)).toEqual([]);
  });
  it('117_074 Frool: reports for free to a Ferengi Trading Post; to another outpost, only normally', () => {
    const t = table([], ['Frool'], { facility: 'Ferengi Trading Post' });
    expect(played(run(t.state, report(t.hand[0]!, Z.aboard(t.facility!))).events)).toEqual([[t.hand[0], Z.aboard(t.facility!), false]]);
    expect(reports(table([], ['Frool'], { facility: 'Federation Outpost' }).state)).toEqual([]);
  });
  it('122_083 Nurse Chapel: reports for free to your outpost while Dr. McCoy is in play; without him, only normally', () => {
    const t = table(['Dr. McCoy'], ['Nurse Chapel'], { facility: 'Federation Outpost' });
    expect(reports(t.state)).toEqual([report(t.hand[0]!, Z.aboard(t.facility!))]);
    expect(played(run(t.state, report(t.hand[0]!, Z.aboard(t.facility!))).events)).toEqual([[t.hand[0], Z.aboard(t.facility!), false]]);
    expect(reports(table([], ['Nurse Chapel'], { facility: 'Federation Outpost' }).state)).toEqual([]);
  });
  it('a special report is refused off your turn, after the card play, for a unique card already in play, and (paid) once the normal card play is used', () => {
    const t = table(['Professor Sisko', 'Benjamin Sisko'], ['Benjamin Sisko', 'Jake Sisko']);
    const [ben, jake] = t.hand as [string, string];
    expect(refusal(t.state, report(ben, Z.surface('L1')))).toBe('NOT_UNIQUE');
    // p2 naming a card in p1's hand is refused without a word about it (refusal-sight.ts); the rule check itself says off-turn
    expect(refusal(t.state, { type: 'SpecialReport', actor: 'p2', card: jake, to: Z.surface('L1') })).toBe('CARD_NOT_SEEN');
    expect(check(t.state, { type: 'SpecialReport', actor: 'p2', card: jake, to: Z.surface('L1') })?.code).toBe('NOT_YOUR_TURN');
    const orders = evolveAll([{ type: 'OrdersBegan', player: 'p1', cardPlayForfeited: false }], t.state);
    expect(refusal(orders, report(jake, Z.surface('L1')))).toBe('CARD_PLAY_FORFEITED');
  });
});

function runAttemptReasons(state: GameState): string[] {
  return ofType(runAttempt(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' }).events, 'DilemmaRemoved').map((e) => e.reason);
}

describe('personnel who lift the affiliation attack restrictions at their location (1E rulebook › BATTLE › INITIATING A BATTLE)', () => {
  const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };
  const fed = (label: string): Placed => ({ label, owner: 'p1', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Federation' } });
  const dominion: Placed = { label: 'd', owner: 'p2', at: 'surface', card: { skills: 'SECURITY', affiliation: 'Dominion' } };
  const klingon: Placed = { label: 'k', owner: 'p2', at: 'surface', card: { skills: 'SECURITY', affiliation: 'Klingon' } };
  it('115_108 Admiral Leyton: your Federation force with him may attack Dominion personnel; not Klingons; without him, not Dominion', () => {
    const leyton: Placed = { label: 'l', owner: 'p1', at: 'surface', card: 'Admiral Leyton' };
    expect(refusal(battleScene([fed('f'), leyton, dominion]).state, attack)).toBeNull();
    expect(refusal(battleScene([fed('f'), leyton, klingon]).state, attack)).toBe('AFFILIATION_ATTACK_RESTRICTION');
    expect(refusal(battleScene([fed('f'), dominion]).state, attack)).toBe('AFFILIATION_ATTACK_RESTRICTION');
  });
  it("115_096 Omet'iklan: your Dominion force with him may attack Dominion personnel (its own affiliation); without him, not", () => {
    const jem = (label: string): Placed => ({ label, owner: 'p1', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Dominion' } });
    const omet: Placed = { label: 'o', owner: 'p1', at: 'surface', card: "Omet'iklan" };
    expect(refusal(battleScene([jem('j'), omet, dominion]).state, attack)).toBeNull();
    expect(refusal(battleScene([jem('j'), dominion]).state, attack)).toBe('AFFILIATION_ATTACK_RESTRICTION');
  });
});

describe('personnel who score when a mission is solved', () => {
  /** p1's ship crew attempts the space mission L1 (the first mission). */
  const solve = (spec: SceneSpec) => {
    const built = scene({ ship: testShip({}), ...spec });
    return ofType(runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship! }).events, 'PointsScored').map((e) => [e.points, e.bonus]);
  };
  it('105_081 Timicin: 10 bonus points when he helps solve Test Mission; with him in hand (not helping), none', () => {
    expect(solve({ missions: ['Test Mission'], crew: [realCard('Timicin'), { skills: 'OFFICER', i: 30 }] })).toEqual([[25, false], [10, true]]);
    expect(solve({ missions: ['Test Mission'], crew: [{ skills: 'OFFICER Physics', i: 30 }], hand: ['Timicin'] })).toEqual([[25, false]]);
  });
  it('105_056 Rager: 5 bonus points when she helps solve Explore Dyson Sphere; with her in hand, none', () => {
    const team = [{ skills: 'ENGINEER' }, { skills: 'ENGINEER' }, { skills: 'ENGINEER Computer Skill Physics' }];
    expect(solve({ missions: ['Explore Dyson Sphere'], crew: [realCard('Rager'), ...team] }).filter(([, bonus]) => bonus)).toEqual([[5, true]]);
    expect(solve({ missions: ['Explore Dyson Sphere'], crew: [...team, { skills: 'OFFICER Navigation' }], hand: ['Rager'] }).filter(([, bonus]) => bonus)).toEqual([]);
  });
  it('124_072 Reginald Barclay (The Borg): in play anywhere, a Delta Quadrant Federation mission you solve scores 5 more bonus points; in the Alpha Quadrant, no', () => {
    const delta = scene({ missions: ['Test Mission', 'Excavation'], quadrant: 'Delta', ship: testShip({}), crew: [{ skills: 'Physics', i: 30 }], hand: ['Reginald Barclay (The Borg)'] });
    const elsewhere = evolveAll([{ type: 'CardMoved', card: delta.ids.hand[0]!, from: Z.hand('p1'), to: Z.surface('L2'), faceUp: true, reason: 'test' }], delta.state);
    expect(ofType(runAttempt(elsewhere, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: delta.ids.ship! }).events, 'PointsScored').map((e) => [e.points, e.bonus])).toEqual([[25, false], [5, true]]);
    expect(solve({ missions: ['Test Mission'], crew: [realCard('Reginald Barclay (The Borg)'), { skills: 'Physics', i: 30 }] })).toEqual([[25, false]]);
  });
});

describe('personnel actions from the discard pile, and exchanges with a card in hand', () => {
  it('126_038 Captain Spock: once per game, from the discard pile to hand; not while in play', () => {
    const t = planet([], [], { hand: ['Captain Spock'] });
    const spock = t.hand[0]!;
    const discarded = evolveAll([{ type: 'CardMoved', card: spock, from: Z.hand('p1'), to: Z.discard('p1'), faceUp: true, reason: 'test' }], t.state);
    expect(offered(discarded)).toEqual([use(spock, 'to-hand')]);
    const back = run(discarded, use(spock, 'to-hand'));
    expect(back.state.cards[spock]!.zone).toBe(Z.hand('p1'));
    const again = evolveAll([{ type: 'CardMoved', card: spock, from: Z.hand('p1'), to: Z.discard('p1'), faceUp: true, reason: 'test' }], nextTurn(back.state));
    expect(refusal(again, use(spock, 'to-hand'))).toBe('ONCE_PER_GAME');
    const inPlay = planet(['Captain Spock']);
    expect(refusal(inPlay.state, use(inPlay.mine[0]!, 'to-hand'))).toBe('NOT_USABLE');
  });
  it('115_081 Founder: morphs into a Founder from hand (it takes her place, stopped as she was); any number of times; a non-Founder is no target', () => {
    const t = planet(['Founder'], [], { hand: ['Founder Leader', { skills: 'OFFICER' }] });
    const [leader, other] = t.hand as [string, string];
    const founder = t.mine[0]!;
    expect(offered(t.state)).toEqual([use(founder, 'morph', leader)]);
    const after = run(stop(t.state, [founder]), use(founder, 'morph', leader));
    expect([after.state.cards[leader]!.zone, after.state.cards[leader]!.stopped, after.state.cards[founder]!.zone]).toEqual([Z.surface('L1'), true, Z.hand('p1')]);
    expect(refusal(t.state, use(founder, 'morph', other))).toBe('INVALID_TARGET');
  });
  it('112_198 Plain, Simple Garak: replaced by another version of Elim Garak from hand; not by another Cardassian', () => {
    const t = planet(['Plain, Simple Garak'], [], { hand: ['Mr. Garak', 'Garak'] });
    const [mr, plainGarak] = t.hand as [string, string];
    expect(offered(t.state)).toEqual([use(t.mine[0]!, 'replace', mr)]);
    expect(refusal(t.state, use(t.mine[0]!, 'replace', plainGarak))).toBe('INVALID_TARGET');
    expect(run(t.state, use(t.mine[0]!, 'replace', mr)).state.cards[mr]!.zone).toBe(Z.surface('L1'));
  });
});

describe('personnel who deny skills to opposing personnel present, or weaken opposing ships', () => {
  const skill = (state: GameState, iid: string, name: string) => skillLevel(memberOf(state, iid), name);
  it('125_095 Eli Hollander: opposing personnel present lose SECURITY (skill and classification); yours keep it; away from him, theirs keep it', () => {
    const t = planet(['Eli Hollander', { skills: 'SECURITY' }], [{ skills: 'SECURITY Diplomacy' }, { skills: 'OFFICER SECURITY' }]);
    const [foeClass, foeSkill] = t.theirs as [string, string];
    expect([skill(t.state, foeClass, 'SECURITY'), skill(t.state, foeSkill, 'SECURITY'), skill(t.state, foeClass, 'Diplomacy'), skill(t.state, t.mine[1]!, 'SECURITY')]).toEqual([0, 0, 1, 1]);
    const away = planet([{ skills: 'OFFICER' }], [{ skills: 'SECURITY' }]);
    expect(skill(away.state, away.theirs[0]!, 'SECURITY')).toBe(1);
  });
  it('125_097 Felix Leech: opposing personnel present lose their classification, keep their other skills; yours keep theirs', () => {
    const t = planet(['Felix Leech', { skills: 'ENGINEER' }], [{ skills: 'ENGINEER Physics' }]);
    expect([skill(t.state, t.theirs[0]!, 'ENGINEER'), skill(t.state, t.theirs[0]!, 'Physics'), skill(t.state, t.mine[1]!, 'ENGINEER')]).toEqual([0, 1, 1]);
  });
  it('125_082 Arachnia: an opposing ship at her location is SHIELDS -4 unless a female is aboard; your own ship is not', () => {
    const built = scene({ missions: ['Study Stellar Collision'], awayTeam: ['Arachnia'], opponentHand: ['U.S.S. Jupiter', { skills: 'OFFICER', ch: ['Female'] }], ship: testShip({ shields: 8 }) });
    const [theirs, female] = built.ids.opponentHand as [string, string];
    const base = attributeNumber(realCard('U.S.S. Jupiter').ship!.shields);
    const placed = evolveAll([{ type: 'CardMoved', card: theirs, from: Z.hand('p2'), to: Z.space('L1'), faceUp: true, reason: 'test' }], built.state);
    expect(shipAttribute(placed, theirs, 'SHIELDS')).toBe(base - 4);
    expect(shipAttribute(placed, built.ids.ship!, 'SHIELDS')).toBe(8);
    const crewed = evolveAll([{ type: 'CardMoved', card: female, from: Z.hand('p2'), to: Z.aboard(theirs), faceUp: true, reason: 'test' }], placed);
    expect(shipAttribute(crewed, theirs, 'SHIELDS')).toBe(base);
  });
});

describe('125_065 Boothby: your Federation Youth report where he is present, and are attributes all +2 at his location', () => {
  it('Alexander Rozhenko (Federation, Youth) is offered where Boothby is, and is +2 there; a Youth elsewhere is not', () => {
    const t = planet(['Boothby'], [], { hand: ['Alexander Rozhenko', { skills: 'OFFICER', affiliation: 'Federation' }] });
    const alexander = t.hand[0]!;
    expect(legalCommands(t.state, 'p1').filter((c) => c.type === 'SpecialReport')).toEqual([{ type: 'SpecialReport', actor: 'p1', card: alexander, to: Z.surface('L1') }]);
    const reported = run(t.state, { type: 'SpecialReport', actor: 'p1', card: alexander, to: Z.surface('L1') }).state;
    const printed = realCard('Alexander Rozhenko').personnel!;
    const m = memberOf(reported, alexander);
    expect([m.integrity, m.cunning, m.strength]).toEqual([printed.integrity, printed.cunning, printed.strength].map((v) => attributeNumber(v) + 2));
    const elsewhere = evolveAll([{ type: 'CardMoved', card: alexander, from: Z.surface('L1'), to: Z.surface('L2'), faceUp: true, reason: 'test' }], reported);
    expect(memberOf(elsewhere, alexander).strength).toBe(attributeNumber(printed.strength));
  });
});

describe('personnel compatible with every [SKR] card (card-facts.ts › compatible)', () => {
  for (const [id, title] of [
    ['126_108', 'Caithlin Dar'],
    ['126_076', 'General Korrd'],
    ['126_063', 'St. John Talbot'],
  ] as const)
    it(`${id} ${title}: compatible with an [SKR] card of another affiliation; not with a plain card of that affiliation`, () => {
      const me = realCard(title);
      const skr = ['General Korrd', 'St. John Talbot', 'Caithlin Dar'].map((t) => realCard(t)).find((card) => card.affiliations[0] !== me.affiliations[0])!;
      const plain = { ...person({ affiliation: skr.affiliations[0], skills: 'OFFICER' }), id: 'plain' };
      expect([compatible(me, skr), compatible(skr, me), compatible(me, plain)]).toEqual([true, true, false]);
    });
});

describe("personnel whose presence lets your transporters beam through the opponent's SHIELDS", () => {
  for (const [id, title] of [
    ['109_091', 'Two of Eleven'],
    ['124_051', 'Eight of Eighteen'],
  ] as const)
    it(`${id} ${title}: aboard your ship, a crew member beams aboard the opponent's shielded ship; without the drone, refused (SHIELDED)`, () => {
      const build = (crew: readonly Entry[]) => {
        const built = scene({ missions: ['Study Stellar Collision'], ship: testShip({ affiliation: 'Borg' }), crew: crew.map(resolve), opponentHand: [testShip({ shields: 7, title: 'Their Ship' })] });
        const theirs = built.ids.opponentHand[0]!;
        return { built, theirs, state: evolveAll([{ type: 'CardMoved', card: theirs, from: Z.hand('p2'), to: Z.space('L1'), faceUp: true, reason: 'test' }], built.state) };
      };
      const drone = { affiliation: 'Borg', skills: 'SECURITY' };
      const withIt = build([title, drone]);
      const beam = (b: ReturnType<typeof build>): Command => ({ type: 'Beam', actor: 'p1', cards: [b.built.ids.crew[1]!], to: Z.aboard(b.theirs), via: b.built.ids.ship! });
      expect(refusal(withIt.state, beam(withIt))).toBeNull();
      const without = build([{ affiliation: 'Borg', skills: 'OFFICER' }, drone]);
      expect(refusal(without.state, beam(without))).toBe('SHIELDED');
    });
});

describe('personnel who protect cards from nullification', () => {
  /** p2's treaty (and p2's personnel `guard`, when given) in play; p1's Admiral Cartwright on the planet. */
  const treatyTable = (treaty: string, guard?: string) => {
    const built = scene({ missions: ['Excavation'], awayTeam: ['Admiral Cartwright'], opponentHand: [treaty, ...(guard ? [guard] : [])] });
    const [card, personnel] = built.ids.opponentHand as [string, string | undefined];
    const moves: GameEvent[] = [{ type: 'CardMoved', card, from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'test' }];
    if (personnel) moves.push({ type: 'CardMoved', card: personnel, from: Z.hand('p2'), to: Z.surface('L2'), faceUp: true, reason: 'test' });
    return { state: evolveAll(moves, built.state), treaty: card, cartwright: built.ids.awayTeam[0]! };
  };
  it('112_202 Turrel: his owner\'s Cardassian treaty may not be nullified (Admiral Cartwright has no target); without him, it may', () => {
    const guarded = treatyTable('Treaty: Federation/Cardassian', 'Turrel');
    expect(refusal(guarded.state, use(guarded.cartwright, 'nullify-treaty', guarded.treaty))).toBe('INVALID_TARGET');
    const open = treatyTable('Treaty: Federation/Cardassian');
    expect(offered(open.state)).toEqual([use(open.cartwright, 'nullify-treaty', open.treaty)]);
  });
  it('126_073 Chancellor Gorkon: his owner\'s Klingon treaty may not be nullified; a treaty without Klingons may', () => {
    const guarded = treatyTable('Treaty: Federation/Klingon', 'Chancellor Gorkon');
    expect(offered(guarded.state)).toEqual([]);
    const other = treatyTable('Treaty: Federation/Romulan', 'Chancellor Gorkon');
    expect(offered(other.state)).toEqual([use(other.cartwright, 'nullify-treaty', other.treaty)]);
  });
  it('112_151 Kai Opaka: an Orb artifact in play (either player\'s) is protected while she is in play; a treaty is not', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: ['Kai Opaka'], opponentHand: ['Orb of Wisdom', 'Treaty: Federation/Klingon'] });
    const [orb, treaty] = built.ids.opponentHand as [string, string];
    const state = evolveAll([orb, treaty].map((card) => ({ type: 'CardMoved', card, from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'test' }) as GameEvent), built.state);
    expect([protectedFromNullification(state, orb), protectedFromNullification(state, treaty)]).toEqual(['Kai Opaka', undefined]);
    const gone = evolveAll([{ type: 'CardMoved', card: built.ids.awayTeam[0]!, from: Z.surface('L1'), to: Z.discard('p1'), faceUp: true, reason: 'test' }], state);
    expect(protectedFromNullification(gone, orb)).toBeUndefined();
  });
});

describe('personnel who help staff the ship they are aboard (1E rulebook › EXECUTING ORDERS › STAFF A SHIP)', () => {
  const withIcons = (spec: PersonSpec, codes: readonly string[], id: string): Card => ({ ...person(spec), id, icons: codes.map((code) => lookupIcon(code)!) });
  // The card list reads the Phoenix's staffing as [OCD][Stf][Stf] (an icon mis-read as staffing); the test uses [Stf][Stf].
  const phoenix = (): Card => {
    const card = realCard('Phoenix');
    return { ...card, ship: { ...card.ship!, staffing: { ...card.ship!.staffing, icons: ['Stf', 'Stf'] } } };
  };
  const staffed = (shipTitle: string, crew: readonly Entry[]) => {
    const built = scene({ missions: ['Study Stellar Collision'], ship: shipTitle === 'Phoenix' ? phoenix() : realCard(shipTitle), crew: crew.map(resolve) });
    return isStaffed(built.state, built.ids.ship!);
  };
  it('109_116 Lily Sloane: aboard the Phoenix (Stf, Stf) she alone meets both [Stf]; a plain [Stf] personnel alone does not', () => {
    expect(staffed('Phoenix', ['Lily Sloane'])).toBe(true);
    expect(staffed('Phoenix', [withIcons({ affiliation: 'Non-Aligned', skills: 'ENGINEER' }, ['Stf'], 'stf')])).toBe(false);
  });
  it('109_116 Lily Sloane: aboard another ship (U.S.S. Excelsior: Stf, Stf) she meets only one', () => {
    expect(staffed('U.S.S. Excelsior', ['Lily Sloane', withIcons({ affiliation: 'Federation', skills: 'OFFICER' }, [], 'fed')])).toBe(false);
  });
  it('126_061 Mr. Scott (The Motion Pictures): aboard the U.S.S. Excelsior (Stf, Stf) with one [Stf] crewman, one requirement goes and the ship is staffed; without him two are needed', () => {
    const stf = withIcons({ affiliation: 'Federation', skills: 'OFFICER' }, ['Stf'], 'stf');
    expect(staffed('U.S.S. Excelsior', ['Mr. Scott (The Motion Pictures)'])).toBe(true);
    expect(staffed('U.S.S. Excelsior', [withIcons({ affiliation: 'Federation', skills: 'OFFICER' }, ['Cmd'], 'cmd')])).toBe(false);
    expect(staffed('U.S.S. Jupiter', ['Mr. Scott (The Motion Pictures)', stf])).toBe(true);
    expect(staffed('U.S.S. Jupiter', [withIcons({ affiliation: 'Federation', skills: 'OFFICER' }, ['Cmd'], 'cmd'), stf])).toBe(false);
  });
});

describe('124_061 Seven of Nine (The Borg): her three subcommand icons each meet a staffing requirement; a card drawn in place of the normal card play', () => {
  const threeIcons = (): Card => {
    const card = realCard('Borg Scout Vessel');
    return { ...card, ship: { ...card.ship!, staffing: { ...card.ship!.staffing, icons: ['Com', 'Nav', 'Def'] } } };
  };
  it('alone she staffs a ship needing [Com][Nav][Def]; a drone showing the same three icons does not', () => {
    const seven = scene({ missions: ['Study Stellar Collision'], ship: threeIcons(), crew: ['Seven of Nine (The Borg)'] });
    expect(isStaffed(seven.state, seven.ids.ship!)).toBe(true);
    const drone: Card = { ...person({ affiliation: 'Borg', skills: 'ENGINEER' }), id: 'drone', icons: ['Com', 'Nav', 'Def'].map((code) => lookupIcon(code)!) };
    const other = scene({ missions: ['Study Stellar Collision'], ship: threeIcons(), crew: [drone] });
    expect(isStaffed(other.state, other.ids.ship!)).toBe(false);
  });
  it('draws a card and spends the normal card play; once it is spent (or used), she may not', () => {
    const t = planet(['Seven of Nine (The Borg)']);
    const seven = t.mine[0]!;
    const top = cardsIn(t.state, Z.draw('p1'))[0]!;
    expect(offered(t.state)).toEqual([use(seven, 'draw')]);
    const after = run(t.state, use(seven, 'draw'));
    expect([after.state.cards[top]!.zone, after.state.turn!.normalCardPlayUsed]).toEqual([Z.hand('p1'), true]);
    expect(ofType(after.events, 'NormalCardPlaySpent')).toHaveLength(1);
    expect(refusal(after.state, use(seven, 'draw'))).toBe('CONDITION_UNMET');
  });
});

describe('personnel who capture (the captive is held by the capturing Away Team: behaviour/captives.ts)', () => {
  const captured = (events: readonly GameEvent[]) => ofType(events, 'PersonnelCaptured').map((e) => [e.card, e.to]);
  it('117_101 Tog: once per game captures an opposing empath present; not a non-empath, not your own empath', () => {
    const t = planet(['Tog', 'Kamala'], ['Kamala', { skills: 'OFFICER' }]);
    const [theirs, plain] = t.theirs as [string, string];
    expect(offered(t.state)).toEqual([use(t.mine[0]!, 'capture', theirs)]);
    expect(refusal(t.state, use(t.mine[0]!, 'capture', plain))).toBe('INVALID_TARGET');
    const after = run(t.state, use(t.mine[0]!, 'capture', theirs));
    expect(captured(after.events)).toEqual([[theirs, Z.held('p1', 'L1')]]);
    expect(refusal(nextTurn(after.state), use(t.mine[0]!, 'capture', plain))).toBe('ONCE_PER_GAME');
  });
  it('119_088 Grebnedlog: captures an opposing ENGINEER anywhere at his location (aboard a ship there too)', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: ['Grebnedlog'], ship: testShip({}), opponentHand: [{ skills: 'ENGINEER' }, { skills: 'SECURITY' }] });
    const [engineer, guard] = built.ids.opponentHand as [string, string];
    const state = evolveAll([engineer, guard].map((card) => ({ type: 'CardMoved', card, from: Z.hand('p2'), to: Z.aboard(built.ids.ship!), faceUp: true, reason: 'test' }) as GameEvent), built.state);
    expect(offered(state)).toEqual([use(built.ids.awayTeam[0]!, 'capture', engineer)]);
  });
  it('124_074 Nunk: captures an opposing [Holo] personnel present; not a non-hologram', () => {
    const t = planet(['Nunk'], ['Albert Einstein', { skills: 'OFFICER' }]);
    expect(offered(t.state)).toEqual([use(t.mine[0]!, 'capture', t.theirs[0]!)]);
  });
  it('119_092 Worf (The Trouble with Tribbles): captures Barry Waddle present; nobody else', () => {
    const t = planet(['Worf (The Trouble with Tribbles)'], ['Barry Waddle', { skills: 'OFFICER' }]);
    expect(offered(t.state)).toEqual([use(t.mine[0]!, 'capture', t.theirs[0]!)]);
  });
  it('125_092 Dr. Noah: once each turn captures the most CUNNING opposing personnel present (ties: either)', () => {
    const t = planet(['Dr. Noah'], [{ skills: 'OFFICER', c: 9 }, { skills: 'OFFICER', c: 4 }, { skills: 'SECURITY', c: 9 }]);
    const [smart, dull, twin] = t.theirs as [string, string, string];
    expect(offered(t.state)).toEqual([use(t.mine[0]!, 'capture', smart), use(t.mine[0]!, 'capture', twin)]);
    expect(refusal(t.state, use(t.mine[0]!, 'capture', dull))).toBe('INVALID_TARGET');
    const after = run(t.state, use(t.mine[0]!, 'capture', smart));
    expect(refusal(after.state, use(t.mine[0]!, 'capture', twin))).toBe('ONCE_PER_TURN');
  });
  it('119_085 Barry Waddle: nullifies HQ: Return Orb to Bajor lying on a personnel; without it, nothing to use', () => {
    const t = planet(['Barry Waddle'], [{ skills: 'OFFICER' }], { opponentHand: [{ skills: 'OFFICER' }, 'HQ: Return Orb to Bajor'] });
    expect(offered(t.state)).toEqual([]);
    const [host, hq] = t.theirs as [string, string];
    const placed = evolveAll([{ type: 'CardMoved', card: hq, from: Z.surface('L1'), to: Z.on(host), faceUp: true, reason: 'test' }], t.state);
    expect(offered(placed)).toEqual([use(t.mine[0]!, 'nullify', hq)]);
    expect(run(placed, use(t.mine[0]!, 'nullify', hq)).state.cards[hq]!.zone).toBe(Z.discard('p2'));
  });
});

describe('126_090 Woteln: aboard your outpost, the span of its location is +2 for your opponent (1E rulebook › EXECUTING ORDERS › FLY A STARSHIP)', () => {
  it("the opponent's flight into that location costs 2 more RANGE; yours does not; on the planet instead, nothing changes", () => {
    const built = scene({ missions: ['Excavation', 'Study Stellar Collision'], hand: ['Federation Outpost', 'Woteln'] });
    const [outpost, woteln] = built.ids.hand as [string, string];
    const span = spanOf(realCard('Study Stellar Collision'));
    const aboard = evolveAll(
      [
        { type: 'CardMoved', card: outpost, from: Z.hand('p1'), to: Z.space('L2'), faceUp: true, reason: 'test' },
        { type: 'CardMoved', card: woteln, from: Z.hand('p1'), to: Z.aboard(outpost), faceUp: true, reason: 'test' },
      ],
      built.state,
    );
    expect([flightCost(aboard, 'p2', 'L1', 'L2')!.range, flightCost(aboard, 'p1', 'L1', 'L2')!.range]).toEqual([span + 2, span]);
    const outside = evolveAll([{ type: 'CardMoved', card: woteln, from: Z.aboard(outpost), to: Z.surface('L1'), faceUp: true, reason: 'test' }], aboard);
    expect(flightCost(outside, 'p2', 'L1', 'L2')!.range).toBe(span);
  });
});

describe('125_104 Minuet: a Bynars card for free once each turn; stops up to two males present each turn', () => {
  it('the first Bynars Weapon Enhancement plays for free (the normal card play stays); the second the same turn uses the normal card play', () => {
    const built = scene({ missions: ['Study Stellar Collision'], ship: testShip({}), crew: ['Minuet'], hand: ['Bynars Weapon Enhancement', 'Bynars Weapon Enhancement'] });
    const [first, second] = built.ids.hand as [string, string];
    const one = run(built.state, { type: 'PlayCard', actor: 'p1', card: first, target: built.ids.ship! });
    expect(ofType(one.events, 'CardPlayed').map((e) => e.normalCardPlay)).toEqual([false]);
    expect(one.state.turn!.normalCardPlayUsed).toBe(false);
    const two = run(one.state, { type: 'PlayCard', actor: 'p1', card: second, target: built.ids.ship! });
    expect(ofType(two.events, 'CardPlayed').map((e) => e.normalCardPlay)).toEqual([true]);
    const without = scene({ missions: ['Study Stellar Collision'], ship: testShip({}), crew: [{ skills: 'OFFICER' }], hand: ['Bynars Weapon Enhancement'] });
    expect(ofType(run(without.state, { type: 'PlayCard', actor: 'p1', card: without.ids.hand[0]!, target: without.ids.ship! }).events, 'CardPlayed').map((e) => e.normalCardPlay)).toEqual([true]);
  });
  it('stops two males present in one turn, not a third; a female is no target', () => {
    const t = planet(['Minuet'], [{ skills: 'OFFICER', ch: ['Male'] }, { skills: 'OFFICER', ch: ['Male'] }, { skills: 'OFFICER', ch: ['Male'] }, { skills: 'OFFICER', ch: ['Female'] }]);
    const [a, b, c, f] = t.theirs as [string, string, string, string];
    const minuet = t.mine[0]!;
    expect(refusal(t.state, use(minuet, 'stop', f))).toBe('INVALID_TARGET');
    const twice = run(run(t.state, use(minuet, 'stop', a)).state, use(minuet, 'stop', b));
    expect([twice.state.cards[a]!.stopped, twice.state.cards[b]!.stopped]).toEqual([true, true]);
    expect(refusal(twice.state, use(minuet, 'stop', c))).toBe('ONCE_PER_TURN');
  });
});

describe('once-per-game actions on a whole team or the ship aboard', () => {
  it('126_045 Commander Uhura: captures an opposing all-male Away Team present; with a female among them, no', () => {
    const t = planet(['Commander Uhura'], [{ skills: 'OFFICER', ch: ['Male'] }, { skills: 'SECURITY', ch: ['Male'] }]);
    expect(offered(t.state)).toEqual([use(t.mine[0]!, 'capture', Z.surface('L1'))]);
    const after = run(t.state, use(t.mine[0]!, 'capture', Z.surface('L1')));
    expect(t.theirs.map((iid) => after.state.cards[iid]!.zone)).toEqual([Z.held('p1', 'L1'), Z.held('p1', 'L1')]);
    const mixed = planet(['Commander Uhura'], [{ skills: 'OFFICER', ch: ['Male'] }, { skills: 'SECURITY', ch: ['Female'] }]);
    expect(offered(mixed.state)).toEqual([]);
  });
  it('126_107 Wajahut: aboard the U.S.S. Reliant, relocates it to where a Kirk is; aboard another ship, no', () => {
    const built = scene({ missions: ['Study Stellar Collision', 'Excavation'], ship: realCard('U.S.S. Reliant'), crew: ['Wajahut'], opponentHand: ['Captain Kirk'] });
    const kirk = built.ids.opponentHand[0]!;
    const state = evolveAll([{ type: 'CardMoved', card: kirk, from: Z.hand('p2'), to: Z.surface('L2'), faceUp: true, reason: 'test' }], built.state);
    const wajahut = built.ids.crew[0]!;
    expect(offered(state)).toEqual([use(wajahut, 'relocate', 'L2')]);
    const after = run(state, use(wajahut, 'relocate', 'L2'));
    expect(after.state.cards[built.ids.ship!]!.zone).toBe(Z.space('L2'));
    expect(refusal(nextTurn(after.state), use(wajahut, 'relocate', 'L1'))).toBe('ONCE_PER_GAME');
    const other = scene({ missions: ['Study Stellar Collision', 'Excavation'], ship: testShip({}), crew: ['Wajahut'], awayTeam: [] });
    expect(refusal(other.state, use(other.ids.crew[0]!, 'relocate', 'L2'))).toBe('CONDITION_UNMET');
  });
});

describe("115_101 Toman'torax: paired first in personnel battle", () => {
  it('he tops his side\'s combat pile (attacking or defending), whatever the shuffle', () => {
    const p1 = (label: string): Placed => ({ label, owner: 'p1', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Klingon' } });
    const p2 = (label: string): Placed => ({ label, owner: 'p2', at: 'surface', card: { skills: 'SECURITY', affiliation: 'Romulan' } });
    const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };
    for (const side of ['p1', 'p2'] as const) {
      const toman: Placed = { label: 't', owner: side, at: 'surface', card: "Toman'torax" };
      const built = battleScene([p1('a'), p1('b'), p1('c'), p1('d'), toman, p2('w'), p2('x'), p2('y'), p2('z')]);
      const outcome = when(built.state, attack);
      if ('violation' in outcome) throw new Error(outcome.violation.code);
      expect(ofType(outcome.events, 'CombatPilesFormed')[0]!.piles[side][0]).toBe(built.id('t'));
    }
  });
});

describe('personnel who double the skills of others', () => {
  const skill = (state: GameState, iid: string, name: string) => skillLevel(memberOf(state, iid), name);
  it('117_080 Ishka: Grand Nagus Zek at her location has his skills twice; away from her, once; her Gold-Pressed Latinum reports there for free', () => {
    const built = scene({ missions: ['Excavation', 'Study Stellar Collision'], awayTeam: ['Ishka'], hand: ['Grand Nagus Zek', 'Gold-Pressed Latinum'] });
    const [zek, latinum] = built.ids.hand as [string, string];
    const here = evolveAll([{ type: 'CardMoved', card: zek, from: Z.hand('p1'), to: Z.surface('L1'), faceUp: true, reason: 'test' }], built.state);
    expect([skill(here, zek, 'Greed'), skill(here, zek, 'Law')]).toEqual([2, 2]);
    const away = evolveAll([{ type: 'CardMoved', card: zek, from: Z.surface('L1'), to: Z.surface('L2'), faceUp: true, reason: 'test' }], here);
    expect(skill(away, zek, 'Greed')).toBe(1);
    const reported = run(here, { type: 'SpecialReport', actor: 'p1', card: latinum, to: Z.surface('L1') });
    expect(ofType(reported.events, 'CardReported').map((e) => e.normalCardPlay)).toEqual([false]);
  });
  it('124_060 Second: another drone present has its regular skills twice (not its classification); a non-drone, once', () => {
    const drone = { affiliation: 'Borg', skills: 'ENGINEER Physics', ch: ['Drone'] };
    const t = planet(['Second', drone, { affiliation: 'Borg', skills: 'ENGINEER Physics' }]);
    const [, d, other] = t.mine as [string, string, string];
    expect([skill(t.state, d, 'Physics'), skill(t.state, d, 'ENGINEER'), skill(t.state, other, 'Physics')]).toEqual([2, 1, 1]);
  });
});

describe('125_103 Madam Pulaski: a unique mission both players seeded is worth 10 more (bonus) points when you complete it', () => {
  const attemptExcavation = (shared: boolean) => {
    const built = scene({ missions: ['Excavation'], awayTeam: ['Madam Pulaski', { skills: 'Archaeology' }], opponentHand: ['Excavation'] });
    const copy = built.ids.opponentHand[0]!;
    const state = shared ? evolveAll([{ type: 'MissionPlaced', player: 'p2', card: copy, location: 'L1', quadrant: 'Alpha', name: 'Excavation', placement: 'shared', index: 0 }], built.state) : built.state;
    return ofType(runAttempt(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' }).events, 'PointsScored').map((e) => [e.points, e.bonus]);
  };
  it('at a shared Excavation: 25 and 10 bonus; at one only p1 seeded: 25 only', () => {
    expect(attemptExcavation(true)).toEqual([[25, false], [10, true]]);
    expect(attemptExcavation(false)).toEqual([[25, false]]);
  });
});

describe('125_070 Naomi Wildman: aboard the U.S.S. Voyager, the first-listed skill of other personnel present counts twice', () => {
  const skill = (state: GameState, iid: string, name: string) => skillLevel(memberOf(state, iid), name);
  it('Harry Kim aboard the Voyager with her: Stellar Cartography x2 (his first-listed), Music once; aboard another ship, once', () => {
    const voyager = scene({ missions: ['Study Stellar Collision'], ship: realCard('U.S.S. Voyager'), crew: ['Naomi Wildman', 'Harry Kim'] });
    const kim = voyager.ids.crew[1]!;
    expect([skill(voyager.state, kim, 'Stellar Cartography'), skill(voyager.state, kim, 'Music')]).toEqual([2, 1]);
    const other = scene({ missions: ['Study Stellar Collision'], ship: realCard('U.S.S. Jupiter'), crew: ['Naomi Wildman', 'Harry Kim'] });
    expect(skill(other.state, other.ids.crew[1]!, 'Stellar Cartography')).toBe(1);
  });
});

describe('124_069 Deanna Troi (The Borg): while she is in play, your [Ent-E] personnel show [Cmd] for staffing', () => {
  it('Data (First Contact) meets the [Cmd] of the U.S.S. Jupiter with her in play on the planet; without her, not', () => {
    const stf = (id: string): Card => ({ ...person({ affiliation: 'Federation', skills: 'OFFICER' }), id, icons: [lookupIcon('Stf')!] });
    const build = (troi: boolean) => {
      const built = scene({ missions: ['Excavation'], ship: realCard('U.S.S. Jupiter'), crew: ['Data (First Contact)', stf('s1'), stf('s2')], hand: troi ? ['Deanna Troi (The Borg)'] : [] });
      const state = troi ? evolveAll([{ type: 'CardMoved', card: built.ids.hand[0]!, from: Z.hand('p1'), to: Z.surface('L1'), faceUp: true, reason: 'test' }], built.state) : built.state;
      return isStaffed(state, built.ids.ship!);
    };
    expect([build(true), build(false)]).toEqual([true, false]);
  });
});

describe('117_108 Krozh: reports where you have FCA present', () => {
  it('where your Brunt (FCA) is, he is offered a special report; where only a personnel without FCA is, not', () => {
    const report = (state: GameState) => legalCommands(state, 'p1').filter((c) => c.type === 'SpecialReport');
    const withBrunt = planet(['Brunt'], [], { hand: ['Krozh'] });
    expect(report(withBrunt.state)).toEqual([{ type: 'SpecialReport', actor: 'p1', card: withBrunt.hand[0]!, to: Z.surface('L1') }]);
    expect(report(planet([{ skills: 'OFFICER', affiliation: 'Ferengi' }], [], { hand: ['Krozh'] }).state)).toEqual([]);
  });
});

describe('125_066 E.M.H.-Mark II: Biology OR Exobiology, one each turn; reports aboard the U.S.S. Prometheus for free', () => {
  const skill = (state: GameState, iid: string, name: string) => skillLevel(memberOf(state, iid), name);
  it('Biology until Exobiology is selected (UseCard), then Exobiology only; the next turn he may switch back', () => {
    const t = planet(['E.M.H.-Mark II']);
    const emh = t.mine[0]!;
    expect([skill(t.state, emh, 'Biology'), skill(t.state, emh, 'Exobiology')]).toEqual([1, 0]);
    const exo = run(t.state, select(emh, 'Exobiology')).state;
    expect([skill(exo, emh, 'Biology'), skill(exo, emh, 'Exobiology')]).toEqual([0, 1]);
    expect(refusal(exo, select(emh, 'Biology'))).toBe('ONCE_PER_TURN');
    const back = run(nextTurn(exo), select(emh, 'Biology')).state;
    expect([skill(back, emh, 'Biology'), skill(back, emh, 'Exobiology')]).toEqual([1, 0]);
  });
  it('reports for free aboard your U.S.S. Prometheus; aboard another ship, no special report', () => {
    const report = (state: GameState) => legalCommands(state, 'p1').filter((c) => c.type === 'SpecialReport');
    const built = scene({ missions: ['Study Stellar Collision'], ship: realCard('U.S.S. Prometheus'), hand: ['E.M.H.-Mark II'] });
    const emh = built.ids.hand[0]!;
    expect(report(built.state)).toEqual([{ type: 'SpecialReport', actor: 'p1', card: emh, to: Z.aboard(built.ids.ship!) }]);
    expect(ofType(run(built.state, { type: 'SpecialReport', actor: 'p1', card: emh, to: Z.aboard(built.ids.ship!) }).events, 'CardReported').map((e) => e.normalCardPlay)).toEqual([false]);
    expect(report(scene({ missions: ['Study Stellar Collision'], ship: realCard('U.S.S. Jupiter'), hand: ['E.M.H.-Mark II'] }).state)).toEqual([]);
  });
});
