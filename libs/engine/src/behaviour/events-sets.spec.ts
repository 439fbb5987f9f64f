/**
 * Events and interrupts of later sets (issue 15, third pass): modifiers held by a table ("your
 * universal personnel", "your Bajoran ships", "ships with their matching commander aboard"), by the
 * personnel a card lies on, hand and deck effects, a location's events destroyed, immunity.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; THE CARDS › INTERRUPTS;
 *   MISCELLANEOUS RULES › THE CUMULATIVE RULE; MISCELLANEOUS RULES › RANDOM SELECTION;
 *   GETTING HURT › STOPPED; END OF TURN.
 * given (a play-phase scene) / when (PlayCard, EndTurn) / then (the facts, and the modified values).
 */
import type { Card } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene, ship } from '../testing/attempt-scene';
import { play as run, moved, refused } from '../testing/scenario';
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { shipAttribute } from './ship-modifiers';
import { endTurn as end, playCard as play } from '../testing/commands';

const attrs = (state: GameState, iid: string) => {
  const member = memberOf(state, iid);
  return [member.integrity, member.cunning, member.strength];
};
const icon = (code: string) => ({ code, name: code, category: 'other' });
const withIcons = (card: Card, codes: string[]): Card => ({ ...card, icons: codes.map(icon) });
const shipOf = (affiliation: string, title?: string): Card => ({ ...ship(title ? { title } : {}), affiliations: [affiliation as never] });
/** Excavation with other affiliation icons. */
function missionWith(icons: string[]): Card {
  const base = realCard('Excavation');
  return { ...base, id: `t_mission_${icons.join('_')}`, title: `Test ${icons.join('/')} planet`, mission: { ...base.mission!, affiliationIcons: icons as never } };
}

describe('103_042 Lower Decks (event: your universal non-hologram personnel are attributes all +2)', () => {
  it('played: p1’s universal personnel gain +2 each; a unique one, a hologram and p2’s universal personnel do not', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }, { skills: 'ENGINEER', universal: false }, withIcons(person({ skills: 'MEDICAL' }), ['Holo'])], hand: ['Lower Decks'], opponentHand: [{ skills: 'SCIENCE' }] });
    const [plain, unique, holo] = built.ids.awayTeam as [string, string, string];
    const theirs = built.ids.opponentHand[0]!;
    const given = moved(built.state, [[theirs, Z.surface('L1')]]);
    const after = run(given, [play(built.ids.hand[0]!)]).state;
    expect(after.cards[built.ids.hand[0]!]!.zone).toBe(Z.table('p1'));
    expect(attrs(after, plain)).toEqual([7, 7, 7]);
    expect([attrs(after, unique), attrs(after, holo), attrs(after, theirs)]).toEqual([
      [5, 5, 5],
      [5, 5, 5],
      [5, 5, 5],
    ]);
  });
});

describe('103_051 Yellow Alert (event: discards and prevents Red Alert!; your personnel CUNNING +1)', () => {
  it('played: the Red Alert! on the table is discarded, p1’s personnel are CUNNING 6 (p2’s stay 5), and Red Alert! may not be played later', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], hand: ['Yellow Alert', 'Red Alert!', 'Red Alert!'], opponentHand: [{ skills: 'OFFICER' }] });
    const [yellow, red, another] = built.ids.hand as [string, string, string];
    const given = moved(built.state, [
      [red, Z.table('p1')],
      [built.ids.opponentHand[0]!, Z.surface('L1')],
    ]);
    const after = run(given, [play(yellow)]);
    expect(ofType(after.events, 'CardMoved').filter((e) => e.card === red).map((e) => e.to)).toEqual([Z.discard('p1')]);
    expect(memberOf(after.state, built.ids.awayTeam[0]!).cunning).toBe(6);
    expect(memberOf(after.state, built.ids.opponentHand[0]!).cunning).toBe(5);
    const later = run(after.state, [end('p1'), end('p2')]).state;
    expect(refused(later, play(another))).toBe('PLAY_FORBIDDEN');
  });
  it('without Yellow Alert the same Red Alert! plays', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Red Alert!'] });
    expect(refused(built.state, play(built.ids.hand[0]!))).toBeNull();
  });
});

