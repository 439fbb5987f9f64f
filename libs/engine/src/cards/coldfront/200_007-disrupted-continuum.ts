// Disrupted Continuum (coldfront, 200_007): event — on your table; once per game, as a response to a dilemma without the Q icon that your opponent just revealed, you may discard it to nullify that dilemma and may download a [S] or [P] dilemma from your deck (or hand) to seed in its place, as the mission's next seed card.
import { defineCard } from '../../behaviour/define';

export default defineCard('200_007', {
  title: 'Disrupted Continuum',
  scenario: 'behaviour/response-abilities.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'nullify',
      limit: 'once-per-game',
      window: { kind: 'response', to: 'dilemma-encountered', by: 'opponent' },
      costs: ['discard-self'],
      targets: { kind: 'revealed-dilemma-and-replacement', filter: { types: ['Dilemma'], qIcon: false }, kinds: ['space', 'planet'] },
      effects: [{ kind: 'nullify-and-seed-replacement' }],
    },
  ],
});
