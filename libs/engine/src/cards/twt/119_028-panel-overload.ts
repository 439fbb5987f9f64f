// Panel Overload (twt, 119_028): incident — on your table; at any time (between actions) you may discard it to nullify a Bynars Weapon Enhancement or a Genetronic Replicator in play.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_028', {
  title: 'Panel Overload',
  scenario: 'behaviour/activations.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'nullify',
      window: 'any-time',
      costs: ['discard-self'],
      targets: { kind: 'card-in-play', filter: { titles: ['Bynars Weapon Enhancement', 'Genetronic Replicator'] } },
      effects: [{ kind: 'nullify-target' }],
    },
  ],
  manual: ['placing it on an outpost to keep its Spacedoors from re-opening (nullified by 4 ENGINEER aboard)'],
});