describe('202_006 Esteemed Vedek (event: every Bajoran personnel INTEGRITY +2, cumulative; its Vedek download: downloads-cards.spec.ts)', () => {
  it('two copies on p1’s table: Bajorans of both players INTEGRITY 9; a Federation personnel 5', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Bajoran' }, { affiliation: 'Federation' }], hand: ['Esteemed Vedek', 'Esteemed Vedek'], opponentHand: [{ affiliation: 'Bajoran' }] });
    const theirs = built.ids.opponentHand[0]!;
    const given = moved(built.state, [
      [built.ids.hand[0]!, Z.table('p1')],
      [built.ids.hand[1]!, Z.table('p1')],
      [theirs, Z.surface('L1')],
    ]);
    expect([memberOf(given, built.ids.awayTeam[0]!).integrity, memberOf(given, theirs).integrity, memberOf(given, built.ids.awayTeam[1]!).integrity]).toEqual([9, 9, 5]);
  });
});

describe('178_027 Line of Defense (event: your ships at a mission with a matching affiliation icon SHIELDS +3)', () => {
  it('a Federation ship at a Federation mission: SHIELDS 9; at a Klingon-only mission: 6', () => {
    const at = (icons: string[]) => {
      const built = scene({ missions: [missionWith(icons)], ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Line of Defense'] });
      return shipAttribute(moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]), built.ids.ship!, 'SHIELDS');
    };
    expect(at(['Federation'])).toBe(9);
    expect(at(['Klingon'])).toBe(6);
  });
});

describe("103_037 Captain's Log and 112_059 Defiant Dedication Plaque (events: ships with their matching commander aboard)", () => {
  function defiant(commander: boolean) {
    const built = scene({ missions: ['Excavation'], ship: realCard('U.S.S. Defiant'), crew: [commander ? realCard('Benjamin Sisko') : { skills: 'OFFICER' }], hand: ["Captain's Log", 'Defiant Dedication Plaque'] });
    return { ship: built.ids.ship!, state: moved(built.state, built.ids.hand.map((card) => [card, Z.table('p1')] as [string, string])) };
  }
  it('U.S.S. Defiant with Benjamin Sisko aboard: WEAPONS and SHIELDS +3 (Captain’s Log), RANGE +3 (the Plaque, Defiant class)', () => {
    const { ship: iid, state } = defiant(true);
    const printed = realCard('U.S.S. Defiant').ship!;
    const value = (a: { kind: string; value?: number }) => (a.kind === 'number' ? a.value! : 0);
    expect([shipAttribute(state, iid, 'RANGE'), shipAttribute(state, iid, 'WEAPONS'), shipAttribute(state, iid, 'SHIELDS')]).toEqual([value(printed.range) + 3, value(printed.weapons) + 3, value(printed.shields) + 3]);
  });
  it('without its matching commander aboard: the printed values', () => {
    const { ship: iid, state } = defiant(false);
    const printed = realCard('U.S.S. Defiant').ship!;
    expect(shipAttribute(state, iid, 'WEAPONS')).toBe((printed.weapons as { value: number }).value);
    expect(shipAttribute(state, iid, 'RANGE')).toBe((printed.range as { value: number }).value);
  });
  it('a ship of another class with its matching commander: the Plaque gives RANGE +2', () => {
    const built = scene({ missions: ['Excavation'], ship: { ...shipOf('Federation'), commandedBy: ['Benjamin Sisko'], ship: { ...ship().ship!, shipClass: 'Galaxy Class' } }, crew: [realCard('Benjamin Sisko')], hand: ['Defiant Dedication Plaque'] });
    expect(shipAttribute(moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]), built.ids.ship!, 'RANGE')).toBe(10);
  });
});

describe('167_020 Shipwright, 109_036 Wall of Ships (events: fleet modifiers, cumulative)', () => {
  it('two Shipwrights: a Bajoran ship RANGE 10; a Federation ship 8', () => {
    const built = scene({ missions: ['Excavation'], ship: shipOf('Bajoran'), crew: [{ skills: 'OFFICER', affiliation: 'Bajoran' }], hand: ['Shipwright', 'Shipwright', shipOf('Federation')] });
    const [a, b, other] = built.ids.hand as [string, string, string];
    const state = moved(built.state, [
      [a, Z.table('p1')],
      [b, Z.table('p1')],
      [other, Z.space('L1')],
    ]);
    expect([shipAttribute(state, built.ids.ship!, 'RANGE'), shipAttribute(state, other, 'RANGE')]).toEqual([10, 8]);
  });
  it('Wall of Ships: an Enterprise is RANGE, WEAPONS and SHIELDS +1 per copy; another ship is not', () => {
    const built = scene({ missions: ['Excavation'], ship: ship({ title: 'U.S.S. Enterprise' }), crew: [{ skills: 'OFFICER' }], hand: ['Wall of Ships', 'Wall of Ships', ship({ title: 'U.S.S. Hood' })] });
    const [a, b, other] = built.ids.hand as [string, string, string];
    const one = moved(built.state, [
      [a, Z.table('p1')],
      [other, Z.space('L1')],
    ]);
    expect((['RANGE', 'WEAPONS', 'SHIELDS'] as const).map((x) => shipAttribute(one, built.ids.ship!, x))).toEqual([9, 7, 7]);
    expect(shipAttribute(moved(one, [[b, Z.table('p1')]]), built.ids.ship!, 'SHIELDS')).toBe(8);
    expect(shipAttribute(one, other, 'SHIELDS')).toBe(6);
  });
});

