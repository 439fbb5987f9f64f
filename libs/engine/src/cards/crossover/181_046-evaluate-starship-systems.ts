// Evaluate Starship Systems (crossover, 181_046): objective — seeds or plays on your table; at any time you may place it on your Defiant, I.K.S. Negh'Var, or a ship whose lore names it a prototype; that ship has RANGE, WEAPONS and SHIELDS +1 for each of your missions with "Test" in the title and each of your objectives lying on a mission (at most +4); when its crew solves a mission with "Test" in the title, or one with an objective on it, the objective is discarded: you score its 5 points and draw three cards. Seeding it on the table is the generic seed rules.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_046', {
  title: 'Evaluate Starship Systems',
  scenario: 'behaviour/ship-directives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [{ id: 'place', window: 'any-time', targets: { kind: 'your-ship-titled-or-lore', titles: ['Defiant', 'U.S.S. Defiant', "I.K.S. Negh'Var"], lore: ['prototype'] }, effects: [{ kind: 'place-self-on-target' }] }],
  shipModifiers: [{ kind: 'ship-attribute-per-tests', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], missionTitleWord: 'Test', upTo: 4 }],
  whenHostCrewSolves: {
    missions: { titleWord: 'Test', withObjective: true },
    effects: [{ kind: 'score-points', points: 5, bonus: true }, { kind: 'draw', who: 'you', count: 3 }, { kind: 'discard-self' }],
  },
});
