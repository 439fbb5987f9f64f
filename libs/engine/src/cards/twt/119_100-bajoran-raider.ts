// Bajoran Raider (twt, 119_100): ship — lands or takes off once each turn (landing.ts); its X (added to RANGE) is 4 for a flight that stays within one region.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_100', {
  title: 'Bajoran Raider',
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE'], delta: 4, movingWithinRegion: true }],
  manual: ['reporting with two personnel aboard (one of its once-each-turn actions)'],
});