describe('181_020 The Best of a Bad Life (event: your Non-Aligned Alliance personnel attributes all +1, cumulative)', () => {
  it('a Non-Aligned personnel with the Alliance icon is 6/6/6; one without the icon stays 5/5/5', () => {
    const alliance = withIcons(person({ affiliation: 'Non-Aligned' }), ['KCA']);
    const built = scene({ missions: ['Excavation'], awayTeam: [alliance, { affiliation: 'Non-Aligned' }], hand: ['The Best of a Bad Life'] });
    const state = moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]);
    expect([attrs(state, built.ids.awayTeam[0]!), attrs(state, built.ids.awayTeam[1]!)]).toEqual([
      [6, 6, 6],
      [5, 5, 5],
    ]);
  });
});

describe('165_001 Starting Over, 125_019 Ferengi Financial Data Net, 126_017 Isomagnetic Disintegrator (events: the hand and the decks)', () => {
  it('Starting Over: three other cards in hand are discarded and three drawn; with a Borg personnel in play, five', () => {
    const plain = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], hand: ['Starting Over', { skills: 'OFFICER' }, { skills: 'OFFICER' }, { skills: 'OFFICER' }] });
    const after = run(plain.state, [play(plain.ids.hand[0]!)]);
    expect(ofType(after.events, 'CardMoved').filter((e) => e.to === Z.discard('p1')).map((e) => e.card)).toEqual(plain.ids.hand.slice(1));
    expect(after.state.cards[plain.ids.hand[0]!]!.zone).toBe(Z.discard('p1'));
    expect(ofType(after.events, 'CardsDrawn').map((e) => e.cards.length)).toEqual([3]);
    const borg = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER', affiliation: 'Borg' }], hand: ['Starting Over', { skills: 'OFFICER' }, { skills: 'OFFICER' }, { skills: 'OFFICER' }] });
    expect(ofType(run(borg.state, [play(borg.ids.hand[0]!)]).events, 'CardsDrawn').map((e) => e.cards.length)).toEqual([3, 2]);
  });
  it('Ferengi Financial Data Net: the hand is discarded; two unique Ferengi with Greed in play give two cards (a universal one does not count)', () => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [
        { affiliation: 'Ferengi', skills: 'CIVILIAN Greed', universal: false },
        { affiliation: 'Ferengi', skills: 'OFFICER Greed', universal: false },
        { affiliation: 'Ferengi', skills: 'CIVILIAN Greed' },
      ],
      hand: ['Ferengi Financial Data Net', { skills: 'OFFICER' }],
    });
    const after = run(built.state, [play(built.ids.hand[0]!)]);
    expect(after.state.cards[built.ids.hand[1]!]!.zone).toBe(Z.discard('p1'));
    expect(ofType(after.events, 'CardsDrawn').map((e) => e.cards.length)).toEqual([2]);
    const none = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Federation', skills: 'OFFICER Greed', universal: false }], hand: ['Ferengi Financial Data Net'] });
    expect(ofType(run(none.state, [play(none.ids.hand[0]!)]).events, 'CardsDrawn')).toEqual([]);
  });
  it('Isomagnetic Disintegrator: hand and discard pile become the draw deck (shuffled), the old deck the discard pile; four drawn', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Isomagnetic Disintegrator', { skills: 'OFFICER' }, { skills: 'OFFICER' }], opponentHand: [] });
    const [card, a, b] = built.ids.hand as [string, string, string];
    const oldDeck = [...cardsIn(built.state, Z.draw('p1'))];
    const after = run(built.state, [play(card)]);
    expect(ofType(after.events, 'DeckShuffled').map((e) => e.zone)).toEqual([Z.draw('p1')]);
    const drawn = ofType(after.events, 'CardsDrawn')[0]!.cards;
    expect(drawn.length).toBe(2);
    expect([...drawn].sort()).toEqual([a, b].sort());
    expect([...cardsIn(after.state, Z.discard('p1'))].sort()).toEqual([...oldDeck, card].sort());
  });
});

