// Reap All the Glory (crossover, 181_050): objective — seeds or plays on your space mission; your crew with at least four [TE] personnel may attempt it; while it lies there your [TE] ships at that location are SHIELDS +2; when you solve it with such a crew you score 5 points and it goes to your table, where your [TE] ships are RANGE, WEAPONS and SHIELDS +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_050', {
  title: 'Reap All the Glory',
  scenario: 'behaviour/objectives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { yours: true, space: true } },
  duration: 'on-target-mission',
  permits: [{ kind: 'attempt-with-team', who: { icons: ['TE'] }, atLeast: 4, where: 'crew' }],
  shipModifiers: [
    { kind: 'ships-here-attribute', attributes: ['SHIELDS'], delta: 2, filter: { icons: ['TE'] } },
    { kind: 'fleet-ship-attribute', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 1, filter: { icons: ['TE'] } },
  ],
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'if-solved-by-team', who: { icons: ['TE'] }, atLeast: 4, then: [{ kind: 'score-points', points: 5, bonus: true }, { kind: 'self-to-table' }] }] }],
});
