/**
 * Issue 15 (battle2): 251_009 Plot Twist, its Royale Casino ways (behaviour/dilemma-gatherings.ts) — when
 * a Royale Casino dilemma is revealed, up to three of your personnel with "Royale" in lore are relocated
 * to its planet; or, once per game, one such personnel is downloaded there. (The battle way:
 * battle-involving.spec.ts.)
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS; DOWNLOADING; "ONCE PER GAME".
 * given (p1's Away Team attempting Excavation over a Royale Casino dilemma, Royale personnel aboard p1's
 * ship and in hand) / when (PlayCard in p1's encounter window, modes 1 and 2) / then.
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { ofType, person, scene, ship } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import type { GameState } from '../types';
import { Z } from '../zones';

const withLore = (lore: string, title: string): Card => ({ ...person({ skills: 'CIVILIAN', affiliation: 'Non-Aligned' }), title, lore });

function encountered(dilemma: string) {
  const built = scene({
    missions: ['Excavation'],
    seeds: [dilemma],
    awayTeam: [{ skills: 'OFFICER', affiliation: 'Federation' }],
    ship: ship({ affiliation: 'Non-Aligned' }),
    crew: [withLore('Works the tables at the Royale.', 'Test Croupier'), withLore('A guest of the Royale.', 'Test Guest'), withLore('A plain pilot.', 'Test Pilot')],
    hand: ['Plot Twist', 'Plot Twist', withLore('Bell captain of the Royale.', 'Test Bell Captain')],
  });
  const state: GameState = play(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'AttemptMission', actor: 'p1', location: 'L1' }]).state;
  const [twist, twist2, captain] = built.ids.hand as [string, string, string];
  return { state, twist, twist2, captain, crew: built.ids.crew as [string, string, string] };
}

describe('251_009 Plot Twist: Royale personnel gathered to a Royale Casino dilemma just revealed', () => {
  it('applies: p1 relocates the croupier and the guest from the ship to the planet (the pilot has no "Royale" in lore)', () => {
    const { state, twist, crew } = encountered('Royale Casino: Slots');
    expect(state.windows?.at(-1)).toMatchObject({ action: 'dilemma-encountered', player: 'p1' });
    const offered = legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === twist && c.mode === 1);
    expect(offered.map((c) => (c.type === 'PlayCard' ? c.target : ''))).toContain(`${crew[0]}+${crew[1]}`);
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: twist, target: crew[2], mode: 1 })).toBe('INVALID_TARGET');
    const after = play(state, [{ type: 'PlayCard', actor: 'p1', card: twist, target: `${crew[0]}+${crew[1]}`, mode: 1 }]);
    expect(after.state.cards[crew[0]]!.zone).toBe(Z.surface('L1'));
    expect(after.state.cards[crew[1]]!.zone).toBe(Z.surface('L1'));
  });

  it('applies, once per game: one such personnel downloaded from hand to the planet; a second copy that way is refused', () => {
    const { state, twist, twist2, captain } = encountered('Royale Casino: Slots');
    const after = play(state, [{ type: 'PlayCard', actor: 'p1', card: twist, target: captain, mode: 2 }]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([[captain, Z.surface('L1')]]);
    expect(refused({ ...state, abilityUses: after.state.abilityUses }, { type: 'PlayCard', actor: 'p1', card: twist2, target: captain, mode: 2 })).toBe('ONCE_PER_GAME');
  });

  it('does not apply: another dilemma revealed', () => {
    const { state, twist, crew } = encountered("Male's Love Interest");
    expect(state.windows?.at(-1)).toMatchObject({ action: 'dilemma-encountered', player: 'p1' });
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: twist, target: crew[0], mode: 1 })).toBe('INVALID_TARGET');
  });
});