describe("155_019 Let's See What's Out There, 167_018 New Frontiers, 109_033 Regenerate (events: draws and the discard pile; their conditional parts stay manual)", () => {
  it("Let's See What's Out There and New Frontiers: two cards each, then discarded", () => {
    for (const title of ["Let's See What's Out There", 'New Frontiers']) {
      const built = scene({ missions: ['Excavation'], hand: [title] });
      const after = run(built.state, [play(built.ids.hand[0]!)]);
      expect(ofType(after.events, 'CardsDrawn').map((e) => e.cards.length)).toEqual([2]);
      expect(after.state.cards[built.ids.hand[0]!]!.zone).toBe(Z.discard('p1'));
    }
  });
  it('Regenerate: the discard pile (two cards) goes into the draw deck, shuffled; with an empty pile nothing moves but the deck is shuffled', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Regenerate', { skills: 'OFFICER' }, { skills: 'OFFICER' }] });
    const [card, a, b] = built.ids.hand as [string, string, string];
    const given = moved(built.state, [
      [a, Z.discard('p1')],
      [b, Z.discard('p1')],
    ]);
    const after = run(given, [play(card)]);
    expect(cardsIn(after.state, Z.discard('p1'))).toEqual([card]);
    expect(cardsIn(after.state, Z.draw('p1'))).toHaveLength(12);
    const empty = run(built.state, [play(card)]);
    expect(ofType(empty.events, 'CardMoved').filter((e) => e.to === Z.draw('p1'))).toEqual([]);
  });
});

describe("103_043 Mot's Advice, 124_019 Cranial Transceiver Implant, 192_028 Combat-Ready: Jury-Rig (cards lying on a personnel)", () => {
  it("Mot's Advice on p2’s personnel: that personnel gains Barbering; the one beside it does not", () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }, { skills: 'ENGINEER' }], hand: ["Mot's Advice"] });
    const [host, other] = built.ids.awayTeam as [string, string];
    const after = run(built.state, [play(built.ids.hand[0]!, host)]).state;
    expect(after.cards[built.ids.hand[0]!]!.zone).toBe(Z.on(host));
    expect(memberOf(after, host).skills.map((s) => s.name)).toContain('Barbering');
    expect(memberOf(after, other).skills.map((s) => s.name)).not.toContain('Barbering');
  });
  it('Cranial Transceiver Implant: only on your Borg; that drone CUNNING 7', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Borg' }, { affiliation: 'Federation' }], hand: ['Cranial Transceiver Implant'] });
    const [drone, fed] = built.ids.awayTeam as [string, string];
    expect(refused(built.state, play(built.ids.hand[0]!, fed))).toBe('INVALID_TARGET');
    expect(memberOf(run(built.state, [play(built.ids.hand[0]!, drone)]).state, drone).cunning).toBe(7);
  });
  it('Combat-Ready: Jury-Rig on a MACO: 7/7/7 with ENGINEER, Transporter Skill, Computer Skill until the end of the turn, then discarded; not on a non-MACO', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'SECURITY', ch: ['MACO'] }, { skills: 'OFFICER' }], hand: ['Combat-Ready: Jury-Rig'] });
    const [maco, other] = built.ids.awayTeam as [string, string];
    const card = built.ids.hand[0]!;
    expect(refused(built.state, play(card, other))).toBe('INVALID_TARGET');
    const played = run(built.state, [play(card, maco)]).state;
    expect(attrs(played, maco)).toEqual([7, 7, 7]);
    expect(memberOf(played, maco).skills.map((s) => s.name)).toEqual(expect.arrayContaining(['ENGINEER', 'Transporter Skill', 'Computer Skill']));
    const ended = run(played, [end('p1')]).state;
    expect(ended.cards[card]!.zone).toBe(Z.discard('p1'));
    expect(attrs(ended, maco)).toEqual([5, 5, 5]);
  });
});

