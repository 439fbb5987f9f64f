// Falow (lfl, 138_044): personnel — once per game, in his owner's response window to a Chula dilemma his team encounters, his skill nullifies it.
import { defineCard } from '../../behaviour/define';

export default defineCard('138_044', {
  title: 'Falow',
  scenario: 'behaviour/personnel-b.spec.ts',
  skillNullifies: [
    {
      filter: {
        titles: [
          'Chula: Pick One to Save Two',
          'Chula: The Chandra',
          'Chula: The Dice',
          'Chula: The Abyss',
          'Chula: The Lights',
          'Chula: Crossroads',
          'Chula: The Door',
          'Chula: The Drink',
          'Chula: The Way Home',
          'Chula: The Game',
          'Chula: Echoes',
          'Chula: Trickery',
          'Chula: Unfortunate Roll',
        ],
      },
      target: 'dilemma-encountered',
    },
  ],
});
