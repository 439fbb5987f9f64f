// Adapt: Allocate Resources (RiF, 153_007): event — on your table; in place of your normal card play you may discard it to download a [BO] Event or Interrupt.
import { defineCard } from '../../behaviour/define';

export default defineCard('153_007', {
  title: 'Adapt: Allocate Resources',
  scenario: 'behaviour/activations.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [{ id: 'download', costs: ['normal-card-play', 'discard-self'], targets: { kind: 'card-to-download', filter: { types: ['Event', 'Interrupt'], icons: ['BO'] } }, effects: [{ kind: 'download-target' }] }],
});