describe('103_068 Kevin Uxbridge: Convergence (interrupt: every Event at one location is destroyed)', () => {
  it('an Event atop L1 and one on a ship at L1 are discarded; an Event atop L2 and one on the table stay', () => {
    const built = scene({ missions: ['Excavation', 'Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Kevin Uxbridge: Convergence', 'Tetryon Field', 'Warp Core Breach', 'Tetryon Field', 'Lower Decks'] });
    const [card, atop, onShip, elsewhere, table] = built.ids.hand as [string, string, string, string, string];
    const given = moved(built.state, [
      [atop, Z.atop('L1')],
      [onShip, Z.on(built.ids.ship!)],
      [elsewhere, Z.atop('L2')],
      [table, Z.table('p1')],
    ]);
    const after = run(given, [play(card, 'L1')]);
    expect(ofType(after.events, 'CardMoved').filter((e) => e.to === Z.discard('p1') && e.card !== card).map((e) => e.card).sort()).toEqual([atop, onShip].sort());
    expect([after.state.cards[elsewhere]!.zone, after.state.cards[table]!.zone]).toEqual([Z.atop('L2'), Z.table('p1')]);
  });
});

describe('109_054 Scorched Hand (interrupt: hands over twelve keep six at random, the rest beneath the deck; immune to Amanda Rogers)', () => {
  it('p2 holds 14: eight go beneath p2’s deck, six stay; p1 with 2 keeps them; p2’s Amanda Rogers may not target it', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Scorched Hand', { skills: 'OFFICER' }, { skills: 'OFFICER' }], opponentHand: ['Amanda Rogers', ...Array.from({ length: 13 }, () => ({ skills: 'OFFICER' }))] });
    const card = built.ids.hand[0]!;
    const waiting = run(built.state, [{ type: 'SetAutoPass', actor: 'p2', on: false }, play(card)]).state;
    expect(refused(waiting, play(built.ids.opponentHand[0]!, card, 'p2'))).toBe('INVALID_TARGET');
    const after = run(waiting, [{ type: 'PassResponse', actor: 'p2' }]);
    expect(cardsIn(after.state, Z.hand('p2'))).toHaveLength(6);
    expect(cardsIn(after.state, Z.draw('p2')).slice(-8).every((iid) => built.ids.opponentHand.includes(iid))).toBe(true);
    expect(cardsIn(after.state, Z.hand('p1'))).toHaveLength(2);
    expect(ofType(after.events, 'RandomCardsSelected').map((e) => e.outcome.length)).toEqual([6]);
  });
});

describe("112_102 Time to Reconsider, 109_051 I'm a Doctor, Not a Doorstop, 123_072 Mutation (interrupts)", () => {
  it('Time to Reconsider: your ship and its crew are stopped; an opponent’s ship is no target', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }, { skills: 'ENGINEER' }], hand: ['Time to Reconsider'], opponentHand: [ship()] });
    const theirs = built.ids.opponentHand[0]!;
    const given = moved(built.state, [[theirs, Z.space('L1')]]);
    expect(refused(given, play(built.ids.hand[0]!, theirs))).toBe('INVALID_TARGET');
    const after = run(given, [play(built.ids.hand[0]!, built.ids.ship!)]);
    expect(ofType(after.events, 'CardStopped').map((e) => e.card)).toEqual([built.ids.ship!, ...built.ids.crew]);
  });
  it("I'm a Doctor, Not a Doorstop: a hologram is stopped; a non-hologram is no target", () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [withIcons(person({ skills: 'MEDICAL' }), ['Holo']), { skills: 'MEDICAL' }], hand: ["I'm a Doctor, Not a Doorstop"] });
    const [holo, plain] = built.ids.awayTeam as [string, string];
    expect(refused(built.state, play(built.ids.hand[0]!, plain))).toBe('INVALID_TARGET');
    expect(ofType(run(built.state, [play(built.ids.hand[0]!, holo)]).events, 'CardStopped').map((e) => e.card)).toEqual([holo]);
  });
  it("Mutation: the top two cards of p2's discard pile go into p2's draw deck; the third stays", () => {
    const built = scene({ missions: ['Excavation'], hand: ['Mutation'], opponentHand: [{ skills: 'OFFICER' }, { skills: 'OFFICER' }, { skills: 'OFFICER' }] });
    const [bottom, second, top] = built.ids.opponentHand as [string, string, string];
    const given = moved(built.state, [
      [bottom, Z.discard('p2')],
      [second, Z.discard('p2')],
      [top, Z.discard('p2')],
    ]);
    const after = run(given, [play(built.ids.hand[0]!, 'p2')]).state;
    expect(cardsIn(after, Z.discard('p2'))).toEqual([bottom]);
    expect(cardsIn(after, Z.draw('p2'))).toEqual(expect.arrayContaining([second, top]));
  });
});

