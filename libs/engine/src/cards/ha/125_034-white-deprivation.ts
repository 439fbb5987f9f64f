// White Deprivation (ha, 125_034): incident — seeds or plays on the table; as every player's turn begins, that player's [KW] personnel in each place battle the opposing non-changelings there (failing those, other non-changelings there, failing those, each other in two random halves), and one [KW] personnel of each of that player's crews and Away Teams dies, picked at random.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_034', {
  title: 'White Deprivation',
  scenario: 'behaviour/forced-battles.spec.ts',
  // 1E rulebook › PLAYING A CARD › Exception: "Start of turn" actions (no card play forfeited); BATTLE › PERSONNEL BATTLE;
  // behaviour/turn-start-battles.ts (deaths first, then the battles owed: behaviour/forced-battles.ts). Ketracel-White present prevents both.
  play: { window: { kind: 'normal-play' } },
  atTurnStart: {
    whose: 'every',
    effects: [
      { kind: 'kill-random-icon-personnel-per-group', icon: 'KW' },
      { kind: 'icon-personnel-must-battle', icon: 'KW', notSpecies: 'Changeling' },
    ],
  },
  manual: [
    "the battle where no opposing non-changeling is present: against the player's own non-changelings there, or (none) each other split at random into two equal groups (a battle between one player's own cards)",
  ],
});