describe('105_018 Barber Pole (event: it only lies on the table)', () => {
  it('played as the normal card play, it lies on p1’s table and uses the card play', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Barber Pole', 'Barber Pole'] });
    const after = run(built.state, [play(built.ids.hand[0]!)]).state;
    expect(after.cards[built.ids.hand[0]!]!.zone).toBe(Z.table('p1'));
    expect(refused(after, play(built.ids.hand[1]!))).toBe('NORMAL_CARD_PLAY_USED');
    expect(legalCommands(after, 'p1').some((c) => c.type === 'PlayCard' && c.card === built.ids.hand[1]!)).toBe(false);
  });
});

describe("161_012 Venus Drug, 103_064 Humuhumunukunukuapua'a (cards atop a location change the personnel there)", () => {
  it('Venus Drug at L1: p1’s female personnel there gain Youth and are 7/7/7; a male there and a female at L2 are not', () => {
    const built = scene({ missions: ['Excavation', 'Excavation'], awayTeam: [{ ch: ['Female'] }, { ch: ['Male'] }], hand: ['Venus Drug', { ch: ['Female'] }] });
    const [drug, away] = built.ids.hand as [string, string];
    const given = moved(built.state, [[away, Z.surface('L2')]]);
    const after = run(given, [play(drug, 'L1')]).state;
    expect(after.cards[drug]!.zone).toBe(Z.atop('L1'));
    const [female, male] = built.ids.awayTeam as [string, string];
    expect(attrs(after, female)).toEqual([7, 7, 7]);
    expect(memberOf(after, female).skills.map((s) => s.name)).toContain('Youth');
    expect([attrs(after, male), attrs(after, away)]).toEqual([
      [5, 5, 5],
      [5, 5, 5],
    ]);
  });
  it("Humuhumunukunukuapua'a at L1 this turn: p1’s Youth personnel CUNNING and STRENGTH 9, p2’s Non-Aligned there 1; gone at the end of the turn", () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'CIVILIAN Youth' }, { skills: 'OFFICER' }], hand: ["Humuhumunukunukuapua'a"], opponentHand: [{ affiliation: 'Non-Aligned' }] });
    const card = built.ids.hand[0]!;
    const theirs = built.ids.opponentHand[0]!;
    const given = moved(built.state, [[theirs, Z.surface('L1')]]);
    const after = run(given, [play(card, 'L1')]).state;
    const [youth, officer] = built.ids.awayTeam as [string, string];
    expect([attrs(after, youth), attrs(after, officer), attrs(after, theirs)]).toEqual([
      [5, 9, 9],
      [5, 5, 5],
      [5, 1, 1],
    ]);
    const ended = run(after, [end('p1')]).state;
    expect(ended.cards[card]!.zone).toBe(Z.discard('p1'));
    expect(attrs(ended, youth)).toEqual([5, 5, 5]);
  });
});

describe("149_013 D'jarras (event: your Bajoran OFFICERs count as CIVILIAN and your Bajoran CIVILIANs as OFFICER)", () => {
  it('on p1’s table: a Bajoran OFFICER has CIVILIAN, a Bajoran CIVILIAN has OFFICER; a Federation OFFICER gains nothing', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Bajoran', skills: 'OFFICER' }, { affiliation: 'Bajoran', skills: 'CIVILIAN' }, { affiliation: 'Federation', skills: 'OFFICER' }], hand: ["D'jarras"] });
    const state = moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]);
    const skills = (iid: string) => memberOf(state, iid).skills.map((s) => s.name);
    const [officer, civilian, fed] = built.ids.awayTeam as [string, string, string];
    expect(skills(officer)).toContain('CIVILIAN');
    expect(skills(civilian)).toContain('OFFICER');
    expect(skills(fed)).not.toContain('CIVILIAN');
  });
});

describe('103_036 Baryon Buildup, 103_046 Rishon Uxbridge, 112_069 Reaction Control Thrusters (events on ships and events)', () => {
  it('Baryon Buildup on p2’s ship: RANGE 6, two copies 4; p1’s own ship keeps 8', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Baryon Buildup', 'Baryon Buildup'], opponentHand: [ship()] });
    const theirs = built.ids.opponentHand[0]!;
    const given = moved(built.state, [[theirs, Z.space('L1')]]);
    const once = run(given, [play(built.ids.hand[0]!, theirs)]).state;
    expect(once.cards[built.ids.hand[0]!]!.zone).toBe(Z.on(theirs));
    expect([shipAttribute(once, theirs, 'RANGE'), shipAttribute(once, built.ids.ship!, 'RANGE')]).toEqual([6, 8]);
    expect(shipAttribute(moved(once, [[built.ids.hand[1]!, Z.on(theirs)]]), theirs, 'RANGE')).toBe(4);
  });
  it('Rishon Uxbridge on p1’s Lower Decks: Kevin Uxbridge may target the other event but not that one', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Rishon Uxbridge', 'Lower Decks', 'Yellow Alert'], opponentHand: ['Kevin Uxbridge'] });
    const [rishon, shielded, open] = built.ids.hand as [string, string, string];
    const given = moved(built.state, [
      [shielded, Z.table('p1')],
      [open, Z.table('p1')],
    ]);
    const after = run(given, [play(rishon, shielded), end('p1')]).state;
    expect(after.cards[rishon]!.zone).toBe(Z.on(shielded));
    const kevin = built.ids.opponentHand[0]!;
    expect(refused(after, play(kevin, shielded, 'p2'))).toBe('INVALID_TARGET');
    expect(refused(after, play(kevin, open, 'p2'))).toBeNull();
  });
  it('Reaction Control Thrusters: each of p1’s ships gets RANGE +2 this turn (ShipRangeExtended), p2’s does not', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Reaction Control Thrusters', ship()], opponentHand: [ship()] });
    const [card, second] = built.ids.hand as [string, string];
    const given = moved(built.state, [
      [second, Z.space('L1')],
      [built.ids.opponentHand[0]!, Z.space('L1')],
    ]);
    const after = run(given, [play(card)]);
    expect(ofType(after.events, 'ShipRangeExtended').map((e) => [e.ship, e.range])).toEqual([
      [built.ids.ship!, 2],
      [second, 2],
    ]);
  });
});

describe("125_037 I'm a Doctor, Not a Bartender, 138_020 I Feel Young (interrupts: a skill until the end of the turn)", () => {
  it('Bartender: a MEDICAL gains Anthropology until the end of the turn; an OFFICER is no target', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'MEDICAL' }, { skills: 'OFFICER' }], hand: ["I'm a Doctor, Not a Bartender"] });
    const [doctor, officer] = built.ids.awayTeam as [string, string];
    const card = built.ids.hand[0]!;
    expect(refused(built.state, play(card, officer))).toBe('INVALID_TARGET');
    const after = run(built.state, [play(card, doctor)]).state;
    expect(memberOf(after, doctor).skills.map((s) => s.name)).toContain('Anthropology');
    expect(memberOf(run(after, [end('p1')]).state, doctor).skills.map((s) => s.name)).not.toContain('Anthropology');
  });
  it('I Feel Young: a personnel with the Films icon gains Youth; one without is no target', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [withIcons(person({ skills: 'OFFICER' }), ['Films']), { skills: 'OFFICER' }], hand: ['I Feel Young'] });
    const [films, plain] = built.ids.awayTeam as [string, string];
    const card = built.ids.hand[0]!;
    expect(refused(built.state, play(card, plain))).toBe('INVALID_TARGET');
    expect(memberOf(run(built.state, [play(card, films)]).state, films).skills.map((s) => s.name)).toContain('Youth');
  });
});

describe("167_019 Raktajino, 202_018 That's a Stupid Question!, 192_018 Combat-Ready: Tense Situation (until the end of the turn, or while it lies on a personnel)", () => {
  it('Raktajino on a unique personnel: 7/7/7 until the end of the turn; a universal personnel is no target', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER', universal: false }, { skills: 'OFFICER' }], hand: ['Raktajino'] });
    const [unique, universal] = built.ids.awayTeam as [string, string];
    const card = built.ids.hand[0]!;
    expect(refused(built.state, play(card, universal))).toBe('INVALID_TARGET');
    const after = run(built.state, [play(card, unique)]).state;
    expect(attrs(after, unique)).toEqual([7, 7, 7]);
    const ended = run(after, [end('p1')]).state;
    expect([attrs(ended, unique), ended.cards[card]!.zone]).toEqual([[5, 5, 5], Z.discard('p1')]);
  });
  it("That's a Stupid Question!: p2's OFFICERs are 3/3/3 this turn, p2's ENGINEER and p1's OFFICER unchanged; over at the end of the turn", () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], hand: ["That's a Stupid Question!"], opponentHand: [{ skills: 'OFFICER' }, { skills: 'ENGINEER' }] });
    const [officer, engineer] = built.ids.opponentHand as [string, string];
    const given = moved(built.state, [
      [officer, Z.surface('L1')],
      [engineer, Z.surface('L1')],
    ]);
    const after = run(given, [play(built.ids.hand[0]!)]).state;
    expect([attrs(after, officer), attrs(after, engineer), attrs(after, built.ids.awayTeam[0]!)]).toEqual([
      [3, 3, 3],
      [5, 5, 5],
      [5, 5, 5],
    ]);
    expect(attrs(run(after, [end('p1')]).state, officer)).toEqual([5, 5, 5]);
  });
  it('Combat-Ready: Tense Situation on a MACO: Leadership; not on a personnel who is neither MACO nor bodyguard', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'SECURITY', ch: ['MACO'] }, { skills: 'SECURITY' }], hand: ['Combat-Ready: Tense Situation'] });
    const [maco, other] = built.ids.awayTeam as [string, string];
    const card = built.ids.hand[0]!;
    expect(refused(built.state, play(card, other))).toBe('INVALID_TARGET');
    expect(memberOf(run(built.state, [play(card, maco)]).state, maco).skills.map((s) => s.name)).toContain('Leadership');
  });
});

describe('103_049 Thermal Deflectors (event: puts out and prevents fire cards; Firestorm and Thought Fire cancelled while it is in play)', () => {
  it('played: the Plasma Fire on p1’s ship is discarded; Plasma Fire and (unscripted) Phaser Burns may not be played afterwards', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Thermal Deflectors', 'Plasma Fire', 'Plasma Fire', 'Phaser Burns'] });
    const [deflectors, burning, another, burns] = built.ids.hand as [string, string, string, string];
    const given = moved(built.state, [[burning, Z.on(built.ids.ship!)]]);
    const after = run(given, [play(deflectors)]);
    expect(ofType(after.events, 'CardMoved').filter((e) => e.card === burning).map((e) => e.to)).toEqual([Z.discard('p1')]);
    const later = run(after.state, [end('p1'), end('p2')]).state;
    expect(refused(later, play(another, built.ids.ship!))).toBe('PLAY_FORBIDDEN');
    expect(refused(later, play(burns))).toBe('PLAY_FORBIDDEN');
  });
  it('on p2’s table, the Firestorm p1 encounters is nullified (nobody dies); without it the INTEGRITY 4 personnel dies', () => {
    const attemptWith = (deflectors: boolean) => {
      const built = scene({ missions: ['Excavation'], seeds: ['Firestorm'], awayTeam: [{ skills: 'OFFICER Archaeology', i: 4 }, { skills: 'ENGINEER', i: 8 }], opponentHand: ['Thermal Deflectors'] });
      const state = deflectors ? moved(built.state, [[built.ids.opponentHand[0]!, Z.table('p2')]]) : built.state;
      return { built, events: run(state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]).events };
    };
    const shielded = attemptWith(true);
    expect(ofType(shielded.events, 'DilemmaRemoved').map((e) => [e.card, e.reason])).toEqual([[shielded.built.ids.seeds[0]!, 'nullified']]);
    expect(ofType(shielded.events, 'CardLeftPlay')).toEqual([]);
    const exposed = attemptWith(false);
    expect(ofType(exposed.events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([[exposed.built.ids.awayTeam[0]!, 'killed']]);
  });
});

describe('105_025 Heisenberg Compensators (event: cancels and prevents Alien Probe)', () => {
  it('played: p2’s Alien Probe on the table is discarded, and p2 may not play another later; without it Alien Probe plays', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Heisenberg Compensators'], opponentHand: ['Alien Probe', 'Alien Probe'] });
    const [probe, another] = built.ids.opponentHand as [string, string];
    const given = moved(built.state, [[probe, Z.table('p2')]]);
    const after = run(given, [play(built.ids.hand[0]!), end('p1')]);
    expect(ofType(after.events, 'CardMoved').filter((e) => e.card === probe).map((e) => e.to)).toEqual([Z.discard('p2')]);
    expect(refused(after.state, play(another, undefined, 'p2'))).toBe('PLAY_FORBIDDEN');
    expect(refused(run(given, [end('p1')]).state, play(another, undefined, 'p2'))).toBeNull();
  });
});
